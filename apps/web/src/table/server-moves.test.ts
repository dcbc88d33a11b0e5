import { sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { firstStep, withUpdate, mayMove, restoredOf, timedOutAt, timedOutShown } from './server-moves.js';

const me = (away: boolean) => ({
  seat: 0,
  kind: 'human' as const,
  name: 'Anna',
  away,
  connected: true,
  ready: false,
  clockMs: null,
  grace: false,
  stalling: false,
});
const at = (phase: 'playing' | 'summary' | 'finished', gameNo: number, away = false) =>
  sampleTableInfo({ phase, gameNo, you: 0, seats: [me(away)] });

describe('"Deine Bedenkzeit ist abgelaufen" at a server table', () => {
  it('is said in the game it happened in, not in the next game, on the end screen, or while away', () => {
    expect(timedOutShown(2, at('playing', 2))).toBe(true);
    expect(timedOutShown(2, at('summary', 2))).toBe(true);
    expect(timedOutShown(2, at('finished', 2))).toBe(false);
    expect(timedOutShown(2, at('playing', 3))).toBe(false);
    expect(timedOutShown(2, at('playing', 2, true))).toBe(false);
    expect(timedOutShown(null, at('playing', 2))).toBe(false);
  });
});

describe('one move at a time: a double click sends one move', () => {
  it('waits from a move sent until the view it brings, unless the move was refused', () => {
    expect(mayMove({ version: 7, refused: null }, null)).toBe(true);
    // Sent from version 7, answered or not: the view is still 7, a second click is not sent.
    expect(mayMove({ version: 7, refused: null }, 7)).toBe(false);
    // The move was refused: the player may try another.
    expect(mayMove({ version: 7, refused: 'ERR_NOT_FITTING' }, 7)).toBe(true);
    // The move's view came (or a reconnect's snapshot).
    expect(mayMove({ version: 8, refused: null }, 7)).toBe(true);
  });
});

describe('the computer moved for the seat because its think time ran out', () => {
  it('when the server says so (`by`), not for the player’s own move, nor while the seat is away (its banner says so)', () => {
    expect(timedOutAt(true, at('playing', 2))).toBe(2);
    // the player's move — also one sent from another tab, which this page did not send
    expect(timedOutAt(false, at('playing', 2))).toBe(null);
    // QA 5 Dec 2026: after "Tisch verlassen" and "Ich bin zurück" the page said "Deine Bedenkzeit
    // ist abgelaufen – der Computer hat für dich gespielt." for the moves made while away.
    expect(timedOutAt(true, at('playing', 2, true))).toBe(null);
  });
});

describe('the log\u2019s first state', () => {
  it('is the snapshot\u2019s steps when a screen mounts after one (rebuilt, not new), else empty', () => {
    const one = { events: [{ type: 'a' }], computer: [true], news: [], n: 3, v: 9 };
    expect(firstStep(one)).toEqual({ events: [{ type: 'a' }], computer: [true], news: [], step: 1, restored: true });
    const none = { events: [], computer: [], news: [], step: 0, restored: false };
    expect(firstStep({ events: [], computer: [], news: [], n: 3, v: 9 })).toEqual(none);
    expect(firstStep(null)).toEqual(none);
    // Only seat news (the computer took a seat, nothing played since): rebuilt too.
    const news = [{ at: 0, news: { type: 'computerPlays', name: 'Ben' } as const }];
    expect(firstStep({ events: [], computer: [], news, n: 3, v: 9 })).toEqual({
      ...none,
      news,
      step: 1,
      restored: true,
    });
  });

  it('marks each event of a snapshot’s steps the computer made for a human’s seat (`by`)', () => {
    const recent = [
      { v: 4, events: [{ type: 'played', seat: 0 }] },
      { v: 5, events: [{ type: 'played', seat: 0 }, { type: 'caught' }], by: 'computer' as const },
      { v: 6, events: [] },
      { v: 7, events: [{ type: 'played', seat: 1 }] },
    ];
    expect(restoredOf(recent, 2, 7)).toEqual({
      events: [
        { type: 'played', seat: 0 },
        { type: 'played', seat: 0 },
        { type: 'caught' },
        { type: 'played', seat: 1 },
      ],
      computer: [false, true, true, false],
      news: [],
      n: 2,
      v: 7,
    });
  });

  it('places the other seats’ news among the snapshot’s events, the own seat’s left out (its banner says it)', () => {
    const recent = [
      { v: 4, events: [{ type: 'played', seat: 0 }] },
      { v: 5, events: [], seats: [{ seat: 1, name: 'Ben', away: true }] },
      { v: 6, events: [{ type: 'played', seat: 1 }], by: 'computer' as const },
      { v: 7, events: [], seats: [{ seat: 0, name: 'Anna', away: true }] },
      { v: 8, events: [], seats: [{ seat: 1, name: 'Ben', away: false }] },
      { v: 9, events: [{ type: 'played', seat: 1 }] },
    ];
    expect(restoredOf(recent, 1, 9, 0).news).toEqual([
      { at: 1, news: { type: 'computerPlays', name: 'Ben' } },
      { at: 2, news: { type: 'playsAgain', name: 'Ben' } },
    ]);
    // A watcher (no seat) hears every seat's.
    expect(restoredOf(recent, 1, 9, null).news.map((n) => n.news.name)).toEqual(['Ben', 'Anna', 'Ben']);
  });

  it('keeps the updates with events after the snapshot, for a screen that mounts late (QA 6 Dec 2026)', () => {
    // A watcher's Speedlift log lacked the plays made while its table's code loaded.
    const snap = restoredOf([{ events: [{ type: 'played', seat: 1 }] }], 1, 5);
    const after = withUpdate(withUpdate(snap, { v: 6, events: [{ type: 'played', seat: 2 }], by: 'computer' }), {
      v: 7,
      events: [],
    });
    expect(after).toEqual({
      events: [
        { type: 'played', seat: 1 },
        { type: 'played', seat: 2 },
      ],
      computer: [false, true],
      news: [],
      n: 1,
      v: 6,
    });
    // An update the snapshot already holds is not added twice.
    expect(withUpdate(after, { v: 6, events: [{ type: 'played', seat: 2 }] })).toBe(after);
    // At most the last 60 events.
    let long = snap;
    for (let v = 6; v < 100; v++) long = withUpdate(long, { v, events: [{ type: 'played', seat: v % 4 }] });
    expect(long.events).toHaveLength(60);
    expect(long.events.at(-1)).toEqual({ type: 'played', seat: 99 % 4 });
    expect(long.v).toBe(99);
    // Seat news stay with the events around them; dropped with the events before them.
    const told = restoredOf(
      [
        { events: [{ type: 'played', seat: 1 }] },
        { events: [], seats: [{ seat: 2, name: 'Ben', away: true }] },
        { events: [{ type: 'played', seat: 2 }] },
      ],
      1,
      5,
    );
    const kept = withUpdate(told, { v: 6, events: Array.from({ length: 58 }, () => ({ type: 'played', seat: 3 })) });
    expect(kept.news).toEqual([{ at: 1, news: { type: 'computerPlays', name: 'Ben' } }]);
    const shifted = withUpdate(kept, { v: 7, events: [{ type: 'played', seat: 0 }] });
    expect(shifted.news).toEqual([{ at: 0, news: { type: 'computerPlays', name: 'Ben' } }]);
    expect(withUpdate(shifted, { v: 8, events: [{ type: 'played', seat: 0 }] }).news).toEqual([]);
  });
});
