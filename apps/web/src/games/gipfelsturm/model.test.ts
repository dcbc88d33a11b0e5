import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, parseCard, type Card, type GipfelState, type GipfelView } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import {
  canFlip,
  clickable,
  clickMove,
  clickPile,
  freeCards,
  freeCardsAcross,
  keyIntent,
  neededRanks,
  newTableGame,
  nextAnchor,
  PEAK_PLACES,
  partnerActs,
  peakCells,
  pileMove,
  pilesFor,
  rankOfKey,
  needKeyMiss,
  rankKeyLabel,
  refusalOf,
  teamResult,
  timeLeft,
} from './model.js';
import { TEXT } from './strings.js';

const c = (t: string): Card => unwrap(parseCard(t));

/**
 * A started two-seat table: pile tops 5♣ (seat 1) and 9♣ (seat 2); the bottom row begins with
 * 6♦ (fits seat 1's pile), 10♠ (fits seat 2's), 4♥ (seat 1's), K♠ (fits nothing), 8♥ (seat 2's).
 * Every other card has a rank that fits neither top (not 4, 6, 8 or 10).
 */
function table(options: Record<string, unknown> = {}): GipfelState {
  const named = ['6d', '10s', '4h', 'ks', '8h'].map(c);
  const piles = [[c('5c')], [c('9c')]];
  const stocks = [[c('2c'), c('2s')], [c('2h')]];
  const used = new Set([...named, ...piles.flat(), ...stocks.flat()]);
  const filler = Array.from({ length: 52 }, (_, i) => i).filter((x) => !used.has(x) && ![3, 5, 7, 9].includes(x % 13));
  const peaks = Array.from({ length: 28 }, (_, p) => (p >= 18 && p < 23 ? named[p - 18]! : filler.shift()!));
  return unwrap(
    gipfelsturm.fromSetup({
      config: { players: 2, ...options },
      peaks,
      piles,
      stocks,
      startedAt: 1000,
      now: 1000,
    }),
  );
}

const seatView = (s: GipfelState, seat = 0): GipfelView => gipfelsturm.view(s, seat);

