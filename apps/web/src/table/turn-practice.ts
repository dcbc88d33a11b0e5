/**
 * A turn-based game practised in the page ("Übung – zählt nicht": Speedclimb, Speedlift): the
 * game's engine runs here and its computers think elsewhere (a Web Worker, inline in tests).
 * DOM-free: an external store (`subscribe`/`getSnapshot`) of what the table screen shows. The
 * human sits on seat 0; every computer receives only its own seat's view, and the human's
 * snapshot only what its seat may see (the engine's `view` and `viewEvent`, as at a server table).
 * After each round the game waits for the human's "Weiter" (the Bilanz, the Abrechnung). Every
 * move and each "Weiter" go into a record that restores the game after a reload: replayed through
 * the engine, which refuses what does not fit (`table/practice-keep.ts`).
 *
 * Each game's `practice.ts` adds what is its own: its setup, its Rat, its record's parser.
 */
import type { GameDefinition, Seat } from '@kartenhaus/core';

export type BotLevel = 'leicht' | 'normal' | 'stark';

export const LEVELS: readonly BotLevel[] = ['leicht', 'normal', 'stark'];

/** The human's seat at every practice table. */
export const HUMAN: Seat = 0;

/** Where the computers think (a Web Worker in the browser, inline in tests). */
export interface Decider<View, Move> {
  decide(level: BotLevel, view: View, seed: string): Promise<Move>;
}

/** What practice needs of a game beyond its engine's definition. */
export interface TurnRules<Config, State, Move, View, Event> {
  readonly game: Pick<
    GameDefinition<Config, unknown, State, Move, View, Event>,
    'deal' | 'toAct' | 'play' | 'view' | 'viewEvent'
  >;
  /** The game is over (nothing to play, nothing to restore). */
  over(state: State): boolean;
  /** The round these events ended (0-based), whose summary then waits for "Weiter"; or null. */
  roundEnded(state: State, events: readonly Event[]): number | null;
}

export interface TurnSnapshot<View, Event> {
  readonly view: View;
  /** What the human's seat saw of the last move, for the log, the animation and the announcements. */
  readonly events: readonly Event[];
  /** Increases with every applied move (animations key on it). */
  readonly step: number;
  /** The seat whose computer is thinking. */
  readonly thinking: Seat | null;
  /** A finished round (0-based) whose summary — Bilanz, Abrechnung — waits for "Weiter", or null. */
  readonly roundEnd: number | null;
  /** The game was restored from a record (a reload) and has not moved on since. */
  readonly restored: boolean;
}

/**
 * One thing that happened: a seat's move, or "Weiter" after a round's summary — with the move the
 * human chose while it was open, if any (Speedclimb's Nordwand carry-over; recorded only when made).
 */
export type TurnAction<Move> =
  { readonly seat: Seat; readonly move: Move } | { readonly confirm: true; readonly keep?: Move | null };

/** What restores the game: its actions since the deal (the setup and seed are kept beside it). */
export interface TurnRecord<Move> {
  readonly actions: readonly TurnAction<Move>[];
}

export interface TurnOptions<Config, View, Move> {
  readonly config: Config & { readonly players: number };
  readonly seed: string;
  /** Computer level per seat (seat 0, the human, is ignored; a missing one is "normal"). */
  readonly levels: readonly BotLevel[];
  readonly runner: Decider<View, Move>;
  /** Pause after each computer move so it can be followed (ms); 0 in tests. */
  readonly pauseMs: number;
}

export class TurnPractice<Config, State, Move, View, Event> {
  #state: State;
  #snap: TurnSnapshot<View, Event>;
  #running = false;
  #disposed = false;
  readonly #listeners = new Set<() => void>();
  readonly #actions: TurnAction<Move>[] = [];

