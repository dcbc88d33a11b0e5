import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Announcer } from '../announce.js';
import { ServicesProvider, type Services } from '../context.js';
import { AccountStore } from '../net/account.js';
import type { Verification } from '../net/games-api.js';
import { Router } from '../router.js';
import { SettingsStore } from '../settings.js';
import { Verdict } from './Verify.js';

const services = (lang: 'de' | 'en'): Services => {
  const settings = new SettingsStore(null);
  settings.update({ language: lang });
  return {
    router: new Router({
      location: { pathname: '/', search: '' },
      pushState: () => {},
      addPopStateListener: () => () => {},
    }),
    settings,
    announcer: new Announcer(null, () => ({ on: false, lang })),
    account: new AccountStore(async () => new Response('{}', { status: 501 })),
  };
};

const render = (v: Verification, lang: 'de' | 'en' = 'de') =>
  renderToStaticMarkup(
    <ServicesProvider services={services(lang)}>
      <Verdict v={v} />
    </ServicesProvider>,
  );

const ok: Verification = {
  gameId: 'g1',
  seedHash: 'ab'.repeat(32),
  seed: 'cd'.repeat(16),
  hashMatches: true,
  movesReplayed: 37,
  movesLegal: true,
  resultMatches: true,
  verified: true,
  firstProblem: null,
};

describe('verify page verdict', () => {
  it('says plainly that the deal matches, in German and English, with hash and seed in full', () => {
    const html = render(ok);
    expect(html).toContain('Die Austeilung stimmt.');
    expect(html).toContain('verdict-ok');
    expect(html).toContain(`>${'ab'.repeat(32)}<`);
    expect(html).toContain(`>${'cd'.repeat(16)}<`);
    expect(html).toContain('<dt>Nachgespielte Züge</dt><dd>37</dd>');
    expect(render(ok, 'en')).toContain('The deal is correct.');
  });

  it('says plainly that it does not, with the first difference', () => {
    const html = render({ ...ok, hashMatches: false, verified: false, firstProblem: 'seed hash differs' });
    expect(html).toContain('Die Austeilung stimmt nicht.');
    expect(html).toContain('Erste Abweichung: seed hash differs');
    expect(html).toContain('<dt>Startwert passt zum Hash</dt><dd>nein</dd>');
    expect(render({ ...ok, verified: false }, 'en')).toContain('The deal does not match.');
  });
});
