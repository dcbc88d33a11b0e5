import { sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { firstStep, timedOutShown } from './server-moves.js';

const me = (away: boolean) => ({
  seat: 0,
  kind: 'human' as const,
  name: 'Anna',
  away,
  connected: true,
  ready: false,
  clockMs: null,
  grace: false,
  stalling: false,
});
const at = (phase: 'playing' | 'summary' | 'finished', gameNo: number, away = false) =>
  sampleTableInfo({ phase, gameNo, you: 0, seats: [me(away)] });

describe('"Deine Bedenkzeit ist abgelaufen" at a server table', () => {
  it('is said in the game it happened in, not in the next game, on the end screen, or while away', () => {
    expect(timedOutShown(2, at('playing', 2))).toBe(true);
    expect(timedOutShown(2, at('summary', 2))).toBe(true);
    expect(timedOutShown(2, at('finished', 2))).toBe(false);
    expect(timedOutShown(2, at('playing', 3))).toBe(false);
    expect(timedOutShown(2, at('playing', 2, true))).toBe(false);
    expect(timedOutShown(null, at('playing', 2))).toBe(false);
  });
});

describe('the log\u2019s first state', () => {
  it('is the snapshot\u2019s steps when a screen mounts after one (rebuilt, not new), else empty', () => {
    expect(firstStep({ events: [{ type: 'a' }], n: 3 })).toEqual({ events: [{ type: 'a' }], step: 1, restored: true });
    expect(firstStep({ events: [], n: 3 })).toEqual({ events: [], step: 0, restored: false });
    expect(firstStep(null)).toEqual({ events: [], step: 0, restored: false });
  });
});
