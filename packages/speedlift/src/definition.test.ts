import { playMatch, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { gameModule, speedlift } from './index.js';

describe('GameDefinition contract', () => {
  it('the match runner plays full games between bots to a result', () => {
    for (const seed of ['m1', 'm2']) {
      const r = playMatch(gameModule, { limit: 30 }, seed, ['leicht', 'leicht', 'leicht', 'normal']);
      expect(r.result.places).toHaveLength(4);
      expect(Math.min(...r.result.places)).toBe(1);
      // fewest penalty points win
      const best = Math.min(...r.result.scores);
      r.result.scores.forEach((s, i) => expect(r.result.places[i] === 1).toBe(s === best));
    }
  });

  it('exposes the bot labels the simulations use', () => {
    expect(Object.keys(gameModule.bots).sort()).toEqual([
      'leicht',
      'normal',
      'normal-20',
      'normal-6',
      'stark',
      'stark-450',
      'stark-baum',
      'stark-blind',
      'stark-blind-ohne-inferenz',
      'stark-genau',
      'stark-ohne-ende',
      'stark-ohne-inferenz',
      'stark-ohne-partie',
      'stark-partie2',
      'stark-runde',
      'stark-tief',
      'stark-weich',
      'stark-zufall',
    ]);
    expect([speedlift.name, speedlift.minPlayers, speedlift.maxPlayers]).toEqual(['speedlift', 3, 6]);
  });

  it('toAct names exactly the seat that has legal moves, and nobody after the end', () => {
    let s = speedlift.deal(unwrap(speedlift.parseConfig({ players: 3, limit: 30 })), 'act');
    while (!s.over) {
      const [seat] = speedlift.toAct(s);
      if (seat === undefined) throw new Error('nobody to act');
      for (let other = 0; other < 3; other++) expect(speedlift.legalMoves(s, other).length > 0).toBe(other === seat);
      const move = speedlift.legalMoves(s, seat)[0];
      if (!move) throw new Error('no move');
      s = unwrap(speedlift.play(s, seat, move)).state;
    }
    expect(speedlift.toAct(s)).toEqual([]);
    expect(speedlift.result(s)).not.toBeNull();
  });
});
