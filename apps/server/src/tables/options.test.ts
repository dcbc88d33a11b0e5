import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** A table's options are stored and sent to every viewer: a key the game does not know is refused. */
describe('unknown table options (issue 17.11)', () => {
  const cases = [
    { game: 'speedclimb', players: 3, options: { route: 'nordwand' } },
    { game: 'speedlift', players: 4, options: { limit: 30 } },
    { game: 'gipfelsturm', players: 2, options: { level: 'schwer' } },
  ];
  it.each(cases)('$game refuses an unknown option alike, solo and online, and stores no table', async (base) => {
    const a = await TestClient.connect(s.base);
    for (const mode of ['solo', 'online'] as const) {
      const settings = { ...base, mode, clock: null, options: { ...base.options, foo: '<svg onload=alert(1)>' } };
      expect(await a.request({ t: 'create', settings })).toEqual({
        t: 'error',
        code: 'ERR_BAD_OPTIONS',
        detail: 'unknown option foo',
        ref: expect.any(String),
      });
      // The same settings without the unknown key are fine.
      expect(await a.request({ t: 'create', settings: { ...settings, options: base.options } })).toMatchObject({
        t: 'ok',
      });
    }
    const stored = await s.storage.db.selectFrom('game_tables').select('settings').execute();
    expect(stored.some((t) => String(t.settings).includes('<svg'))).toBe(false);
    a.close();
  });
});

/** Gipfelsturm's `clock: false` is for simulations (playMatch) only: no table is opened without a time limit. */
describe('Gipfelsturm without the clock (issue 19)', () => {
  it.each(['solo', 'online'] as const)(
    'a %s table with clock: false is refused, one with the clock opens',
    async (mode) => {
      const a = await TestClient.connect(s.base);
      const settings = { game: 'gipfelsturm', players: 2, mode, clock: null, options: { clock: false } };
      const before = await s.storage.db.selectFrom('game_tables').select('id').execute();
      expect(await a.request({ t: 'create', settings })).toEqual({
        t: 'error',
        code: 'ERR_BAD_OPTIONS',
        detail: 'clock: false is for simulations only; every table plays against the time limit',
        ref: expect.any(String),
      });
      expect(await s.storage.db.selectFrom('game_tables').select('id').execute()).toHaveLength(before.length);
      expect(await a.request({ t: 'create', settings: { ...settings, options: { clock: true } } })).toMatchObject({
        t: 'ok',
      });
      a.close();
    },
  );
});
