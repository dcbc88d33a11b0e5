/**
 * How often SC21 changes the camp proposal on the Expedition routes: normal against normal, at
 * every position where the seat can lay its stage, the finder without the penalty step (the
 * choice before SC21, as on Gipfelsturm/Nordwand) against the finder with it. Reports the share of
 * those positions where the cards left in hand differ, and the penalty points of the cards left
 * (before any lay-off) both ways, summed over those positions.
 *
 *   npx tsx packages/speedclimb/scripts/camp-penalty.ts --games 500
 */
import { Rng } from '@kartenhaus/core';
import { takeOut, type Card } from '../src/cards.js';
import { proposeCamp, type CampProposal } from '../src/camp-finder.js';
import { gameModule } from '../src/index.js';
import { speedclimb } from '../src/game.js';
import { penaltyOf, ROUTES } from '../src/routes.js';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 500;

/** The hand minus the proposal's cards. */
function left(hand: readonly Card[], p: CampProposal): Card[] {
  const rest = hand.slice();
  for (const part of p.parts) for (const c of part.cards) takeOut(rest, c);
  return rest.sort();
}
const points = (cards: readonly Card[]): number => cards.reduce((s, c) => s + penaltyOf(c), 0);

for (const route of ['expedition', 'meister'] as const) {
  const r = ROUTES[route];
  let positions = 0;
  let differ = 0;
  let before = 0;
  let after = 0;
  for (let g = 0; g < games; g++) {
    const seed = `camp-penalty-${route}-${g}`;
    const rngs = [0, 1].map((seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
    let s = speedclimb.deal({ players: 2, route }, seed);
    while (!speedclimb.result(s)) {
      const seat = speedclimb.toAct(s)[0]!;
      const v = speedclimb.view(s, seat);
      if (v.legalMoves.some((m) => m.type === 'camp')) {
        const camp = r.camps[v.stage[seat]!]!;
        const old = left(v.hand, proposeCamp(v.hand, camp, r.deck.maxNumber)!);
        const now = left(v.hand, proposeCamp(v.hand, camp, r.deck.maxNumber, penaltyOf)!);
        positions++;
        if (old.join() !== now.join()) {
          differ++;
          before += points(old);
          after += points(now);
        }
      }
      const next = speedclimb.play(s, seat, gameModule.bots.normal!.decide(v, rngs[seat]!, { ms: Infinity }));
      if (!next.ok) throw new Error(next.error.code);
      s = next.value.state;
    }
  }
  console.log(JSON.stringify({ route, games, positions, differ, share: differ / positions, before, after }));
}
