/**
 * The Fahrschule: "erklärt in fünf kurzen Lektionen mit Prüffrage das Wichtigste". Each lesson is
 * a live position built with the engine's `fromSetup` (not a picture), a task, and a quiz question.
 */
import type { Result, RuleError } from '@kartenhaus/core';
import {
  fullDeck,
  speedlift,
  type Card,
  type Config,
  type Event,
  type Move,
  type RideCard,
  type Sonderkarten,
  type View,
} from '@kartenhaus/speedlift';
import type { Language } from '../../settings.js';
import { preview } from './model.js';
import { previewLine, type SpeedliftText } from './strings.js';

type State = ReturnType<typeof speedlift.deal>;

export interface Quiz {
  readonly question: string;
  readonly answers: readonly string[];
  /** Index of the right answer. */
  readonly right: number;
  readonly why: string;
  /** The hint after a wrong answer: where to look, without giving the answer away. */
  readonly nudge: string;
}

export interface Lesson {
  readonly title: string;
  readonly text: string;
  readonly task: string;
  /** The hint after a move the task did not ask for or a refused card: the task's rule. */
  readonly hint: string;
  /** The move that fulfils the task. */
  readonly goal: Move;
  readonly quiz: Quiz;
  readonly position: () => Result<State, RuleError>;
}

/**
 * A three-player position with seat 0 on turn: seat 0 holds `hand`, the ride is laid by seats
 * 1 and 2 (ending with seat 2), the rest of the deck goes to the Lager, seats 1–2 and their loads.
 */
export function lessonPosition(
  hand: readonly Card[],
  ride: readonly { readonly seat: number; readonly card: Card }[],
  options: Partial<Config> = {},
): Result<State, RuleError> {
  const sonder: Sonderkarten = options.sonderkarten ?? 'alle';
  const deck = fullDeck(3, sonder);
  const left = new Map<string, number>();
  for (const c of [...hand, ...ride.map((r) => r.card)]) left.set(c, (left.get(c) ?? 0) + 1);
  const rest: Card[] = [];
  for (const c of deck) {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    else rest.push(c);
  }
  const lagerSize = deck.length - 36;
  const others = rest.slice(lagerSize);
  const h1 = others.slice(0, 10);
  const h2 = others.slice(10, 20);
  const extra = others.slice(20);
  return speedlift.fromSetup({
    config: { players: 3, ...options },
    turn: 0,
    dealer: 2,
    hands: [[...hand], h1, h2],
    lager: rest.slice(0, lagerSize),
    ride: ride.map((r) => ({ seat: r.seat, card: r.card })),
    loads: [[], extra.length > 0 ? [extra] : [], []],
  });
}

