import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardCode, codeCard } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { cardsLeft, Endgame } from './endgame.js';
import type { Event, Move } from './moves.js';
import { DEFAULT_POLICY, playoutPolicy, policyMove, policyScore } from './policy.js';
import { legalMoves, play } from './rules.js';
import { EXIT, type Sim } from './sim.js';
import { simOfState } from './sim-state.js';
import type { State } from './state.js';
import { position } from './testing/positions.js';

const toCode = (m: Move): number => (m.type === 'exit' ? EXIT : cardCode(m.card));
const toMove = (code: number): Move => (code === EXIT ? { type: 'exit' } : { type: 'play', card: codeCard(code) });

/** max^n written plainly on clones of the simulator (the reference the in-place search must equal). */
function reference(sim: Sim): { move: number; penalty: number[] } {
  if (sim.finisher >= 0) return { move: -2, penalty: sim.hands.map((_, s) => sim.penalty(s)) };
  const buf: number[] = [];
  const moves = buf.slice(0, sim.legal(buf));
  const score = (m: number) => (m === EXIT ? -Infinity : policyScore(sim, m, DEFAULT_POLICY));
  moves.sort((a, b) => score(b) - score(a) || a - b); // ties by card code, the exit (-1, score -∞) last
  let best: { move: number; penalty: number[] } | undefined;
  for (const m of moves) {
    const next = sim.clone();
    next.apply(m);
    const r = reference(next);
    if (!best || (r.penalty[sim.turn] as number) < (best.penalty[sim.turn] as number))
      best = { move: m, penalty: r.penalty };
  }
  return best as { move: number; penalty: number[] };
}

/** Everything the search may touch, hands as sets. */
const snapshot = (sim: Sim) =>
  JSON.stringify([
    sim.hands.map((h) => [...h].sort((a, b) => a - b)),
    sim.counts,
    sim.masks,
    sim.taken,
    sim.turn,
    sim.floor,
    sim.dir,
    sim.rideK,
    sim.rideLen,
    sim.lastSeat,
    sim.finisher,
  ]);

/** Follows the search's own choices in the rules engine to Feierabend; returns the engine's round sheet. */
function engineLine(state: State, endgame: Endgame): readonly number[] {
  let s = state;
  for (;;) {
    const move = toMove(endgame.bestMove(simOfState(s)));
    expect(legalMoves(s, s.turn)).toContainEqual(move);
    const r = unwrap(play(s, s.turn, move));
    const end = r.events.find((e: Event) => e.type === 'feierabend');
    if (end?.type === 'feierabend') return end.score.penalty;
    s = r.state;
  }
}

describe('exact endgame search (max^n)', () => {
  // The policy opens with its heaviest card, P10. Then seat 1 lays P12, seat 2 (S7, H4) cannot
  // follow and leaves, opens with S7 — and seat 0's last card, H7, is on the same floor: seat 0
  // must leave too and carries a Karton. The search opens with H7 and keeps P10, which fits
  // after S7: Feierabend with no penalty.
  const example = () =>
    position({
      hands: [
        ['P10', 'H7'],
        ['S12', 'P12', 'H9'],
        ['S7', 'H4'],
      ],
      turn: 0,
    });

  it('finds the better opening where the greedy playout loses a Karton', () => {
    const s = example();
    const sim = simOfState(s);
    const before = sim.taken.slice();
    expect(codeCard(policyMove(sim, new Rng([1, 2, 3, 4]), []))).toBe('P10');
    const greedy = sim.clone();
    playoutPolicy(greedy, new Rng([1, 2, 3, 4]), []);
    expect(greedy.penalty(0) - (before[0] as number)).toBe(1);

    const endgame = new Endgame(3, { cards: 99, table: false });
    expect(codeCard(endgame.bestMove(sim))).toBe('H7');
    const exact = endgame.solve(sim).map((p, seat) => p - (before[seat] as number));
    expect(exact).toEqual([0, 2, 5]); // seat 1 keeps S12 and H9; seat 2 takes H7 + P12 (4 Kartons) and keeps H4
    // the rules engine, following the search's moves, writes the same sheet
    expect(engineLine(s, endgame)).toEqual(endgame.solve(simOfState(s)));
  });

  it('the playout hands over to the search once few cards are left, and only then', () => {
    const s = example(); // 7 cards left
    const rng = () => new Rng([5, 6, 7, 8]);
    expect(new Endgame(3, { cards: 7, table: false }).playout(simOfState(s), rng(), [], 0)).toBe(
      simOfState(s).taken[0],
    );
    // below 7 cards the policy lays P10 first, and the search cannot save the Karton
    expect(new Endgame(3, { cards: 6, table: false }).playout(simOfState(s), rng(), [], 0)).toBe(
      (simOfState(s).taken[0] as number) + 1,
    );
  });

  it('plays only legal moves, restores the simulator, equals plain max^n and the rules engine (random small positions)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 3, max: 5 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (seed, players, jederzeit, gleicheEtage, ladenhueterZaehlenNicht) => {
          const c = unwrap(
            parseConfig({
              players,
              aussteigenJederzeit: jederzeit,
              gleicheEtageHaelt: gleicheEtage,
              ladenhueterZaehlenNicht,
            }),
          );
          let s = deal(c, seed);
          const rng = Rng.fromSeed(seed);
          // random legal moves until at most 9 cards are left in the hands
          for (;;) {
            const sim = simOfState(s);
            if (cardsLeft(sim) <= 9) break;
            const r = unwrap(play(s, s.turn, rng.pick(legalMoves(s, s.turn))));
            if (r.events.some((e) => e.type === 'feierabend')) return; // the round ended first
            s = r.state;
          }
          const sim = simOfState(s);
          const before = snapshot(sim);
          const plain = new Endgame(players, { cards: 9, table: false });
          const move = plain.bestMove(sim);
          const buf: number[] = [];
          expect(buf.slice(0, sim.legal(buf))).toContain(move);
          expect(legalMoves(s, s.turn).map(toCode)).toContain(move);
          const value = [...plain.solve(sim)];
          expect(snapshot(sim)).toBe(before);
          const ref = reference(sim.clone());
          expect(value).toEqual(ref.penalty);
          expect(move).toBe(ref.move);
          const table = new Endgame(players, { cards: 9, table: true });
          expect([...table.solve(sim)]).toEqual(value);
          expect(table.bestMove(sim)).toBe(move);
          expect(snapshot(sim)).toBe(before);
          expect(engineLine(s, plain)).toEqual(value);
        },
      ),
      { numRuns: 40 },
    );
  });
});
