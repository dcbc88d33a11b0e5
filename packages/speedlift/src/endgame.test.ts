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

type Judge = { readonly seat: number; readonly value: (round: readonly number[]) => number };

/**
 * max^n written plainly on clones of the simulator (the reference the in-place search must equal);
 * a judged seat chooses by its value of every seat's round penalty instead of its own.
 */
function reference(sim: Sim, judge: Judge | null = null): { move: number; penalty: number[] } {
  if (sim.finisher >= 0) return { move: -2, penalty: sim.hands.map((_, s) => sim.penalty(s)) };
  const valueFor = (penalty: number[]): number =>
    judge && judge.seat === sim.turn ? judge.value(penalty) : (penalty[sim.turn] as number);
  const buf: number[] = [];
  const moves = buf.slice(0, sim.legal(buf));
  const score = (m: number) => (m === EXIT ? -Infinity : policyScore(sim, m, DEFAULT_POLICY));
  moves.sort((a, b) => score(b) - score(a) || a - b); // ties by card code, the exit (-1, score -∞) last
  let best: { move: number; penalty: number[] } | undefined;
  for (const m of moves) {
    const next = sim.clone();
    next.apply(m);
    const r = reference(next, judge);
    if (!best || valueFor(r.penalty) < valueFor(best.penalty)) best = { move: m, penalty: r.penalty };
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

  it("a judged seat chooses by its value of every seat's penalty", () => {
    // seat 0 judged by "seat 2 should take as much as possible": it opens with P10, not with the
    // H7 that keeps itself clean
    const sim = simOfState(example());
    const before = sim.taken.slice();
    const loader = new Endgame(3, { cards: 99, table: false }, DEFAULT_POLICY, {
      seat: 0,
      value: (r) => -(r[2] as number),
    });
    const ref = reference(sim.clone(), { seat: 0, value: (r) => -(r[2] as number) });
    expect(codeCard(loader.bestMove(sim))).toBe('P10');
    expect(loader.bestMove(sim)).toBe(ref.move);
    // seat 0 takes a Karton itself, seat 2 seven instead of five (the plain search: [0, 2, 5])
    expect(loader.solve(sim).map((p, seat) => p - (before[seat] as number))).toEqual([1, 2, 7]);
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
          // a seat that plays for the game (here: its own penalty, plus three times the next
          // seat's fewer — it wants to load the next seat): the same as the plain reference with
          // that seat judged so; judged by its own penalty, the plain search
          const seat = s.turn;
          const next = (seat + 1) % players;
          const judge: Judge = { seat, value: (r) => (r[seat] as number) - 3 * (r[next] as number) };
          const judged = new Endgame(players, { cards: 9, table: false }, DEFAULT_POLICY, judge);
          const refJudged = reference(sim.clone(), judge);
          expect([...judged.solve(sim)]).toEqual(refJudged.penalty);
          expect(judged.bestMove(sim)).toBe(refJudged.move);
          expect(snapshot(sim)).toBe(before);
          const own = new Endgame(players, { cards: 9, table: false }, DEFAULT_POLICY, {
            seat,
            value: (r) => r[seat] as number,
          });
          expect([...own.solve(sim)]).toEqual(value);
        },
      ),
      { numRuns: 40 },
    );
  });
});
