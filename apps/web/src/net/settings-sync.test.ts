import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SettingsStore } from '../settings.js';
import { AccountStore } from './account.js';
import type { Fetch } from './api.js';
import { decide, SettingsSync } from './settings-sync.js';

const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

/** A fake server: `/api/me` as the given player, `/api/settings` kept in memory, each call logged. */
function fakeServer(
  me: { id: string; name: string; guest: boolean },
  stored: { settings: object | null; updatedAt: number | null },
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let clock = 5_000;
  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  const fetchImpl: Fetch = (path, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/me') return json(200, { player: me });
    if (path === '/api/wallet') return json(200, { balance: 500, topupAvailable: false, inPlay: 0, statement: [] });
    if (path === '/api/settings' && me.guest) return json(401, { error: { code: 'ERR_NOT_LOGGED_IN' } });
    if (path === '/api/settings' && method === 'GET') return json(200, stored);
    if (path === '/api/settings' && method === 'PUT') {
      stored.settings = (body as { settings: object }).settings;
      stored.updatedAt = ++clock;
      return json(200, { ok: true, updatedAt: stored.updatedAt });
    }
    return json(404, {});
  };
  return { fetchImpl, calls, stored, settingsCalls: () => calls.filter((c) => c.path === '/api/settings') };
}

/**
 * Lets every pending promise (the fake fetches, the answer readers' module, loaded on first use)
 * settle.
 */
const settle = async () => {
  await import('./shapes.js');
  for (let i = 0; i < 50; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
};

describe('settings in the account', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('decides by the newer change; another account’s settings never overwrite this one’s', () => {
    const server = { settings: { speech: true }, updatedAt: 100 };
    expect(decide({ changedAt: null, owner: null }, server, 'p1')).toBe('apply');
    expect(decide({ changedAt: 50, owner: 'p1' }, server, 'p1')).toBe('apply');
    expect(decide({ changedAt: 150, owner: 'p1' }, server, 'p1')).toBe('push');
    expect(decide({ changedAt: 100, owner: 'p1' }, server, 'p1')).toBe('none');
    expect(decide({ changedAt: 150, owner: 'p2' }, server, 'p1')).toBe('apply');
    expect(decide({ changedAt: 150, owner: null }, { settings: null, updatedAt: null }, 'p1')).toBe('push');
    expect(decide({ changedAt: null, owner: null }, { settings: null, updatedAt: null }, 'p1')).toBe('none');
  });

  it('a fresh device of a registered player takes the account’s settings', async () => {
    const server = fakeServer(
      { id: 'p1', name: 'Bergfex', guest: false },
      {
        settings: { language: 'en', speech: true, bogus: 7 },
        updatedAt: 1_000,
      },
    );
    const settings = new SettingsStore(memory(), () => 10);
    const sync = new SettingsSync(settings, new AccountStore(server.fetchImpl), { fetchImpl: server.fetchImpl });
    sync.start();
    await settle();
    expect(settings.getSnapshot()).toEqual({ ...DEFAULT_SETTINGS, language: 'en', speech: true });
    expect(settings.getMeta()).toEqual({ changedAt: 1_000, owner: 'p1' });
    expect(sync.getSnapshot()).toBe('account');
    // Taking the account's settings is not a change of the player's: nothing is sent back.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.settingsCalls().map((c) => c.method)).toEqual(['GET']);
  });

  it('every change is saved to the account once, after a pause (debounced)', async () => {
    const server = fakeServer({ id: 'p1', name: 'Bergfex', guest: false }, { settings: null, updatedAt: null });
    let now = 20_000;
    const settings = new SettingsStore(memory(), () => now);
    const sync = new SettingsSync(settings, new AccountStore(server.fetchImpl), {
      fetchImpl: server.fetchImpl,
      delayMs: 800,
    });
    sync.start();
    await settle();
    expect(server.settingsCalls().map((c) => c.method)).toEqual(['GET']); // nothing changed on the device yet
    settings.update({ sounds: false });
    now += 100;
    await vi.advanceTimersByTimeAsync(500);
    settings.update({ music: true });
    await vi.advanceTimersByTimeAsync(799);
    expect(server.settingsCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const puts = server.settingsCalls().filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ settings: { ...DEFAULT_SETTINGS, sounds: false, music: true } });
    expect(settings.getMeta()).toEqual({ changedAt: server.stored.updatedAt, owner: 'p1' });
  });

  it('a device changed more recently than the account sends its settings on login', async () => {
    const server = fakeServer(
      { id: 'p1', name: 'Bergfex', guest: false },
      {
        settings: { ...DEFAULT_SETTINGS, speech: true },
        updatedAt: 1_000,
      },
    );
    const storage = memory();
    new SettingsStore(storage, () => 500).applyRemote({ speech: true }, 1_000, 'p1');
    const settings = new SettingsStore(storage, () => 2_000);
    settings.update({ speech: false });
    const sync = new SettingsSync(settings, new AccountStore(server.fetchImpl), { fetchImpl: server.fetchImpl });
    sync.start();
    await settle();
    expect(server.settingsCalls().map((c) => c.method)).toEqual(['GET', 'PUT']);
    expect(server.stored.settings).toMatchObject({ speech: false });
    expect(settings.getSnapshot().speech).toBe(false);
  });

  it('guests keep their settings on the device only', async () => {
    const server = fakeServer({ id: 'g1', name: 'Gast 12', guest: true }, { settings: null, updatedAt: null });
    const settings = new SettingsStore(memory());
    const sync = new SettingsSync(settings, new AccountStore(server.fetchImpl), { fetchImpl: server.fetchImpl });
    sync.start();
    await settle();
    settings.update({ language: 'en' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.settingsCalls()).toEqual([]);
    expect(sync.getSnapshot()).toBe('device');
  });

  it('a failed save is reported, and the setting still holds on the device', async () => {
    const server = fakeServer({ id: 'p1', name: 'Bergfex', guest: false }, { settings: null, updatedAt: null });
    const failing: Fetch = async (path, init) =>
      path === '/api/settings' && init?.method === 'PUT'
        ? new Response(JSON.stringify({ error: { code: 'ERR_BUSY' } }), { status: 503 })
        : server.fetchImpl(path, init);
    const settings = new SettingsStore(memory());
    const sync = new SettingsSync(settings, new AccountStore(failing), { fetchImpl: failing });
    sync.start();
    await settle();
    settings.update({ countingHelp: true });
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(sync.getSnapshot()).toBe('failed');
    expect(settings.getSnapshot().countingHelp).toBe(true);
  });
});
