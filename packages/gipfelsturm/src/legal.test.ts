import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS } from './cards.js';
import { LEVELS } from './config.js';
import { gipfelsturm as g } from './definition.js';
import { changesTable, tableMoves } from './table.js';
import type { GipfelMove, GipfelState } from './types.js';

/**
 * Candidate moves for a table of `seats`: every card as a click and dragged onto every pile (and
 * one pile too many), the flip, "Los!", every quick call, and some malformed ones.
 */
function candidates(seats: number): unknown[] {
  const out: unknown[] = [{ type: 'flip' }, { type: 'start' }];
  for (let card = 0; card < 52; card++) {
    out.push({ type: 'play', card });
    for (let pile = 0; pile <= seats; pile++) out.push({ type: 'play', card, pile });
  }
  for (let rank = 0; rank <= RANKS; rank++) out.push({ type: 'call', call: { kind: 'brauche', rank } });
  out.push({ type: 'call', call: { kind: 'warte' } }, { type: 'call', call: { kind: 'deckeAuf' } });
  out.push({ type: 'call', call: { kind: 'jodeln' } }, { type: 'pass' }, { type: 'play', card: 52 }, null);
  return out;
}

/**
 * Random states as the server meets them: a fresh deal (clock not started), then random table
 * moves by random seats at random times, sometimes a call or "Los!"; with the clock on, some
 * states lie at or past the deadline before `tick` (every action is refused there).
 */
function randomStates(raw: unknown, seed: string, r: number): GipfelState[] {
  const rng = new Rng([r, 3, 5, 7]);
  let state = g.deal(unwrap(g.parseConfig(raw)), seed);
  const out = [state];
  let at = 1000;
  for (let step = 0; step < 400 && !g.result(state); step++) {
    at += rng.int(4000);
    const seats = g.toAct(state);
    if (seats.length === 0) break;
    const seat = rng.pick(seats);
    const moves = rng.int(10) === 0 ? g.legalMoves(state, seat) : tableMoves(state, seat);
    const played = g.play(state, seat, rng.pick(moves), at);
    if (!played.ok) {
      // Only the deadline refuses a listed move: the state is as a server holds it before `tick`.
      expect(played.error.code).toBe('ERR_TIME_UP');
      out.push({ ...state, clock: { ...state.clock, now: at } });
      state = g.tick?.(state, at).state ?? state;
    } else state = played.value.state;
    if (rng.int(8) === 0) out.push(state);
  }
  out.push(state);
  return out;
}

const configs = fc.record({
  players: fc.constantFrom(2, 3),
  level: fc.constantFrom(...LEVELS),
  clock: fc.boolean(),
  stillerGipfel: fc.boolean(),
  rekordjagd: fc.boolean(),
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('G9: legalMoves is the one generator of what play accepts', () => {
  it('for random states every listed move is accepted and every accepted candidate is listed', () => {
    let accepted = 0;
    fc.assert(
      fc.property(configs, fc.string(), fc.integer(), (raw, seed, r) => {
        for (const state of randomStates(raw, seed, r)) {
          const seats = state.rules.seats;
          for (let seat = -1; seat <= seats; seat++) {
            const listed = g.legalMoves(state, seat);
            for (const move of listed) expect(g.play(state, seat, move).ok, JSON.stringify(move)).toBe(true);
            for (const move of candidates(seats)) {
              if (!g.play(state, seat, move as GipfelMove).ok) continue;
              accepted += 1;
              expect(
                listed.some((m) => same(m, move)),
                `${JSON.stringify(move)} accepted but not listed`,
              ).toBe(true);
            }
            expect(listed.filter(changesTable)).toEqual(tableMoves(state, seat));
            expect(g.toAct(state).includes(seat)).toBe(tableMoves(state, seat).length > 0);
          }
        }
      }),
      { numRuns: 25 },
    );
    expect(accepted).toBeGreaterThan(1000);
  });
  it('lists a click for each free card that fits somewhere, "Los!" only before the clock runs', () => {
    const state = g.deal(unwrap(g.parseConfig({ players: 2, clock: true })), 'los');
    const moves = g.legalMoves(state, 0);
    expect(moves).toContainEqual({ type: 'start' });
    const clicks = moves.filter((m) => m.type === 'play' && m.pile === undefined);
    const dragged = new Set(moves.flatMap((m) => (m.type === 'play' && m.pile !== undefined ? [m.card] : [])));
    expect(clicks.map((m) => (m.type === 'play' ? m.card : -1))).toEqual([...dragged]);
    const started = unwrap(g.play(state, 0, { type: 'start' }, 5)).state;
    expect(g.legalMoves(started, 0)).not.toContainEqual({ type: 'start' });
    // At the deadline, before the server's tick, nothing is accepted and nothing is listed.
    const late = { ...started, clock: { ...started.clock, now: 5 + 180_000 } };
    expect(g.legalMoves(late, 0)).toEqual([]);
    expect(g.play(late, 0, { type: 'flip' })).toMatchObject({ ok: false, error: { code: 'ERR_TIME_UP' } });
  });
});
