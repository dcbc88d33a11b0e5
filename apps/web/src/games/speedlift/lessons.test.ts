import { sameMove, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { lessons, playLesson } from './lessons.js';

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

  it('lesson 5 stops at the Abrechnung of the round: the card laid in the ride, no next hand', () => {
    const five = lessons('de')[4]!;
    const s = five.position();
    if (!s.ok) throw new Error('lesson 5');
    const out = playLesson(s.value, five.goal);
    expect(out?.abrechnung).toBe(0);
    expect(out?.view.scores[0]?.penalty[0]).toBeDefined();
    // "Sobald jemand seine letzte Karte gelegt hat, ist Feierabend": the hand is empty, the ride
    // still holds the last card, and the next round's 12 cards are not shown.
    expect(out?.view.hand).toEqual([]);
    expect(out?.view.ride.at(-1)).toEqual({ seat: 0, card: 'S5' });
    expect(out?.view.floor).toBe(5);
    // Any other lesson goes on in the same ride.
    const one = lessons('de')[0]!;
    const s1 = one.position();
    if (!s1.ok) throw new Error('lesson 1');
    expect(playLesson(s1.value, one.goal)?.abrechnung).toBeNull();
  });
});

describe('the Fahrschule in English', () => {
  it('asks every quiz in English too: the same answers in the same order, the same right one', () => {
    const de = lessons('de');
    const en = lessons('en');
    expect(en).toHaveLength(de.length);
    en.forEach((l, i) => {
      const g = de[i]!;
      for (const k of ['title', 'text', 'task'] as const) expect(l[k]).not.toBe(g[k]);
      expect(l.quiz.question).not.toBe(g.quiz.question);
      expect(l.quiz.why).not.toBe(g.quiz.why);
      expect(l.quiz.answers).toHaveLength(g.quiz.answers.length);
      expect(l.quiz.right).toBe(g.quiz.right);
      // No German function words left in the English sentences.
      expect(`${l.quiz.question} ${l.quiz.why} ${l.quiz.answers.join(' ')}`).not.toMatch(
        /\b(der|die|das|wer|nach|legen|Etage)\b/,
      );
      expect(l.goal).toEqual(g.goal);
    });
  });
});
