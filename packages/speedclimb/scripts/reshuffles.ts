/**
 * How often the stock is renewed ("Ist das Material alle, werden alle Depots … gemischt") within
 * one round of bot games — the figures behind the limit of ruling SC19. Plays games of every route
 * with each line-up (seats rotating every game) and reports, per route and line-up, the rounds
 * played, the distribution of renewals per round (max, p99.9, p99) and the rounds the SC19 limit
 * ended. A game that runs past `--cap` moves is counted as endless and its seed printed.
 *
 *   npx tsx packages/speedclimb/scripts/reshuffles.ts --games 500
 */
import { Rng, rotateLabels } from '@kartenhaus/core';
import { gameModule } from '../src/index.js';
import { speedclimb } from '../src/game.js';
import { ROUTE_IDS } from '../src/routes.js';

const arg = (name: string, dflt: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
};
const games = Number(arg('games', '500'));
const cap = Number(arg('cap', '200000'));
const routes = arg('routes', ROUTE_IDS.join(',')).split(',');
const lineups = arg('lineups', 'normal,normal;stark,normal;normal,normal,normal,normal;stark,normal,normal,normal')
  .split(';')
  .map((l) => l.split(','));

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

const rows: unknown[] = [];
for (const route of routes)
  for (const labels of lineups) {
    const perRound: number[] = [];
    const endless: string[] = [];
    let limited = 0;
    const t0 = performance.now();
    for (let g = 0; g < games; g++) {
      const seats = rotateLabels(labels, g);
      const seed = `reshuffles-${route}-${labels.join()}-${g}`;
      const rngs = seats.map((_, i) => Rng.fromSeed(`${seed}/bot/${i}`));
      const order = Rng.fromSeed(`${seed}/order`);
      let s = speedclimb.deal({ players: seats.length, route: route as never }, seed);
      let count = 0;
      let moves = 0;
      while (!speedclimb.result(s)) {
        if (++moves > cap) {
          endless.push(`${seed} (${seats.join(',')}, round ${s.round}, ${count} renewals)`);
          break;
        }
        const act = speedclimb.toAct(s);
        const seat = act.length === 1 ? act[0]! : order.pick(act);
        const bot = gameModule.bots[seats[seat]!]!;
        const r = speedclimb.play(s, seat, bot.decide(speedclimb.view(s, seat), rngs[seat]!, { ms: Infinity }));
        if (!r.ok) throw new Error(`${seed}: ${r.error.code}`);
        for (const e of r.value.events) {
          if (e.type === 'reshuffled') count++;
          if (e.type === 'roundEnded') {
            perRound.push(count);
            if (e.record.limit) limited++;
            count = 0;
          }
        }
        s = r.value.state;
      }
      // A game that ends by the summit (or after an endless round) ends without a roundEnded event.
      if (speedclimb.result(s) && s.summit !== null) perRound.push(count);
    }
    perRound.sort((a, b) => a - b);
    const hist: Record<number, number> = {};
    for (const c of perRound) hist[c] = (hist[c] ?? 0) + 1;
    rows.push({
      route,
      bots: labels.join(','),
      games,
      rounds: perRound.length,
      max: perRound[perRound.length - 1] ?? 0,
      p999: quantile(perRound, 0.999),
      p99: quantile(perRound, 0.99),
      roundsWithRenewal: perRound.filter((c) => c > 0).length,
      histogram: hist,
      limited,
      endless,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    });
    console.log(JSON.stringify(rows[rows.length - 1]));
  }
