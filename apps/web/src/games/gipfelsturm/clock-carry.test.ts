import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, type GipfelView } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { carriedNow, dealKey, loadReading, readingOf, saveReading, type ClockReading } from './clock-carry.js';
import { nextAnchor, timeLeft } from './model.js';

/** A two-seat deal (Experte: 90 s) started at game time 1000, with the table's last change at `at`. */
function viewAt(at: number): GipfelView {
  let s = gipfelsturm.deal(unwrap(gipfelsturm.parseConfig({ players: 2, level: 'experte' })), 'uhr');
  s = unwrap(gipfelsturm.play(s, 0, { type: 'start' }, 1000)).state;
  if (at > 1000) s = unwrap(gipfelsturm.play(s, 0, { type: 'flip' }, at)).state;
  return gipfelsturm.view(s, 0);
}

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('the Gipfelsturm clock over a page reload', () => {
  const v = viewAt(31_000);
  const deal = dealKey('t1/g1', 0, 1000);

  it('the fixture: 90 s from 1000, the last change at 31 000', () => {
    expect(v.clock).toMatchObject({ limitMs: 90_000, startedAt: 1000, now: 31_000 });
  });

  it('counts on from the reading kept before the reload, not from the view’s older time', () => {
    const store = memory();
    // The open page got the view at its local 10 s and kept its reading 5 s later (wall 1 000 000).
    const before = nextAnchor(null, v, 10_000)!;
    saveReading(store, readingOf(deal, before, 15_000, 1_000_000));
    expect(timeLeft(v, before, 15_000)).toBe(55_000);
    // Reloaded 4 s later: the new page's own clock starts again; the snapshot is the same view.
    const floor = carriedNow(loadReading(store), deal, 1_004_000);
    expect(floor).toBe(40_000);
    const after = nextAnchor(null, v, 200, floor)!;
    expect(timeLeft(v, after, 200)).toBe(51_000);
    // Without the kept reading the reloaded page would show 9 s too much.
    expect(timeLeft(v, nextAnchor(null, v, 200), 200)).toBe(60_000);
    // The same view sent again keeps the anchor; a view with a new move re-anchors on its time.
    expect(nextAnchor(after, v, 1200)).toBe(after);
    expect(timeLeft(v, after, 1200)).toBe(50_000);
    const later = viewAt(45_000);
    expect(timeLeft(later, nextAnchor(after, later, 6000), 6000)).toBe(46_000);
  });

  it('takes the later of the view’s time and the kept reading, and only a reading of the same deal', () => {
    expect(nextAnchor(null, v, 0, 20_000)).toEqual({ serverNow: 31_000, localAt: 0, viewNow: 31_000 });
    const reading: ClockReading = { deal, serverNow: 36_000, wallAt: 1_000_000 };
    expect(carriedNow(reading, dealKey('t1/g2', 0, 1000), 1_004_000)).toBeNull();
    expect(carriedNow(reading, dealKey('t1/g1', 1, 1000), 1_004_000)).toBeNull();
    expect(carriedNow(reading, dealKey('t1/g1', 0, 2000), 1_004_000)).toBeNull();
    expect(carriedNow(null, deal, 1_004_000)).toBeNull();
    // A wall clock set back meanwhile never counts the time backwards.
    expect(carriedNow(reading, deal, 990_000)).toBe(36_000);
  });

  it('reads nothing from a malformed or blocked storage, and saving there does not throw', () => {
    expect(loadReading(null)).toBeNull();
    expect(loadReading({ getItem: () => '{"deal":"x","serverNow":"1"}', setItem: () => {} })).toBeNull();
    expect(loadReading({ getItem: () => 'nicht json', setItem: () => {} })).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadReading(blocked)).toBeNull();
    expect(() => saveReading(blocked, { deal, serverNow: 1, wallAt: 2 })).not.toThrow();
  });
});