const DE: readonly Lesson[] = [
  {
    title: 'Rauf oder runter',
    text: 'Die erste Zahlenkarte setzt die Etage, die zweite legt die Richtung fest: höher heißt rauf, tiefer heißt runter. Danach muss jede Karte weiter in diese Richtung.',
    task: 'Computer 2 hat die Fahrt mit Hutsalon 7 eröffnet. Schick den Lift rauf: lege Spielwaren 9.',
    hint: 'Die Aufgabe: rauf, also höher als 7 – mit Spielwaren 9.',
    goal: { type: 'play', card: 'S9' },
    quiz: {
      question: 'Der Lift fährt rauf und steht auf 9. Welche Karte passt?',
      answers: ['Hutsalon 8', 'Porzellan 9', 'Hutsalon 11'],
      right: 2,
      why: 'Rauf nur noch höhere Etagen als die zuletzt gelegte – dieselbe Etage darf nicht gelegt werden.',
      nudge: 'Rauf heißt: höher als die zuletzt gelegte Etage. Ist 9 höher als 9?',
    },
    position: () => lessonPosition(['S9', 'H3', 'P2', 'S4', 'H11', 'P5'], [{ seat: 2, card: 'H7' }]),
  },
  {
    title: 'Aussteigen',
    text: 'Wer nicht passend legen kann, steigt aus: Er nimmt die ganze Ladung vor sich und eröffnet die nächste Fahrt. Alle sehen, bei welcher Etage er aussteigen musste.',
    task: 'Der Lift fährt rauf und steht auf 11 – keine deiner Karten passt. Steig aus.',
    hint: 'Der Lift fährt rauf und steht auf 11: keine deiner Karten ist höher. Wer nicht passend legen kann, steigt aus.',
    goal: { type: 'exit' },
    quiz: {
      question: 'Wer eröffnet nach dem Aussteigen die nächste Fahrt?',
      answers: ['Wer ausgestiegen ist', 'Der linke Nachbar', 'Wer die letzte Karte gelegt hat'],
      right: 0,
      why: 'Wer nicht kann, steigt aus, nimmt die Ladung und eröffnet die nächste Fahrt.',
      nudge: 'Lies die Lektion noch einmal: Wer nimmt die Ladung – und wer fängt danach an?',
    },
    position: () =>
      lessonPosition(
        ['H2', 'P4', 'S6', 'H8'],
        [
          { seat: 1, card: 'P7' },
          { seat: 2, card: 'S11' },
        ],
        { sonderkarten: 'keine' },
      ),
  },
  {
    title: 'Der Liftboy',
    text: 'Der Liftboy kehrt die Fahrtrichtung um, die Etage bleibt. Er hilft tragen: −2 Kartons.',
    task: 'Der Lift fährt rauf und steht auf 10. Dreh ihn um: lege den Liftboy.',
    hint: 'Eine Zahlenkarte müsste höher als 10 sein; der Liftboy passt und kehrt die Richtung um.',
    goal: { type: 'play', card: 'LB' },
    quiz: {
      question: 'Nach dem Liftboy auf Etage 10 (vorher rauf) muss der Nächste …',
      answers: ['höher als 10 legen', 'tiefer als 10 legen', 'eine beliebige Etage legen'],
      right: 1,
      why: 'Die Richtung kehrt um (jetzt runter), die Etage bleibt bei 10.',
      nudge: 'Der Liftboy kehrt die Richtung um. Wohin fuhr der Lift vorher?',
    },
    position: () =>
      lessonPosition(
        ['LB', 'H2', 'P3', 'S1'],
        [
          { seat: 1, card: 'H6' },
          { seat: 2, card: 'P10' },
        ],
      ),
  },
  {
    title: 'Der Hausdetektiv',
    text: 'Der Hausdetektiv stellt den, der die Karte davor gelegt hat: Der nimmt sofort die ganze Ladung samt Detektiv und eröffnet die nächste Fahrt.',
    task: 'Computer 2 hat gerade Porzellan 12 gelegt – eine schwere Ladung. Stell ihn: lege den Hausdetektiv.',
    hint: 'Über 12 passt keine Zahlenkarte; der Hausdetektiv passt, sobald eine Karte in der Fahrt liegt.',
    goal: { type: 'play', card: 'HD' },
    quiz: {
      question: 'Wen stellt der Hausdetektiv?',
      answers: ['Den nächsten Spieler', 'Wer die Karte direkt davor gelegt hat', 'Wer die Fahrt eröffnet hat'],
      right: 1,
      why: 'Er stellt den, der die Karte davor gelegt hat – ganz gleich, welche Karte das war.',
      nudge: 'Sieh dir die Aufgabe an: Wer hat Porzellan 12 gelegt, direkt vor dem Detektiv?',
    },
    position: () =>
      lessonPosition(
        ['HD', 'H1', 'S2', 'H4'],
        [
          { seat: 1, card: 'S8' },
          { seat: 2, card: 'P12' },
        ],
      ),
  },
  {
    title: 'Feierabend und Kartons',
    text: 'Sobald jemand seine letzte Karte gelegt hat, ist Feierabend. Jeder zählt die Kartons seiner Ladungen, dazu 1 Strafpunkt je Karte auf der Hand (Ladenhüter). Etage 1–4: 0, 5–8: 1, 9–12: 2 Kartons, Porzellan +1. Computer 1 ist in dieser Runde schon ausgestiegen und hat die ganze Ladung genommen – Spielwaren 6 bis 12 und sechs Sonderkarten: Das sind seine 11 Kartons.',
    task: 'Du hast nur noch eine Karte und sie passt: lege Spielwaren 5 – Feierabend!',
    hint: 'Der Lift fährt runter und steht auf 8: Spielwaren 5 ist tiefer und passt.',
    goal: { type: 'play', card: 'S5' },
    quiz: {
      question: 'Wie viele Kartons hat Porzellan 10?',
      answers: ['2', '3', '1'],
      right: 1,
      why: 'Etage 9–12 sind 2 Kartons, Porzellan wiegt 1 mehr: 3.',
      nudge: 'Etage 9–12 sind 2 Kartons – und was gilt für Porzellan?',
    },
    position: () =>
      lessonPosition(
        ['S5'],
        [
          { seat: 1, card: 'H9' },
          { seat: 2, card: 'P8' },
        ],
      ),
  },
];

