import { describe, expect, it } from 'vitest';
import type { SettingsSync, SyncState } from '../net/settings-sync.js';
import { renderWithServices, testServices } from '../test-services.js';
import { SettingsDialog } from './SettingsDialog.js';

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
