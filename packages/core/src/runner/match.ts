import type { Bot, Budget, GameModule, GameResult } from '../game.js';
import { Rng } from '../rng.js';

/** One finished game of the match runner, as plain data (it crosses worker threads). */
export interface MatchRecord {
  readonly seed: string;
  /** The bot label on each seat. */
  readonly labels: readonly string[];
  readonly result: GameResult;
  readonly moves: number;
}

/** A game that needs more moves than this is a bug in the rules or a bot, not a long game. */
const MAX_STEPS = 2_000_000;

/**
 * Plays one game to its end between bots. Deterministic for a given seed: the deal, every bot's
 * generator and the order of simultaneous seats all derive from it.
 */
export function playMatch(
  mod: GameModule,
  config: unknown,
  seed: string,
  labels: readonly string[],
  budget: Budget = { ms: Infinity },
): MatchRecord {
  const def = mod.definition;
  const parsed = def.parseConfig({ ...(config as object), players: labels.length });
  if (!parsed.ok) throw new Error(`bad config: ${parsed.error.code} ${parsed.error.detail ?? ''}`);
  const bots = labels.map((label) => {
    const bot = mod.bots[label];
    if (!bot) throw new Error(`unknown bot "${label}" for ${def.name}`);
    return bot;
  });
  const botRngs = labels.map((_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
  const order = Rng.fromSeed(`${seed}/order`);
  const step = mod.simStepMs ?? 0;
  let state = def.deal(parsed.value, seed);
  let at = 0;
  for (let moves = 0; moves < MAX_STEPS; moves++) {
    const result = def.result(state);
    if (result) return { seed, labels, result, moves };
    at += step;
    const seats = def.toAct(state);
    if (seats.length === 0) {
      if (!def.tick) throw new Error(`${def.name}: nobody to act and no result (seed ${seed})`);
      state = def.tick(state, at).state;
      continue;
    }
    const seat = seats.length === 1 ? (seats[0] as number) : order.pick(seats);
    const move = (bots[seat] as Bot<unknown, unknown>).decide(def.view(state, seat), botRngs[seat] as Rng, budget);
    const played = def.play(state, seat, move, at);
    if (!played.ok) {
      throw new Error(
        `${def.name}: bot ${labels[seat]} on seat ${seat} chose an illegal move ${JSON.stringify(move)}: ` +
          `${played.error.code} (seed ${seed}, move ${moves})`,
      );
    }
    state = played.value.state;
  }
  throw new Error(`${def.name}: no end after ${MAX_STEPS} moves (seed ${seed})`);
}

/** Seat rotation: in game `i` seat `s` gets label `labels[(s + i) % n]`, so no bot keeps a seat. */
export function rotateLabels(labels: readonly string[], game: number): string[] {
  const n = labels.length;
  return labels.map((_, seat) => labels[(seat + game) % n] as string);
}
