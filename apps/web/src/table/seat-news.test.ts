import type { SeatInfo, TableInfo } from '@kartenhaus/protocol';
import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { seatNews } from './seat-news.js';

const seats = (benAway: boolean, annaAway = false): SeatInfo[] => [
  { ...sampleSeat(0, 'human', 'Anna'), away: annaAway },
  { ...sampleSeat(1, 'human', 'Ben'), away: benAway },
  sampleSeat(2, 'computer', 'Computer'),
];
const info = (s: SeatInfo[], more: Partial<TableInfo> = {}) =>
  sampleTableInfo({ you: 0, phase: 'playing', gameNo: 1, seats: s, ...more });

describe('seat news: what a player hears of the other seats', () => {
  it('the computer takes over Ben’s seat, then Ben plays again', () => {
    expect(seatNews(info(seats(false)), info(seats(true)))).toEqual([{ type: 'computerPlays', name: 'Ben' }]);
    expect(seatNews(info(seats(true)), info(seats(false)))).toEqual([{ type: 'playsAgain', name: 'Ben' }]);
  });

  it('says nothing of the own seat (its banner says it), nor when nothing changed', () => {
    expect(seatNews(info(seats(false)), info(seats(false, true)))).toEqual([]);
    expect(seatNews(info(seats(true)), info(seats(true)))).toEqual([]);
  });

  it('says nothing when a new game gives the seats back, or after the game', () => {
    expect(seatNews(info(seats(true)), info(seats(false), { gameNo: 2 }))).toEqual([]);
    expect(seatNews(info(seats(false)), info(seats(true), { phase: 'finished' }))).toEqual([]);
  });

  it('says nothing when someone else sat down on the seat', () => {
    const other = seats(false).map((s) => (s.seat === 1 ? { ...s, name: 'Cem', away: true } : s));
    expect(seatNews(info(seats(false)), info(other))).toEqual([]);
  });
});
