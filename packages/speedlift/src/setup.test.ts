import { unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { parseMove, makeMove } from './moves.js';
import { play } from './rules.js';
import { fromSetup, type Setup } from './setup.js';
import { view } from './view.js';
import { position } from './testing/positions.js';

/** A valid setup from a fresh deal, to be broken by each test. */
function freshSetup(): Setup {
  const s = deal(unwrap(parseConfig({ players: 3 })), 'setup');
  return { config: { players: 3 }, turn: s.turn, hands: s.hands, lager: s.lager };
}

const code = (setup: Setup): string | null => {
  const r = fromSetup(setup);
  return r.ok ? null : r.error.code;
};

describe('fromSetup', () => {
  it('accepts a dealt position and reproduces it', () => {
    const setup = freshSetup();
    const s = unwrap(fromSetup(setup));
    expect(s.hands).toEqual(setup.hands);
    expect(s.lager).toEqual(setup.lager);
  });

  it('a hand given in any order is shown in hand order, as a dealt one', () => {
    const setup = freshSetup();
    const reversed = { ...setup, hands: setup.hands.map((h) => [...h].reverse()) };
    const s = unwrap(fromSetup(reversed));
    expect(view(s, 0).hand).toEqual(setup.hands[0]);
    // A dealt hand is shown as the state's own list.
    const dealt = unwrap(fromSetup(setup));
    expect(view(dealt, 0).hand).toBe(dealt.hands[0]);
  });

  it('a duplicate card → ERR_DUPLICATE_CARD', () => {
    const s = freshSetup();
    const hands = s.hands.map((h) => [...h]);
    (hands[0] as string[])[0] = hands[1]?.[0] ?? '';
    expect(code({ ...s, hands })).toBe('ERR_DUPLICATE_CARD');
  });

  it('a missing card → ERR_MISSING_CARD', () => {
    const s = freshSetup();
    expect(code({ ...s, hands: s.hands.map((h, i) => (i === 0 ? h.slice(1) : h)) })).toBe('ERR_MISSING_CARD');
  });

  it('wrong counts → ERR_BAD_COUNT (hand of 13, Lager of 5, a missing hand)', () => {
    const s = freshSetup();
    const first = s.lager[0] ?? '';
    expect(code({ ...s, hands: s.hands.map((h, i) => (i === 0 ? [...h, first] : h)), lager: s.lager.slice(1) })).toBe(
      'ERR_BAD_COUNT',
    );
    expect(code({ ...s, hands: s.hands.slice(0, 2) })).toBe('ERR_BAD_COUNT');
  });

  it('a card not of this table, bad notation, a bad turn or config → stable codes', () => {
    const s = freshSetup();
    expect(code({ ...s, hands: s.hands.map((h, i) => (i === 0 ? [...h.slice(1), 'R5'] : h)) })).toBe('ERR_BAD_SETUP');
    expect(code({ ...s, hands: s.hands.map((h, i) => (i === 0 ? [...h.slice(1), 'p5'] : h)) })).toBe('ERR_BAD_SETUP');
    expect(code({ ...s, turn: 3 })).toBe('ERR_BAD_SETUP');
    expect(code({ ...s, config: { players: 3, limit: 10 } })).toBe('ERR_BAD_CONFIG');
  });

  it('a ride that breaks the rules → ERR_BAD_SETUP', () => {
    const good = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 2,
      ride: [
        { seat: 0, card: 'H6' },
        { seat: 1, card: 'H7' },
      ],
    });
    expect(good.floor).toBe(7);
    expect(good.dir).toBe(1);
    const base = { config: { players: 3 }, hands: good.hands, lager: good.lager, loads: good.loads };
    expect(
      code({
        ...base,
        turn: 2,
        ride: [
          { seat: 0, card: 'H7' },
          { seat: 1, card: 'H6' },
        ],
      }),
    ).toBeNull();
    expect(
      code({
        ...base,
        turn: 2,
        ride: [
          { seat: 0, card: 'H6' },
          { seat: 2, card: 'H7' },
        ],
      }),
    ).toBe('ERR_BAD_SETUP');
    expect(
      code({
        ...base,
        turn: 0,
        ride: [
          { seat: 0, card: 'H6' },
          { seat: 1, card: 'H7' },
        ],
      }),
    ).toBe('ERR_BAD_SETUP');
  });
});

describe('bad input leaves the state unchanged', () => {
  const s = position({
    hands: [
      ['H5', 'P3'],
      ['S9', 'H4'],
      ['S2', 'H1'],
    ],
    turn: 0,
  });
  const before = structuredClone(s);
  it.each<[string, number, string]>([
    ['H5', 1, 'ERR_NOT_YOUR_TURN'],
    ['S9', 0, 'ERR_CARD_NOT_IN_HAND'],
    ['A', 0, 'ERR_NOTHING_TO_TAKE'],
    ['LB', 0, 'ERR_CARD_NOT_IN_HAND'],
  ])('%s by seat %i → %s', (text, seat, want) => {
    const r = play(s, seat, unwrap(parseMove(text)));
    expect(r.ok ? null : r.error.code).toBe(want);
    expect(s).toEqual(before);
  });

  it('a finished game refuses every move with ERR_GAME_OVER', () => {
    const over = { ...s, over: true };
    const r = play(over, 0, { type: 'play', card: 'H5' });
    expect(r.ok ? null : r.error.code).toBe('ERR_GAME_OVER');
  });

  it('move notation round-trips; garbage → ERR_BAD_NOTATION', () => {
    for (const t of ['P7', 'LB', 'EX', 'HD', 'A', 'U12']) expect(makeMove(unwrap(parseMove(t)))).toBe(t);
    for (const t of ['', 'B', 'P13', 'aa', 'exit']) {
      const r = parseMove(t);
      expect(r.ok ? null : r.error.code).toBe('ERR_BAD_NOTATION');
    }
  });
});

describe('fuzz', () => {
  it('fromSetup never throws on arbitrary JSON, and parseMove/parseConfig neither', async () => {
    const fc = (await import('fast-check')).default;
    const base = freshSetup();
    fc.assert(
      fc.property(
        fc.anything(),
        fc.constantFrom('hands', 'lager', 'ride', 'loads', 'exits', 'scores', 'turn'),
        (junk, key) => {
          expect(() => fromSetup(junk as Setup)).not.toThrow();
          expect(() => fromSetup({ ...base, [key]: junk })).not.toThrow();
          expect(() => parseMove(typeof junk === 'string' ? junk : (JSON.stringify(junk) ?? ''))).not.toThrow();
          expect(() => parseConfig(junk)).not.toThrow();
        },
      ),
      { numRuns: 300 },
    );
  });
});
