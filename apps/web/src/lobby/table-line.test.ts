import { describe, expect, it } from 'vitest';
import { de } from '../i18n/de.js';
import { translator } from '../i18n/i18n.js';
import { findGame } from '../games/registry.js';
import { initialValues } from './options.js';
import { toTableSettings } from './table-settings.js';
import { guestKeptFromSeat, offersSeat, optionsLine, tableState, thinkTimeLine } from './table-line.js';

const base = { phase: 'waiting', free: 1, players: 2, mine: false, stake: 0 } as const;

describe('a table in the lobby list (issue 19)', () => {
  it('a running or finished table is not "0 von 2 Plätzen frei"', () => {
    expect(tableState(base)).toEqual({ key: 'seatsFree', params: { free: 1, n: 2 } });
    expect(de[tableState({ ...base, phase: 'playing', free: 0 }).key]).toBe('läuft');
    expect(de[tableState({ ...base, phase: 'finished', free: 0 }).key]).toBe('beendet');
  });

  it('a guest (or an unknown account) is not offered "Platz nehmen" at a stake table', () => {
    expect(offersSeat({ ...base, stake: 10 }, true)).toBe(false);
    expect(offersSeat({ ...base, stake: 10 }, null)).toBe(false);
    expect(offersSeat({ ...base, stake: 10 }, false)).toBe(true);
    expect(offersSeat(base, true)).toBe(true);
    expect(offersSeat({ ...base, phase: 'playing' }, false)).toBe(false);
  });

  it('tells a guest why it may not sit at a stake table with a free seat (and only then)', () => {
    expect(guestKeptFromSeat({ ...base, stake: 10 }, true)).toBe(true);
    expect(guestKeptFromSeat({ ...base, stake: 10 }, false)).toBe(false);
    expect(guestKeptFromSeat(base, true)).toBe(false);
    expect(guestKeptFromSeat({ ...base, stake: 10, free: 0 }, true)).toBe(false);
    expect(guestKeptFromSeat({ ...base, stake: 10, phase: 'playing' }, true)).toBe(false);
    expect(guestKeptFromSeat({ ...base, stake: 10, mine: true }, true)).toBe(false);
  });
});

describe('the options a table was opened with, in the lobby list (issue 19)', () => {
  const t = translator('de');
  /** The options as the lobby's own form sends them (defaults, with `change` chosen). */
  const opened = (
    game: 'speedlift' | 'speedclimb' | 'gipfelsturm',
    change: Record<string, string | number | boolean>,
  ) => toTableSettings(game, 'online', { ...initialValues(findGame(game)?.tableOptions ?? []), ...change }).options;

  it('names the route, the limit and the level always, house rules and variants when they are on', () => {
    expect(optionsLine('speedclimb', opened('speedclimb', { route: 'nordwand' }), t)).toEqual([
      'Route: Nordwand (schwerere Lager)',
    ]);
    expect(optionsLine('speedlift', opened('speedlift', {}), t)).toEqual(['Partie bis 50']);
    expect(
      optionsLine('speedlift', opened('speedlift', { limit: 30, aussteigenJederzeit: true, sonderkarten: 'keine' }), t),
    ).toEqual(['Partie bis 30', 'Hausregel: Aussteigen jederzeit', 'Hausregel: Sonderkarten: ganz ohne']);
    expect(optionsLine('gipfelsturm', opened('gipfelsturm', { level: 'experte', rekordjagd: true }), t)).toEqual([
      'Schwierigkeit: Experte',
      'Variante: Rekordjagd',
    ]);
    // An older server's list has no options: nothing is claimed.
    expect(optionsLine('speedlift', {}, t)).toEqual([]);
    expect(optionsLine('speedclimb', { route: 'expedition' }, translator('en'))).toEqual([
      'Route: Great Expedition (10 stages)',
    ]);
  });
});

describe("a table's think time in the lobby list (QA item 8)", () => {
  it('uses the form\'s words: the form\'s "2 Minuten" is not "120 s"', () => {
    const tDe = translator('de');
    const tEn = translator('en');
    expect(thinkTimeLine(120, tDe)).toBe('2 Minuten Bedenkzeit');
    expect(thinkTimeLine(120, tEn)).toBe('2 minutes think time');
    expect(thinkTimeLine(30, tDe)).toBe('30 s Bedenkzeit');
    expect(thinkTimeLine(null, tDe)).toBe('ohne Uhr');
    expect(thinkTimeLine(null, tEn)).toBe('No clock');
  });
});
