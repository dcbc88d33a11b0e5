import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCode, codeCard } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import type { Move } from './moves.js';
import { perft } from './testing/perft.js';
import { legalMoves, play } from './rules.js';
import { EXIT, type Sim } from './sim.js';
import { simOfState } from './sim-state.js';
import { loadKartons } from './cards.js';

const toCode = (m: Move): number => (m.type === 'exit' ? EXIT : cardCode(m.card));

function simPerft(sim: Sim, depth: number): number {
  if (depth === 0 || sim.finisher >= 0) return 1;
  const buf: number[] = [];
  const n = sim.legal(buf);
  let total = 0;
  for (const m of buf.slice(0, n)) {
    const next = sim.clone();
    next.apply(m);
    total += simPerft(next, depth - 1);
  }
  return total;
}

describe('the bots’ simulator agrees with the rules engine', () => {
  it('same legal moves, same floor, direction, turn and taken Kartons after every move of random rounds', () => {
    fc.assert(
      fc.property(
        fc.record({
          players: fc.integer({ min: 3, max: 6 }),
          aussteigenJederzeit: fc.boolean(),
          gleicheEtageHaelt: fc.boolean(),
          sonderkarten: fc.constantFrom('alle', 'ohneDetektiv', 'keine'),
          ladenhueterZaehlenNicht: fc.boolean(),
        }),
        fc.string(),
        (raw, seed) => {
          const c = unwrap(parseConfig(raw));
          let s = deal(c, seed);
          const sim = simOfState(s);
          const rng = Rng.fromSeed(seed);
          const buf: number[] = [];
          for (;;) {
            const legal = legalMoves(s, s.turn).map(toCode);
            const n = sim.legal(buf);
            expect(buf.slice(0, n).sort((a, b) => a - b)).toEqual(legal.sort((a, b) => a - b));
            // the policy's bit-mask test agrees with the generator for every seat
            for (let seat = 0; seat < c.players; seat++) {
              const cards = legalMoves({ ...s, turn: seat }, seat).filter((m) => m.type === 'play');
              expect(sim.canFollow(seat, s.floor, s.dir)).toBe(cards.length > 0);
            }
            const m = rng.pick(legalMoves(s, s.turn));
            const r = unwrap(play(s, s.turn, m));
            sim.apply(toCode(m));
            const fa = r.events.find((e) => e.type === 'feierabend');
            if (fa?.type === 'feierabend') {
              expect(sim.finisher).toBe(fa.seat);
              expect(fa.score.penalty).toEqual(fa.score.penalty.map((_, seat) => sim.penalty(seat)));
              return;
            }
            s = r.state;
            expect([sim.turn, sim.floor, sim.dir, sim.rideLen]).toEqual([s.turn, s.floor, s.dir, s.ride.length]);
            expect(sim.taken).toEqual(s.loads.map((ls) => ls.reduce((t, l) => t + loadKartons(l), 0)));
            expect(sim.hands.map((h) => h.map(codeCard).sort())).toEqual(s.hands.map((h) => [...h].sort()));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  // Perft from fixed deals: the engine and the independent simulator count the same sequences.
  it.each([
    ['perft-a', 3, {}],
    ['perft-b', 4, {}],
    ['perft-c', 4, { gleicheEtageHaelt: true, aussteigenJederzeit: true }],
    ['perft-d', 5, { sonderkarten: 'keine' }],
  ] as const)('perft of deal %s with %i players agrees to depth 5', (seed, players, rules) => {
    const s = deal(unwrap(parseConfig({ players, ...rules })), seed);
    const engine = [1, 2, 3, 4, 5].map((d) => perft(s, d));
    expect([1, 2, 3, 4, 5].map((d) => simPerft(simOfState(s), d))).toEqual(engine);
    expect(engine[0]).toBe(new Set(s.hands[s.turn]?.filter((c) => !['LB', 'EX', 'HD'].includes(c))).size);
  });
});
