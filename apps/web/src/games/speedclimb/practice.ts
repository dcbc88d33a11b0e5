/**
 * Offline practice ("Übung – zählt nicht"): the Speedclimb engine runs in the page and the
 * package's computers think elsewhere (a Web Worker). DOM-free: an external store of what the
 * table screen shows. The human sits on seat 0; every computer receives only its own seat's view.
 * Every move (and each "Weiter") goes into a record that restores the game after a reload: replayed
 * through the engine, which refuses what does not fit (`restore`, `table/practice-keep.ts`).
 */
import { Rng, type Seat } from '@kartenhaus/core';
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
import { asObject, parseList, parseSeatMove, practiceKeep } from '../../table/practice-keep.js';

type State = ReturnType<typeof speedclimb.deal>;

export type BotLevel = 'leicht' | 'normal' | 'stark';

/** Where the computers think (a Web Worker in the browser, inline in tests). */
export interface BotRunner {
  decide(level: BotLevel, view: View, seed: string): Promise<Move>;
  hint(view: View): Promise<Decision | null>;
}

export interface PracticeSnapshot {
  readonly view: View;
  /** Events of the last step, for the log. */
  readonly events: readonly Event[];
  /** Increases with every applied move. */
  readonly step: number;
  /** The seat whose computer is thinking. */
  readonly thinking: Seat | null;
  /** A finished round whose Bilanz waits for "Weiter" (0-based index into the history), or null. */
  readonly summary: number | null;
  /** The game was restored from a record (a reload) and has not moved on since. */
  readonly restored: boolean;
}

/** One thing that happened: a seat's move, or "Weiter" after the Bilanz (with the human's keep choice). */
export type PracticeAction =
  { readonly seat: Seat; readonly move: Move } | { readonly confirm: true; readonly keep: Move | null };

/** What restores the game: its actions since the deal (the setup and seed are kept beside it). */
export interface PracticeRecord {
  readonly actions: readonly PracticeAction[];
}

export interface PracticeOptions {
  readonly config: SpeedclimbConfig;
  readonly seed: string;
  readonly level: BotLevel;
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
    this.#state = speedclimb.deal(options.config, options.seed);
    this.#snap = {
      view: speedclimb.view(this.#state, HUMAN),
      events: [],
      step: 0,
      thinking: null,
      summary: null,
      restored: false,
    };
    if (record) {
      for (const a of record.actions) {
        const refused = 'confirm' in a ? this.#confirm(a.keep) : this.#play(a.seat, a.move);
        if (refused !== null) throw new Error(`kept game refused: ${refused}`);
      }
      if (this.#state.phase === 'over') throw new Error('kept game is over');
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
    return this.#state.phase === 'over' ? null : { actions: [...this.#actions] };
  }

  readonly getSnapshot = (): PracticeSnapshot => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move; returns the refusal code or null. */
  play(move: Move): string | null {
    if (this.#snap.summary !== null || this.#snap.thinking !== null) return 'ERR_NOT_YOUR_TURN';
    const refused = this.#play(HUMAN, move);
    if (refused !== null) return refused;
    void this.#runComputers();
    return null;
  }

  /** "Weiter" after the Bilanz, with the Nordwand carry-over choice when the human has one. */
  confirm(keep: Move | null): string | null {
    if (this.#snap.summary === null) return null;
    const refused = this.#confirm(keep);
    if (refused !== null) return refused;
    void this.#runComputers();
    return null;
  }

  /** A seat's move, recorded; returns the refusal code or null. */
  #play(seat: Seat, move: Move): string | null {
    const r = speedclimb.play(this.#state, seat, move);
    if (!r.ok) return r.error.code;
    this.#actions.push({ seat, move });
    this.#apply(r.value.state, r.value.events);
    return null;
  }

  #confirm(keep: Move | null): string | null {
    if (this.#snap.summary === null) return 'ERR_NOT_YOUR_TURN';
    if (keep) {
      const r = speedclimb.play(this.#state, HUMAN, keep);
      if (!r.ok) return r.error.code;
      this.#apply(r.value.state, r.value.events, null);
    }
    this.#actions.push({ confirm: true, keep });
    this.#set({ ...this.#snap, summary: null });
    return null;
  }

  /** The strong computer's choice for the human ("Rat"), from the human's view only. */
  hint(): Promise<Decision | null> {
    return this.options.runner.hint(this.#snap.view);
  }

  dispose(): void {
    this.#disposed = true;
    this.#listeners.clear();
  }

  #apply(state: State, events: readonly Event[], summary = this.#snap.summary): void {
    this.#state = state;
    const ended = events.some((e) => e.type === 'roundEnded');
    this.#set({
      view: speedclimb.view(state, HUMAN),
      // What the player's seat may see, as at a server table: a computer's card drawn from the
      // Material or packed is not named, nor its Meister stage choice (SC22).
      events: events.flatMap((e) => {
        const seen = speedclimb.viewEvent(e, HUMAN);
        return seen === null ? [] : [seen];
      }),
      step: this.#snap.step + 1,
      thinking: null,
      summary: ended ? state.history.length - 1 : summary,
      restored: false,
    });
  }

  async #runComputers(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        if (this.#disposed || this.#state.phase === 'over' || this.#snap.summary !== null) return;
        // In the Nordwand carry-over several seats choose at once; the human's choice waits for "Weiter".
        const seat = speedclimb.toAct(this.#state).find((s) => s !== HUMAN);
        if (seat === undefined) return;
        this.#set({ ...this.#snap, thinking: seat });
        const view = speedclimb.view(this.#state, seat);
        const move = await this.options.runner.decide(
          this.options.level,
          view,
          `${this.options.seed}:${this.#snap.step}`,
        );
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
export const botRng = (seed: string): Rng => Rng.fromSeed(`speedclimb-practice:${seed}`);

export const LEVELS: readonly BotLevel[] = ['leicht', 'normal', 'stark'];

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
    if (o.keep === null) return { confirm: true, keep: null };
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
