import { Rng, sameMultiset, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEVELS, type GipfelConfig } from './config.js';
import { gipfelsturm as g } from './definition.js';
import type { GipfelMove, GipfelState } from './types.js';

const ALL = Array.from({ length: 52 }, (_, i) => i);
const cardsOf = (s: GipfelState) => [
  ...s.peaks.filter((x): x is number => x !== null),
  ...s.stocks.flat(),
  ...s.piles.flat(),
  ...s.aside,
];

interface Logged {
  readonly seat: number;
  readonly move: GipfelMove;
  readonly at: number;
}

/** Random legal play by random seats at random times (0–3 s apart), ticking the clock as a server would. */
function playout(config: GipfelConfig, seed: string, moveRng: Rng, check?: (s: GipfelState) => void) {
  let state = g.deal(config, seed);
  const log: (Logged | { readonly tick: number })[] = [];
  let at = 10_000;
  for (let step = 0; step < 5000 && !g.result(state); step++) {
    check?.(state);
    at += moveRng.int(3000);
    const ticked = g.tick?.(state, at);
    if (ticked && ticked.events.length > 0) {
      log.push({ tick: at });
      state = ticked.state;
      continue;
    }
    const seats = g.toAct(state);
    const seat = moveRng.pick(seats);
    const move = moveRng.pick(g.legalMoves(state, seat));
    state = unwrap(g.play(state, seat, move, at)).state;
    log.push({ seat, move, at });
  }
  return { state, log };
}

const configs = fc.record({
  players: fc.constantFrom(2, 3),
  level: fc.constantFrom(...LEVELS),
  clock: fc.boolean(),
  stillerGipfel: fc.boolean(),
  rekordjagd: fc.boolean(),
});

describe('properties of random games', () => {
  it('cards are conserved: all 52 are always somewhere, each once', () => {
    fc.assert(
      fc.property(configs, fc.string(), fc.integer(), (raw, seed, r) => {
        const config = unwrap(g.parseConfig(raw));
        playout(config, seed, new Rng([r, 1, 2, 3]), (s) => expect(sameMultiset(cardsOf(s), ALL)).toBe(true));
      }),
      { numRuns: 40 },
    );
  });
  it('every game ends, with a team result', () => {
    fc.assert(
      fc.property(configs, fc.string(), fc.integer(), (raw, seed, r) => {
        const config = unwrap(g.parseConfig(raw));
        const { state } = playout(config, seed, new Rng([r, 4, 5, 6]));
        const res = g.result(state);
        expect(res?.team).toBeDefined();
        expect(state.finished).toHaveLength(config.games);
        expect(g.toAct(state)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
  it('a replay from the seed and the timed move log reaches the same end', () => {
    fc.assert(
      fc.property(configs, fc.string(), fc.integer(), (raw, seed, r) => {
        const config = unwrap(g.parseConfig(raw));
        const { state, log } = playout(config, seed, new Rng([r, 7, 8, 9]));
        let replay = g.deal(config, seed);
        for (const entry of log)
          replay =
            'tick' in entry
              ? (g.tick?.(replay, entry.tick).state ?? replay)
              : unwrap(g.play(replay, entry.seat, unwrap(g.parseMove(g.makeMove(entry.move))), entry.at)).state;
        expect(replay).toEqual(state);
        expect(g.result(replay)).toEqual(g.result(state));
      }),
      { numRuns: 40 },
    );
  });
  it('views never hold a face-down card, the stock order, the set-aside cards or the generator state', () => {
    fc.assert(
      fc.property(configs, fc.string(), fc.integer(), (raw, seed, r) => {
        const config = unwrap(g.parseConfig(raw));
        playout(config, seed, new Rng([r, 2, 2, 2]), (s) => {
          const v = g.view(s, 1);
          const shown = new Set([...v.peaks.filter((x) => typeof x === 'number'), ...v.piles.flat()]);
          const hidden = [
            ...s.stocks.flat(),
            ...s.aside,
            ...s.peaks.filter((x, i) => x !== null && v.peaks[i] === 'down'),
          ];
          expect(hidden.some((x) => shown.has(x as number))).toBe(false);
          expect(Object.keys(v)).not.toContain('rng');
          expect(v.stockCounts).toEqual(s.stocks.map((x) => x.length));
        });
      }),
      { numRuns: 20 },
    );
  });
});

describe('"Rekordjagd: Spielt mehrere Partien hintereinander und zählt die übrigen Vorratskarten aus den gewonnenen Partien zusammen"', () => {
  it('deals the next game when one ends and sums the leftover stock cards of the won games', () => {
    const config = unwrap(g.parseConfig({ players: 2, rekordjagd: true, games: 3, clock: false }));
    let state = g.deal(config, 'serie');
    const rng = new Rng([9, 9, 9, 9]);
    let dealt = 0;
    while (!g.result(state)) {
      const seat = rng.pick(g.toAct(state));
      const moves = g.legalMoves(state, seat);
      // prefer card moves so that some games are won
      const cards = moves.filter((m) => m.type === 'play');
      const r = unwrap(g.play(state, seat, rng.pick(cards.length > 0 ? cards : moves)));
      dealt += r.events.filter((e) => e.type === 'dealt').length;
      state = r.state;
    }
    expect(dealt).toBe(2);
    expect(state.finished).toHaveLength(3);
    const sum = state.finished.reduce((s, o) => s + (o.won ? o.score : 0), 0);
    expect(g.result(state)?.team).toEqual({ won: state.finished.some((o) => o.won), score: sum });
  });
});
