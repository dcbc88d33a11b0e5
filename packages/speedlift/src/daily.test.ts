import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bots } from './bots.js';
import { tableRules } from './table-rules.js';
import { dailyDeals, tagesfahrtText } from './daily.js';
import { deal } from './definition.js';

/** A day's seed as the server derives it (L8): HMAC-SHA256 of the day's text under its secret. */
const seedOf = (day: string, secret: string) => createHmac('sha256', secret).update(tagesfahrtText(day)).digest('hex');
const deals = (day: string, secret: string) => dailyDeals(day, seedOf(day, secret));

describe('the text the server signs', () => {
  it('is the one every published seed was made from (never changes)', () => {
    expect(tagesfahrtText('2026-11-29')).toBe('speedlift/tagesfahrt/2026-11-29');
    // The seed of 2 December 2026 under "secret", as the former in-package HMAC computed it.
    expect(seedOf('2026-12-02', 'secret')).toBe('7dd602313cfff3d95c6f64b722c31117b13d75354daa696344647b9a918116c3');
  });
});

describe('Tagesfahrt (L8)', () => {
  it('"Alle fahren heute dieselben Karten": same date and secret → same deals; another day or secret → others', () => {
    const a = deals('2026-11-29', 's3cret');
    const b = deals('2026-11-29', 's3cret');
    const c = deals('2026-11-30', 's3cret');
    const d = deals('2026-11-29', 'other');
    if (!a.ok || !b.ok || !c.ok || !d.ok) throw new Error('bad date');
    expect(a.value).toEqual(b.value);
    expect(c.value.deals[0]?.hands).not.toEqual(a.value.deals[0]?.hands);
    expect(d.value.seed).not.toBe(a.value.seed);
  });

  it('"zu viert …, eine Schicht, Standardregeln", no hint; the deals are what deal(config, seed) gives', () => {
    const r = deals('2026-11-29', 's3cret');
    if (!r.ok) throw new Error('bad date');
    const { config, seed, deals: dealt } = r.value;
    expect(config).toMatchObject({ players: 4, limit: 50, aussteigenJederzeit: false, gleicheEtageHaelt: false });
    expect(config).toMatchObject({ sonderkarten: 'alle', ladenhueterZaehlenNicht: false, tagesfahrt: true });
    expect(dealt).toHaveLength(4);
    expect(dealt.map((d) => [d.dealer, d.opener])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
    ]);
    const s = deal(config, seed);
    expect(s.hands).toEqual(dealt[0]?.hands);
    expect(s.lager).toEqual(dealt[0]?.lager);
  });

  it('a malformed date → ERR_BAD_CONFIG', () => {
    const r = dailyDeals('29.11.2026', 'any seed');
    expect(r.ok ? null : r.error.code).toBe('ERR_BAD_CONFIG');
  });
});

describe('the Tagesfahrt’s computers (L8, issue 22)', () => {
  it('a day keeps the computers it began with: normal of 20 worlds before 6 Dec 2026, normal (6) from then on', () => {
    const computers = (day: string) => tableRules.daily!.computers!(day);
    expect(['2026-11-30', '2026-12-05'].map(computers)).toEqual(['normal-20', 'normal-20']);
    expect(['2026-12-06', '2027-01-01'].map(computers)).toEqual(['normal', 'normal']);
    // Both labels are bots the package has.
    expect(bots['normal-20'].name).toBe('normal-20');
    expect(bots.normal.name).toBe('normal');
  });
});
