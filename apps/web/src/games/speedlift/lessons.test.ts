import { sameMove, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { lessons, playLesson, wrongMoveHint } from './lessons.js';
import { TEXT } from './strings.js';

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
      expect(l.quiz.nudge).not.toBe(g.quiz.nudge);
      expect(l.hint).not.toBe(g.hint);
      expect(l.quiz.answers).toHaveLength(g.quiz.answers.length);
      expect(l.quiz.right).toBe(g.quiz.right);
      // No German function words left in the English sentences.
      expect(`${l.quiz.question} ${l.quiz.why} ${l.quiz.nudge} ${l.hint} ${l.quiz.answers.join(' ')}`).not.toMatch(
        /\b(der|die|das|wer|nach|legen|Etage)\b/,
      );
      expect(l.goal).toEqual(g.goal);
    });
  });
});

describe('the Fahrschule’s hints ("Noch nicht – lies den Hinweis …")', () => {
  // QA 4 Dec 2026: a wrong move or answer pointed to a hint the page did not show.
  it('a wrong move is told what it did and what the task wants, in German and English', () => {
    for (const [lang, names, want] of [
      [
        'de',
        ['Du', 'Computer 1', 'Computer 2'],
        'Porzellan 2: Lift danach Etage 2, Runter. Computer 1 muss dann tiefer als 2 legen. Die Aufgabe: rauf, also höher als 7 – mit Spielwaren 9.',
      ],
      [
        'en',
        ['You', 'Computer 1', 'Computer 2'],
        'Porzellan 2: then the lift is at floor 2, going down. Computer 1 must then play below 2. The task: up, so higher than 7 – with Spielwaren 9.',
      ],
    ] as const) {
      const one = lessons(lang)[0]!;
      const s = one.position();
      if (!s.ok) throw new Error('lesson 1');
      expect(wrongMoveHint(one, speedlift.view(s.value, 0), { type: 'play', card: 'P2' }, TEXT[lang], names)).toBe(
        want,
      );
    }
  });

  it('every lesson has a hint for its task and every quiz a nudge that is not its explanation', () => {
    for (const lang of ['de', 'en'] as const)
      for (const l of lessons(lang)) {
        expect(l.hint.length).toBeGreaterThan(20);
        expect(l.quiz.nudge.length).toBeGreaterThan(20);
        expect(l.quiz.nudge).not.toBe(l.quiz.why);
      }
  });
});

describe('Fahrschule in English (QA: lesson 5 "…it is Feierabend.")', () => {
  it('says "closing time" in every English lesson text, not "Feierabend"', () => {
    const five = lessons('en')[4];
    expect(five?.title).toBe('Closing time and Kartons');
    expect(five?.text).toMatch(/^As soon as someone plays their last card it is closing time\. /);
    for (const l of lessons('en'))
      expect(JSON.stringify([l.title, l.text, l.task, l.hint, l.quiz])).not.toMatch(/Feierabend/);
    // The log line the lesson's last card writes, in English.
    expect(TEXT.en.feierabendBy('You')).not.toMatch(/Feierabend/);
  });

  it('lesson 5 says whence Computer 1’s Kartons in the Abrechnung come: its load, as the engine counts it', () => {
    // QA, session 46: the Abrechnung showed 11 Kartons for Computer 1 without a word why.
    const lesson = lessons('de')[4]!;
    const start = lesson.position();
    if (!start.ok) throw new Error('lesson 5 has no position');
    const load = speedlift.view(start.value, 0).loads[1]!.flat();
    expect(load.map(String).sort()).toEqual([
      'EX',
      'EX',
      'HD',
      'HD',
      'LB',
      'LB',
      'S10',
      'S11',
      'S12',
      'S6',
      'S7',
      'S8',
      'S9',
    ]);
    const end = playLesson(start.value, { type: 'play', card: 'S5' })!;
    const kartons = end.view.scores.at(-1)!.kartons[1];
    expect(kartons).toBe(11);
    expect(lesson.text).toContain(
      'Computer 1 ist in dieser Runde schon ausgestiegen und hat die ganze Ladung genommen – Spielwaren 6 bis 12 und sechs Sonderkarten: Das sind seine 11 Kartons.',
    );
    expect(lessons('en')[4]!.text).toContain('Spielwaren 6 to 12 and six special cards: those are its 11 Kartons.');
  });
});
