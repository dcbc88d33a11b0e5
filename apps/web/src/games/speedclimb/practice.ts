/**
 * Offline practice ("Übung – zählt nicht"): the Speedclimb engine runs in the page and the
 * package's computers think elsewhere (a Web Worker). DOM-free: an external store of what the
 * table screen shows. The human sits on seat 0; every computer receives only its own seat's view.
 * Every move (and each "Weiter") goes into a record that restores the game after a reload: replayed
 * through the engine, which refuses what does not fit (`restore`, `table/practice-keep.ts`).
 */
import { Rng } from '@kartenhaus/core';
import {
  ROUTE_IDS,
  speedclimb,
  type Decision,
  type Event,
  type Move,
  type RouteId,
  type SpeedclimbConfig,
  type View,
} from '@kartenhaus/speedclimb';
import { asObject, parseList, parseSeatMove, practiceKeep, restoreOrNull } from '../../table/practice-keep.js';
import {
  LEVELS,
  TurnPractice,
  type BotLevel,
  type Decider,
  type TurnAction,
  type TurnRecord,
  type TurnRules,
  type TurnSnapshot,
} from '../../table/turn-practice.js';

export { LEVELS, type BotLevel };

type State = ReturnType<typeof speedclimb.deal>;

/** Where the computers think (a Web Worker in the browser, inline in tests). */
export interface BotRunner extends Decider<View, Move> {
  hint(view: View): Promise<Decision | null>;
}

/** The table screen's state; `roundEnd` is the round whose Bilanz waits for "Weiter". */
export type PracticeSnapshot = TurnSnapshot<View, Event>;

/** One thing that happened: a seat's move, or "Weiter" after the Bilanz (with the human's keep choice). */
export type PracticeAction = TurnAction<Move>;

export type PracticeRecord = TurnRecord<Move>;

export interface PracticeOptions {
  readonly config: SpeedclimbConfig;
  readonly seed: string;
  /** Every computer's level. */
  readonly level: BotLevel;
  readonly runner: BotRunner;
  /** Pause after each computer move so it can be followed (ms); 0 in tests. */
  readonly pauseMs: number;
}

const RULES: TurnRules<SpeedclimbConfig, State, Move, View, Event> = {
  game: speedclimb,
  over: (state) => state.phase === 'over',
  // A round's end: its Bilanz (the last of the history) opens.
  roundEnded: (state, events) => (events.some((e) => e.type === 'roundEnded') ? state.history.length - 1 : null),
};

export class PracticeGame extends TurnPractice<SpeedclimbConfig, State, Move, View, Event> {
  /** A new deal, or the game of `record` replayed (throws when the engine refuses a step of it). */
  constructor(
    private readonly options: PracticeOptions,
    record?: PracticeRecord,
  ) {
    super(RULES, { ...options, levels: Array.from({ length: options.config.players }, () => options.level) }, record);
  }

  /** The game of a kept record, or null when it does not replay (another version, corrupt) or is over. */
  static restore(options: PracticeOptions, record: PracticeRecord): PracticeGame | null {
    return restoreOrNull(() => new PracticeGame(options, record));
  }

  /** The strong computer's choice for the human ("Rat"), from the human's view only. */
  hint(): Promise<Decision | null> {
    return this.options.runner.hint(this.getSnapshot().view);
  }
}

/** Deterministic per-decision randomness for the computers. */
export const botRng = (seed: string): Rng => Rng.fromSeed(`speedclimb-practice:${seed}`);

/** The practice setup as "Am Tisch · Solo" offers it. */
export interface PracticeSetup {
  readonly computers: number;
  readonly level: BotLevel;
  readonly route: RouteId;
  readonly turbo: boolean;
}

export const practiceConfig = (s: PracticeSetup): SpeedclimbConfig => ({ players: s.computers + 1, route: s.route });

function parseSetup(raw: unknown): PracticeSetup | null {
  const o = asObject(raw);
  if (!o) return null;
  const { computers, level, route, turbo } = o;
  if (typeof computers !== 'number' || !Number.isInteger(computers) || computers < 1 || computers > 5) return null;
  if (!LEVELS.includes(level as BotLevel) || !ROUTE_IDS.includes(route as RouteId) || typeof turbo !== 'boolean')
    return null;
  return { computers, level: level as BotLevel, route: route as RouteId, turbo };
}

function parseAction(raw: unknown): PracticeAction | null {
  const o = asObject(raw);
  if (o?.confirm === true) {
    // Written without `keep` when no move was chosen (before 8 Dec 2026: `keep: null`).
    if (o.keep === null || o.keep === undefined) return { confirm: true };
    const keep = asObject(o.keep);
    return keep && typeof keep.type === 'string' ? { confirm: true, keep: keep as unknown as Move } : null;
  }
  const sm = parseSeatMove(raw);
  return sm && { seat: sm.seat, move: sm.move as unknown as Move };
}

/** The record as kept: its shape only; the engine checks each move when it is replayed. */
export function parseRecord(raw: unknown): PracticeRecord | null {
  const actions = parseList(asObject(raw)?.actions, parseAction);
  return actions && { actions };
}

/** The tab's kept practice game (`table/practice-keep.ts`). */
export const practiceStore = practiceKeep('speedclimb', { setup: parseSetup, record: parseRecord });
