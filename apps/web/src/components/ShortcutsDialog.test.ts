/**
 * The `?` list against the game screens: every key a list names does something in some position of
 * a real game, and every key the screen's model acts on is listed. The models' `keyIntent` is the
 * one place the screens read keys (SpeedclimbTable.tsx, SpeedliftTable.tsx and GipfelsturmTable.tsx
 * send every keydown through it), so probing it with every key on many positions finds what the screens really handle.
 */
import { Rng, unwrap } from '@kartenhaus/core';
import { gipfelsturm, type GipfelMove, type GipfelState } from '@kartenhaus/gipfelsturm';
import type { View as ClimbView } from '@kartenhaus/speedclimb';
import { DEFAULT_CONFIG, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import * as peaks from '../games/gipfelsturm/model.js';
import * as climb from '../games/speedclimb/model.js';
import { playUntil } from '../games/speedclimb/test-positions.js';
import * as lift from '../games/speedlift/model.js';
import { findGame, GAMES } from '../games/registry.js';
import { keyCaps, SITE_KEYS } from './ShortcutsDialog.js';

const NAMED: Readonly<Record<string, string>> = {
  Esc: 'Escape',
  Enter: 'Enter',
  Leertaste: ' ',
  '←': 'ArrowLeft',
  '→': 'ArrowRight',
  '↑': 'ArrowUp',
  '↓': 'ArrowDown',
};

/** The `KeyboardEvent.key` values a row's keys stand for ("1–9" a range, a letter in both cases). */
function keysOf(row: string): string[] {
  return row.split(' / ').flatMap((part) => {
    const named = NAMED[part];
    if (named) return [named];
    const range = /^(⇧?)(\d)–⇧?(\d)$/.exec(part);
    if (range)
      return Array.from(
        { length: Number(range[3]) - Number(range[2]) + 1 },
        (_, i) => (range[1] ? 'Shift+' : '') + String(Number(range[2]) + i),
      );
    // ⇧ with a digit: the table reads it as "Shift+1" (`table/hand-keys.ts` `keyOf`).
    if (/^⇧\d$/.test(part)) return [`Shift+${part.slice(1)}`];
    if (/^[A-Z]$/.test(part)) return [part, part.toLowerCase()];
    if (/^\d$/.test(part)) return [part];
    throw new Error(`unknown key in the list: ${part}`);
  });
}

const listed = (game: string): string[] =>
  [...new Set((findGame(game)?.keys ?? []).flatMap(([k]) => keysOf(k)))].sort();

/** Every key a player might press: letters in both cases, digits, space, punctuation, named keys. */
const PROBE = [
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ...'0123456789',
  ...[...'0123456789'].map((d) => `Shift+${d}`),
  ...' ?,.-+#',
  ...['Enter', 'Escape', 'Tab', 'Backspace', 'Delete', 'Home', 'End', 'PageUp', 'PageDown'],
  ...['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'],
];

describe('the ? list of game keys', () => {
  it('reads every row (ranges, named keys, letters in both cases)', () => {
    expect(keysOf('1–3 / Esc / B')).toEqual(['1', '2', '3', 'Escape', 'B', 'b']);
    expect(keysOf('⇧1–⇧3 / ⇧0')).toEqual(['Shift+1', 'Shift+2', 'Shift+3', 'Shift+0']);
    expect(() => keysOf('F1')).toThrow();
  });

  it('Speedclimb: exactly the keys the table screen acts on', () => {
    const views: ClimbView[] = [];
    // The positions of a whole round and more, for the seat to act (the screen shows its own seat).
    playUntil('gipfelsturm', 'keys', (v) => views.push(v) >= 120);
    // A hand of twenty (a Nordwand hand with kept cards grows past eleven): ⇧1–⇧0 reach its 11th–20th.
    const big = views.find((v) => v.hand.length >= 10)!;
    views.push({ ...big, hand: [...big.hand, ...big.hand].slice(0, 20) });
    const acting = new Set<string>();
    for (const v of views) {
      const inputs = [climb.NO_INPUT, ...v.hand.map((_, i) => climb.toggle(climb.NO_INPUT, i))];
      for (const overlay of ['none', 'bilanz', 'hint', 'summary'] as const)
        for (const input of overlay === 'none' ? inputs : [climb.NO_INPUT])
          for (const key of PROBE)
            if (!acting.has(key) && climb.keyIntent(v, input, key, overlay, true).type !== 'none') acting.add(key);
    }
    expect([...acting].sort()).toEqual(listed('speedclimb'));
  });

  it('Speedlift: exactly the keys the table screen acts on', () => {
    let s = speedlift.deal({ ...DEFAULT_CONFIG, players: 3 }, 'keys');
    const acting = new Set<string>();
    // The screen shows seat 0's view; the game goes on by legal moves drawn with a fixed seed
    // (so the positions include rides seat 0 must leave, which a fixed choice may never reach).
    const rng = Rng.fromSeed('keys');
    for (let i = 0; i < 150 && speedlift.toAct(s).length > 0; i++) {
      const v = speedlift.view(s, 0);
      const inputs = [lift.NO_INPUT, ...v.hand.map((card) => ({ ...lift.NO_INPUT, lifted: card }))];
      for (const overlay of ['none', 'abrechnung', 'bilanz', 'hint', 'detail'] as const)
        for (const input of inputs)
          for (const key of PROBE)
            if (!acting.has(key) && lift.keyIntent(v, input, key, overlay, true).type !== 'none') acting.add(key);
      const seat = speedlift.toAct(s)[0]!;
      const legal = speedlift.view(s, seat).legalMoves;
      if (legal.length === 0) break;
      const move = rng.pick(legal);
      const r = speedlift.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect([...acting].sort()).toEqual(listed('speedlift'));
  });

  it('Gipfelsturm: exactly the keys the table screen acts on, and Enter / Space on a card', () => {
    const acting = new Set<string>();
    const probe = (s: GipfelState) => {
      const v = gipfelsturm.view(s, 0);
      for (const focused of [null, ...peaks.freeCards(v)])
        for (const mode of ['normal', 'need'] as const)
          for (const key of PROBE)
            if (!acting.has(key) && peaks.keyIntent(v, mode, key, focused).type !== 'none') acting.add(key);
    };
    let s = gipfelsturm.deal(unwrap(gipfelsturm.parseConfig({ players: 2 })), 'keys');
    const play = (seat: number, move: GipfelMove) => {
      const r = gipfelsturm.play(s, seat, move, 0);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    };
    play(0, { type: 'start' });
    // A whole deal: the two seats take turns laying a card onto a named pile or turning up.
    for (let turn = 0; turn < 200 && !gipfelsturm.view(s, 0).over; turn++) {
      probe(s);
      const seat = turn % 2;
      const move = gipfelsturm
        .view(s, seat)
        .legalMoves.find((m) => (m.type === 'play' && m.pile !== undefined) || m.type === 'flip');
      if (move) play(seat, move);
      else if (!gipfelsturm.view(s, 1 - seat).legalMoves.some((m) => m.type === 'play' || m.type === 'flip')) break;
    }
    // Enter and Space lay the focused card through its native button (a real <button>, as
    // GipfelsturmTable.test.tsx checks), not through `keyIntent`.
    for (const key of ['Enter', ' ']) acting.add(key);
    expect([...acting].sort()).toEqual(listed('gipfelsturm'));
  });
});

describe('the ? list in English', () => {
  it('names every key as an English keyboard does (Space, not Leertaste), in German as a German one', () => {
    const rows = [...SITE_KEYS, ...GAMES.flatMap((g) => g.keys)];
    const en = rows.flatMap(([k]) => keyCaps(k, 'en'));
    expect(en).toContain('Space');
    expect(en.filter((cap) => /Leertaste|Pos1|Ende|Entf|Bild/.test(cap))).toEqual([]);
    expect(rows.flatMap(([k]) => keyCaps(k, 'de'))).toContain('Leertaste');
    expect(keyCaps('Enter / Leertaste', 'en')).toEqual(['Enter', 'Space']);
  });
});
