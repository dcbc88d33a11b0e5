/**
 * `rideAfter` is what `play` does to the ride, said before the card is laid: from the seat's view
 * alone (the page's preview uses it), for every legal card, it names the floor, the direction,
 * who is next and whom a detective catches — exactly as the game then goes on.
 */
import { Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { legalMoves, play, rideAfter } from './rules.js';
import { NOT_OPENED } from './ride.js';
import type { State } from './state.js';
import { view } from './view.js';

const configs = fc.record({
  players: fc.integer({ min: 3, max: 6 }),
  sonderkarten: fc.constantFrom('alle', 'ohneDetektiv', 'keine'),
  gleicheEtageHaelt: fc.boolean(),
});

function somewhere(raw: object, seed: string, steps: number): State {
  let s = deal(unwrap(parseConfig(raw)), seed);
  const rng = Rng.fromSeed(`${seed}/ride-after`);
  for (let i = 0; i < steps && !s.over; i++) s = unwrap(play(s, s.turn, rng.pick(legalMoves(s, s.turn)))).state;
  return s;
}

describe('rideAfter', () => {
  it("says from the seat's view what every legal card does to the ride, as play then does it", () => {
    let caught = 0;
    fc.assert(
      fc.property(configs, fc.string({ maxLength: 6 }), fc.integer({ min: 0, max: 60 }), (raw, seed, steps) => {
        const s = somewhere(raw, seed, steps);
        fc.pre(!s.over);
        const v = view(s, s.turn);
        for (const move of v.legalMoves) {
          if (move.type !== 'play') continue;
          const step = rideAfter(v, s.turn, move.card);
          const { state, events } = unwrap(play(s, s.turn, move));
          expect(events[0]).toEqual({
            type: 'played',
            seat: s.turn,
            card: move.card,
            floor: step.floor,
            dir: step.dir,
          });
          const catchEvent = events.find((e) => e.type === 'caught');
          expect(catchEvent ? { seat: catchEvent.seat, load: catchEvent.load } : null).toEqual(step.caught);
          if (step.caught) caught++;
          // Feierabend deals the next round; otherwise the ride goes on as said.
          if (events.some((e) => e.type === 'feierabend')) continue;
          expect(state.turn).toBe(step.turn);
          expect({ floor: state.floor, dir: state.dir }).toEqual(
            step.caught ? { floor: NOT_OPENED, dir: 0 } : { floor: step.floor, dir: step.dir },
          );
        }
      }),
      { numRuns: 300 },
    );
    expect(caught).toBeGreaterThan(0);
  });
});
