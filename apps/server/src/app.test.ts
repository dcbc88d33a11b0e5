import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { InlineBotRunner } from './bots/pool.js';
import { loadConfig } from './config.js';
import { openStorage } from './storage/db.js';

const options = async () => ({ storage: await openStorage({ sqliteFile: ':memory:' }), bots: new InlineBotRunner() });

describe('server skeleton', () => {
  it('answers /healthz', async () => {
    const app = await buildApp(loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }), await options());
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('serves the web app and falls back to index.html for client routes, not for /api', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'kh-web-'));
    writeFileSync(join(dist, 'index.html'), '<title>Kartenhaus</title>');
    const app = await buildApp(loadConfig({ WEB_DIST: dist, LOG_LEVEL: 'silent' }), await options());
    expect((await app.inject({ url: '/' })).body).toContain('Kartenhaus');
    expect((await app.inject({ url: '/speedlift/regeln' })).body).toContain('Kartenhaus');
    const api = await app.inject({ url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: 'ERR_NOT_FOUND' } });
    await app.close();
  });

  it('reads its configuration from the environment and names a bad value', () => {
    const c = loadConfig({ PORT: '9000', DATA_DIR: '/tmp/kh', DATABASE_URL: '' });
    expect(c).toMatchObject({ port: 9000, dataDir: '/tmp/kh', databaseUrl: undefined });
    expect(loadConfig({}).port).toBe(8080);
    expect(() => loadConfig({ PORT: 'acht' })).toThrow(/PORT/);
  });
});
