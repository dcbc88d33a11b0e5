import type { SeatInfo, TableInfo } from '@kartenhaus/protocol';
import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { PlayerNews, playerNewsText, seatingNews, type PlayerNewsItem } from './player-news.js';

const DE = translator('de');
const EN = translator('en');

const anna = sampleSeat(0, 'human', 'Anna');
const guest = (over: Partial<SeatInfo> = {}): SeatInfo => ({ ...sampleSeat(1, 'human', 'Gast 8999'), ...over });
const empty = (seat: number): SeatInfo => sampleSeat(seat, 'empty');
const table = (seats: SeatInfo[], more: Partial<TableInfo> = {}): TableInfo =>
  sampleTableInfo({ you: 0, phase: 'waiting', gameNo: 0, seats, ...more });
const playing = (seats: SeatInfo[], more: Partial<TableInfo> = {}) =>
  table(seats, { phase: 'playing', gameNo: 1, ...more });

describe('who sat down and who got up (before a game)', () => {
  it('names the other player who sat down or got up, in the page’s words', () => {
    expect(seatingNews(table([anna, empty(1)]), table([anna, guest()]))).toEqual([{ type: 'sat', name: 'Gast 8999' }]);
    expect(seatingNews(table([anna, guest()]), table([anna, empty(1)]))).toEqual([
      { type: 'gotUp', name: 'Gast 8999' },
    ]);
    const sat: PlayerNewsItem = { type: 'sat', name: 'Gast 8999' };
    expect(playerNewsText(sat, DE)).toBe('Gast 8999 hat Platz genommen.');
    expect(playerNewsText(sat, EN)).toBe('Guest 8999 took a seat.');
    expect(playerNewsText({ type: 'gotUp', name: 'Gast 8999' }, DE)).toBe('Gast 8999 ist aufgestanden.');
    expect(playerNewsText({ type: 'gotUp', name: 'Gast 8999' }, EN)).toBe('Guest 8999 left their seat.');
  });

  it('says nothing of oneself sitting down or getting up', () => {
    const watching = table([anna, empty(1)], { you: null });
    expect(seatingNews(watching, table([anna, guest()], { you: 1 }))).toEqual([]);
    expect(seatingNews(table([anna, guest()], { you: 1 }), watching)).toEqual([]);
  });

  it('says nothing while a game runs (a leaver keeps the seat) nor of a computer taking a free seat', () => {
    expect(seatingNews(table([anna, guest()]), playing([anna, guest({ away: true })]))).toEqual([]);
    expect(seatingNews(table([anna, empty(1)]), playing([anna, sampleSeat(1, 'computer', 'Computer')]))).toEqual([]);
  });
});

describe('the other players, said aloud as the frames come', () => {
  let said: string[];
  let news: PlayerNews;
  const de = (n: PlayerNewsItem) => said.push(playerNewsText(n, DE));
  beforeEach(() => {
    vi.useFakeTimers();
    said = [];
    news = new PlayerNews(de, 3000);
  });
  afterEach(() => {
    news.stop();
    vi.useRealTimers();
  });

  it('says nothing of the first frame after opening the page', () => {
    news.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(10_000);
    expect(said).toEqual([]);
    news.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(10_000);
    expect(said).toEqual([]);
  });

  it('a guest sits down before the game: said at once', () => {
    news.update(table([anna, empty(1)]));
    news.update(table([anna, guest()]));
    expect(said).toEqual(['Gast 8999 hat Platz genommen.']);
  });

  it('a lost connection is said after the grace, the return after it', () => {
    news.update(playing([anna, guest()]));
    news.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(2999);
    expect(said).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(said).toEqual(['Gast 8999 ist nicht mehr verbunden.']);
    news.update(playing([anna, guest()]));
    expect(said).toEqual(['Gast 8999 ist nicht mehr verbunden.', 'Gast 8999 ist wieder da.']);
  });

  it('a reload (back within the grace) says nothing', () => {
    news.update(playing([anna, guest()]));
    news.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(2000);
    news.update(playing([anna, guest()]));
    vi.advanceTimersByTime(10_000);
    expect(said).toEqual([]);
  });

  it('in English, the guest named as the seat list names it', () => {
    const en: string[] = [];
    const n = new PlayerNews((x) => en.push(playerNewsText(x, EN)), 3000);
    n.update(table([anna, empty(1)]));
    n.update(table([anna, guest()]));
    n.update(playing([anna, guest()]));
    n.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(3000);
    n.update(playing([anna, guest()]));
    expect(en).toEqual(['Guest 8999 took a seat.', 'Guest 8999 lost the connection.', 'Guest 8999 is back.']);
    n.stop();
  });

  it('says nothing of oneself: one’s own seat losing and finding the connection', () => {
    news.update(playing([anna, guest()], { you: 1 }));
    news.update(playing([anna, guest({ connected: false })], { you: 1 }));
    vi.advanceTimersByTime(5000);
    news.update(playing([anna, guest()], { you: 1 }));
    expect(said).toEqual([]);
  });

  it('not for a seat the computer plays (the game’s log says that), nor before or after a game', () => {
    news.update(playing([anna, guest({ away: true })]));
    news.update(playing([anna, guest({ away: true, connected: false })]));
    vi.advanceTimersByTime(5000);
    // The computer takes over while the grace runs: the log says it, not the frame.
    news.update(playing([anna, guest()]));
    news.update(playing([anna, guest({ connected: false })]));
    vi.advanceTimersByTime(1000);
    news.update(playing([anna, guest({ connected: false, away: true })]));
    vi.advanceTimersByTime(5000);
    // At a waiting table or after the game.
    news.update(table([anna, guest()]));
    news.update(table([anna, guest({ connected: false })]));
    news.update(table([anna, guest()], { phase: 'finished' }));
    news.update(table([anna, guest({ connected: false })], { phase: 'finished' }));
    vi.advanceTimersByTime(5000);
    expect(said).toEqual([]);
  });

  it('closing the page says nothing more', () => {
    news.update(playing([anna, guest()]));
    news.update(playing([anna, guest({ connected: false })]));
    news.stop();
    vi.advanceTimersByTime(5000);
    expect(said).toEqual([]);
  });
});
