import { describe, expect, it } from 'vitest';
import { browserLanguage, DEFAULT_SETTINGS, parseSettings, reduceMotion, SettingsStore } from './settings.js';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
};

describe('settings', () => {
  it('survive a new store on the same storage (a reload)', () => {
    const storage = memory();
    new SettingsStore(storage).update({ language: 'en', speech: true, motion: 'reduced' });
    const again = new SettingsStore(storage).getSnapshot();
    expect(again).toEqual({ ...DEFAULT_SETTINGS, language: 'en', speech: true, motion: 'reduced' });
  });

  it('fall back to defaults for missing, malformed or unknown values', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ language: 'fr', sounds: 'yes', music: true }))).toEqual({
      ...DEFAULT_SETTINGS,
      music: true,
    });
  });

  it('work when storage throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const s = new SettingsStore(broken);
    s.update({ sounds: false });
    expect(s.getSnapshot().sounds).toBe(false);
  });

  it('speak the browser’s first language the site has on a first visit, German when it has none', () => {
    expect(browserLanguage(['en-US', 'de'])).toBe('en');
    expect(browserLanguage(['fr-FR', 'EN-gb', 'de'])).toBe('en');
    expect(browserLanguage(['de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['fr', 'es'])).toBe('de');
    expect(browserLanguage([])).toBe('de');
  });

  it('keep the first visit’s language until the player or the account chooses another', () => {
    const storage = memory();
    const english = { ...DEFAULT_SETTINGS, language: 'en' as const };
    const store = new SettingsStore(storage, () => 1, english);
    expect(store.getSnapshot().language).toBe('en');
    expect(store.getMeta().changedAt).toBeNull(); // not the player's choice: the account's settings still win
    store.update({ sounds: false });
    expect(new SettingsStore(storage, () => 2, DEFAULT_SETTINGS).getSnapshot()).toMatchObject({
      language: 'en',
      sounds: false,
    });
    store.update({ language: 'de' });
    expect(new SettingsStore(storage, () => 3, english).getSnapshot().language).toBe('de');
    store.applyRemote({ sounds: true }, 4, 'anna'); // an account that never chose a language
    expect(store.getSnapshot().language).toBe('en');
  });

  it('reduce motion when asked, or when the system asks and the setting follows it', () => {
    expect(reduceMotion({ ...DEFAULT_SETTINGS, motion: 'system' }, true)).toBe(true);
    expect(reduceMotion({ ...DEFAULT_SETTINGS, motion: 'system' }, false)).toBe(false);
    expect(reduceMotion({ ...DEFAULT_SETTINGS, motion: 'full' }, true)).toBe(false);
    expect(reduceMotion({ ...DEFAULT_SETTINGS, motion: 'reduced' }, false)).toBe(true);
  });
});
