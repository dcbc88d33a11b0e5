/**
 * Offline practice ("Übung – zählt nicht"): the Speedlift engine and its computers run in the
 * browser. DOM-free: an external store of what the table screen shows. The human sits on seat 0;
 * every computer receives only its own seat's view. Every move (and each confirmed Abrechnung) goes
 * into a record that restores the game after a reload: replayed through the engine, which refuses
 * what does not fit (`restore`, `table/practice-keep.ts`).
 */
import { Rng, type Seat } from '@kartenhaus/core';
import { speedlift, type Config, type Event, type Hint, type Move, type View } from '@kartenhaus/speedlift';
import { asObject, parseList, parseSeatMove, practiceKeep } from '../../table/practice-keep.js';

type State = ReturnType<typeof speedlift.deal>;

export type BotLevel = 'leicht' | 'normal' | 'stark';

/** Where the computers think (a Web Worker in the browser, inline in tests). */
export interface BotRunner {
  decide(level: BotLevel, view: View, seed: string): Promise<Move>;
  hint(view: View, names: readonly string[]): Promise<Hint | null>;
}

export interface PracticeSnapshot {
  readonly view: View;
  /** Events of the last move, for the animation and the announcements. */
  readonly events: readonly Event[];
  /** Increases with every applied move (animations key on it). */
  readonly step: number;
  /** The seat whose computer is thinking. */
  readonly thinking: Seat | null;
  /** A finished round whose Abrechnung waits for "Weiter" (0-based), or null. */
  readonly abrechnung: number | null;
  /** The game was restored from a record (a reload) and has not moved on since. */
  readonly restored: boolean;
}

/** One thing that happened: a seat's move, or the confirmed Abrechnung. */
export type PracticeAction = { readonly seat: Seat; readonly move: Move } | { readonly confirm: true };

/** What restores the game: its actions since the deal (the setup and seed are kept beside it). */
export interface PracticeRecord {
  readonly actions: readonly PracticeAction[];
}

export interface PracticeOptions {
  readonly config: Config;
  readonly seed: string;
  /** Computer level per seat (seat 0, the human, is ignored). */
  readonly levels: readonly BotLevel[];
  readonly runner: BotRunner;
  /** Pause after each computer move so it can be followed (ms); 0 in tests. */
  readonly pauseMs: number;
}

const HUMAN: Seat = 0;

export class PracticeGame {
  #state: State;
  #snap: PracticeSnapshot;
  #running = false;
  #disposed = false;
  readonly #listeners = new Set<() => void>();

  #actions: PracticeAction[] = [];

  /** A new deal, or the game of `record` replayed (throws when the engine refuses a step of it). */
  constructor(
    private readonly options: PracticeOptions,
    record?: PracticeRecord,
  ) {
    this.#state = speedlift.deal(options.config, options.seed);
    this.#snap = {
      view: speedlift.view(this.#state, HUMAN),
      events: [],
      step: 0,
      thinking: null,
      abrechnung: null,
      restored: false,
    };
    if (record) {
      for (const a of record.actions) {
        const refused = 'confirm' in a ? this.#confirm() : this.#play(a.seat, a.move);
        if (refused !== null) throw new Error(`kept game refused: ${refused}`);
      }
      if (this.#state.over) throw new Error('kept game is over');
      this.#snap = { ...this.#snap, restored: true };
    }
    queueMicrotask(() => void this.#runComputers());
  }

  /** The game of a kept record, or null when it does not replay (another version, corrupt) or is over. */
  static restore(options: PracticeOptions, record: PracticeRecord): PracticeGame | null {
    try {
      return new PracticeGame(options, record);
    } catch {
      return null;
    }
  }

  /** What restores the game after a reload; null once it is over (nothing to restore). */
  record(): PracticeRecord | null {
    return this.#state.over ? null : { actions: [...this.#actions] };
  }

  readonly getSnapshot = (): PracticeSnapshot => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move; returns the refusal code or null. */
  play(move: Move): string | null {
    if (this.#snap.abrechnung !== null || this.#snap.thinking !== null) return 'ERR_NOT_YOUR_TURN';
    const refused = this.#play(HUMAN, move);
    if (refused !== null) return refused;
    void this.#runComputers();
    return null;
  }

  /** "Enter bestätigt die Abrechnung": the next round starts for the computers. */
  confirm(): void {
    if (this.#confirm() !== null) return;
    void this.#runComputers();
  }

  /** A seat's move, recorded; returns the refusal code or null. */
  #play(seat: Seat, move: Move): string | null {
    const r = speedlift.play(this.#state, seat, move);
    if (!r.ok) return r.error.code;
    this.#actions.push({ seat, move });
    this.#apply(r.value.state, r.value.events);
    return null;
  }

  #confirm(): string | null {
    if (this.#snap.abrechnung === null) return 'ERR_NOT_YOUR_TURN';
    this.#actions.push({ confirm: true });
    this.#set({ ...this.#snap, abrechnung: null });
    return null;
  }

  /** The strong computer's choice for the human ("Rat"); null in the Tagesfahrt. */
  hint(names: readonly string[]): Promise<Hint | null> {
    if (this.options.config.tagesfahrt) return Promise.resolve(null);
    return this.options.runner.hint(this.#snap.view, names);
  }

  dispose(): void {
    this.#disposed = true;
    this.#listeners.clear();
  }

  #apply(state: State, events: readonly Event[]): void {
    this.#state = state;
    const finished = events.find((e) => e.type === 'feierabend');
    this.#set({
      view: speedlift.view(state, HUMAN),
      events,
      step: this.#snap.step + 1,
      thinking: null,
      abrechnung: finished && finished.type === 'feierabend' ? finished.round : this.#snap.abrechnung,
      restored: false,
    });
  }

  async #runComputers(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        if (this.#disposed || this.#state.over || this.#snap.abrechnung !== null) return;
        const seat = speedlift.toAct(this.#state)[0];
        if (seat === undefined || seat === HUMAN) return;
        this.#set({ ...this.#snap, thinking: seat });
        const view = speedlift.view(this.#state, seat);
        const level = this.options.levels[seat] ?? 'normal';
        const move = await this.options.runner.decide(level, view, `${this.options.seed}:${this.#snap.step}`);
        if (this.#disposed) return;
        const refused = this.#play(seat, move);
        // A computer's move comes from its view's legal moves; a refusal would be a bug in the bot.
        if (refused !== null) throw new Error(`computer ${seat} refused: ${refused}`);
        if (this.options.pauseMs > 0) await new Promise((res) => setTimeout(res, this.options.pauseMs));
      }
    } finally {
      this.#running = false;
    }
  }

  #set(snap: PracticeSnapshot): void {
    this.#snap = snap;
    for (const l of this.#listeners) l();
  }
}

/** Deterministic per-decision randomness for the computers. */
export const botRng = (seed: string): Rng => Rng.fromSeed(`speedlift-practice:${seed}`);

export const LEVELS: readonly BotLevel[] = ['leicht', 'normal', 'stark'];

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
