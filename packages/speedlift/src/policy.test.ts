import { Rng, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { cardCode } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { playoutPolicy, policySample } from './policy.js';
import { simOfState } from './sim-state.js';
import { position } from './testing/positions.js';

describe('the playout policy, sampled (stark-zufall)', () => {
  it('samples only legal cards and plays rounds to Feierabend', () => {
    const config = unwrap(parseConfig({ players: 4 }));
    const buf: number[] = [];
    const legal: number[] = [];
    for (let g = 0; g < 20; g++) {
      const sim = simOfState(deal(config, `sample-${g}`));
      const rng = Rng.fromSeed(`sample-${g}`);
      while (sim.finisher < 0) {
        const n = sim.legal(legal);
        const m = policySample(sim, rng, buf, 2);
        expect(legal.slice(0, n)).toContain(m);
        sim.apply(m);
      }
      const again = simOfState(deal(config, `sample-${g}`));
      playoutPolicy(again, rng, buf, undefined, 2);
      expect(again.finisher).toBeGreaterThanOrEqual(0);
    }
  });

  it('samples among the cards the policy rates alike, never a card that does not fit', () => {
    // the ride P8, P9 going up: S10 and H12 both leave the next player (P1, P2, S3) unable to follow
    const s = position({
      hands: [
        ['S10', 'H12', 'H1'],
        ['P1', 'P2', 'S3'],
        ['P12', 'S4', 'S2'],
      ],
      turn: 0,
      ride: [
        { seat: 1, card: 'P8' },
        { seat: 2, card: 'P9' },
      ],
    });
    const sim = simOfState(s);
    const rng = Rng.fromSeed('close');
    const buf: number[] = [];
    const picks = new Set<number>();
    for (let i = 0; i < 200; i++) picks.add(policySample(sim, rng, buf, 2));
    expect([...picks].sort()).toEqual([cardCode('S10'), cardCode('H12')].sort());
  });
});