const EN_TEXT: readonly Pick<Lesson, 'title' | 'text' | 'task' | 'hint' | 'quiz'>[] = [
  {
    title: 'Up or down',
    text: 'The first number card sets the floor, the second fixes the direction: higher means up, lower means down. After that every card must keep going that way.',
    task: 'Computer 2 opened the ride with Hutsalon 7. Send the lift up: play Spielwaren 9.',
    hint: 'The task: up, so higher than 7 – with Spielwaren 9.',
    quiz: {
      question: 'The lift goes up and stands at 9. Which card fits?',
      answers: ['Hutsalon 8', 'Porzellan 9', 'Hutsalon 11'],
      right: 2,
      why: 'Going up, only floors higher than the last one laid – the same floor may not be played.',
      nudge: 'Up means higher than the floor laid last. Is 9 higher than 9?',
    },
  },
  {
    title: 'Getting out',
    text: 'Whoever cannot play a fitting card gets out: they take the whole load and open the next ride. Everyone sees at which floor they had to get out.',
    task: 'The lift goes up and stands at 11 – none of your cards fits. Get out.',
    hint: 'The lift goes up and stands at 11: none of your cards is higher. Whoever cannot play a fitting card gets out.',
    quiz: {
      question: 'Who opens the next ride after getting out?',
      answers: ['Whoever got out', 'The neighbour on the left', 'Whoever laid the last card'],
      right: 0,
      why: 'Whoever cannot play gets out, takes the load and opens the next ride.',
      nudge: 'Read the lesson again: who takes the load – and who starts after that?',
    },
  },
  {
    title: 'The Liftboy',
    text: 'The Liftboy reverses the direction; the floor stays. He helps carry: −2 Kartons.',
    task: 'The lift goes up and stands at 10. Turn it round: play the Liftboy.',
    hint: 'A number card would have to be higher than 10; the Liftboy fits and turns the direction round.',
    quiz: {
      question: 'After the Liftboy at floor 10 (going up before), the next player must …',
      answers: ['play higher than 10', 'play lower than 10', 'play any floor'],
      right: 1,
      why: 'The direction turns (now down); the floor stays at 10.',
      nudge: 'The Liftboy turns the direction round. Which way did the lift go before?',
    },
  },
  {
    title: 'The Hausdetektiv',
    text: 'The Hausdetektiv catches whoever laid the card before: they take the whole load with the detective at once and open the next ride.',
    task: 'Computer 2 just played Porzellan 12 – a heavy load. Catch them: play the Hausdetektiv.',
    hint: 'No number card fits above 12; the Hausdetektiv fits as soon as a card lies in the ride.',
    quiz: {
      question: 'Whom does the Hausdetektiv catch?',
      answers: ['The next player', 'Whoever laid the card just before', 'Whoever opened the ride'],
      right: 1,
      why: 'He catches whoever laid the card before him – whatever card that was.',
      nudge: 'Look at the task: who played Porzellan 12, just before the detective?',
    },
  },
  {
    title: 'Closing time and Kartons',
    text: 'As soon as someone plays their last card it is closing time. Everyone counts the Kartons of their loads plus 1 penalty point per card left in hand. Floor 1–4: 0, 5–8: 1, 9–12: 2 Kartons, Porzellan +1. Computer 1 already got out this round and took the whole load – Spielwaren 6 to 12 and six special cards: those are its 11 Kartons.',
    task: 'You have one card left and it fits: play Spielwaren 5 – and call it a day.',
    hint: 'The lift goes down and stands at 8: Spielwaren 5 is lower and fits.',
    quiz: {
      question: 'How many Kartons does Porzellan 10 weigh?',
      answers: ['2', '3', '1'],
      right: 1,
      why: 'Floors 9–12 are 2 Kartons, Porzellan weighs 1 more: 3.',
      nudge: 'Floors 9–12 are 2 Kartons – and what about Porzellan?',
    },
  },
];

