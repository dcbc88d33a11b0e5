import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { dailyGame } from '../lobby/table-settings.js';
import { renderWithServices, testServices } from '../test-services.js';
import { Daily, dailyTab } from './Daily.js';

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
