import { gipfelsturm, type GipfelMove, type GipfelView } from '@kartenhaus/gipfelsturm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickable, freeCards } from './model.js';
import { PracticeGame, practiceConfig, type PracticeSetup } from './practice.js';

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
