/**
 * Offline practice ("Übung – zählt nicht"): the Speedlift engine and its computers run in the
 * browser. DOM-free: an external store of what the table screen shows. The human sits on seat 0;
 * every computer receives only its own seat's view. Every move (and each confirmed Abrechnung) goes
 * into a record that restores the game after a reload: replayed through the engine, which refuses
 * what does not fit (`restore`, `table/practice-keep.ts`).
 */
import { Rng } from '@kartenhaus/core';
import { speedlift, type Config, type Event, type Hint, type Move, type View } from '@kartenhaus/speedlift';
import { asObject, parseList, parseSeatMove, practiceKeep, restoreOrNull } from '../../table/practice-keep.js';
import {
  LEVELS,
  TurnPractice,
  type BotLevel,
  type Decider,
  type TurnAction,
  type TurnOptions,
  type TurnRecord,
  type TurnRules,
  type TurnSnapshot,
} from '../../table/turn-practice.js';

export { LEVELS, type BotLevel };

type State = ReturnType<typeof speedlift.deal>;

/** Where the computers think (a Web Worker in the browser, inline in tests). */
export interface BotRunner extends Decider<View, Move> {
  hint(view: View, names: readonly string[]): Promise<Hint | null>;
}

/** The table screen's state; `roundEnd` is the round whose Abrechnung waits for "Weiter". */
export type PracticeSnapshot = TurnSnapshot<View, Event>;

/** One thing that happened: a seat's move, or the confirmed Abrechnung. */
export type PracticeAction = TurnAction<Move>;

export type PracticeRecord = TurnRecord<Move>;

export interface PracticeOptions extends TurnOptions<Config, View, Move> {
  readonly runner: BotRunner;
}

const RULES: TurnRules<Config, State, Move, View, Event> = {
  game: speedlift,
  over: (state) => state.over,
  // "Feierabend": the round's Abrechnung opens.
  roundEnded: (_state, events) =>
    events.find((e): e is Extract<Event, { type: 'feierabend' }> => e.type === 'feierabend')?.round ?? null,
};

export class PracticeGame extends TurnPractice<Config, State, Move, View, Event> {
  /** A new deal, or the game of `record` replayed (throws when the engine refuses a step of it). */
  constructor(
    private readonly options: PracticeOptions,
    record?: PracticeRecord,
  ) {
    super(RULES, options, record);
  }

  /** The game of a kept record, or null when it does not replay (another version, corrupt) or is over. */
  static restore(options: PracticeOptions, record: PracticeRecord): PracticeGame | null {
    return restoreOrNull(() => new PracticeGame(options, record));
  }

  /** The strong computer's choice for the human ("Rat"); null in the Tagesfahrt. */
  hint(names: readonly string[]): Promise<Hint | null> {
    if (this.options.config.tagesfahrt) return Promise.resolve(null);
    return this.options.runner.hint(this.getSnapshot().view, names);
  }
}

/** Deterministic per-decision randomness for the computers. */
export const botRng = (seed: string): Rng => Rng.fromSeed(`speedlift-practice:${seed}`);

export interface PracticeSetup {
  readonly computers: number;
  readonly level: BotLevel;
  readonly config: Config;
}

function parseSetup(raw: unknown): PracticeSetup | null {
  const o = asObject(raw);
  if (!o) return null;
  const { computers, level } = o;
  if (typeof computers !== 'number' || !Number.isInteger(computers) || computers < 2 || computers > 5) return null;
  if (!LEVELS.includes(level as BotLevel)) return null;
  const config = speedlift.parseConfig(o.config);
  if (!config.ok || config.value.players !== computers + 1) return null;
  return { computers, level: level as BotLevel, config: config.value };
}

function parseAction(raw: unknown): PracticeAction | null {
  if (asObject(raw)?.confirm === true) return { confirm: true };
  const sm = parseSeatMove(raw);
  return sm && { seat: sm.seat, move: sm.move as unknown as Move };
}

/** The record as kept: its shape only; the engine checks each move when it is replayed. */
export function parseRecord(raw: unknown): PracticeRecord | null {
  const actions = parseList(asObject(raw)?.actions, parseAction);
  return actions && { actions };
}

/** The tab's kept practice game, and the Tagesfahrt practice's (`table/practice-keep.ts`). */
export const practiceStore = practiceKeep('speedlift', { setup: parseSetup, record: parseRecord });
export const dailyPracticeStore = practiceKeep('speedlift-tagesfahrt', { setup: parseSetup, record: parseRecord });
