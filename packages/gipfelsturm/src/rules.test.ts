import { unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { gipfelsturm as g } from './definition.js';
import { COVERED_BY, FACE_DOWN } from './layout.js';
import { c, must, mv, position } from './test-helpers.js';
import type { GipfelState } from './types.js';

const ALL_BUT = (keep: readonly number[]) => Array.from({ length: 28 }, (_, i) => i).filter((i) => !keep.includes(i));
const ROW4_RIGHT = [20, 21, 22, 23, 24, 25, 26, 27];

describe('layout: "28 Karten in vier überlappenden Reihen … 3, 6 und 9 Karten verdeckt, dann 10 Karten offen"', () => {
  it('deals 18 face-down and 10 free cards', () => {
    const v = g.view(g.deal(unwrap(g.parseConfig({ players: 2 })), 'layout'), 0);
    expect(v.peaks.filter((p) => p === 'down')).toHaveLength(FACE_DOWN);
    expect(v.peaks.slice(18).every((p) => typeof p === 'number')).toBe(true);
  });
  it('"Jede Karte der Reihen 1–3 ist von den zwei Karten der nächsten Reihe bedeckt"; the pyramids touch at the bottom', () => {
    expect(COVERED_BY.slice(0, 18).every((cov) => cov.length === 2)).toBe(true);
    expect(COVERED_BY[0]).toEqual([3, 4]);
    expect(COVERED_BY[5]).toEqual([12, 13]);
    // the right foot of the first pyramid and the left foot of the second share one bottom card
    expect(COVERED_BY[11]).toEqual([20, 21]);
    expect(COVERED_BY[12]).toEqual([21, 22]);
  });
});

describe('"Sobald beide Karten weg sind, die eine verdeckte Karte bedecken …, dreht ihr sie um"', () => {
  const start = position({
    at: { 18: '2c', 19: '3c', 9: '4h' },
    gone: ROW4_RIGHT,
    stocks: [['5s'], ['5h']],
    piles: [['Ac'], ['Kd']],
  });
  it('stays face down while one covering card is left, flips when both are gone (whoever took them)', () => {
    const one = must(start, 0, '2♣>1');
    expect(g.view(one.state, 1).peaks[9]).toBe('down');
    expect(one.events.some((e) => e.type === 'flipped')).toBe(false);
    const two = must(one.state, 1, '3♣>1');
    expect(two.events).toContainEqual({ type: 'flipped', pos: 9, card: c('4h') });
    expect(g.view(two.state, 0).peaks[9]).toBe(c('4h'));
    expect(g.legalMoves(two.state, 0)).toContainEqual({ type: 'play', card: c('4h'), pile: 0 });
  });
  it('"Nur freie Karten dürfen gespielt werden": a covered card is refused', () => {
    expect(g.play(start, 0, mv('4♥'))).toMatchObject({ ok: false, error: { code: 'ERR_CARD_COVERED' } });
  });
});

describe('"dann im Kreis weiter: Nach dem König kommt wieder das Ass"', () => {
  const at = { 18: 'Ac', 19: 'Kh', 9: 'Dh' };
  const piles = [['Kd'], ['As']];
  it('an Ass goes on a König and a König on an Ass', () => {
    const s = position({ at, gone: ROW4_RIGHT, stocks: [[], ['5h']], piles });
    const a = must(s, 0, 'A♣>1');
    expect(a.state.piles[0]).toEqual([c('Kd'), c('Ac')]);
    const k = must(a.state, 0, 'K♥>2');
    expect(k.state.piles[1]).toEqual([c('As'), c('Kh')]);
  });
  it('"Auf einen König darf also eine Dame oder ein Ass folgen"', () => {
    const s = position({ at: { 18: 'Dc' }, gone: ROW4_RIGHT, stocks: [[], ['5h']], piles });
    expect(must(s, 1, 'D♣>1').state.piles[0]).toEqual([c('Kd'), c('Dc')]);
  });
  it('without the wrap (simulation only) K–A do not fit', () => {
    const s = position({ at, gone: ROW4_RIGHT, stocks: [[], ['5h']], piles, wrap: false });
    expect(g.play(s, 0, mv('A♣>1'))).toMatchObject({ ok: false, error: { code: 'ERR_DOES_NOT_FIT' } });
    expect(g.play(s, 0, mv('K♥>2'))).toMatchObject({ ok: false, error: { code: 'ERR_DOES_NOT_FIT' } });
  });
});

describe('"Eine freie Karte … darf auf deinen Abwurfstapel oder auf den deines Partners"', () => {
  const s = position({
    at: { 18: 'Ah', 19: '3h' },
    gone: ROW4_RIGHT,
    stocks: [['5s'], ['5h']],
    piles: [['4c'], ['Kd']],
  });
  it('G2: a click goes to the own pile if it fits there, else to the partner’s', () => {
    expect(must(s, 0, 'A♥').events.find((e) => e.type === 'played')).toMatchObject({
      type: 'played',
      seat: 0,
      pile: 1,
    });
    expect(must(s, 0, '3♥').events.find((e) => e.type === 'played')).toMatchObject({
      type: 'played',
      seat: 0,
      pile: 0,
    });
    expect(must(s, 1, '3♥').events.find((e) => e.type === 'played')).toMatchObject({
      type: 'played',
      seat: 1,
      pile: 0,
    });
  });
  it('a card dragged onto a pile it does not fit is refused', () => {
    expect(g.play(s, 0, mv('A♥>1'))).toMatchObject({ ok: false, error: { code: 'ERR_DOES_NOT_FIT' } });
  });
  it('both seats have the same card moves; each has its own flip', () => {
    const m0 = g.legalMoves(s, 0);
    const m1 = g.legalMoves(s, 1);
    expect(m0.filter((m) => m.type === 'play')).toEqual(m1.filter((m) => m.type === 'play'));
    // A♥ onto K♦, 3♥ onto 4♣ (dragged), and each as a click (G10: the rules choose the pile).
    expect(m0.filter((m) => m.type === 'play' && m.pile !== undefined)).toHaveLength(2);
    expect(m0.filter((m) => m.type === 'play' && m.pile === undefined)).toEqual([
      { type: 'play', card: c('Ah') },
      { type: 'play', card: c('3h') },
    ]);
  });
});

describe('G2 simultaneous play: "Ändert sich ein Stapel unter deiner Hand, sodass deine Karte nirgends mehr passt, leg sie an ihren Platz zurück"', () => {
  const s0 = position({
    at: { 18: '7h', 19: '5h' },
    gone: ROW4_RIGHT,
    stocks: [['2s'], ['2h']],
    piles: [['6c'], ['Kd']],
    config: { clock: true },
  });
  it('the later of two conflicting plays is refused with ERR_DOES_NOT_FIT and its card stays', () => {
    const first = must(s0, 0, '7♥>1', 1000);
    const late = g.play(first.state, 1, mv('5♥>1'), 1001);
    expect(late).toMatchObject({ ok: false, error: { code: 'ERR_DOES_NOT_FIT' } });
    expect(first.state.peaks[19]).toBe(c('5h'));
  });
  it('"Greift ihr beide nach derselben Karte, spielt sie, wer sie zuerst berührt"', () => {
    const first = must(s0, 0, '7♥', 1000);
    expect(g.play(first.state, 1, mv('7♥'), 1001)).toMatchObject({ ok: false, error: { code: 'ERR_CARD_GONE' } });
  });
  it('every seat is asked at once', () => {
    expect(g.toAct(s0)).toEqual([0, 1]);
  });
});

describe('"Nur du deckst von deinem Vorrat auf, und nur auf deinen Stapel. Es gibt keinen zweiten Durchgang"', () => {
  const s = position({ at: { 18: '9h' }, gone: ROW4_RIGHT, stocks: [['5s', '6s'], []], piles: [['Ac'], ['Kd']] });
  it('a flip puts the top stock card on the own pile, whether it fits or not', () => {
    const r = must(s, 0, 'V');
    expect(r.state.piles).toEqual([[c('Ac'), c('5s')], [c('Kd')]]);
    expect(r.state.stocks[0]).toEqual([c('6s')]);
    expect(r.events).toContainEqual({ type: 'turned', seat: 0, card: c('5s'), at: 0 });
  });
  it('an empty stock cannot be turned (no second pass); that seat waits until a card fits', () => {
    expect(g.play(s, 1, mv('V'))).toMatchObject({ ok: false, error: { code: 'ERR_STOCK_EMPTY' } });
    // Seat 1 can only press "Los!" or speak (G9): it is not asked to act.
    expect(g.legalMoves(s, 1).filter((m) => m.type === 'play' || m.type === 'flip')).toEqual([]);
    expect(g.legalMoves(s, 1)).toContainEqual({ type: 'start' });
    expect(g.toAct(s)).toEqual([0]);
  });
});

describe('"Ihr gewinnt gemeinsam, sobald alle 28 Gipfelkarten weg sind … die Karten, die in beiden Vorräten übrig sind"', () => {
  it('the last peak card wins; the score is the leftover stock cards', () => {
    const s = position({
      at: { 0: '2c' },
      gone: ALL_BUT([0]),
      stocks: [['5s', '6s'], ['7s']],
      piles: [['Ac'], ['Kd']],
    });
    const r = must(s, 1, '2♣');
    expect(r.events.at(-1)).toEqual({ type: 'gameOver', outcome: { won: true, score: 3 }, at: 0 });
    expect(g.result(r.state)).toEqual({
      places: [1, 1],
      scores: [3, 3],
      points: [3, 3],
      team: { won: true, score: 3 },
    });
    expect(g.toAct(r.state)).toEqual([]);
    expect(g.play(r.state, 0, mv('V'))).toMatchObject({ ok: false, error: { code: 'ERR_GAME_OVER' } });
  });
});

describe('"Ihr verliert, wenn die Zeit abläuft (sofort Hände weg) oder wenn beide Vorräte leer sind und keine freie Karte mehr … passt"', () => {
  it('a dead position is detected at once, right after the move that made it', () => {
    const s = position({ at: { 0: '2c', 1: '9c' }, gone: ALL_BUT([0, 1]), stocks: [[], []], piles: [['Ac'], ['Kd']] });
    const r = must(s, 0, '2♣');
    expect(r.events.at(-1)).toMatchObject({ type: 'gameOver', outcome: { won: false, reason: 'stuck' } });
    expect(g.result(r.state)?.team).toEqual({ won: false, score: 0 });
  });
  it('the last flip that leaves nothing playable ends the game too', () => {
    const s = position({ at: { 0: '9c' }, gone: ALL_BUT([0]), stocks: [['2s'], []], piles: [['Ac'], ['Kd']] });
    expect(must(s, 0, 'V').events.at(-1)).toMatchObject({ outcome: { reason: 'stuck' } });
  });
  it('a position that is already dead is over as soon as it is loaded', () => {
    const s = position({ at: { 0: '9c' }, gone: ALL_BUT([0]), stocks: [[], []], piles: [['Ac'], ['Kd']] });
    expect(g.result(s)?.team?.won).toBe(false);
    expect(g.toAct(s)).toEqual([]);
  });
  it('time up: nothing before the deadline, a loss at it; a late card is refused with ERR_TIME_UP', () => {
    const s = g.deal(unwrap(g.parseConfig({ players: 2, level: 'normal' })), 'clock');
    const started = must(s, 0, 'Los', 5000).state;
    expect(g.view(started, 0).clock.leftMs).toBe(180_000);
    expect(g.tick?.(started, 184_999).events).toEqual([]);
    expect(g.play(started, 1, mv('V'), 185_000)).toMatchObject({ ok: false, error: { code: 'ERR_TIME_UP' } });
    const up = g.tick?.(started, 185_000);
    expect(up?.events).toEqual([{ type: 'gameOver', outcome: { won: false, reason: 'timeUp' }, at: 185_000 }]);
    expect(g.result(up?.state as GipfelState)?.team).toEqual({ won: false, score: 0 });
  });
  it('without "Los!" the first accepted action starts the clock at its time', () => {
    const s = g.deal(unwrap(g.parseConfig({ players: 2, level: 'experte' })), 'clock2');
    const r = must(s, 1, 'V', 700);
    expect(r.events[0]).toEqual({ type: 'started', at: 700 });
    expect(g.view(r.state, 0).clock).toMatchObject({ startedAt: 700, leftMs: 90_000, limitMs: 90_000 });
    expect(g.play(r.state, 0, mv('Los'), 800)).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_STARTED' } });
  });
});

describe('levels (G1) and "Zu dritt"', () => {
  const cases = [
    { players: 2, level: 'normal', stock: 12, time: 180_000, aside: 0 },
    { players: 2, level: 'schwer', stock: 10, time: 120_000, aside: 4 },
    { players: 2, level: 'experte', stock: 10, time: 90_000, aside: 4 },
    { players: 3, level: 'normal', stock: 8, time: 180_000, aside: 0 },
    { players: 3, level: 'schwer', stock: 6, time: 120_000, aside: 6 },
    { players: 3, level: 'experte', stock: 6, time: 90_000, aside: 6 },
  ] as const;
  it.each(cases)('$players players, $level: $stock stock cards each, $time ms, $aside set aside', (k) => {
    const s = g.deal(unwrap(g.parseConfig({ players: k.players, level: k.level })), `lvl-${k.level}`);
    const v = g.view(s, 0);
    expect(v.stockCounts).toEqual(Array.from({ length: k.players }, () => k.stock - 1));
    expect(v.piles.map((p) => p.length)).toEqual(Array.from({ length: k.players }, () => 1));
    expect(v.asideCount).toBe(k.aside);
    expect(v.clock.limitMs).toBe(k.time);
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.stocks[0]));
  });
  it('three players: a click tries the own pile, then the others clockwise', () => {
    const s = position({
      at: { 18: 'Ah' },
      gone: ROW4_RIGHT,
      stocks: [['5s'], ['5h'], ['5d']],
      piles: [['4c'], ['4d'], ['Kd']],
    });
    expect(must(s, 1, 'A♥').events.find((e) => e.type === 'played')).toMatchObject({ pile: 2 });
  });
});

