import { Rng, unwrap } from '@kartenhaus/core';
import { makeMove, parseConfig, speedlift, type Event, type State } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';
import { eventText, restoredLog, spokenCalls, stepEvents, tableGameLine } from './words.js';

const names = ['Du', 'Anna', 'Computer 2'];

/** Plays a game of random legal moves and checks every step as a replay would word it. */
function checkGame(seed: string, house: Record<string, unknown>) {
  const cfg = parseConfig({ players: 3, limit: 30, ...house });
  if (!cfg.ok) throw new Error(cfg.error.code);
  let s: State = speedlift.deal(cfg.value, seed);
  const rng = new Rng([7, 7, 7, 7]);
  const kinds = new Set<Event['type']>();
  let steps = 0;
  while (!speedlift.view(s, 0).over && steps < 2000) {
    const seat = speedlift.toAct(s)[0]!;
    const move = rng.pick(speedlift.view(s, seat).legalMoves);
    const r = speedlift.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    // From the mover's own view and from another seat's: what the log said, in both languages.
    for (const persp of [seat, (seat + 1) % 3]) {
      const before = speedlift.view(s, persp);
      const after = speedlift.view(r.value.state, persp);
      const derived = stepEvents(makeMove(move), seat, before, after);
      for (const lang of ['de', 'en'] as const) {
        const say = (evs: readonly Event[]) => evs.map((e) => eventText(TEXT[lang], e, names, before));
        // Under "Aussteigen jederzeit" another seat's view cannot tell a free exit from a forced
        // one (the hand is hidden): the replay then does not claim "freiwillig".
        const unknowable = persp !== seat && house.aussteigenJederzeit === true;
        const real = r.value.events.map((e) => (unknowable && e.type === 'exited' ? { ...e, forced: true } : e));
        expect(say(derived)).toEqual(say(real));
      }
    }
    for (const e of r.value.events) kinds.add(e.type);
    s = r.value.state;
    steps++;
  }
  return kinds;
}

describe('a replay step in the log’s words (Speedlift)', () => {
  it('every move of whole games reads as the log read it: plays, Rauf/Runter, exits, catches, Feierabend, rounds, the end', () => {
    const kinds = new Set([...checkGame('w1', {}), ...checkGame('w2', { aussteigenJederzeit: true })]);
    expect([...kinds].sort()).toEqual(['caught', 'exited', 'feierabend', 'gameOver', 'played', 'roundStarted']);
  });

  it('an exit is "freiwillig" only when it was, and the sentence names the seat', () => {
    const tx = TEXT.de;
    expect(eventText(tx, { type: 'exited', seat: 1, forced: false, load: ['H3'] }, names, null)).toContain(
      'Anna steigt aus (freiwillig)',
    );
    expect(
      stepEvents('nonsense', 0, null, speedlift.view(speedlift.deal(unwrap(parseConfig({ players: 3 })), 'x'), 0)),
    ).toEqual([]);
  });
});

