/**
 * Offline practice ("Übung – zählt nicht"): the Speedlift engine and its computers run in the
 * browser. DOM-free: an external store of what the table screen shows. The human sits on seat 0;
 * every computer receives only its own seat's view.
 */
import { Rng, type Seat } from '@kartenhaus/core';
import { speedlift, type Config, type Event, type Hint, type Move, type View } from '@kartenhaus/speedlift';

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

  constructor(private readonly options: PracticeOptions) {
    this.#state = speedlift.deal(options.config, options.seed);
    this.#snap = {
      view: speedlift.view(this.#state, HUMAN),
      events: [],
      step: 0,
      thinking: null,
      abrechnung: null,
    };
    queueMicrotask(() => void this.#runComputers());
  }

  readonly getSnapshot = (): PracticeSnapshot => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move; returns the refusal code or null. */
  play(move: Move): string | null {
    if (this.#snap.abrechnung !== null || this.#snap.thinking !== null) return 'ERR_NOT_YOUR_TURN';
    const r = speedlift.play(this.#state, HUMAN, move);
    if (!r.ok) return r.error.code;
    this.#apply(r.value.state, r.value.events);
    void this.#runComputers();
    return null;
  }

  /** "Enter bestätigt die Abrechnung": the next round starts for the computers. */
  confirm(): void {
    if (this.#snap.abrechnung === null) return;
    this.#set({ ...this.#snap, abrechnung: null });
    void this.#runComputers();
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
        const r = speedlift.play(this.#state, seat, move);
        // A computer's move comes from its view's legal moves; a refusal would be a bug in the bot.
        if (!r.ok) throw new Error(`computer ${seat} refused: ${r.error.code}`);
        this.#apply(r.value.state, r.value.events);
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
