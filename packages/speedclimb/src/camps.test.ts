import { describe, expect, it } from 'vitest';
import { speedclimb } from './game.js';
import { describeCamp, ROUTE_IDS, ROUTES, type Camp } from './routes.js';
import { position } from './testing.js';

/** A hand that holds the camp with real cards (runs in red, sets across colours, colour groups in blue). */
function handFor(camp: Camp, max: number, setColors: string): string[] {
  const hand: string[] = [];
  let next = 1;
  for (const part of camp) {
    if (next + part.size > max) next = 1;
    if (part.kind === 'run') for (let k = 0; k < part.size; k++) hand.push(`R${next + k}`);
    if (part.kind === 'set') for (let k = 0; k < part.size; k++) hand.push(`${setColors[k]}${next}`);
    if (part.kind === 'color') for (let k = 0; k < part.size; k++) hand.push(`B${k + 1}`);
    next += part.kind === 'run' ? part.size : 1;
  }
  return hand;
}

describe('every camp and stage of every route can be laid through play()', () => {
  for (const route of ROUTE_IDS) {
    const r = ROUTES[route];
    r.camps.forEach((camp, i) => {
      it(`${r.name} ${i + 1}: ${describeCamp(camp)}`, () => {
        // Expedition decks have four colours, each card twice: sets of five reuse colours.
        const hand = handFor(camp, r.deck.maxNumber, r.deck.copies === 2 ? 'GYBGY' : 'GYOV');
        const other = [`B${r.deck.maxNumber}`];
        const at = (cards: string[]) =>
          position({
            route,
            hands: [[...cards, 'X'], other],
            level: route === 'meister' ? [0, 0] : [i, 0],
            stage: [i, 0],
            phase: 'play',
          });
        const s = at(hand);
        const camps = speedclimb.legalMoves(s, 0).filter((m) => m.type === 'camp');
        expect(camps.length).toBeGreaterThan(0);
        const played = speedclimb.play(s, 0, camps[0]!);
        expect(played.ok).toBe(true);
        if (!played.ok) return;
        expect(played.value.state.campLaid[0] || played.value.state.phase === 'over').toBe(true);
        // One card short: the camp cannot be laid.
        const short = at(hand.slice(1));
        expect(speedclimb.legalMoves(short, 0).some((m) => m.type === 'camp')).toBe(false);
      });
    });
  }
});
