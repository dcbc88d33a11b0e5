import type { GameSeatInfo, SeatInfo } from '@kartenhaus/protocol';
import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { dealtToOthers, gameSeatsOf, ownGameSeat, seatNames, tableSeatOf } from './seat-names.js';

const words = { you: 'Du', computer: (n: number) => `Computer ${n}`, seatNo: (n: number) => `Platz ${n}` };
/** A seat as the server sends it; a computer's name is "Computer". */
const seat = (i: number, kind: SeatInfo['kind'], name: string | null = null): SeatInfo =>
  sampleSeat(i, kind, kind === 'computer' ? 'Computer' : name);
const human = (i: number, name: string): GameSeatInfo => ({ seat: i, kind: 'human', name });
const computer = (i: number): GameSeatInfo => ({ seat: i, kind: 'computer', name: 'Computer' });

describe('seat names from the one mapping (TableInfo.gameSeats, issue 17.2)', () => {
  // Speedlift, 4 seats, "leer": Anna hosts on seat 1, Ben (seat 2) left before the start.
  const speedlift = (you: number | null) =>
    sampleTableInfo({
      you,
      seats: [seat(0, 'human', 'Anna'), seat(1, 'empty'), seat(2, 'human', 'Cem'), seat(3, 'human', 'Dana')],
      gameSeats: [human(0, 'Anna'), human(2, 'Cem'), human(3, 'Dana')],
    });

  it('Speedlift, an empty seat before occupied ones: "Du" on the own game seat, the others by name', () => {
    expect(seatNames(speedlift(0), words)).toEqual(['Du', 'Cem', 'Dana']);
    // Cem sits on table seat 2 and plays game seat 1: the view's seat 1 is "Du".
    expect(seatNames(speedlift(2), words)).toEqual(['Anna', 'Du', 'Dana']);
    expect(seatNames(speedlift(null), words)).toEqual(['Anna', 'Cem', 'Dana']);
  });

  it('the seat on turn is the table seat the mapping names (whose clock, whether a computer thinks)', () => {
    expect(tableSeatOf(speedlift(0), 1)).toMatchObject({ seat: 2, name: 'Cem' });
    expect(tableSeatOf(speedlift(0), 2)).toMatchObject({ seat: 3, name: 'Dana' });
    expect(tableSeatOf(speedlift(0), 3)).toBeUndefined();
  });

  // Speedclimb, 6 seats, 3 humans on seats 1–3, seat 4 empty, seats 5 and 6 computers.
  const speedclimbSeats = [
    seat(0, 'human', 'Anna'),
    seat(1, 'human', 'Ben'),
    seat(2, 'human', 'Cem'),
    seat(3, 'empty'),
    seat(4, 'computer'),
    seat(5, 'computer'),
  ];
  const speedclimbGame = [human(0, 'Anna'), human(1, 'Ben'), human(2, 'Cem'), computer(4), computer(5)];

  it('Speedclimb: one name per game seat — no phantom seat for the empty table seat', () => {
    const names = seatNames(sampleTableInfo({ you: 0, seats: speedclimbSeats, gameSeats: speedclimbGame }), words);
    expect(names).toEqual(['Du', 'Ben', 'Cem', 'Computer 5', 'Computer 6']);
  });

  it('a computer is named by the number its seat shows ("Platz 5 – Computer" plays as "Computer 5")', () => {
    const info = sampleTableInfo({ you: 0, seats: speedclimbSeats, gameSeats: speedclimbGame });
    const names = seatNames(info, words);
    for (const [g, gs] of speedclimbGame.entries())
      if (gs.kind === 'computer') expect(names[g]).toBe(`Computer ${gs.seat + 1}`);
  });

  it('after the Nochmal hold expired (Ben and Cem emptied), the Endstand still names who played', () => {
    const seats = speedclimbSeats.map((s) => (s.seat === 1 || s.seat === 2 ? seat(s.seat, 'empty') : s));
    const names = seatNames(sampleTableInfo({ you: 0, seats, gameSeats: speedclimbGame }), words);
    expect(names).toEqual(['Du', 'Ben', 'Cem', 'Computer 5', 'Computer 6']);
    expect(names).not.toContain('Computer 0');
  });

  it('a human the mapping has no name for is "Platz n", never a computer', () => {
    const info = sampleTableInfo({ you: 0, seats: [seat(0, 'human', 'Anna'), seat(1, 'empty')] });
    expect(
      seatNames({ ...info, gameSeats: [human(0, 'Anna'), { seat: 1, kind: 'human', name: null }] }, words),
    ).toEqual(['Du', 'Platz 2']);
  });

  it('a frame of an older server (no mapping) packs the non-empty table seats as the server deals', () => {
    const info = speedlift(2);
    const old = { ...info, gameSeats: null };
    expect(gameSeatsOf(old)).toEqual([
      { seat: 0, kind: 'human', name: 'Anna' },
      { seat: 2, kind: 'human', name: 'Cem' },
      { seat: 3, kind: 'human', name: 'Dana' },
    ]);
    expect(seatNames(old, words)).toEqual(['Anna', 'Du', 'Dana']);
  });
});

describe('who the game was dealt to (T10)', () => {
  it('a game dealt to other humans counts for a leaver even when the others are computers now', () => {
    // Anna and Ben were dealt in; Ben left and the computer plays his seat (the seat stays human, away).
    const info = sampleTableInfo({
      you: 0,
      seats: [seat(0, 'human', 'Anna'), { ...seat(1, 'human', 'Ben'), away: true }],
      gameSeats: [human(0, 'Anna'), human(1, 'Ben')],
    });
    expect(dealtToOthers(info)).toBe(true);
    expect(dealtToOthers({ ...info, gameSeats: [human(0, 'Anna'), computer(1)] })).toBe(false);
    expect(dealtToOthers({ ...info, gameSeats: null })).toBeUndefined();
    expect(ownGameSeat({ ...info, you: 1 })).toBe(1);
    expect(ownGameSeat({ ...info, you: null })).toBeNull();
  });
});
