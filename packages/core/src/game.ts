import type { ErrorCode, RuleError } from './errors.js';
import type { Result } from './result.js';
import type { Rng } from './rng.js';
import type { BySeat, Seat } from './seats.js';
import type { TableRules } from './table.js';

/** The new state after a move and the events it caused, in order. */
export interface Played<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

/** Final standings of a finished game. */
export interface GameResult {
  /** 1-based place per seat; equal places are shared (two seats on place 1, next is 3). */
  readonly places: BySeat<number>;
  /**
   * The game's natural score per seat: penalty points (Speedlift, Expedition routes) or
   * camps reached (Speedclimb Gipfelsturm/Nordwand); for cooperative games the team score.
   */
  readonly scores: BySeat<number>;
  /** Leaderboard points per the rule text (before any −10 for leaving, which the server adds). */
  readonly points: BySeat<number>;
  /** Cooperative games: whether the team won, and the team's score. */
  readonly team?: { readonly won: boolean; readonly score: number };
}

/**
 * The contract every game package implements (see ARCHITECTURE.md). All functions are pure:
 * no I/O, no clock, no Math.random. State, Setup, View, Move and Event are plain JSON data.
 */
export interface GameDefinition<Config, Setup, State, Move, View, Event, Code extends ErrorCode = ErrorCode> {
  /** The game's id: its URL segment, registry key and stored name (lowercase letters). Core knows none. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Validates raw options (from the wire, the CLI or a test); the result includes `players`. */
  parseConfig(raw: unknown): Result<Config & { readonly players: number }, RuleError<Code>>;
  /** Validates a raw position ("not necessarily legal") into a state. */
  fromSetup(setup: Setup): Result<State, RuleError<Code>>;
  /** Starts a game from options and a seed. */
  deal(config: Config & { readonly players: number }, seed: string): State;
  /**
   * Who may act now — several seats at once in real-time games. Every seat listed has at
   * least one legal move; an empty list means the game is over or waits for `tick`.
   */
  toAct(state: State): readonly Seat[];
  /** The one generator of legal moves. */
  legalMoves(state: State, seat: Seat): readonly Move[];
  /** Applies a move; `at` is the server's monotonic time in ms (real-time games, clocks). */
  play(state: State, seat: Seat, move: Move, at?: number): Result<Played<State, Event>, RuleError<Code>>;
  /** Real-time games: advances time (e.g. the clock running out). */
  tick?(state: State, at: number): Played<State, Event>;
  /** Everything one seat (or a spectator, `null`) may know, including its legal moves. */
  view(state: State, seat: Seat | null): View;
  /** What one seat may see of an event; `null` when it may see nothing of it. */
  viewEvent(event: Event, seat: Seat | null): Event | null;
  /** Final standings, or `null` while the game runs. */
  result(state: State): GameResult | null;
  parseMove(text: string): Result<Move, RuleError<Code>>;
  makeMove(move: Move): string;
}

/** How long a bot may think. Bots use fixed sample counts and stop early only at the deadline. */
export interface Budget {
  /** Milliseconds for this decision; `Infinity` in simulations (for determinism). */
  readonly ms: number;
}

/** A computer opponent. Its input is the seat's view, never the state. */
export interface Bot<View, Move> {
  readonly name: string;
  decide(view: View, rng: Rng, budget: Budget): Move;
}

/** What a game package exports as `gameModule`: the definition, its computer opponents and its tables. */
export interface GameModule<
  Config = unknown,
  Setup = unknown,
  State = unknown,
  Move = unknown,
  View = unknown,
  Event = unknown,
> {
  readonly definition: GameDefinition<Config, Setup, State, Move, View, Event>;
  /** Bots by label: `leicht`, `normal`, `stark`, … (labels are what `npm run sim --bots` takes). */
  readonly bots: Readonly<Record<string, Bot<View, Move>>>;
  /** What a site's tables need: limits, options, round ends, timeouts, pacing, the daily ride. */
  readonly table: TableRules<Move, View, Event>;
  /** Extra simulation modes, keyed by CLI flag (e.g. gipfelsturm's `table`). */
  readonly simulations?: Readonly<Record<string, (args: SimulationArgs) => Promise<unknown>>>;
  /** Simulated milliseconds between two moves in the match runner (real-time games). */
  readonly simStepMs?: number;
  /** The unit of duplicate play (`npm run sim -- --duplicate`); default: the win share. */
  readonly duplicateScore?: DuplicateScore;
}

/** How a game measures one seat's outcome for duplicate play (higher is better). */
export interface DuplicateScore {
  /** The unit of the gain, e.g. "penalty points per game (positive = fewer)". */
  readonly unit: string;
  value(result: GameResult, seat: Seat): number;
}

/** Arguments the match runner's CLI passes to a game's own simulation mode. */
export interface SimulationArgs {
  readonly argv: readonly string[];
  readonly json: boolean;
  readonly seed: string;
}
