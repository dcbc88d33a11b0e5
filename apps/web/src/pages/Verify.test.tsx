import { describe, expect, it } from 'vitest';
import type { Verification } from '../net/games-api.js';
import { renderWithServices, testServices } from '../test-services.js';
import { Verdict } from './Verify.js';

const render = (v: Verification, lang: 'de' | 'en' = 'de') => renderWithServices(<Verdict v={v} />, testServices(lang));

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
