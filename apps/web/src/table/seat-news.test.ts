import type { SeatInfo, TableInfo } from '@kartenhaus/protocol';
import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { seatNews, withSeatNews } from './seat-news.js';

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

describe('seat news in a rebuilt log', () => {
  const say = (text: string | null) => () => text;
  const ben = (type: 'computerPlays' | 'playsAgain', at: number) => ({ at, news: { type, name: 'Ben' } as const });

  it('stands after the events before it, in the language of the moment', () => {
    const says = withSeatNews(
      [say('Anna legt Uhren 3.'), say(null), say('Ben legt Feinkost 5.')],
      [ben('computerPlays', 0), ben('playsAgain', 2), ben('computerPlays', 3)],
    );
    expect(says.map((s) => s({ lang: 'de' }))).toEqual([
      'Für Ben spielt jetzt der Computer.',
      'Anna legt Uhren 3.',
      null,
      'Ben spielt wieder selbst.',
      'Ben legt Feinkost 5.',
      'Für Ben spielt jetzt der Computer.',
    ]);
    expect(says[0]!({ lang: 'en' })).toBe('The computer plays for Ben now.');
    // A guest as the seat list names it in the page's language.
    const guest = withSeatNews([], [{ at: 0, news: { type: 'playsAgain', name: 'Gast 5023' } }])[0]!;
    expect([guest({ lang: 'de' }), guest({ lang: 'en' })]).toEqual([
      'Gast 5023 spielt wieder selbst.',
      'Guest 5023 plays again.',
    ]);
  });

  it('leaves the says as they are without news', () => {
    const says = [say('a'), say('b')];
    expect(withSeatNews(says, [])).toEqual(says);
  });
});