  /** A new deal, or the game of `record` replayed (throws when the engine refuses a step of it). */
  constructor(
    private readonly rules: TurnRules<Config, State, Move, View, Event>,
    private readonly turn: TurnOptions<Config, View, Move>,
    record?: TurnRecord<Move>,
  ) {
    this.#state = rules.game.deal(turn.config, turn.seed);
    this.#snap = {
      view: rules.game.view(this.#state, HUMAN),
      events: [],
      step: 0,
      thinking: null,
      roundEnd: null,
      restored: false,
    };
    if (record) {
      for (const a of record.actions) {
        const refused = 'confirm' in a ? this.#confirm(a.keep ?? null) : this.#play(a.seat, a.move);
        if (refused !== null) throw new Error(`kept game refused: ${refused}`);
      }
      if (rules.over(this.#state)) throw new Error('kept game is over');
      this.#snap = { ...this.#snap, restored: true };
    }
    queueMicrotask(() => void this.#runComputers());
  }

  /** What restores the game after a reload; null once it is over (nothing to restore). */
  record(): TurnRecord<Move> | null {
    return this.rules.over(this.#state) ? null : { actions: [...this.#actions] };
  }

  readonly getSnapshot = (): TurnSnapshot<View, Event> => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The human's move; returns the refusal code or null. */
  play(move: Move): string | null {
    if (this.#snap.roundEnd !== null || this.#snap.thinking !== null) return 'ERR_NOT_YOUR_TURN';
    const refused = this.#play(HUMAN, move);
    if (refused !== null) return refused;
    void this.#runComputers();
    return null;
  }

  /**
   * "Weiter" after a round's summary, with the move the human chose while it was open (`keep`);
   * the next round starts for the computers. Returns the refusal code or null (also when no
   * summary is open: nothing to confirm).
   */
  confirm(keep: Move | null = null): string | null {
    if (this.#snap.roundEnd === null) return null;
    const refused = this.#confirm(keep);
    if (refused !== null) return refused;
    void this.#runComputers();
    return null;
  }

  dispose(): void {
    this.#disposed = true;
    this.#listeners.clear();
  }

  /** A seat's move, recorded; returns the refusal code or null. */
  #play(seat: Seat, move: Move): string | null {
    const r = this.rules.game.play(this.#state, seat, move);
    if (!r.ok) return r.error.code;
    this.#actions.push({ seat, move });
    this.#apply(r.value.state, r.value.events);
    return null;
  }

  #confirm(keep: Move | null): string | null {
    if (this.#snap.roundEnd === null) return 'ERR_NOT_YOUR_TURN';
    if (keep !== null) {
      const r = this.rules.game.play(this.#state, HUMAN, keep);
      if (!r.ok) return r.error.code;
      this.#apply(r.value.state, r.value.events);
    }
    this.#actions.push(keep === null ? { confirm: true } : { confirm: true, keep });
    this.#set({ ...this.#snap, roundEnd: null });
    return null;
  }

  #apply(state: State, events: readonly Event[]): void {
    this.#state = state;
    this.#set({
      view: this.rules.game.view(state, HUMAN),
      // What the player's seat may see, as at a server table (Speedclimb: a computer's card drawn
      // from the Material or packed is not named, nor its Meister stage choice, SC22).
      events: events.flatMap((e) => {
        const seen = this.rules.game.viewEvent(e, HUMAN);
        return seen === null ? [] : [seen];
      }),
      step: this.#snap.step + 1,
      thinking: null,
      roundEnd: this.rules.roundEnded(state, events) ?? this.#snap.roundEnd,
      restored: false,
    });
  }

  async #runComputers(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    try {
      for (;;) {
        if (this.#disposed || this.rules.over(this.#state) || this.#snap.roundEnd !== null) return;
        // Where several seats choose at once (Speedclimb's Nordwand carry-over) the computers
        // choose now; the human's choice waits for "Weiter".
        const seat = this.rules.game.toAct(this.#state).find((s) => s !== HUMAN);
        if (seat === undefined) return;
        this.#set({ ...this.#snap, thinking: seat });
        const view = this.rules.game.view(this.#state, seat);
        const level = this.turn.levels[seat] ?? 'normal';
        const move = await this.turn.runner.decide(level, view, `${this.turn.seed}:${this.#snap.step}`);
        if (this.#disposed) return;
        const refused = this.#play(seat, move);
        // A computer's move comes from its view's legal moves; a refusal would be a bug in the bot.
        if (refused !== null) throw new Error(`computer ${seat} refused: ${refused}`);
        if (this.turn.pauseMs > 0) await new Promise((res) => setTimeout(res, this.turn.pauseMs));
      }
    } finally {
      this.#running = false;
    }
  }

  #set(snap: TurnSnapshot<View, Event>): void {
    this.#snap = snap;
    for (const l of this.#listeners) l();
  }
}
