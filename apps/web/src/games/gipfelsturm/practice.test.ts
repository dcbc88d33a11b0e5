import { gipfelsturm, type GipfelMove, type GipfelView } from '@kartenhaus/gipfelsturm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickable, freeCards } from './model.js';
import {
  parseRecord,
  PracticeGame,
  practiceConfig,
  type PracticeOptions,
  type PracticeRecord,
  type PracticeSetup,
} from './practice.js';

const SETUP: PracticeSetup = {
  partnerLevel: 'experte',
  level: 'normal',
  three: false,
  stillerGipfel: false,
  rekordjagd: false,
};

/** A human who plays the first card that fits, or turns up when nothing fits. */
function humanMove(v: GipfelView): GipfelMove | null {
  const card = freeCards(v).find((c) => clickable(v).has(c));
  if (card !== undefined) return { type: 'play', card };
  return v.legalMoves.some((m) => m.type === 'flip') ? { type: 'flip' } : null;
}

describe('offline practice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const game = (setup: PracticeSetup, seed = 'p1') =>
    new PracticeGame({
      config: practiceConfig(setup),
      seed,
      partnerLevel: setup.partnerLevel,
      countdownMs: 3000,
      speedup: 1,
      now: () => Date.now(),
    });

  it('counts down, refuses plays before "Los!", then the partner plays at its pace to the end', () => {
    const g = game(SETUP);
    expect(g.getSnapshot().countdownEnd).not.toBeNull();
    const early = humanMove(g.getSnapshot().view);
    expect(early).not.toBeNull();
    g.play(early!);
    expect(g.getSnapshot().refused).toMatchObject({ code: 'ERR_WRONG_PHASE' });
    vi.advanceTimersByTime(3000);
    expect(g.getSnapshot().countdownEnd).toBeNull();
    expect(g.getSnapshot().view.clock.startedAt).not.toBeNull();
    // No partner move faster than its pace (experte: 900 ms ± 25 %).
    const steps = g.getSnapshot().step;
    vi.advanceTimersByTime(600);
    expect(g.getSnapshot().step).toBe(steps);
    let partnerActs = 0;
    for (let i = 0; i < 2000 && !g.getSnapshot().view.over; i++) {
      const before = g.getSnapshot().step;
      vi.advanceTimersByTime(250);
      const snap = g.getSnapshot();
      if (snap.step !== before)
        partnerActs += snap.events.filter((e) => (e.type === 'played' || e.type === 'turned') && e.seat === 1).length;
      const m = i % 4 === 0 ? humanMove(snap.view) : null;
      if (m) g.play(m);
    }
    const end = g.getSnapshot().view;
    expect(end.over).toBe(true);
    expect(end.finished).toHaveLength(1);
    expect(partnerActs).toBeGreaterThan(0);
    g.dispose();
  });

  it('ends by the clock when nobody plays ("sofort Hände weg")', () => {
    const g = game({ ...SETUP, level: 'experte' }, 'p2');
    vi.advanceTimersByTime(3000);
    // The partner alone may not clear the peaks in 90 s; either way the deal ends by 90 s.
    vi.advanceTimersByTime(90_000 + 500);
    const v = g.getSnapshot().view;
    expect(v.over).toBe(true);
    const o = v.finished[0]!;
    if (!o.won && o.reason === 'timeUp') expect(v.legalMoves).toEqual([]);
    // A finished game is not kept (nothing to restore).
    expect(g.record()).toBeNull();
    g.dispose();
  });

  it('holds a Rekordjagd between deals until "Nächste Partie"', () => {
    const g = game({ ...SETUP, rekordjagd: true }, 'p3');
    vi.advanceTimersByTime(3000);
    for (let i = 0; i < 2000 && !g.getSnapshot().between; i++) {
      vi.advanceTimersByTime(250);
      const m = humanMove(g.getSnapshot().view);
      if (m) g.play(m);
    }
    const snap = g.getSnapshot();
    expect(snap.between).toBe(true);
    expect(snap.view.finished).toHaveLength(1);
    const steps = snap.step;
    vi.advanceTimersByTime(10_000);
    expect(g.getSnapshot().step).toBe(steps); // nobody plays while the result is read
    g.play(humanMove(snap.view) ?? { type: 'flip' });
    expect(g.getSnapshot().refused?.code).toBe('ERR_WRONG_PHASE');
    g.next();
    expect(g.getSnapshot().countdownEnd).not.toBeNull();
    vi.advanceTimersByTime(3000);
    expect(g.getSnapshot().view.clock.startedAt).not.toBeNull();
    g.dispose();
  });

  it('sets up the levels and variants of the rule text', () => {
    expect(practiceConfig({ ...SETUP, three: true, level: 'schwer', stillerGipfel: true })).toMatchObject({
      players: 3,
      level: 'schwer',
      stillerGipfel: true,
    });
    const s = gipfelsturm.deal(practiceConfig({ ...SETUP, three: true }), 'x');
    expect(gipfelsturm.view(s, 0).stockCounts).toEqual([7, 7, 7]);
  });
});

