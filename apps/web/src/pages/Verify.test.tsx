import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../net/api.js';
import type { Verification } from '../net/games-api.js';
import { renderWithServices, testServices } from '../test-services.js';
import { Verdict, VerifyAnswer } from './Verify.js';

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

describe('verify page: the way to the replay', () => {
  const answer = (result: ApiResult<Verification> | null, lang: 'de' | 'en' = 'de') =>
    renderWithServices(<VerifyAnswer id="g 1" result={result} retry={() => {}} />, testServices(lang));
  const link = (text: string) => `<a href="/wiederholung/g%201" class="text-link">${text}</a>`;

  it('links the checked game’s replay under the verdict, in German and English (the replay links back)', () => {
    expect(answer({ state: 'ok', data: ok })).toContain(link('Wiederholung ansehen'));
    expect(answer({ state: 'ok', data: ok }, 'en')).toContain(link('Watch the replay'));
    expect(answer({ state: 'ok', data: { ...ok, verified: false } })).toContain(link('Wiederholung ansehen'));
  });

  it('links it while the game runs (the own seat’s replay), not for an unknown or sealed game nor before the answer', () => {
    expect(answer({ state: 'error', code: 'ERR_GAME_RUNNING', status: 409 })).toContain(link('Wiederholung ansehen'));
    for (const code of ['ERR_NOT_FOUND', 'ERR_DAILY_SEALED'])
      expect(answer({ state: 'error', code, status: 404 })).not.toContain('/wiederholung/');
    expect(answer(null)).not.toContain('/wiederholung/');
    expect(answer({ state: 'offline' })).not.toContain('/wiederholung/');
  });
});
