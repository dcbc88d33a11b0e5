/**
 * Counts a bot's "gifts" (discards an opponent can lay off at once) and how many were forced;
 * the counting is `countGifts` in `src/bots/gifts.ts`.
 *
 *   npx tsx packages/speedclimb/scripts/layoff-gifts.ts --route expedition --bots stark,normal,normal,normal --games 200 --level stark
 */
import { countGifts } from '../src/bots/gifts.js';
import type { RouteId } from '../src/routes.js';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const route = arg('route', 'expedition') as RouteId;
const labels = arg('bots', 'stark,normal,normal,normal').split(',');
const games = Number(arg('games', '200'));
const level = arg('level', 'stark');

const count = countGifts(route, labels, games, level);
console.log(JSON.stringify({ route, bots: labels.join(','), level, games, ...count }));
