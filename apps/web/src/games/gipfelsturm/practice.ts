/**
 * Offline practice ("Übung – zählt nicht"): the Gipfelsturm engine runs in the page, in real time.
 * DOM-free: an external store of what the table screen shows. The human sits on seat 0; every
 * computer partner receives only its own seat's view and is paced by the package's `partnerStep`
 * (pace.ts: which move, and after how long; holding its flip on "Warte!" / "Ich deck auf!"), as
 * the server paces it. Its decision is light (well under a millisecond on average, a few ms at
 * worst), so it runs on the page's thread; no worker is needed.
 *
 * Like the server (G5): a visible countdown, then "Los!" starts the clock; the engine's own clock
 * runs out through `tick`, every 250 ms. A Rekordjagd waits for "Nächste Partie" between deals.
 */
import { Rng, type Seat } from '@kartenhaus/core';
import {
  gipfelsturm,
  partnerStep,
  type GipfelConfig,
  type GipfelEvent,
  type GipfelMove,
  type GipfelState,
  type GipfelView,
  type Level,
} from '@kartenhaus/gipfelsturm';
import type { Refused } from './GipfelsturmTable.js';

export interface PracticeSnapshot {
  readonly view: GipfelView;
  /** Events of the last change and a counter of changes (log, partner plays). */
  readonly events: readonly GipfelEvent[];
  readonly step: number;
  /** When the countdown ends (the `now` clock); null: none runs. */
  readonly countdownEnd: number | null;
  /** A Rekordjagd deal ended; the next waits for `next()`. */
  readonly between: boolean;
  readonly refused: Refused | null;
}

export interface PracticeOptions {
  readonly config: GipfelConfig;
  readonly seed: string;
  /** The partners' pace (PARTNER_PACE). */
  readonly partnerLevel: Level;
  readonly countdownMs: number;
  /** Divides the partners' delays (browser tests: `?tempo=schnell`); 1 = the package's pace. */
  readonly speedup: number;
  /** The monotonic clock (ms); `performance.now` in the page. */
  readonly now: () => number;
}

const HUMAN: Seat = 0;
export const TICK_MS = 250;

export class PracticeGame {
  #state: GipfelState;
  #snap: PracticeSnapshot;
  #disposed = false;
  #refusals = 0;
  readonly #timers = new Map<string, ReturnType<typeof setTimeout>>();
  readonly #listeners = new Set<() => void>();
  readonly #rng: Rng;

  constructor(private readonly options: PracticeOptions) {
    this.#state = gipfelsturm.deal(options.config, options.seed);
    this.#rng = Rng.fromSeed(`gipfelsturm-practice:${options.seed}`);
    this.#snap = {
      view: gipfelsturm.view(this.#state, HUMAN),
      events: [],
      step: 0,
      countdownEnd: null,
      between: false,
      refused: null,
    };
    this.#countdown();
  }

