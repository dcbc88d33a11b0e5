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
 *
 * Every change goes into a record with its game time (moves, a tick that ended a deal, "Nächste
 * Partie") that restores the game after a reload: replayed through the engine, which refuses what
 * does not fit (`restore`, `table/practice-keep.ts`). The time away does not count: a restored game
 * whose clock ran shows the table as it was with the time left then, a countdown runs again, and at
 * its "Los!" the game's time goes on from where it was kept (the page's clock has begun anew; the
 * game's time is the page's plus an offset).
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
  LEVELS,
} from '@kartenhaus/gipfelsturm';
import { asObject, parseList, parseSeatMove, practiceKeep, restoreOrNull } from '../../table/practice-keep.js';
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
  /** The game was restored from a record (a reload) and has not moved on since. */
  readonly restored: boolean;
}

/** One change, at its game time: a seat's move, a tick that ended a deal, or "Nächste Partie". */
export type PracticeAction =
  | { readonly seat: Seat; readonly move: GipfelMove; readonly at: number }
  | { readonly tick: number }
  | { readonly next: true };

/** What restores the game: its changes since the deal, and the game's time when it was kept. */
export interface PracticeRecord {
  readonly actions: readonly PracticeAction[];
  readonly at: number;
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
  #actions: PracticeAction[] = [];
  /** The game's time is the page clock's plus this (a restored game goes on from its kept time). */
  #offset = 0;
  /** The game's time while the clock is held (a restored game's countdown before its time goes on). */
  #held: number | null = null;
  #replaying = false;

