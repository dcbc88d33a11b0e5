import { TableSettings } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { findGame, GAMES } from '../games/registry.js';
import { initialValues } from './options.js';

const GAME_IDS = GAMES.map((g) => g.id);
const SOLO_OPTIONS = (game: string) => findGame(game)?.soloOptions ?? [];
const TABLE_OPTIONS = (game: string) => findGame(game)?.tableOptions ?? [];
import { dailySettings, listedSettings, toTableSettings } from './table-settings.js';

describe('lobby → TableSettings', () => {
  it.each(GAME_IDS)('gives valid protocol settings for the initial choices of %s (solo and online)', (game) => {
    for (const [mode, opts] of [
      ['solo', SOLO_OPTIONS(game)],
      ['online', TABLE_OPTIONS(game)],
    ] as const) {
      const s = toTableSettings(game, mode, initialValues(opts));
      expect(TableSettings.safeParse(s).success, `${game} ${mode}`).toBe(true);
      expect(s.game).toBe(game);
    }
  });

  it('counts the player plus the computers, maps strength and Turbo, and passes game options by their engine names', () => {
    const s = toTableSettings('speedclimb', 'solo', {
      computers: 5,
      strength: 'stark',
      route: 'nordwand',
      turbo: true,
    });
    expect(s).toMatchObject({
      players: 6,
      level: 'stark',
      tempo: 'turbo',
      clock: null,
      options: { route: 'nordwand' },
    });
    const l = toTableSettings('speedlift', 'solo', {
      ...initialValues(SOLO_OPTIONS('speedlift')),
      sonderkarten: 'keine',
    });
    expect(l.options).toEqual({
      limit: 50,
      aussteigenJederzeit: false,
      gleicheEtageHaelt: false,
      sonderkarten: 'keine',
      ladenhueterZaehlenNicht: false,
    });
  });

  it('maps Gipfelsturm: partner pace as the computer level, "zu dritt" as three players', () => {
    const s = toTableSettings('gipfelsturm', 'solo', { partnerSpeed: 'experte', level: 'schwer', three: true });
    expect(s).toMatchObject({ players: 3, level: 'experte', options: { level: 'schwer' } });
  });

  it('maps online options: seats, free seats, think time ("ohne Uhr" → null), tempo, stake', () => {
    const s = toTableSettings('speedclimb', 'online', {
      seats: 5,
      freeSeats: 'leer',
      thinkTime: 0,
      tempo: 'schnell',
      stake: 25,
      route: 'meister',
    });
    expect(s).toMatchObject({
      players: 5,
      free: 'leer',
      clock: null,
      tempo: 'schnell',
      stake: 25,
      options: { route: 'meister' },
    });
    expect(toTableSettings('speedlift', 'online', { thinkTime: 90 }).clock).toBe(90);
  });

  it('sets up the Tagesfahrt as four seats against normal computers (L8)', () => {
    expect(dailySettings()).toMatchObject({
      game: 'speedlift',
      players: 4,
      level: 'normal',
      options: { tagesfahrt: true },
    });
    expect(TableSettings.safeParse(dailySettings()).success).toBe(true);
  });

  it("names in the lobby's list only the settings the opener could choose (no think time or tempo at a Gipfelsturm table)", () => {
    expect(listedSettings('speedlift')).toEqual({ thinkTime: true, tempo: true });
    expect(listedSettings('speedclimb')).toEqual({ thinkTime: true, tempo: true });
    expect(listedSettings('gipfelsturm')).toEqual({ thinkTime: false, tempo: false });
  });
});
