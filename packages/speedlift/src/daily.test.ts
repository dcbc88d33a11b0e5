import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { berlinDate, dailyDeals } from './daily.js';
import { deal } from './definition.js';
import { hmacSha256Hex, sha256 } from './hmac.js';

describe('HMAC-SHA256 in plain JavaScript', () => {
  it.each([
    ['', ''],
    ['key', 'The quick brown fox jumps over the lazy dog'],
    ['x'.repeat(100), 'ü'.repeat(70)],
    ['secret', 'speedlift/tagesfahrt/2026-11-29'],
  ])('matches node:crypto for key %j', (key, msg) => {
    expect(hmacSha256Hex(key, msg)).toBe(createHmac('sha256', key).update(msg).digest('hex'));
  });

  it('SHA-256 of "abc" is the FIPS 180-4 example', () => {
    const hex = [...sha256(new TextEncoder().encode('abc'))].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('Tagesfahrt (L8)', () => {
  it('"Alle fahren heute dieselben Karten": same date and secret → same deals; another day or secret → others', () => {
    const a = dailyDeals('2026-11-29', 's3cret');
    const b = dailyDeals('2026-11-29', 's3cret');
    const c = dailyDeals('2026-11-30', 's3cret');
    const d = dailyDeals('2026-11-29', 'other');
    if (!a.ok || !b.ok || !c.ok || !d.ok) throw new Error('bad date');
    expect(a.value).toEqual(b.value);
    expect(c.value.deals[0]?.hands).not.toEqual(a.value.deals[0]?.hands);
    expect(d.value.seed).not.toBe(a.value.seed);
  });

  it('"zu viert …, eine Schicht, Standardregeln", no hint; the deals are what deal(config, seed) gives', () => {
    const r = dailyDeals('2026-11-29', 's3cret');
    if (!r.ok) throw new Error('bad date');
    const { config, seed, deals } = r.value;
    expect(config).toMatchObject({ players: 4, limit: 50, aussteigenJederzeit: false, gleicheEtageHaelt: false });
    expect(config).toMatchObject({ sonderkarten: 'alle', ladenhueterZaehlenNicht: false, tagesfahrt: true });
    expect(deals).toHaveLength(4);
    expect(deals.map((d) => [d.dealer, d.opener])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
    ]);
    const s = deal(config, seed);
    expect(s.hands).toEqual(deals[0]?.hands);
    expect(s.lager).toEqual(deals[0]?.lager);
  });

  it('the day is the Europe/Berlin date: 23:30 UTC on 29 November is already 30 November in Berlin', () => {
    expect(berlinDate(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30');
    expect(berlinDate(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(berlinDate(new Date('2026-07-01T22:01:00Z'))).toBe('2026-07-02'); // summer time
    const byInstant = dailyDeals(new Date('2026-11-29T23:30:00Z'), 'k');
    const byDate = dailyDeals('2026-11-30', 'k');
    expect(byInstant.ok && byDate.ok && byInstant.value.seed === byDate.value.seed).toBe(true);
  });

  it('a malformed date → ERR_BAD_CONFIG', () => {
    const r = dailyDeals('29.11.2026', 'k');
    expect(r.ok ? null : r.error.code).toBe('ERR_BAD_CONFIG');
  });
});