describe('the peaks', () => {
  it('lays the rows as three pyramids touching at the bottom', () => {
    expect(PEAK_PLACES.filter((p) => p.row === 3).map((p) => p.x)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(PEAK_PLACES.filter((p) => p.row === 0).map((p) => p.x)).toEqual([1.5, 4.5, 7.5]);
    expect(PEAK_PLACES.filter((p) => p.row === 2).map((p) => p.x)).toEqual([
      0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5,
    ]);
    expect(PEAK_PLACES.filter((p) => p.row === 1).map((p) => p.x)).toEqual([1, 2, 4, 5, 7, 8]);
  });

  it('reads the playable cards and their piles from the legal moves only', () => {
    const v = seatView(table());
    const piles = pilesFor(v);
    expect(piles.get(c('6d'))).toEqual([0]);
    expect(piles.get(c('10s'))).toEqual([1]);
    expect(piles.get(c('ks'))).toBeUndefined();
    expect([...clickable(v)].sort()).toEqual([c('6d'), c('10s'), c('4h'), c('8h')].sort());
    const cells = peakCells(v);
    expect(cells.filter((x) => x.kind === 'down')).toHaveLength(18);
    expect(cells.find((x) => x.kind === 'free' && x.card === c('ks'))).toMatchObject({ piles: [] });
    // The same position with the moves taken away (e.g. at the deadline): nothing is playable.
    const none = { ...v, legalMoves: [] };
    expect(clickable(none).size).toBe(0);
    expect(peakCells(none).every((x) => x.kind !== 'free' || x.piles.length === 0)).toBe(true);
    expect(clickMove(none, c('6d'))).toBeNull();
  });

  it('orders the free cards bottom row first, left to right', () => {
    expect(freeCards(seatView(table())).slice(0, 5)).toEqual(['6d', '10s', '4h', 'ks', '8h'].map(c));
  });

  it("orders them left to right across the peaks for the phone's row, and the keys follow that order", () => {
    // The two leftmost bottom cards gone: the card they covered (row 3, between them) is free.
    const v = seatView(table());
    const peaks = [...v.peaks];
    const above = peaks[18] as Card;
    peaks[18] = null;
    peaks[19] = null;
    peaks[9] = above;
    const w = { ...v, peaks };
    expect(freeCards(w).at(-1)).toBe(above);
    const across = freeCardsAcross(w);
    expect(across).toEqual([above, ...freeCards(w).slice(0, -1)]);
    expect(keyIntent(w, 'normal', 'ArrowRight', null, across)).toEqual({ type: 'focus', card: above });
    expect(keyIntent(w, 'normal', 'ArrowLeft', above, across)).toEqual({ type: 'focus', card: across.at(-1) });
    expect(keyIntent(w, 'normal', 'ArrowRight', null)).toEqual({ type: 'focus', card: freeCards(w)[0] });
  });

  it('previews a click: own pile first, else the partner’s (G10)', () => {
    const v0 = seatView(table(), 0);
    expect(clickPile(v0, c('6d'))).toBe(0);
    expect(clickPile(v0, c('10s'))).toBe(1);
    expect(clickPile(seatView(table(), 1), c('10s'))).toBe(1);
    expect(clickPile(v0, c('ks'))).toBeNull();
    expect(pileMove(v0, c('6d'), 1)).toBeNull();
    expect(pileMove(v0, c('6d'), 0)).toEqual({ type: 'play', card: c('6d'), pile: 0 });
  });
});

describe('keys', () => {
  const v = seatView(table());

  it('moves the focus with the arrows and N jumps to the next card that fits', () => {
    expect(keyIntent(v, 'normal', 'ArrowRight', null)).toEqual({ type: 'focus', card: c('6d') });
    expect(keyIntent(v, 'normal', 'ArrowRight', c('6d'))).toEqual({ type: 'focus', card: c('10s') });
    expect(keyIntent(v, 'normal', 'ArrowLeft', c('6d'))).toMatchObject({ type: 'focus' });
    expect(keyIntent(v, 'normal', 'n', c('4h'))).toEqual({ type: 'focus', card: c('8h') });
    expect(keyIntent(v, 'normal', 'N', c('8h'))).toEqual({ type: 'focus', card: c('6d') });
  });

  it('lays the focused card on pile 1–3 only where the view lists it', () => {
    expect(keyIntent(v, 'normal', '1', c('6d'))).toEqual({
      type: 'move',
      move: { type: 'play', card: c('6d'), pile: 0 },
    });
    // 6d fits the own pile, not the partner's: the refusal names that pile (keyboard QA, 5 Dec 2026:
    // "fits no pile just now" while it fitted pile 1).
    expect(keyIntent(v, 'normal', '2', c('6d'))).toEqual({ type: 'noFit', card: c('6d'), pile: 1 });
  });

  it('a key that does nothing says why: 3 at a table of two, Enter / Space / 1 with no card (QA 6 Dec 2026)', () => {
    expect(v.players).toBe(2);
    expect(keyIntent(v, 'normal', '3', c('6d'))).toEqual({ type: 'keyNote', note: 'noPile', key: '3' });
    expect(keyIntent(v, 'normal', '3', null)).toEqual({ type: 'keyNote', note: 'noPile', key: '3' });
    expect(keyIntent(v, 'normal', '1', null)).toEqual({ type: 'keyNote', note: 'noCard', key: '1' });
    expect(keyIntent(v, 'normal', 'Enter', null)).toEqual({ type: 'keyNote', note: 'noCard', key: 'Enter' });
    expect(keyIntent(v, 'normal', ' ', null)).toEqual({ type: 'keyNote', note: 'noCard', key: ' ' });
    // On a card Enter and Space are its button's.
    expect(keyIntent(v, 'normal', 'Enter', c('6d'))).toEqual({ type: 'none' });
  });

  it('the rank picker takes J and Q (Jack, Queen) as well as B and D; another key is a miss it names', () => {
    expect(keyIntent(v, 'need', 'j', null)).toEqual({
      type: 'move',
      move: { type: 'call', call: { kind: 'brauche', rank: 10 } },
    });
    expect(keyIntent(v, 'need', 'Q', null)).toMatchObject({ move: { call: { rank: 11 } } });
    expect([rankOfKey('J'), rankOfKey('q'), rankOfKey('B'), rankOfKey('d')]).toEqual([10, 11, 10, 11]);
    // J and Q are no key of the table outside the picker.
    expect(keyIntent(v, 'normal', 'j', null)).toEqual({ type: 'none' });
    expect(keyIntent(v, 'normal', 'q', c('6d'))).toEqual({ type: 'none' });
    expect(needKeyMiss('need', 'x')).toBe(true);
    expect(needKeyMiss('need', 'j')).toBe(false);
    expect(needKeyMiss('need', 'Tab')).toBe(false);
    expect(needKeyMiss('normal', 'x')).toBe(false);
    expect(Array.from({ length: 13 }, (_, r) => rankKeyLabel(r, 'en')).join('')).toBe('A234567890JQK');
    expect(Array.from({ length: 13 }, (_, r) => rankKeyLabel(r, 'de')).join('')).toBe('A234567890BDK');
    // Every chip's label is a key that chooses its rank.
    for (const lang of ['de', 'en'] as const)
      for (let r = 0; r < 13; r++) expect(rankOfKey(rankKeyLabel(r, lang))).toBe(r);
  });

  it('turns up the stock with V and makes the quick calls', () => {
    expect(canFlip(v)).toBe(true);
    expect(keyIntent(v, 'normal', 'v', null)).toEqual({ type: 'move', move: { type: 'flip' } });
    expect(keyIntent(v, 'normal', 'W', null)).toEqual({
      type: 'move',
      move: { type: 'call', call: { kind: 'warte' } },
    });
    expect(keyIntent(v, 'normal', 'd', null)).toEqual({
      type: 'move',
      move: { type: 'call', call: { kind: 'deckeAuf' } },
    });
    expect(keyIntent(v, 'normal', 'b', null)).toEqual({ type: 'needOpen' });
    expect(keyIntent(v, 'need', 'b', null)).toEqual({
      type: 'move',
      move: { type: 'call', call: { kind: 'brauche', rank: 10 } },
    });
    expect(keyIntent(v, 'need', '0', null)).toMatchObject({ move: { call: { rank: 9 } } });
    expect(keyIntent(v, 'need', 'Escape', null)).toEqual({ type: 'needClose' });
    expect(keyIntent(v, 'need', 'x', null)).toEqual({ type: 'none' });
    expect([rankOfKey('A'), rankOfKey('7'), rankOfKey('1'), rankOfKey('D'), rankOfKey('k')]).toEqual([0, 6, 9, 11, 12]);
  });

  it('has no calls with Stiller Gipfel (G3) and no flip with an empty stock', () => {
    const quiet = seatView(table({ stillerGipfel: true }));
    expect(keyIntent(quiet, 'normal', 'w', null)).toEqual({ type: 'none' });
    expect(keyIntent(quiet, 'normal', 'b', null)).toEqual({ type: 'none' });
    expect(neededRanks(quiet)).toEqual([]);
    const s = table();
    const empty = unwrap(gipfelsturm.play(s, 1, { type: 'flip' }, 1500)).state;
    expect(canFlip(seatView(empty, 1))).toBe(false);
    expect(keyIntent(seatView(empty, 1), 'normal', 'V', null)).toEqual({ type: 'none' });
  });

  it('suggests "Ich brauch eine …" for the ranks beside the own top', () => {
    expect(neededRanks(seatView(table(), 0))).toEqual([5, 3]); // 6 and 4 on the 5♣
    expect(neededRanks(seatView(table(), 1))).toEqual([9, 7]); // 10 and 8 on the 9♣
  });
});

describe('clock, partner and result', () => {
  it('counts the clock on from the server time and keeps the anchor for a view sent again', () => {
    const v = seatView(table({ level: 'experte' })); // 90 s, started at 1000, now 1000
    const a = nextAnchor(null, v, 50_000);
    expect(timeLeft(v, a, 50_000)).toBe(90_000);
    expect(timeLeft(v, a, 60_000)).toBe(80_000);
    expect(nextAnchor(a, v, 70_000)).toBe(a);
    expect(timeLeft(v, a, 200_000)).toBe(0);
    const later = { ...v, clock: { ...v.clock, now: 31_000 } };
    expect(timeLeft(later, nextAnchor(a, later, 70_000), 70_000)).toBe(60_000);
  });

  it('keeps the partners’ last plays from the events, newest first', () => {
    const s = table();
    const r1 = unwrap(gipfelsturm.play(s, 1, { type: 'play', card: c('10s') }, 1100));
    const r2 = unwrap(gipfelsturm.play(r1.state, 0, { type: 'play', card: c('6d') }, 1200));
    const r3 = unwrap(gipfelsturm.play(r2.state, 1, { type: 'flip' }, 1300));
    let acts = partnerActs([], r1.events, 0, 2);
    acts = partnerActs(acts, r2.events, 0, 2);
    acts = partnerActs(acts, r3.events, 0, 2);
    expect(acts[0]).toEqual([]);
    expect(acts[1]).toEqual([
      { kind: 'turned', card: c('2h') },
      { kind: 'played', card: c('10s'), pile: 1 },
    ]);
  });

  // QA 6 Dec 2026: after "Nochmal" at a table for two, game 2's countdown still showed the partner's
  // last plays of game 1 ("Kreuz 10 auf deinen Stapel") and a log ending "… Verloren." with nothing
  // marking the new game — the server deals it with no event (no `dealt`, which a Rekordjagd's next
  // deal brings), so only the table's game number tells.
  it('a new game at the table ("Nochmal") starts with no partner plays and a log line marking it', () => {
    const s = table();
    const r1 = unwrap(gipfelsturm.play(s, 1, { type: 'play', card: c('10s') }, 1100));
    const r2 = unwrap(gipfelsturm.play(r1.state, 1, { type: 'flip' }, 1200));
    const acts = partnerActs(partnerActs([], r1.events, 0, 2), r2.events, 0, 2);
    expect(acts[1]).toHaveLength(2);
    const game1 = { game: 1, log: ['a', 'b', 'c', 'Verloren.'], acts };
    // The same game again (a view sent anew, a move): nothing changes.
    expect(newTableGame(game1, 1, 'Neu', 4)).toBe(game1);
    const game2 = newTableGame(game1, 2, 'Neu', 4);
    expect(game2).toEqual({ game: 2, log: ['b', 'c', 'Verloren.', 'Neu'], acts: [[], []] });
    // The first game the screen learns of is no new game (nothing to mark).
    expect(newTableGame({ game: null, log: [], acts: [[], []] }, 1, 'Neu', 4)).toEqual({
      game: 1,
      log: [],
      acts: [[], []],
    });
    // The game's own events after that add up as before (its first play).
    const r3 = unwrap(gipfelsturm.play(s, 1, { type: 'play', card: c('8h') }, 1100));
    expect(partnerActs(game2.acts, r3.events, 0, 2)[1]).toEqual([{ kind: 'played', card: c('8h'), pile: 1 }]);
  });

  it('tells a late play from other refusals', () => {
    const v = seatView(table());
    expect(refusalOf('ERR_CARD_GONE', v, false)).toBe('taken');
    expect(refusalOf('ERR_DOES_NOT_FIT', v, false)).toBe('tooLate');
    expect(refusalOf('ERR_TIME_UP', v, false)).toBe('timeUp');
    expect(refusalOf('ERR_AWAY', v, false)).toBe('away');
    expect(refusalOf('ERR_NOT_SEATED', v, false)).toBe('other');
  });

  it('a move outside play is "not yet" only before "Los!"; after the last peak card it is "over"', () => {
    // The server answers ERR_WRONG_PHASE during the countdown and after the deal alike (G5).
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    const counting = seatView(gipfelsturm.deal(config, 'countdown'));
    expect(refusalOf('ERR_WRONG_PHASE', counting, false)).toBe('notYet');
    // QA: a tap on "Aufdecken" as the last peak card went (the partner laid it): the deal is won.
    const last = unwrap(
      gipfelsturm.fromSetup({
        config: { players: 2 },
        peaks: Array.from({ length: 28 }, (_, p) => (p === 0 ? c('6d') : null)),
        piles: [[c('5c')], [c('9c')]],
        stocks: [[c('2c')], [c('2h')]],
        startedAt: 1000,
        now: 1000,
      }),
    );
    const before = seatView(last);
    const won = unwrap(gipfelsturm.play(last, 1, { type: 'play', card: c('6d') }, 1200)).state;
    const after = seatView(won);
    expect(after.over).toBe(true);
    for (const code of ['ERR_WRONG_PHASE', 'ERR_GAME_OVER']) {
      expect(refusalOf(code, after, false), code).toBe('over');
      // The refusal may come before the view of the deal's end: a started deal leaves play only by ending.
      expect(refusalOf(code, before, false), code).toBe('over');
    }
    // A Rekordjagd's pause after a deal: its view holds the next deal, not yet started.
    expect(refusalOf('ERR_WRONG_PHASE', { ...counting, finished: after.finished }, true)).toBe('over');
    // A deal whose time ran out says so.
    const timeUp = { ...after, finished: [{ won: false, reason: 'timeUp' } as const] };
    expect(refusalOf('ERR_WRONG_PHASE', timeUp, false)).toBe('timeUp');
    expect(TEXT.de.refusal(refusalOf('ERR_WRONG_PHASE', after, false), null)).toBe('Die Partie ist schon zu Ende.');
    expect(TEXT.en.refusal(refusalOf('ERR_WRONG_PHASE', after, false), null)).toBe('The game is already over.');
  });

  it('sums the leftover stock cards of won deals', () => {
    const v = seatView(table());
    expect(teamResult(v)).toEqual({ last: null, won: 0, score: 0 });
    const done = { ...v, finished: [{ won: true, score: 7 } as const, { won: false, reason: 'timeUp' } as const] };
    expect(teamResult(done)).toEqual({ last: { won: false, reason: 'timeUp' }, won: 1, score: 7 });
  });
});

describe('gipfelsturm keys: a watcher', () => {
  it('no key does anything for a view without a seat (no card focused or played, no call)', () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    const s = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'watch'), 0, { type: 'start' }, 1000)).state;
    const watched = gipfelsturm.view(s, null);
    const card = freeCards(watched)[0]!;
    for (const key of ['ArrowRight', 'n', 'N', '1', '2', 'v', 'V', 'w', 'd', 'b', 'Escape'])
      for (const mode of ['normal', 'need'] as const)
        expect(keyIntent(watched, mode, key, card), `${key} ${mode}`).toEqual({ type: 'none' });
  });
});
