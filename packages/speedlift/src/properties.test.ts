import { deepFreeze } from '@kartenhaus/core/testing/freeze';
import { Rng, sameMultiset, shuffle, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byHandOrder, cardCode, fullDeck, loadKartons, type Card } from './cards.js';
import { parseConfig, type Config } from './config.js';
import { deal } from './definition.js';
import { allowedBy, boundsOf } from './facts.js';
import type { Event, Move } from './moves.js';
import { legalMoves, play } from './rules.js';
import type { State } from './state.js';
import { view } from './view.js';

const configs = fc.record({
  players: fc.integer({ min: 3, max: 6 }),
  limit: fc.constantFrom(30, 50, 80),
  aussteigenJederzeit: fc.boolean(),
  gleicheEtageHaelt: fc.boolean(),
  sonderkarten: fc.constantFrom('alle', 'ohneDetektiv', 'keine'),
  ladenhueterZaehlenNicht: fc.boolean(),
});

const allCards = (s: State): Card[] => [
  ...s.hands.flat(),
  ...s.lager,
  ...s.ride.map((r) => r.card),
  ...s.loads.flat(2),
];

/** Plays a random game, calling `check` before every move. */
function randomGame(
  config: Config,
  seed: string,
  check: (s: State, move: Move, rng: Rng) => void = () => {},
): { state: State; moves: Move[]; events: Event[] } {
  const rng = Rng.fromSeed(`moves:${seed}`);
  let s = deal(config, seed);
  const moves: Move[] = [];
  const events: Event[] = [];
  while (!s.over) {
    if (moves.length > 5000) throw new Error('no end');
    const move = rng.pick(legalMoves(s, s.turn));
    check(s, move, rng);
    const r = play(s, s.turn, move);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
    moves.push(move);
    events.push(...r.value.events);
  }
  return { state: s, moves, events };
}

const runs = { numRuns: 25 };

describe('properties', () => {
  it('play and view never change the state they are given (new states share unchanged lists)', () => {
    // Deep-frozen states: any write into a shared list throws.
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        const snapshots: [State, string][] = [];
        const { state } = randomGame(unwrap(parseConfig(raw)), seed, (s) => {
          deepFreeze(s);
          if (snapshots.length < 40) snapshots.push([s, JSON.stringify(s)]);
          for (let q = 0; q < s.config.players; q++) view(s, q);
          view(s, null);
        });
        deepFreeze(state);
        view(state, 0);
        for (const [old, text] of snapshots) expect(JSON.stringify(old)).toBe(text);
      }),
      { numRuns: 10 },
    );
  });

  it('every hand is in hand order in every state, so the view shows it as it is', () => {
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        randomGame(unwrap(parseConfig(raw)), seed, (s) => {
          for (const [q, h] of s.hands.entries()) {
            expect([...h].sort(byHandOrder)).toEqual(h);
            expect(view(s, q).hand).toBe(h);
          }
        });
      }),
      runs,
    );
  });

  it('cards are conserved and every game terminates', () => {
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        const c = unwrap(parseConfig(raw));
        const deck = fullDeck(c.players, c.sonderkarten);
        const { state } = randomGame(c, seed, (s) => {
          expect(sameMultiset(allCards(s), deck)).toBe(true);
        });
        expect(sameMultiset(allCards(state), deck)).toBe(true);
        expect(state.over).toBe(true);
      }),
      runs,
    );
  });

  it('a view never contains another hand, the Lager or the RNG state', () => {
    fc.assert(
      fc.property(configs, fc.string(), fc.integer({ min: 0, max: 5 }), (raw, seed, who) => {
        const c = unwrap(parseConfig(raw));
        const seat = who % c.players;
        randomGame(c, seed, (s, _m, rng) => {
          // Shuffle every card the seat cannot see among the other hands and the Lager (same counts).
          const hidden = shuffle([...s.hands.filter((_, i) => i !== seat).flat(), ...s.lager], rng);
          let k = 0;
          const take = (n: number) => hidden.slice(k, (k += n));
          const hands = s.hands.map((h, i) => (i === seat ? h : take(h.length)));
          const other: State = { ...s, hands, lager: take(s.lager.length), rng: [1, 2, 3, 4] };
          expect(view(other, seat)).toEqual(view(s, seat));
          const v = view(s, seat) as unknown as Record<string, unknown>;
          expect(Object.keys(v)).not.toContain('lager');
          expect(Object.keys(v)).not.toContain('hands');
          expect(Object.keys(v)).not.toContain('rng');
        });
      }),
      { numRuns: 10 },
    );
  });

  it('round penalties equal "Kartons der genommenen Ladungen + 1 je Karte auf der Hand"', () => {
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        const c = unwrap(parseConfig(raw));
        const { events } = randomGame(c, seed);
        let kartons = Array.from({ length: c.players }, () => 0);
        let inHand = Array.from({ length: c.players }, () => 12);
        let sheets = 0;
        for (const e of events) {
          if (e.type === 'played') inHand[e.seat] = (inHand[e.seat] ?? 0) - 1;
          if (e.type === 'exited' || e.type === 'caught')
            kartons[e.seat] = (kartons[e.seat] ?? 0) + loadKartons(e.load);
          if (e.type === 'feierabend') {
            sheets++;
            const want = kartons.map((k, i) => k + (c.ladenhueterZaehlenNicht ? 0 : (inHand[i] ?? 0)));
            expect(e.score.penalty).toEqual(want);
            expect(inHand[e.seat]).toBe(0);
            kartons = kartons.map(() => 0);
            inHand = inHand.map(() => 12);
          }
        }
        expect(sheets).toBeGreaterThanOrEqual(1);
      }),
      runs,
    );
  });

  it('every forced-exit fact (L6) holds for the true hand of its seat until Feierabend', () => {
    // what stark samples its worlds by: a fact a hand broke would send it into impossible worlds
    fc.assert(
      fc.property(configs, fc.string(), (c, seed) => {
        const config = unwrap(parseConfig(c));
        randomGame(config, seed, (s) => {
          s.hands.forEach((hand, seat) => {
            const bounds = boundsOf(s.exits, seat, config.gleicheEtageHaelt);
            for (const card of hand) expect(allowedBy(bounds, cardCode(card)), `${card} of seat ${seat}`).toBe(true);
          });
        });
      }),
      runs,
    );
  });

  it('a game replays exactly from seed and move log', () => {
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        const c = unwrap(parseConfig(raw));
        const { state, moves } = randomGame(c, seed);
        let s = deal(c, seed);
        for (const m of moves) s = unwrap(play(s, s.turn, m)).state;
        expect(s).toEqual(state);
      }),
      { numRuns: 15 },
    );
  });

  it('play accepts exactly the moves legalMoves lists, and a refusal leaves the state unchanged', () => {
    fc.assert(
      fc.property(configs, fc.string(), (raw, seed) => {
        const c = unwrap(parseConfig(raw));
        const every: Move[] = [...new Set(fullDeck(c.players, c.sonderkarten))].map((card) => ({ type: 'play', card }));
        every.push({ type: 'exit' });
        randomGame(c, seed, (s, _m, rng) => {
          const move = rng.pick(every);
          const seat = rng.int(4) === 0 ? rng.int(c.players) : s.turn;
          const before = structuredClone(s);
          const legal = legalMoves(s, seat).some((m) => JSON.stringify(m) === JSON.stringify(move));
          const r = play(s, seat, move);
          expect(r.ok).toBe(legal);
          expect(s).toEqual(before);
        });
      }),
      { numRuns: 15 },
    );
  });
});
