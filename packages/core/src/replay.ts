import type { GameDefinition } from './game.js';

/** One logged step of a game: a seat's move in notation, or (seat −1) a server tick. */
export interface LoggedStep {
  readonly n: number;
  readonly seat: number;
  readonly move: string;
  /** The game's time of the step in ms (real-time games, clocks); stored as text by some databases. */
  readonly at: number | string;
}

/** How far a log replayed: the last state, the steps played, or the first step that failed. */
export interface Replayed {
  readonly state: unknown;
  readonly replayed: number;
  readonly problem?: string;
}

type AnyDefinition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/**
 * The one replay loop: plays a move log from a dealt state through the game's rules, server
 * ticks through `tick`. `onStep` sees the state after every step and the events the step made (as
 * `play`/`tick` gave them, unfiltered). Used to restore a table after a restart, to verify a finished
 * game and to build its replay.
 */
export function replaySteps<S extends LoggedStep>(
  def: AnyDefinition,
  dealt: unknown,
  steps: readonly S[],
  onStep: (state: unknown, step: S, events: readonly unknown[]) => void = () => {},
): Replayed {
  let state = dealt;
  let replayed = 0;
  for (const m of steps) {
    const at = Number(m.at);
    let events: readonly unknown[];
    if (m.seat < 0) {
      if (!def.tick) return { state, replayed, problem: `step ${m.n}: a tick, but the game has no clock` };
      ({ state, events } = def.tick(state, at));
    } else {
      const move = def.parseMove(m.move);
      const played = move.ok ? def.play(state, m.seat, move.value, at) : move;
      if (!played.ok) return { state, replayed, problem: `move ${m.n} (${m.move}): ${played.error.code}` };
      ({ state, events } = played.value);
    }
    replayed++;
    onStep(state, m, events);
  }
  return { state, replayed };
}
