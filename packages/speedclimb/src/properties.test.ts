import { deepFreeze } from '@kartenhaus/core/testing/freeze';
import { Rng, sameMultiset, type Seat } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeck } from './cards.js';
import { allCards } from './engine.js';
import { speedclimb } from './game.js';
import { ROUTE_IDS, ROUTES, type RouteId } from './routes.js';
import type { Move, State } from './state.js';
import { decide } from './bots/decide.js';

/** The policy of property runs: a mix of the computer levels, so games reach every phase quickly. */
function pick(s: State, seat: Seat, rng: Rng): Move {
  const level = (['leicht', 'normal', 'stark'] as const)[seat % 3]!;
  return decide(level, speedclimb.view(s, seat), rng).move;
}

/** Plays a whole game, checking `each` after every move; returns the final state and the move log. */
function playOut(route: RouteId, players: number, seed: string, each: (s: State, prev: State) => void) {
  let s = speedclimb.deal({ players, route }, seed);
  const rng = Rng.fromSeed(`${seed}/policy`);
  const log: { seat: Seat; move: Move }[] = [];
  while (!speedclimb.result(s)) {
    const seat = rng.pick(speedclimb.toAct(s));
    const move = pick(s, seat, rng);
    const r = speedclimb.play(s, seat, move);
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(move)}`);
    each(r.value.state, s);
    s = r.value.state;
    log.push({ seat, move });
  }
  return { s, log };
}

const arbGame = fc.record({
  route: fc.constantFrom(...ROUTE_IDS),
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
});

describe('properties over whole games', () => {
  it('cards are conserved, views hide other hands, the stock and the backpacks, and every game ends within 40 rounds', () => {
    fc.assert(
      fc.property(arbGame, ({ route, players, seed }) => {
        const deck = buildDeck(ROUTES[route].deck);
        const { s } = playOut(route, players, seed, (st) => {
          expect(sameMultiset(allCards(st), deck)).toBe(true);
          for (const seat of [st.turn, (st.turn + 1) % players]) {
            const v = speedclimb.view(st, seat);
            if (st.phase !== 'over') expect(v.result).toBeNull();
            expect(v.hand).toEqual(st.hands[seat]);
            expect(v.backpack).toEqual(st.backpacks[seat]);
            const text = JSON.stringify(v);
            expect(text).not.toContain('"rng":');
            expect(text).not.toContain('"stock":');
            expect(text).not.toContain('"hands":');
            expect(text).not.toContain('"backpacks":');
          }
        });
        expect(s.round).toBeLessThanOrEqual(40);
        const res = speedclimb.result(s)!;
        expect(res.places.filter((p) => p === 1).length).toBeGreaterThan(0);
        // The final places are public: every seat's view and a spectator's carry the result.
        for (const seat of [0, players - 1, null]) expect(speedclimb.view(s, seat).result).toEqual(res);
      }),
      { numRuns: 8 },
    );
  });

  it('a game replays exactly from its seed and its move log', () => {
    fc.assert(
      fc.property(arbGame, ({ route, players, seed }) => {
        const { s, log } = playOut(route, players, seed, () => undefined);
        let t = speedclimb.deal({ players, route }, seed);
        for (const { seat, move } of log) {
          const text = speedclimb.makeMove(move);
          const parsed = speedclimb.parseMove(text);
          if (!parsed.ok) throw new Error(text);
          const r = speedclimb.play(t, seat, parsed.value);
          if (!r.ok) throw new Error(`${text}: ${r.error.code}`);
          t = r.value.state;
        }
        expect(t).toEqual(s);
      }),
      { numRuns: 4 },
    );
  });

  it('play never changes the state it is given (new states share unchanged lists with the old ones)', () => {
    // Deep-frozen states: any write into a shared list throws.
    fc.assert(
      fc.property(arbGame, ({ route, players, seed }) => {
        let s = speedclimb.deal({ players, route }, seed);
        const rng = Rng.fromSeed(`${seed}/policy`);
        const snapshots: [State, string][] = [];
        while (!speedclimb.result(s)) {
          deepFreeze(s);
          if (snapshots.length % 25 === 0) snapshots.push([s, JSON.stringify(s)]);
          const seat = rng.pick(speedclimb.toAct(s));
          const r = speedclimb.play(s, seat, pick(s, seat, rng));
          if (!r.ok) throw new Error(r.error.code);
          s = r.value.state;
        }
        for (const [old, text] of snapshots) expect(JSON.stringify(old)).toBe(text);
      }),
      { numRuns: 12 },
    );
  });

  it('a spectator sees no hand at all; events of hidden draws carry no card for others', () => {
    const s = speedclimb.deal({ players: 3, route: 'meister' }, 'spect');
    const v = speedclimb.view(s, null);
    expect(v.hand).toEqual([]);
    expect(v.legalMoves).toEqual([]);
    const r = speedclimb.play(s, s.turn, { type: 'draw', from: 'stock' });
    if (!r.ok) throw new Error('draw');
    const e = r.value.events.find((x) => x.type === 'drew')!;
    expect(speedclimb.viewEvent(e, null)).toMatchObject({ card: null });
    expect(speedclimb.viewEvent(e, s.turn)).toMatchObject({ card: s.stock.at(-1) });
  });
});

describe('bad input', () => {
  const s = speedclimb.deal({ players: 3, route: 'gipfelsturm' }, 'bad');
  const junk: unknown[] = [
    { type: 'draw', from: 'pile', pile: 7 },
    { type: 'draw', from: 'pile', pile: -1 },
    { type: 'draw', from: 'pile', pile: 0.5 },
    { type: 'discard', card: 'Q9' },
    { type: 'layoff', card: 'R1', meld: 0, end: 'high' },
    { type: 'camp', parts: [] },
    { type: 'storm', target: 9 },
    { type: 'stage', stage: 2 },
    { type: 'keep', cards: [] },
    { type: 'draw', from: 'backpack', card: 'J' },
  ];
  it('returns stable error codes and leaves the state unchanged', () => {
    const before = JSON.stringify(s);
    for (const move of junk) {
      const r = speedclimb.play(s, s.turn, move as Move);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toMatch(/^ERR_[A-Z_]+$/);
    }
    expect(speedclimb.play(s, 7, { type: 'draw', from: 'stock' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_YOUR_TURN' },
    });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('parseMove refuses junk with ERR_BAD_NOTATION; every legal move round-trips through the notation', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = speedclimb.parseMove(text);
        if (!r.ok) expect(r.error.code).toBe('ERR_BAD_NOTATION');
      }),
      { numRuns: 300 },
    );
    for (const bad of ['', 'Z', 'D0', '-Q1', '+R1>0', 'L', 'L R1 @x', 'E0', 'X>0', 'EIN']) {
      expect(speedclimb.parseMove(bad)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_NOTATION' } });
    }
    for (const m of speedclimb.legalMoves(s, s.turn))
      expect(speedclimb.parseMove(speedclimb.makeMove(m))).toEqual({ ok: true, value: m });
  });

  it('parseConfig and fromSetup refuse bad input with stable codes', () => {
    expect(speedclimb.parseConfig({ players: 1 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_CONFIG' } });
    expect(speedclimb.parseConfig({ players: 7 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_CONFIG' } });
    expect(speedclimb.parseConfig({ players: 2, route: 'k2' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_CONFIG' },
    });
    expect(speedclimb.parseConfig({ players: 4 })).toEqual({ ok: true, value: { players: 4, route: 'gipfelsturm' } });
    // Issue 17.11: options are stored with the table and shown to every viewer.
    expect(speedclimb.parseConfig({ players: 4, foo: '<svg>' })).toEqual({
      ok: false,
      error: { code: 'ERR_BAD_CONFIG', detail: 'unknown option foo' },
    });
    const missing = { ...s, stock: s.stock.slice(1) };
    expect(speedclimb.fromSetup(missing)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
    const extra = { ...s, hands: [[...s.hands[0]!, 'R1'], ...s.hands.slice(1)] };
    expect(speedclimb.fromSetup(extra)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
    expect(speedclimb.fromSetup({ ...s, turn: 5 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
    expect(speedclimb.fromSetup(s)).toEqual({ ok: true, value: s });
  });

  it('fromSetup never throws on junk (fuzzed raw positions)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...Object.keys(s)), (junk, key) => {
        const raw = { ...s, [key]: junk };
        const r = speedclimb.fromSetup(raw);
        if (!r.ok) expect(r.error.code).toBe('ERR_BAD_SETUP');
        expect(speedclimb.fromSetup(junk as State).ok).toBe(false);
      }),
      { numRuns: 300 },
    );
    // A huge count must be refused before anything is built from it.
    expect(speedclimb.fromSetup({ ...s, stormsUnder: 2 ** 31 - 1 })).toMatchObject({ ok: false });
  });
});
