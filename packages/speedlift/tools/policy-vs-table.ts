/**
 * How the playout policy compares with what the bots at the table lay (issue 22, third pass).
 * Games of four normals (seeds `fit0…`, `trap0…`); in every position with a choice the policy is
 * asked in the true deal (every hand known, as in a playout) and compared with normal's card and
 * with stark's card for the same view:
 * - agreement: same floor and Kartons (H6 and S6 count as one choice), or both the same special;
 * - sure traps: positions where some but not all legal cards make the next seat leave at once
 *   (true hands); how often normal, stark and the policy lay such a card.
 *
 *   npx tsx packages/speedlift/tools/policy-vs-table.ts [--games 10]
 */
import { parseArgs } from 'node:util';
import { Rng, unwrap } from '@kartenhaus/core';
import { normal, stark } from '../src/bots.js';
import { cardCode, codeFloor, isNumberCode, KARTONS_BY_CODE } from '../src/cards.js';
import { parseConfig } from '../src/config.js';
import { deal } from '../src/definition.js';
import type { Move } from '../src/moves.js';
import { DEFAULT_POLICY, policyMove } from '../src/policy.js';
import { play } from '../src/rules.js';
import { EXIT, type Sim } from '../src/sim.js';
import type { State } from '../src/state.js';
import { view } from '../src/view.js';
import { frameOf } from '../src/world.js';

const { values } = parseArgs({ options: { games: { type: 'string' } } });
const games = Number(values.games ?? 10);
const inf = { ms: Infinity };
const kind = (c: number): string =>
  c === EXIT ? 'A' : isNumberCode(c) ? `${codeFloor(c)}/${KARTONS_BY_CODE[c]}` : `s${c}`;
const codeOf = (m: Move): number => (m.type === 'exit' ? EXIT : cardCode(m.card));

/** The true deal as a simulator position (what a playout sees). */
function trueSim(s: State): Sim {
  const sim = frameOf(view(s, s.turn), false).base.clone();
  s.hands.forEach((h, i) => {
    sim.hands[i] = h.map(cardCode);
    sim.recount(i);
  });
  return sim;
}

function run(prefix: string, each: (s: State, mv: Move, i: number) => void): void {
  let i = 0;
  for (let g = 0; g < games; g++) {
    let s = deal(unwrap(parseConfig({ players: 4 })), `${prefix}${g}`);
    const rng = Rng.fromSeed(`g${g}`);
    while (!s.over) {
      const v = view(s, s.turn);
      const mv = normal.decide(v, rng, inf);
      if (v.legalMoves.length > 1) each(s, mv, i++);
      s = unwrap(play(s, s.turn, mv)).state;
    }
  }
}

let n = 0;
let agreeNormal = 0;
let agreeStark = 0;
run('fit', (s, mv, i) => {
  const p = kind(policyMove(trueSim(s), new Rng([1, 1, 1, i]), [], DEFAULT_POLICY));
  const ms = stark.decide(view(s, s.turn), new Rng([2, 2, 2, i]), inf);
  n++;
  if (p === kind(codeOf(mv))) agreeNormal++;
  if (p === kind(codeOf(ms))) agreeStark++;
});

let positions = 0;
let trapNormal = 0;
let trapStark = 0;
let trapPolicy = 0;
run('trap', (s, mv, i) => {
  if (view(s, s.turn).floor === -1) return;
  const sim = trueSim(s);
  const buf: number[] = [];
  const moves = buf.slice(0, sim.legal(buf));
  const traps = new Set<number>();
  for (const m of moves) {
    if (m === EXIT) continue;
    const t = sim.clone();
    t.apply(m);
    if (t.finisher < 0 && t.rideLen > 0 && t.legal(buf) === 1 && buf[0] === EXIT) traps.add(m);
  }
  if (traps.size === 0 || traps.size === moves.length) return;
  positions++;
  if (traps.has(codeOf(mv))) trapNormal++;
  if (traps.has(codeOf(stark.decide(view(s, s.turn), new Rng([3, 3, 3, i]), inf)))) trapStark++;
  if (traps.has(policyMove(sim, new Rng([1, 1, 1, i]), [], DEFAULT_POLICY))) trapPolicy++;
});

const pct = (a: number, b: number): string => `${((100 * a) / b).toFixed(1)} %`;
console.log(
  `agreement of the policy (true deal) with normal: ${pct(agreeNormal, n)}, with stark: ${pct(agreeStark, n)} (${n} positions)`,
);
console.log(
  `sure trap available (${positions} positions): normal lays one in ${pct(trapNormal, positions)}, stark ${pct(trapStark, positions)}, the policy ${pct(trapPolicy, positions)}`,
);
