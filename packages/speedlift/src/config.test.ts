import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from './config.js';

describe('config', () => {
  it('missing options take the standard rules', () => {
    const r = parseConfig({ players: 4 });
    expect(r.ok && r.value).toEqual({ ...DEFAULT_CONFIG, players: 4 });
  });

  it('accepts every house rule switch', () => {
    const raw = {
      players: 6,
      limit: 80,
      aussteigenJederzeit: true,
      gleicheEtageHaelt: true,
      sonderkarten: 'ohneDetektiv',
      ladenhueterZaehlenNicht: true,
      tagesfahrt: true,
    };
    const r = parseConfig(raw);
    expect(r.ok && r.value).toEqual(raw);
  });

  it.each([
    null,
    [],
    { players: 2 },
    { players: 7 },
    { players: 4.5 },
    { players: 4, limit: 40 },
    { players: 4, sonderkarten: 'manche' },
    { players: 4, gleicheEtageHaelt: 'ja' },
    { players: 4, colour: 'red' },
  ])('refuses %j with ERR_BAD_CONFIG', (raw) => {
    const r = parseConfig(raw);
    expect(r.ok ? null : r.error.code).toBe('ERR_BAD_CONFIG');
  });

  it('names an unknown option in the detail, as every game does (issue 17.11)', () => {
    expect(parseConfig({ players: 4, foo: '<svg>' })).toEqual({
      ok: false,
      error: { code: 'ERR_BAD_CONFIG', detail: 'unknown option foo' },
    });
  });
});
