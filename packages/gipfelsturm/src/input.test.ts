import { unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCard, parseCard } from './cards.js';
import { gipfelsturm as g } from './definition.js';
import { c, must, position } from './test-helpers.js';
import type { GipfelMove } from './types.js';

describe('bad input returns a stable code and leaves the state unchanged', () => {
  const s = position({
    at: { 18: '2c', 19: '9h' },
    gone: [20, 21, 22, 23, 24, 25, 26, 27],
    stocks: [['5s'], []],
    piles: [['Ac'], ['Kd']],
    config: { clock: true },
  });
  const started = must(s, 0, 'Los', 1000).state;
  const cases: [string, number, unknown, number | undefined, string][] = [
    ['a seat that does not exist', 2, { type: 'flip' }, 2000, 'ERR_NO_SUCH_SEAT'],
    ['a negative seat', -1, { type: 'flip' }, 2000, 'ERR_NO_SUCH_SEAT'],
    ['no object', 0, 'flip', 2000, 'ERR_ILLEGAL_MOVE'],
    ['an unknown type', 0, { type: 'undo' }, 2000, 'ERR_ILLEGAL_MOVE'],
    ['a card out of range', 0, { type: 'play', card: 52 }, 2000, 'ERR_ILLEGAL_MOVE'],
    ['a fractional card', 0, { type: 'play', card: 1.5 }, 2000, 'ERR_ILLEGAL_MOVE'],
    ['a pile that does not exist', 0, { type: 'play', card: c('2c'), pile: 5 }, 2000, 'ERR_NO_SUCH_PILE'],
    ['an unknown call', 0, { type: 'call', call: { kind: 'hurra' } }, 2000, 'ERR_ILLEGAL_MOVE'],
    [
      'a card in a stock (hidden: the same code as face down)',
      0,
      { type: 'play', card: c('5s') },
      2000,
      'ERR_CARD_COVERED',
    ],
    ['a card on a pile', 0, { type: 'play', card: c('Ac') }, 2000, 'ERR_CARD_GONE'],
    ['a face-down card', 0, { type: 'play', card: started.peaks[9] }, 2000, 'ERR_CARD_COVERED'],
    ['a card that fits nowhere', 0, { type: 'play', card: c('9h') }, 2000, 'ERR_DOES_NOT_FIT'],
    ['an empty stock', 1, { type: 'flip' }, 2000, 'ERR_STOCK_EMPTY'],
    ['time going backwards', 0, { type: 'flip' }, 999, 'ERR_BAD_TIME'],
    ['time not a number', 0, { type: 'flip' }, Number.NaN, 'ERR_BAD_TIME'],
    ['a second "Los!"', 0, { type: 'start' }, 2000, 'ERR_ALREADY_STARTED'],
    ['after the time is up', 0, { type: 'flip' }, 181_000, 'ERR_TIME_UP'],
  ];
  it.each(cases)('%s', (_name, seat, move, at, code) => {
    const before = structuredClone(started);
    const r = g.play(started, seat, move as GipfelMove, at);
    expect(r).toMatchObject({ ok: false, error: { code } });
    expect(started).toEqual(before);
  });
  it('bad options and positions are refused with ERR_BAD_CONFIG / ERR_BAD_SETUP', () => {
    expect(g.parseConfig({ players: 4 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_CONFIG' } });
    expect(g.parseConfig({ players: 2, level: 'leicht' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_CONFIG' },
    });
    expect(g.parseConfig({ players: 2, games: 3 })).toMatchObject({ ok: false, error: { code: 'ERR_BAD_CONFIG' } });
    // Issue 17.11: options are stored with the table and shown to every viewer.
    expect(g.parseConfig({ players: 2, foo: '<svg>' })).toEqual({
      ok: false,
      error: { code: 'ERR_BAD_CONFIG', detail: 'unknown option foo' },
    });
    const setup = { config: { players: 2 }, peaks: s.peaks, stocks: s.stocks, piles: s.piles };
    expect(g.fromSetup(setup).ok).toBe(true);
    const twice = { ...setup, stocks: [[c('Ac')], []] };
    expect(g.fromSetup(twice)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
    const floating = { ...setup, peaks: s.peaks.map((x, i) => (i === 9 ? null : x)) };
    expect(g.fromSetup(floating)).toMatchObject({ ok: false, error: { code: 'ERR_BAD_SETUP' } });
    expect(g.fromSetup({ ...setup, piles: [[], [c('Kd')]] })).toMatchObject({
      ok: false,
      error: { code: 'ERR_BAD_SETUP' },
    });
  });
});

describe('notation: ranks A, 2–10, B, D, K; suits ♣ ♠ ♥ ♦ or c s h d', () => {
  it('every card round-trips through its name', () => {
    for (let card = 0; card < 52; card++) expect(unwrap(parseCard(makeCard(card)))).toBe(card);
    expect(makeCard(c('10d'))).toBe('10♦');
    expect(unwrap(parseCard('bh'))).toBe(unwrap(parseCard('B♥')));
  });
  it('moves round-trip', () => {
    const moves: GipfelMove[] = [
      { type: 'play', card: c('Kd') },
      { type: 'play', card: c('10c'), pile: 1 },
      { type: 'flip' },
      { type: 'start' },
      { type: 'call', call: { kind: 'brauche', rank: 10 } },
      { type: 'call', call: { kind: 'warte' } },
      { type: 'call', call: { kind: 'deckeAuf' } },
    ];
    for (const m of moves) expect(unwrap(g.parseMove(g.makeMove(m)))).toEqual(m);
    expect(moves.map((m) => g.makeMove(m))).toEqual(['K♦', '10♣>2', 'V', 'Los', '!B', '!warte', '!deck']);
  });
  it('fuzz: the parser never throws and answers ERR_BAD_NOTATION for junk', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (text) => {
        const r = g.parseMove(text);
        if (r.ok) expect(g.parseMove(g.makeMove(r.value))).toEqual(r);
        else expect(r.error.code).toBe('ERR_BAD_NOTATION');
      }),
      { numRuns: 500 },
    );
  });
});