describe('G3 quick calls and "Stiller Gipfel"', () => {
  const base = { at: { 18: '2c', 19: '7h' }, gone: ROW4_RIGHT, stocks: [['5s'], ['5h']], piles: [['Ac'], ['6d']] };
  it('a call only produces an event; the cards do not change', () => {
    const s = position(base);
    const r = must(s, 0, '!8', 500);
    expect(r.events).toEqual([{ type: 'called', seat: 0, call: { kind: 'brauche', rank: 7 }, at: 500 }]);
    expect(r.state.clock.startedAt).toBeNull();
    expect(r.state.peaks).toEqual(s.peaks);
    expect(r.state.piles).toEqual(s.piles);
    expect(g.view(r.state, 1).calls[0]).toEqual({ call: { kind: 'brauche', rank: 7 }, at: 500 });
  });
  it('"Ich brauch eine …" is answered when that rank lands on the caller’s pile; "Warte" ends with the caller’s next move', () => {
    const s = position({ ...base, at: { 18: '8h', 19: '7h' }, piles: [['7c'], ['6d']] });
    const asked = must(must(s, 0, '!8').state, 1, '!warte').state;
    expect(g.view(asked, 0).calls.map((x) => x?.call.kind)).toEqual(['brauche', 'warte']);
    const r = must(asked, 1, '8♥>1');
    expect(r.state.calls).toEqual([null, null]);
  });
  it('Stiller Gipfel refuses calls with ERR_CALLS_OFF', () => {
    const s = position({ ...base, config: { stillerGipfel: true } });
    expect(g.play(s, 0, mv('!warte'))).toMatchObject({ ok: false, error: { code: 'ERR_CALLS_OFF' } });
  });
});
