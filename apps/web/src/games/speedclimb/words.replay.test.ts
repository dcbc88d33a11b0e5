import { Rng } from '@kartenhaus/core';
import { gameModule, speedclimb, type Event, type RouteId, type State } from '@kartenhaus/speedclimb';
import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';
import { playUntil } from './test-positions.js';
import { eventText, STEP_EVENTS, stepEvents } from './words.js';

const normal = gameModule.bots.normal!;

/** Plays a whole game of normal computers and words every step as a replay would. */
function checkGame(route: RouteId, seed: string): Set<Event['type']> {
  let s: State = speedclimb.deal({ players: 3, route }, seed);
  const rng = new Rng([3, 1, 4, 1]);
  const kinds = new Set<Event['type']>();
  while (s.phase !== 'over') {
    const seat = speedclimb.toAct(s)[0]!;
    const move = normal.decide(speedclimb.view(s, seat), rng, { ms: Infinity });
    const r = speedclimb.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    // From the mover's own view and from another seat's, in both languages, with and without "Du".
    for (const persp of [seat, (seat + 1) % 3]) {
      const before = speedclimb.view(s, persp);
      const after = speedclimb.view(r.value.state, persp);
      const derived = stepEvents(speedclimb.makeMove(move), seat, before, after);
      for (const lang of ['de', 'en'] as const) {
        const names = ['Anna', 'Ben', 'Computer 2'].map((n, i) => (i === persp ? TEXT[lang].you : n));
        const say = (evs: readonly Event[]) => evs.map((e) => eventText(e, before, names, lang, TEXT[lang]));
        // The log gets the events as the seat sees them (a card drawn unseen named only to its drawer).
        const seen = r.value.events
          .filter((e) => STEP_EVENTS.has(e.type))
          .flatMap((e) => speedclimb.viewEvent(e, persp) ?? []);
        expect(say(derived)).toEqual(say(seen));
      }
    }
    for (const e of r.value.events) kinds.add(e.type);
    s = r.value.state;
  }
  return kinds;
}

describe('a replay step in the log’s words (Speedclimb)', () => {
  it('every move of whole games on every route reads as the log read it', () => {
    const kinds = new Set<Event['type']>();
    for (const [route, seed] of [
      ['gipfelsturm', 'w1'],
      ['nordwand', 'w2'],
      ['meister', 'w3'],
    ] as const)
      for (const k of checkGame(route, seed)) kinds.add(k);
    // The computers choose no Meister stage themselves; the next test lays one.
    for (const k of STEP_EVENTS) if (k !== 'stageChosen') expect(kinds, k).toContain(k);
  }, 60_000);

  it('a chosen Meister stage reads as the log read it', () => {
    const { v, s } = playUntil('meister', 'r2', (w) => w.legalMoves.some((m) => m.type === 'stage'));
    const move = v.legalMoves.find((m) => m.type === 'stage')!;
    const r = speedclimb.play(s, v.seat!, move);
    if (!r.ok) throw new Error(r.error.code);
    const names = [0, 1, 2].map((i) => (i === v.seat ? 'Du' : `Computer ${i}`));
    const after = speedclimb.view(r.value.state, v.seat);
    const said = stepEvents(speedclimb.makeMove(move), v.seat!, v, after).map((e) =>
      eventText(e, v, names, 'de', TEXT.de),
    );
    expect(said).toEqual(r.value.events.map((e) => eventText(e, v, names, 'de', TEXT.de)));
    expect(said[0]).toMatch(/^Du wählst Etappe \d+/);
  });

  it('a notation it cannot read and the deal give no words', () => {
    const v = speedclimb.view(speedclimb.deal({ players: 3, route: 'gipfelsturm' }, 'x'), 0);
    expect(stepEvents('Q?', 0, v, v)).toEqual([]);
    expect(stepEvents('M', 0, null, v)).toEqual([]);
  });
});
