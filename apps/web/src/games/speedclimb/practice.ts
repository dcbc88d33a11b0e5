/**
 * Offline practice ("Übung – zählt nicht"): the Speedclimb engine runs in the page and the
 * package's computers think elsewhere (a Web Worker). DOM-free: an external store of what the
 * table screen shows. The human sits on seat 0; every computer receives only its own seat's view.
 */
import { Rng, type Seat } from '@kartenhaus/core';
import {
  speedclimb,
  type Decision,
  type Event,
  type Move,
  type SpeedclimbConfig,
  type View,
} from '@kartenhaus/speedclimb';

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

  constructor(private readonly options: PracticeOptions) {
    this.#state = speedclimb.deal(options.config, options.seed);
    this.#snap = { view: speedclimb.view(this.#state, HUMAN), events: [], step: 0, thinking: null, summary: null };
    queueMicrotask(() => void this.#runComputers());
  }

  readonly getSnapshot = (): PracticeSnapshot => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move; returns the refusal code or null. */
  play(move: Move): string | null {
    if (this.#snap.summary !== null || this.#snap.thinking !== null) return 'ERR_NOT_YOUR_TURN';
    const r = speedclimb.play(this.#state, HUMAN, move);
    if (!r.ok) return r.error.code;
    this.#apply(r.value.state, r.value.events);
    void this.#runComputers();
    return null;
  }

  /** "Weiter" after the Bilanz, with the Nordwand carry-over choice when the human has one. */
  confirm(keep: Move | null): string | null {
    if (this.#snap.summary === null) return null;
    if (keep) {
      const r = speedclimb.play(this.#state, HUMAN, keep);
      if (!r.ok) return r.error.code;
      this.#apply(r.value.state, r.value.events, null);
    }
    this.#set({ ...this.#snap, summary: null });
    void this.#runComputers();
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
      events,
      step: this.#snap.step + 1,
      thinking: null,
      summary: ended ? state.history.length - 1 : summary,
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
        const r = speedclimb.play(this.#state, seat, move);
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
export const botRng = (seed: string): Rng => Rng.fromSeed(`speedclimb-practice:${seed}`);