  /** A new deal, or the game of `record` replayed (throws when the engine refuses a step of it). */
  constructor(
    private readonly options: PracticeOptions,
    record?: PracticeRecord,
  ) {
    this.#state = gipfelsturm.deal(options.config, options.seed);
    this.#rng = Rng.fromSeed(`gipfelsturm-practice:${options.seed}`);
    this.#snap = {
      view: gipfelsturm.view(this.#state, HUMAN),
      events: [],
      step: 0,
      countdownEnd: null,
      between: false,
      refused: null,
      restored: false,
    };
    if (!record) {
      this.#countdown();
      return;
    }
    const resumeAt = this.#replay(record);
    this.#offset = resumeAt - options.now();
    this.#snap = { ...this.#snap, view: gipfelsturm.view(this.#state, HUMAN), restored: true };
    if (this.#snap.between) return;
    if (this.#state.clock.startedAt === null) this.#countdown();
    else this.#resume(resumeAt);
  }

  /** The game of a kept record, or null when it does not replay (another version, corrupt) or is over. */
  static restore(options: PracticeOptions, record: PracticeRecord): PracticeGame | null {
    return restoreOrNull(() => new PracticeGame(options, record));
  }

  /** What restores the game after a reload, with the game's time now; null once it is over. */
  record(): PracticeRecord | null {
    if (this.#snap.view.over) return null;
    return { actions: [...this.#actions], at: this.#now() };
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
    this.#actions.push({ next: true });
    this.#set({ ...this.#snap, between: false });
    this.#countdown();
  }

  dispose(): void {
    this.#disposed = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
    this.#listeners.clear();
  }

  /** Replays the record's changes and lets the clock catch up to its kept time, which it returns. */
  #replay(record: PracticeRecord): number {
    this.#replaying = true;
    for (const a of record.actions) {
      let refused: string | null = null;
      if ('next' in a) {
        if (!this.#snap.between) refused = 'ERR_WRONG_PHASE';
        else this.#actions.push(a);
        this.#snap = { ...this.#snap, between: false };
      } else if ('tick' in a) {
        if (!this.#advance(a.tick)) refused = 'ERR_NOTHING_HAPPENED';
      } else refused = this.#try(a.seat, a.move, a.at);
      if (refused !== null) throw new Error(`kept game refused: ${refused}`);
    }
    const resumeAt = Math.max(record.at, this.#state.clock.now ?? 0);
    // The time may have run out before the page went (between two ticks): then it did.
    this.#advance(resumeAt);
    this.#replaying = false;
    if (this.#snap.view.over) throw new Error('kept game is over');
    return resumeAt;
  }

  /**
   * A restored game whose clock ran: the table as it was, the clock held while a countdown runs
   * again; at its "Los!" the game's time goes on from `resumeAt` (a millisecond on, so that the
   * table's clock takes the new reading), the partners look again.
   */
  #resume(resumeAt: number): void {
    this.#held = resumeAt;
    this.#snap = { ...this.#snap, countdownEnd: this.options.now() + this.options.countdownMs };
    this.#after('los', this.options.countdownMs, () => {
      this.#held = null;
      this.#offset = resumeAt + 1 - this.options.now();
      this.#advance();
      this.#set({ ...this.#snap, countdownEnd: null, view: gipfelsturm.view(this.#state, HUMAN) });
      if (this.#snap.view.over || this.#snap.between) return;
      this.#tickLoop();
      for (let s = 1; s < this.#state.rules.seats; s++) this.#partner(s);
    });
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

  /** Applies a move of `seat` now (or at `at`, replayed), recorded; returns the refusal code or null. */
  #try(seat: Seat, move: GipfelMove, at = this.#now()): string | null {
    this.#advance(at);
    if (this.#disposed || this.#snap.between || gipfelsturm.view(this.#state, HUMAN).over) return 'ERR_GAME_OVER';
    const r = gipfelsturm.play(this.#state, seat, move, at);
    if (!r.ok) return r.error.code;
    this.#actions.push({ seat, move, at });
    this.#apply(r.value.state, r.value.events);
    return null;
  }

  /** The game's time: the page clock (plus the offset of a restored game), never going back; held, it stands. */
  #now(): number {
    const kept = this.#state.clock.now ?? 0;
    return this.#held ?? Math.max(this.options.now() + this.#offset, kept);
  }

  /**
   * Lets the engine's clock catch up (time-up is decided here, "sofort Hände weg"); a tick that
   * changed the table is recorded. Returns whether it did.
   */
  #advance(at = this.#now()): boolean {
    const t = gipfelsturm.tick?.(this.#state, at);
    if (!t) return false;
    if (t.events.length === 0) {
      this.#state = t.state;
      return false;
    }
    this.#actions.push({ tick: at });
    this.#apply(t.state, t.events);
    return true;
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
    const step = this.#snap.step + 1;
    this.#set({ ...this.#snap, view, events, step, between: this.#snap.between || between, restored: false });
    if (this.#replaying) return;
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

function parseSetup(raw: unknown): PracticeSetup | null {
  const o = asObject(raw);
  if (!o) return null;
  const { partnerLevel, level, three, stillerGipfel, rekordjagd } = o;
  if (!LEVELS.includes(partnerLevel as Level) || !LEVELS.includes(level as Level)) return null;
  if (typeof three !== 'boolean' || typeof stillerGipfel !== 'boolean' || typeof rekordjagd !== 'boolean') return null;
  return { partnerLevel: partnerLevel as Level, level: level as Level, three, stillerGipfel, rekordjagd };
}

const isTime = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);

function parseAction(raw: unknown): PracticeAction | null {
  const o = asObject(raw);
  if (o?.next === true) return { next: true };
  if (o && 'tick' in o) return isTime(o.tick) ? { tick: o.tick } : null;
  const sm = parseSeatMove(raw);
  return sm && isTime(o?.at) ? { seat: sm.seat, move: sm.move as unknown as GipfelMove, at: o.at } : null;
}

/** The record as kept: its shape only; the engine checks each move when it is replayed. */
export function parseRecord(raw: unknown): PracticeRecord | null {
  const o = asObject(raw);
  const actions = parseList(o?.actions, parseAction);
  return actions && isTime(o?.at) ? { actions, at: o.at } : null;
}

/** The tab's kept practice game (`table/practice-keep.ts`). */
export const practiceStore = practiceKeep('gipfelsturm', { setup: parseSetup, record: parseRecord });