describe('offline practice kept over a reload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A page's clock: starts at 0 when the page opens, as `performance.now` does. */
  const pageClock = () => {
    const opened = Date.now();
    return () => Date.now() - opened;
  };
  const options = (setup: PracticeSetup, seed: string, now = pageClock()): PracticeOptions => ({
    config: practiceConfig(setup),
    seed,
    partnerLevel: setup.partnerLevel,
    countdownMs: 3000,
    speedup: 1,
    now,
  });
  /** The record as sessionStorage gives it back. */
  const reloaded = (game: PracticeGame): PracticeRecord => {
    const record = parseRecord(JSON.parse(JSON.stringify(game.record())));
    expect(record).not.toBeNull();
    return record!;
  };
  /** Plays on for `ms`: the partner at its pace, the human every fourth tick. */
  const playFor = (g: PracticeGame, ms: number) => {
    for (let t = 0; t < ms && !g.getSnapshot().view.over && !g.getSnapshot().between; t += 250) {
      vi.advanceTimersByTime(250);
      const m = (t / 250) % 4 === 0 ? humanMove(g.getSnapshot().view) : null;
      if (m) g.play(m);
    }
  };
  const table = (v: GipfelView) => ({ ...v, clock: null, legalMoves: null });

  it('restores the same table; the clock holds while away and through a new countdown', () => {
    const g = new PracticeGame(options(SETUP, 'k1'));
    vi.advanceTimersByTime(3000);
    playFor(g, 8000);
    const left = g.getSnapshot();
    expect(left.view.over).toBe(false);
    expect(left.step).toBeGreaterThan(3);
    const record = reloaded(g);
    const leftMs = left.view.clock.startedAt! + left.view.clock.limitMs! - record.at;
    g.dispose();

    // Ten minutes away; the new page's clock begins at 0 again.
    vi.advanceTimersByTime(600_000);
    const back = PracticeGame.restore(options(SETUP, 'k1'), record)!;
    expect(back).not.toBeNull();
    const snap = back.getSnapshot();
    expect(snap.restored).toBe(true);
    expect(snap.step).toBe(left.step);
    expect(snap.events).toEqual(left.events);
    expect(table(snap.view)).toEqual(table(left.view));
    expect(snap.view.clock.leftMs).toBe(leftMs);
    // A countdown first: nothing is played, the clock stands.
    expect(snap.countdownEnd).not.toBeNull();
    const m = humanMove(snap.view);
    back.play(m ?? { type: 'flip' });
    expect(back.getSnapshot().refused?.code).toBe('ERR_WRONG_PHASE');
    vi.advanceTimersByTime(2900);
    expect(back.getSnapshot().step).toBe(left.step);
    expect(back.record()!.at).toBe(record.at);
    vi.advanceTimersByTime(100);
    // "Los!": the time left is the time left when the page went.
    expect(back.getSnapshot().countdownEnd).toBeNull();
    expect(back.getSnapshot().view.clock.leftMs).toBe(leftMs - 1);
    // And the game goes on to its end from there.
    playFor(back, 120_000);
    expect(back.getSnapshot().view.over).toBe(true);
    expect(back.record()).toBeNull();
    back.dispose();
  });

  it('restores a game kept during its first countdown, and a Rekordjagd waiting between deals', () => {
    const g = new PracticeGame(options(SETUP, 'k2'));
    vi.advanceTimersByTime(1000);
    const early = PracticeGame.restore(options(SETUP, 'k2'), reloaded(g))!;
    expect(early.getSnapshot().view.clock.startedAt).toBeNull();
    expect(early.getSnapshot().countdownEnd).not.toBeNull();
    vi.advanceTimersByTime(3000);
    expect(early.getSnapshot().view.clock.startedAt).not.toBeNull();
    g.dispose();
    early.dispose();

    const r = new PracticeGame(options({ ...SETUP, rekordjagd: true }, 'k3'));
    vi.advanceTimersByTime(3000);
    for (let i = 0; i < 2000 && !r.getSnapshot().between; i++) playFor(r, 250);
    expect(r.getSnapshot().between).toBe(true);
    const back = PracticeGame.restore(options({ ...SETUP, rekordjagd: true }, 'k3'), reloaded(r))!;
    expect(back.getSnapshot()).toMatchObject({ between: true, countdownEnd: null, step: r.getSnapshot().step });
    expect(table(back.getSnapshot().view)).toEqual(table(r.getSnapshot().view));
    back.next();
    expect(back.getSnapshot().countdownEnd).not.toBeNull();
    vi.advanceTimersByTime(3000);
    expect(back.getSnapshot().view.clock.startedAt).not.toBeNull();
    // "Nächste Partie" is in the record: restored again, the next deal runs.
    const again = PracticeGame.restore(options({ ...SETUP, rekordjagd: true }, 'k3'), reloaded(back))!;
    expect(again.getSnapshot().between).toBe(false);
    for (const x of [r, back, again]) x.dispose();
  });

  it('does not restore a record the engine refuses, or one that is over', () => {
    const g = new PracticeGame(options(SETUP, 'k4'));
    vi.advanceTimersByTime(3000);
    playFor(g, 5000);
    const record = reloaded(g);
    const moves = record.actions.filter((a) => 'move' in a);
    expect(moves.length).toBeGreaterThan(1);
    // Time going back, a tick that changes nothing, "Nächste Partie" out of place, another deal.
    const back = [...record.actions].reverse();
    expect(PracticeGame.restore(options(SETUP, 'k4'), { ...record, actions: back })).toBeNull();
    expect(PracticeGame.restore(options(SETUP, 'k4'), { ...record, actions: [{ tick: 5 }] })).toBeNull();
    expect(PracticeGame.restore(options(SETUP, 'k4'), { ...record, actions: [{ next: true }] })).toBeNull();
    expect(PracticeGame.restore(options(SETUP, 'other'), record)).toBeNull();
    // Kept after the time had run out: over, not restored.
    expect(PracticeGame.restore(options(SETUP, 'k4'), { ...record, at: record.at + 200_000 })).toBeNull();
    expect(parseRecord({ actions: [], at: 'now' })).toBeNull();
    expect(parseRecord({ actions: [{ seat: 0, move: { type: 'flip' } }], at: 1 })).toBeNull();
    g.dispose();
  });
});
