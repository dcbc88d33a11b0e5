import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { leaderboardTab } from './Leaderboard.js';

describe('the Bestenliste’s tab', () => {
  it('names the game and the period shown (every list’s tab had said "Bestenliste")', () => {
    expect(leaderboardTab(translator('de'), 'speedlift', 'all')).toBe('Bestenliste: Speedlift · Alle Zeiten');
    expect(leaderboardTab(translator('de'), 'gipfelsturm', 'week')).toBe('Bestenliste: Gipfelsturm · Diese Woche');
    expect(leaderboardTab(translator('en'), 'speedclimb', 'week')).toBe('Leaderboard: Speedclimb · This week');
  });
});
