import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { dailyGame } from '../lobby/table-settings.js';
import { renderWithServices, testServices } from '../test-services.js';
import type { HistoryEntry } from '../net/shapes.js';
import { Daily, dailyTab, OwnRideCheck, ownRideOf } from './Daily.js';

// A past day's page: today comes from the device's clock until the server names it, so the
// list of days is there at once (today's own page waits for the server's date).
const past = (lang: 'de' | 'en') => renderWithServices(<Daily day="2026-12-01" />, testServices(lang));

describe('Tagesliste', () => {
  it('names the list of days so that it holds today too (it said "Frühere Tage" over "Heute")', () => {
    const de = past('de');
    expect(de).toContain('<h2 id="daily-days">Die letzten acht Tage</h2>');
    expect(de).toContain('>Heute</a>');
    expect(de).not.toContain('Frühere Tage');
    const en = past('en');
    expect(en).toContain('<h2 id="daily-days">The last eight days</h2>');
    expect(en).toContain('>Today</a>');
    expect(en).not.toContain('Earlier days');
  });
});

describe('the Tagesliste’s tab', () => {
  it('names the day shown (every day’s tab had said "Tagesliste")', () => {
    const list = dailyGame()!.daily!.words.list;
    expect(dailyTab(translator('de'), 'de', list, null)).toBe('Tagesliste · Heute');
    expect(dailyTab(translator('de'), 'de', list, '2026-12-01')).toBe('Tagesliste · Di., 1. Dezember');
    expect(dailyTab(translator('en'), 'en', list, null)).toBe('Daily list · Today');
    expect(dailyTab(translator('en'), 'en', list, '2026-12-01')).toBe('Daily list · Tue 1 December');
  });
});

describe('a past day’s way to check its seed', () => {
  const ride = (id: string, at: string, more: Partial<HistoryEntry> = {}): HistoryEntry => ({
    id,
    game: 'speedlift',
    at,
    place: 1,
    points: 10,
    won: null,
    finished: true,
    counted: false,
    leftEarly: false,
    daily: '2026-12-01',
    ...more,
  });

  it('finds the ride the list counted (L8), also when an earlier one was a guest’s (A1)', () => {
    const history = [
      ride('guest', '2026-12-01T07:00:00.000Z'),
      ride('counted', '2026-12-01T09:00:00.000Z', { counted: true }),
      ride('second', '2026-12-01T10:00:00.000Z'),
    ];
    expect(ownRideOf(history, 'speedlift', '2026-12-01')?.id).toBe('counted');
  });

  it('finds a guest’s ride of that day, none counted: the first finished one of the game and day', () => {
    const history = [
      ride('later', '2026-12-01T18:00:00.000Z'),
      ride('table', '2026-12-01T07:00:00.000Z', { daily: undefined }),
      ride('other-day', '2026-11-30T08:00:00.000Z', { daily: '2026-11-30' }),
      ride('first', '2026-12-01T09:00:00.000Z'),
    ];
    expect(ownRideOf(history, 'speedlift', '2026-12-01')?.id).toBe('first');
    expect(ownRideOf(history, 'speedlift', '2026-12-02')).toBeNull();
    expect(
      ownRideOf([ride('running', '2026-12-01T09:00:00.000Z', { finished: false })], 'speedlift', '2026-12-01'),
    ).toBeNull();
  });

  it('links that ride’s verify page under the seed (German and English); nothing without a ride', () => {
    const words = dailyGame()!.daily!.words;
    const one = ride('g-42', '2026-12-01T09:00:00.000Z');
    const de = renderWithServices(<OwnRideCheck ride={one} words={words} />, testServices('de'));
    expect(de).toContain('Deine Tagesfahrt an diesem Tag, aus diesem Startwert ausgeteilt:');
    expect(de).toMatch(/<a[^>]*href="\/pruefen\/g-42"[^>]*>Austeilung prüfen<\/a>/);
    const en = renderWithServices(<OwnRideCheck ride={one} words={words} />, testServices('en'));
    expect(en).toContain('Your Tagesfahrt that day, dealt from this seed:');
    expect(en).toMatch(/<a[^>]*href="\/pruefen\/g-42"[^>]*>Verify the deal<\/a>/);
    expect(renderWithServices(<OwnRideCheck ride={null} words={words} />)).toBe('');
  });
});