/** The lessons in the player's language: text, task and quiz (the position and the goal are the same). */
export function lessons(lang: Language): readonly Lesson[] {
  if (lang === 'de') return DE;
  return DE.map((l, i) => ({ ...l, ...EN_TEXT[i] }));
}

/** What the lesson shows after the player's move. */
export interface LessonOutcome {
  /** The position to show (after Feierabend: the ride as it stood, with the card just laid). */
  readonly view: View;
  readonly events: readonly Event[];
  /**
   * The round whose Abrechnung to show when the move made Feierabend ("Die Runde endet sofort …
   * Die Abrechnung zeigt den Rechenweg"), or null. The engine deals the next round in the same
   * move (L17); the lesson stops at the Abrechnung and never shows that next hand.
   */
  readonly abrechnung: number | null;
}

/** Plays the lesson's move for seat 0; null when the engine refuses it. */
export function playLesson(state: State, move: Move): LessonOutcome | null {
  const r = speedlift.play(state, 0, move);
  if (!r.ok) return null;
  const after = speedlift.view(r.value.state, 0);
  if (!r.value.events.some((e) => e.type === 'feierabend'))
    return { view: after, events: r.value.events, abrechnung: null };
  // Feierabend: the hand before the move without the card laid, and the open ride with it
  // ("Die offene Fahrt bleibt im Lift und zählt für niemanden").
  const before = speedlift.view(state, 0);
  const card = move.type === 'play' ? move.card : null;
  const hand = card ? before.hand.filter((c, i) => c !== card || before.hand.indexOf(c) !== i) : before.hand;
  const ride: RideCard[] = card ? [...before.ride, { seat: 0, card }] : [...before.ride];
  const lift = card ? preview(before, card) : null;
  const at = lift ? { floor: lift.floor, dir: lift.dir } : { floor: before.floor, dir: before.dir };
  return {
    view: { ...after, ...at, hand, ride, legalMoves: [] },
    events: r.value.events,
    abrechnung: after.scores.length - 1,
  };
}

/**
 * The hint after a legal move the task did not ask for ("Noch nicht – lies den Hinweis"): what the
 * move did, in the dial's sentence for that card ("Porzellan 2: Lift danach Etage 2, Runter. …"),
 * then the task's rule. `view` is the position before the move.
 */
export function wrongMoveHint(
  lesson: Lesson,
  view: View,
  move: Move,
  tx: SpeedliftText,
  names: readonly string[],
): string {
  const p = move.type === 'play' ? preview(view, move.card) : null;
  return p ? `${previewLine(tx, p, names)} ${lesson.hint}` : lesson.hint;
}
