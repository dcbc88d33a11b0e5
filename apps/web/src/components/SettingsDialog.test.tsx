import { describe, expect, it } from 'vitest';
import { gipfelsturmGame } from '../games/gipfelsturm/index.js';
import { GAMES } from '../games/registry.js';
import { speedclimbGame } from '../games/speedclimb/index.js';
import { speedliftGame } from '../games/speedlift/index.js';
import type { SettingsSync, SyncState } from '../net/settings-sync.js';
import { BOOLEAN_SETTINGS, GENERAL_SWITCHES } from '../settings.js';
import { renderWithServices, testServices } from '../test-services.js';
import { SettingsDialog, switchGroups, type SettingsOf } from './SettingsDialog.js';

/** A SettingsSync that only reports where the settings are kept. */
const syncIn = (state: SyncState) =>
  ({ subscribe: () => () => {}, getSnapshot: () => state }) as unknown as SettingsSync;

const render = (state: SyncState | null, lang: 'de' | 'en' = 'de') => {
  const services = testServices(lang);
  return renderWithServices(
    <SettingsDialog open onClose={() => {}} />,
    state === null ? services : { ...services, settingsSync: syncIn(state) },
  );
};

describe('SettingsDialog', () => {
  it('says one true thing about where the settings are kept', () => {
    const account = render('account');
    expect(account).toContain('in deinem Konto gespeichert');
    // Not also the opposite (it used to add "noch nicht auf dem Server gespeichert").
    expect(account).not.toContain('Server');
    expect(account).not.toContain('nur auf diesem Gerät');
    const device = render(null);
    expect(device).toContain('bleiben auf diesem Gerät gespeichert');
    expect(device).not.toContain('Konto');
    expect(device).not.toContain('Server');
    expect(render('failed')).toContain('konnten gerade nicht im Konto gespeichert werden');
    const en = render('account', 'en');
    expect(en).toContain('saved in your account');
    expect(en).not.toContain('not yet stored');
  });
});

/** The dialog's groups as read: each fieldset's legend and the labels of the switches in it. */
function groupsOf(html: string): Record<string, string[]> {
  const groups = [...html.matchAll(/<fieldset[^>]*><legend>([^<]*)<\/legend>(.*?)<\/fieldset>/g)];
  return Object.fromEntries(
    groups.map((g) => [g[1]!, [...g[2]!.matchAll(/<label for="[^"]*">([^<]*)<\/label>/g)].map((l) => l[1]!)]),
  );
}

const openOn = (game: SettingsOf | null, lang: 'de' | 'en' = 'de') =>
  groupsOf(renderWithServices(<SettingsDialog open onClose={() => {}} game={game} />, testServices(lang)));

const OWN_TABLE = ['Passende Karten hervorheben', 'Geräusche', 'Musik'];
const GENERAL = { Allgemein: ['Ansagen sprechen'], Sprache: [], Bewegung: [] };

describe('SettingsDialog: what applies where', () => {
  it("at a Speedclimb table only Speedclimb's switches and the general ones: no counting help, no lift-then-play", () => {
    // They are Speedlift's: at a Speedclimb table they did nothing (the old dialog showed every switch).
    expect(openOn(speedclimbGame)).toEqual({ Speedclimb: OWN_TABLE, ...GENERAL });
    expect(openOn(gipfelsturmGame)).toEqual({ Gipfelsturm: OWN_TABLE, ...GENERAL });
  });

  it('at a Speedlift table all of its switches, under its name', () => {
    expect(openOn(speedliftGame)).toEqual({
      Speedlift: [
        'Passende Karten hervorheben',
        'Karten zählen helfen',
        'Karte erst beim zweiten Tipp legen',
        // "Im Zahnrad: … Kaufhaus-Geräusche und Musik." — the same switch as the others' "Geräusche".
        'Kaufhaus-Geräusche',
        'Musik',
      ],
      ...GENERAL,
    });
    expect(openOn(speedliftGame, 'en').Speedlift).toContain('Department-store sounds');
  });

  it('elsewhere (start page, lobby) every switch, under the names of the games that follow it', () => {
    expect(openOn(null)).toEqual({
      'Speedclimb · Gipfelsturm · Speedlift': OWN_TABLE,
      Speedlift: ['Karten zählen helfen', 'Karte erst beim zweiten Tipp legen'],
      ...GENERAL,
    });
    expect(openOn(null, 'en')).toEqual({
      'Speedclimb · Gipfelsturm · Speedlift': ['Highlight playable cards', 'Sounds', 'Music'],
      Speedlift: ['Card-counting help', 'Play a card on the second tap'],
      General: ['Speak announcements'],
      Language: [],
      Motion: [],
    });
  });

  it('leaves no setting out of reach: every switch is on the start page', () => {
    const shown = [...switchGroups(GAMES, null).flatMap((g) => g.keys), ...GENERAL_SWITCHES];
    expect(shown.toSorted()).toEqual([...BOOLEAN_SETTINGS].toSorted());
  });

  it('groups a switch by the games that follow it; one that no game follows is not shown', () => {
    const a = { name: 'A', settings: ['sounds', 'music'] } as const;
    const b = { name: 'B', settings: ['music', 'countingHelp'] } as const;
    expect(switchGroups([a, b], null)).toEqual([
      { games: ['A', 'B'], keys: ['music'] },
      { games: ['B'], keys: ['countingHelp'] },
      { games: ['A'], keys: ['sounds'] },
    ]);
    expect(switchGroups([a, b], b)).toEqual([{ games: ['B'], keys: ['countingHelp', 'music'] }]);
    expect(switchGroups([a, b], { name: 'C', settings: [] })).toEqual([]);
  });
});