  readonly getSnapshot = (): PracticeSnapshot => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move, applied at once at the current time; a refusal shows as the server's would. */
  play(move: GipfelMove): void {
    if (this.#disposed) return;
    const code = this.#snap.countdownEnd !== null || this.#snap.between ? 'ERR_WRONG_PHASE' : this.#try(HUMAN, move);
    if (code !== null) {
      this.#refusals += 1;
      this.#set({ ...this.#snap, refused: { code, move, n: this.#refusals } });
    }
  }

  /** "Nächste Partie" in a Rekordjagd: a new countdown for the deal already dealt. */
  next(): void {
    if (!this.#snap.between || this.#disposed) return;
    this.#set({ ...this.#snap, between: false });
    this.#countdown();
  }

  dispose(): void {
    this.#disposed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
    this.#listeners.clear();
  }

  #countdown(): void {
    const end = this.options.now() + this.options.countdownMs;
    this.#set({ ...this.#snap, countdownEnd: end });
    this.#after('los', this.options.countdownMs, () => {
      this.#set({ ...this.#snap, countdownEnd: null });
      // G5: "Los!" starts the clock for everyone at the same moment.
      this.#try(HUMAN, { type: 'start' });
      this.#tickLoop();
    });
  }

  /** Applies a move of `seat` now; returns the refusal code or null. */
  #try(seat: Seat, move: GipfelMove): string | null {
    this.#advance();
    if (this.#disposed || this.#snap.between || gipfelsturm.view(this.#state, HUMAN).over) return 'ERR_GAME_OVER';
    const r = gipfelsturm.play(this.#state, seat, move, this.#now());
    if (!r.ok) return r.error.code;
    this.#apply(r.value.state, r.value.events);
    return null;
  }

  /** The game's time: the page clock, never going back. */
  #now(): number {
    return Math.max(this.options.now(), this.#state.clock.now ?? 0);
  }

  /** Lets the engine's clock catch up (time-up is decided here, "sofort Hände weg"). */
  #advance(): void {
    const t = gipfelsturm.tick?.(this.#state, this.#now());
    if (!t) return;
    if (t.events.length > 0) this.#apply(t.state, t.events);
    else this.#state = t.state;
  }

  #tickLoop(): void {
    this.#after('tick', TICK_MS, () => {
      this.#advance();
      if (!this.#snap.view.over && !this.#snap.between) this.#tickLoop();
    });
  }

  #apply(state: GipfelState, events: readonly GipfelEvent[]): void {
    this.#state = state;
    // G8: in a Rekordjagd the next deal is dealt at once; here it waits behind the result.
    const between = events.some((e) => e.type === 'dealt');
    const view = gipfelsturm.view(state, HUMAN);
    this.#set({ ...this.#snap, view, events, step: this.#snap.step + 1, between: this.#snap.between || between });
    if (view.over || between) {
      for (const t of this.#timers.values()) clearTimeout(t);
      this.#timers.clear();
      return;
    }
    if (state.clock.startedAt !== null) for (let s = 1; s < state.rules.seats; s++) this.#partner(s);
  }

  /**
   * The partner on `seat` looks at its own view after every change: a move after its pace's delay
   * (dropped when the table changes first, as at the server), or a look again later.
   */
  #partner(seat: Seat): void {
    const key = `p${seat}`;
    this.#cancel(key);
    if (this.#disposed || this.#snap.between || this.#snap.countdownEnd !== null) return;
    this.#advance();
    if (this.#snap.view.over || this.#snap.between) return;
    const step = partnerStep(gipfelsturm.view(this.#state, seat), this.options.partnerLevel, this.#rng);
    switch (step.kind) {
      case 'act':
        this.#after(key, step.delayMs / this.options.speedup, () => {
          // A move the table no longer allows (the human was faster) is dropped; it looks again.
          if (this.#try(seat, step.move) !== null) this.#partner(seat);
        });
        return;
      case 'hold':
        this.#after(key, step.recheckMs, () => this.#partner(seat));
        return;
      case 'idle':
        this.#after(key, 1000, () => this.#partner(seat));
        return;
    }
  }

  #after(key: string, ms: number, fn: () => void): void {
    this.#cancel(key);
    this.#timers.set(
      key,
      setTimeout(() => {
        this.#timers.delete(key);
        if (!this.#disposed) fn();
      }, ms),
    );
  }

  #cancel(key: string): void {
    const t = this.#timers.get(key);
    if (t !== undefined) clearTimeout(t);
    this.#timers.delete(key);
  }

  #set(snap: PracticeSnapshot): void {
    this.#snap = snap;
    for (const l of this.#listeners) l();
  }
}

/** The practice setup as the rule text offers it: the partner's pace, the level, the variants. */
export interface PracticeSetup {
  readonly partnerLevel: Level;
  readonly level: Level;
  readonly three: boolean;
  readonly stillerGipfel: boolean;
  readonly rekordjagd: boolean;
}

export function practiceConfig(s: PracticeSetup): GipfelConfig {
  const r = gipfelsturm.parseConfig({
    players: s.three ? 3 : 2,
    level: s.level,
    stillerGipfel: s.stillerGipfel,
    rekordjagd: s.rekordjagd,
  });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
}