describe('the direction calls in the page’s language (Speedlift)', () => {
  /** A whole game of random legal moves: every step's events and the direction before it. */
  function wholeGame(seed: string) {
    let s: State = speedlift.deal(unwrap(parseConfig({ players: 3, limit: 30 })), seed);
    const rng = new Rng([3, 1, 4, 1]);
    const steps: { events: readonly Event[]; prevDir: number }[] = [];
    while (!speedlift.view(s, 0).over) {
      const seat = speedlift.toAct(s)[0]!;
      const prevDir = speedlift.view(s, 0).dir;
      const r = unwrap(speedlift.play(s, seat, rng.pick(speedlift.view(s, seat).legalMoves)));
      steps.push({ events: r.events, prevDir });
      s = r.state;
    }
    return steps;
  }

  it('the English log and speech say "Up!"/"Down!" as the English dial does; German "Rauf!"/"Runter!"', () => {
    const steps = wholeGame('calls');
    const events = steps.flatMap((st) => st.events);
    const log = (lang: 'de' | 'en') => restoredLog(TEXT[lang], events, names, () => names).join('\n');
    const said = (lang: 'de' | 'en') => steps.flatMap((st) => spokenCalls(TEXT[lang], st.events, st.prevDir));
    // The English log read "You play Hutsalon 9. Rauf!" under a dial reading "Up".
    expect(log('en')).toMatch(/\. Up!/);
    expect(log('en')).toMatch(/\. Down!/);
    expect(log('en')).not.toMatch(/Rauf|Runter/);
    expect(log('de')).toMatch(/\. Rauf!/);
    expect(log('de')).toMatch(/\. Runter!/);
    expect(TEXT.en.up).toBe('Up');
    expect(TEXT.en.down).toBe('Down');
    // Speech says the log's calls, one per direction set or turned, and Feierabend ("Closing time!"
    // in English, as the seats' warning "closing time soon" says it).
    const en = said('en');
    expect(new Set(en)).toEqual(new Set(['Up!', 'Down!', 'Closing time!']));
    const de = { 'Up!': 'Rauf!', 'Down!': 'Runter!', 'Closing time!': 'Feierabend!' } as Record<string, string>;
    expect(said('de')).toEqual(en.map((c) => de[c]));
    const calls = (log('en').match(/(Up|Down)!/g) ?? []).length;
    expect(en.filter((c) => c !== 'Closing time!')).toHaveLength(calls);
  });

  it('a snapshot that begins inside a ride does not call its direction on the first card (QA 6 Dec 2026)', () => {
    // The snapshot's steps begin with a card laid the way the ride already went: the direction before
    // it is not known there — "Ben legt Porzellan 2. Runter!" stood in a log rebuilt after a reload,
    // where "Runter!" had been called three cards earlier.
    const events = wholeGame('calls').flatMap((st) => st.events);
    const dirOf = (e: Event | undefined) => (e?.type === 'played' ? e.dir : null);
    const k = events.findIndex(
      (e, i) => i > 0 && dirOf(e) !== null && dirOf(e) !== 0 && dirOf(events[i - 1]) === dirOf(e),
    );
    expect(k).toBeGreaterThan(0);
    const whole = restoredLog(TEXT.de, events, names, () => names);
    const rebuilt = restoredLog(TEXT.de, events.slice(k), names, () => names);
    expect(rebuilt[0]).not.toMatch(/Rauf!|Runter!/);
    // From there on the lines are the whole game's.
    expect(rebuilt).toEqual(whole.slice(whole.length - rebuilt.length));
  });
});

describe('a new game at the table in the log (Speedlift, QA 5 Dec 2026)', () => {
  const names = ['Du', 'Computer 1', 'Computer 2'];
  const playing = { over: false, turn: 2 };

  it('"Nochmal" at a server table: the next game number, once its view is here, gets "Neue Partie – …"', () => {
    // The old game's end: the number moved on, the view is still the finished one — wait for the new one.
    expect(tableGameLine(TEXT.de, 1, 2, { over: true, turn: 0 }, names)).toEqual({ seen: 1, line: null });
    expect(tableGameLine(TEXT.de, 1, 2, playing, names)).toEqual({
      seen: 2,
      line: 'Neue Partie – Runde 1: Computer 2 eröffnet.',
    });
    expect(tableGameLine(TEXT.de, 1, 2, { over: false, turn: 0 }, names).line).toBe(
      'Neue Partie – Runde 1: Du eröffnest.',
    );
    expect(tableGameLine(TEXT.en, 1, 2, playing, ['You', 'Computer 1', 'Computer 2']).line).toBe(
      'New game – Round 1: Computer 2 opens.',
    );
    expect(tableGameLine(TEXT.en, 1, 2, { over: false, turn: 0 }, ['You', 'Computer 1', 'Computer 2']).line).toBe(
      'New game – Round 1: You open.',
    );
  });

  it('the same game, the first one known, or none (practice) say nothing', () => {
    expect(tableGameLine(TEXT.de, 2, 2, playing, names)).toEqual({ seen: 2, line: null });
    expect(tableGameLine(TEXT.de, null, 1, playing, names)).toEqual({ seen: 1, line: null });
    expect(tableGameLine(TEXT.de, null, null, playing, names)).toEqual({ seen: null, line: null });
  });
});
