import { sameMove, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { lessons } from './lessons.js';

describe('Fahrschule', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`has five lessons whose positions the engine accepts and whose task is a legal move (${lang})`, () => {
      const ls = lessons(lang);
      expect(ls).toHaveLength(5);
      for (const l of ls) {
        const s = l.position();
        if (!s.ok) throw new Error(`${l.title}: ${s.error.code} ${s.error.detail ?? ''}`);
        const view = speedlift.view(s.value, 0);
        expect(view.legalMoves.some((m) => sameMove(m, l.goal))).toBe(true);
        expect(l.quiz.answers[l.quiz.right]).toBeDefined();
        expect(speedlift.play(s.value, 0, l.goal).ok).toBe(true);
      }
    });
  }

  it('lesson 2 leaves no choice but to get out, lesson 5 ends the round', () => {
    const [, two, , , five] = lessons('de');
    const s2 = two?.position();
    if (!s2?.ok) throw new Error('lesson 2');
    expect(speedlift.view(s2.value, 0).legalMoves).toEqual([{ type: 'exit' }]);
    const s5 = five?.position();
    if (!s5?.ok || !five) throw new Error('lesson 5');
    const r = speedlift.play(s5.value, 0, five.goal);
    expect(r.ok && r.value.events.some((e) => e.type === 'feierabend')).toBe(true);
  });
});
