/**
 * Mean penalty per round for each bot label, replaying exactly the games of
 * `npm run sim -- --game speedlift --bots … --games N` (same seeds `<seed>:<i>`, same seat rotation,
 * standard config), so `meanScore` here equals the sim's for the same N.
 *
 *   npx tsx packages/speedlift/tools/per-round.ts --bots stark,normal,normal,normal --games 100
 */
import { parseArgs } from 'node:util';
import { playMatch, rotateLabels, type GameModule } from '@kartenhaus/core';
import { gameModule, type State } from '../src/index.js';

const { values } = parseArgs({
  options: { bots: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' } },
});
const labels = (values.bots ?? 'normal,leicht,leicht,leicht').split(',');
const games = Number(values.games ?? 100);
const seed = values.seed ?? 'sim';

let sheets: State['scores'] = [];
const definition = {
  ...gameModule.definition,
  result(s: State) {
    const r = gameModule.definition.result(s);
    if (r) sheets = s.scores;
    return r;
  },
};
const mod = { ...gameModule, definition } as unknown as GameModule;

const acc: Record<string, { seatGames: number; rounds: number; penalty: number; score: number }> = {};
let rounds = 0;
for (let i = 0; i < games; i++) {
  const seats = rotateLabels(labels, i);
  const rec = playMatch(mod, {}, `${seed}:${i}`, seats);
  rounds += sheets.length;
  seats.forEach((label, seat) => {
    const a = (acc[label] ??= { seatGames: 0, rounds: 0, penalty: 0, score: 0 });
    a.seatGames++;
    a.rounds += sheets.length;
    a.penalty += sheets.reduce((sum, r) => sum + (r.penalty[seat] ?? 0), 0);
    a.score += rec.result.scores[seat] ?? 0;
  });
}
const bots = Object.fromEntries(
  Object.entries(acc).map(([label, a]) => [
    label,
    { seatGames: a.seatGames, meanScore: a.score / a.seatGames, meanPenaltyPerRound: a.penalty / a.rounds },
  ]),
);
process.stdout.write(`${JSON.stringify({ games, meanRounds: rounds / games, bots })}\n`);
