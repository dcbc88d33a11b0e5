import { unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.js';
import { viewsOfPlay } from './views.js';

describe('viewsOfPlay', () => {
  const config = unwrap(parseConfig({ players: 4 }));

  it('gives only views with a choice, the seat on turn its own, and the same views again', () => {
    const views = viewsOfPlay(config, 2, 'views', 30);
    expect(views.length).toBeGreaterThan(10);
    for (const v of views) {
      expect(v.legalMoves.length).toBeGreaterThan(1);
      expect(v.seat).toBe(v.turn);
    }
    expect(viewsOfPlay(config, 2, 'views', 30)).toEqual(views);
    expect(viewsOfPlay(config, 2, 'other', 30)).not.toEqual(views);
  });
});
