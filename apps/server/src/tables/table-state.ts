import { ruleError, type ErrorCode, type GameDefinition, type RuleError, type Seat } from '@kartenhaus/core';
import { RECENT_STEPS, type GameSeatInfo, type TableInfo } from '@kartenhaus/protocol';
import { randomBytes } from 'node:crypto';
import type { BotRunner } from '../bots/runner.js';
import type { Clock } from '../clock.js';
import type { GameEntry } from '../games.js';
import type { GameHooks } from '../hooks.js';
import { Answers, type MoveAnswer } from './answers.js';
import { tableFields, type TableEvent, type TableFields, type TableLog } from './lifecycle.js';
import { deliver, type Receiver, type SeatChange, type Step, type TableSource } from './outbox.js';
import type { GameRecord, TableRecord } from './records.js';
import type { TableWrites } from './store.js';
import type { Timing } from './timing.js';

export type Definition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/** What a table needs from the server around it. */
export interface TableDeps {
  readonly store: TableWrites;
  readonly hooks: GameHooks;
  readonly clock: Clock;
  readonly bots: BotRunner;
  readonly timing: Timing;
  /** The server secret the Tagesfahrt's seed is derived from (L8); read only when one starts. */
  readonly dailySecret: () => string;
  /** Reports a failure of a timer-driven step (a command's failure goes to its sender). */
  readonly onError: (e: unknown) => void;
  /** The table closed (no humans left). */
  readonly onClosed: (id: string) => void;
  /**
   * Whether one of these players has a Tagesfahrt attempt on the deal of `date` running at another
   * table than `except` (L8: no second attempt beside the one that runs, which could scout the deal).
   */
  readonly dailyRunning?: (playerIds: readonly string[], date: string, except: string) => boolean;
  /**
   * Scale-out: the same rule across processes — the attempt is claimed for this table before it
   * starts (false: one runs at another process's table) and given back when its game ends.
   */
  readonly dailyLock?: DailyLock;
  /** Scale-out: the table changed (the lobby's directory compares its summary). */
  readonly changed?: (id: string) => void;
  /** Lifecycle lines for the log (created, started, finished, restored, taken over, closed). */
  readonly log?: TableLog;
}

/** L8 across the processes of a cluster (cluster/daily-lock.ts). */
export interface DailyLock {
  claim(playerIds: readonly string[], date: string, tableId: string): Promise<boolean>;
  release(playerIds: readonly string[], date: string, tableId: string): void;
}

/** The game that runs at a table: the stored record plus the state replayed from its log. */
export interface LiveGame {
  record: GameRecord;
  state: unknown;
  /** Moves in the log. */
  n: number;
  /** `clock.now() − gameTime`: game time runs on the monotonic clock, downtime excluded. */
  clockBase: number;
  lastAt: number;
  /** The published SHA-256 of the seed (computed like the accounts part does; never the seed). */
  seedHash: string;
  /** Who plays each game seat (`TableInfo.gameSeats`), taken when the game was dealt. */
  seats: GameSeatInfo[];
}

/**
 * Versions kept for replay to a reconnecting client (older: a snapshot, which is as good a start;
 * the replay only lets the client show what it missed). 16 versions are four rounds of moves at
 * 4 seats; the history was the largest part of a table's memory at 64 (docs/server.md).
 */
const HISTORY = 16;
/** Each seat: whether the computer plays it for its human (A3), null for a computer's or an empty seat. */
export const awayOf = (record: TableRecord): (boolean | null)[] =>
  record.seats.map((s) => (s.kind === 'human' ? s.away : null));

export const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
export const refuse = (code: string, detail?: string): RuleError => ruleError(code as ErrorCode, detail);
export const asAnswer = (e: RuleError): MoveAnswer =>
  e.detail === undefined ? { ok: false, code: e.code } : { ok: false, code: e.code, detail: e.detail };

/**
 * A table's state and its first layer (the others build on it: `TableTurns` in table-turns.ts,
 * `TableGame` in table-game.ts, the commands in `Table`, table.ts): the record, the running game,
 * the one queue every step runs through, who sits where, and the versioned event history that
 * every change is published with.
 */
export abstract class TableState implements TableSource {
  readonly epoch = randomId(6);
  v = 0;
  protected readonly history: Step[] = [];
  /**
   * The current game's last updates with events (at most RECENT_STEPS, oldest first): a snapshot
   * carries them so a page opened anew can show its log (protocol `recent`). Emptied when a game
   * is dealt; the same event lists as `history` holds, so they cost a few references.
   */
  protected readonly steps: Step[] = [];
  /**
   * Whether the computer plays each human seat (null: not a human's seat) as the last published
   * version said: a change is seat news in the next step (`Step.seats`).
   */
  protected awayAt: readonly (boolean | null)[];
  protected live: LiveGame | null = null;
  protected readonly subs = new Set<Receiver>();
  protected queue: Promise<unknown> = Promise.resolve();
  protected readonly answers = new Answers();
  protected stopped = false;

  constructor(
    readonly record: TableRecord,
    readonly entry: GameEntry,
    protected readonly deps: TableDeps,
  ) {
    this.awayAt = awayOf(record);
  }

  get id(): string {
    return this.record.id;
  }

  protected get def(): Definition {
    return this.entry.module.definition;
  }

  /** The current (or last) game's last steps, for a snapshot (`TableSource.recent`). */
  get recent(): readonly Step[] {
    return this.steps;
  }

  get game(): { definition: Definition; state: unknown } | null {
    return this.live ? { definition: this.def, state: this.live.state } : null;
  }

  /** Tells the log about this table (`note('started')`). */
  note(event: TableEvent, extra: TableFields = {}): void {
    this.deps.log?.(event, { ...tableFields(this.record), ...extra });
  }

  /** Runs one step after every earlier one finished (the table's single queue). */
  protected run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.queue.then(fn);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /** A timer-driven step: failures are reported, never thrown into the timer. */
  protected background(fn: () => Promise<void> | void): void {
    if (this.stopped) return;
    this.run(fn).catch((e: unknown) => this.deps.onError(e));
  }

  // ── seats ────────────────────────────────────────────────────────────────

  seatOfPlayer(playerId: string): number | null {
    const i = this.record.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId);
    return i < 0 ? null : i;
  }

  protected gameSeatOfTableSeat(ts: number | null): Seat | null {
    if (ts === null || !this.live) return null;
    const gs = this.live.record.seatMap.indexOf(ts);
    return gs < 0 ? null : gs;
  }

  gameSeatOf(r: Receiver): Seat | null {
    return this.gameSeatOfTableSeat(this.seatOfPlayer(r.playerId));
  }

  protected tableSeat(gs: Seat) {
    const ts = this.live?.record.seatMap[gs];
    return ts === undefined ? undefined : this.record.seats[ts];
  }

  /** Whether the computer decides for this game seat (a computer seat, or A3 takeover). */
  protected computerPlays(gs: Seat): boolean {
    const s = this.tableSeat(gs);
    return !s || s.kind !== 'human' || s.away;
  }

  /** Humans who still play (seated, not taken over), other than table seat `except`. */
  protected activeHumans(except: number | null = null): number[] {
    const out: number[] = [];
    this.record.seats.forEach((s, i) => {
      if (i !== except && s.kind === 'human' && !s.away) out.push(i);
    });
    return out;
  }

  /**
   * Whether the running game was dealt to other humans than table seat `ts` (T10). A human's seat
   * stays human for the whole game (leaving and timeouts only mark it away), so the seats tell.
   */
  protected otherHumansInGame(ts: number): boolean {
    const seatMap = this.live?.record.seatMap ?? [];
    return seatMap.some((i) => i !== ts && this.record.seats[i]?.kind === 'human');
  }

  /** Players seated at this table. */
  protected humanIds(): string[] {
    return this.record.seats.flatMap((s) => (s.kind === 'human' && s.playerId !== null ? [s.playerId] : []));
  }

  /**
   * The day of a Tagesfahrt this table is starting: set in the same step as the check that no other
   * attempt runs, before the start's writes are awaited, so an attempt started at the same moment
   * at another table sees this one (T11); cleared when the start is done or refused.
   */
  protected startingDaily: string | null = null;

  /** The Tagesfahrt attempt running (or starting) here: its day and its players (null: none runs). */
  get runningDaily(): { date: string; playerIds: string[] } | null {
    if (this.startingDaily !== null) return { date: this.startingDaily, playerIds: this.humanIds() };
    const daily = this.live?.record.daily;
    return daily && this.running ? { date: daily, playerIds: this.humanIds() } : null;
  }

  /** Every seated human is away (no socket of theirs open here); false without any. */
  get deserted(): boolean {
    const humans = this.record.seats.filter((s) => s.kind === 'human' && s.playerId !== null);
    return humans.length > 0 && humans.every((s) => s.kind === 'human' && !this.isConnected(s.playerId));
  }

  protected isConnected(playerId: string | null): boolean {
    if (playerId === null) return false;
    for (const r of this.subs) if (r.playerId === playerId) return true;
    return false;
  }

  // ── what receivers see ───────────────────────────────────────────────────

  info(r: Receiver): TableInfo {
    return { ...this.sharedInfo(), ...this.personalInfo(r) };
  }

  personalInfo(r: Receiver): Pick<TableInfo, 'you' | 'seq'> {
    return { you: this.seatOfPlayer(r.playerId), seq: this.answers.lastSeq(r.playerId) };
  }

  /** What every receiver is told alike (table-game.ts: it reads the clocks and the phase timer). */
  abstract sharedInfo(): Omit<TableInfo, 'you' | 'seq'>;

  /**
   * Sends to every subscriber through the one outbox; returns the new version. `by`: the events are
   * of a move the computer made for a human's seat (protocol `by`).
   */
  protected publish(events: readonly unknown[], by?: 'computer'): number {
    this.v += 1;
    const seats = this.seatChanges();
    // (Every move passes here: the plain step as before unless a seat changed.)
    const step: Step =
      seats === null
        ? by === undefined
          ? { v: this.v, events }
          : { v: this.v, events, by }
        : { v: this.v, events, ...(by === undefined ? {} : { by }), seats };
    this.history.push(step);
    if (this.history.length > HISTORY) this.history.shift();
    if (this.live && (events.length > 0 || seats !== null)) {
      this.steps.push(step);
      if (this.steps.length > RECENT_STEPS) this.steps.shift();
    }
    deliver(this.subs, { kind: 'update', ...step, table: this });
    this.deps.changed?.(this.id);
    this.checkIdle();
    return this.v;
  }

  /**
   * The human seats whose player or computer changed since the last published version (null:
   * none). Read in place: nothing is allocated for a move that changes no seat.
   */
  private seatChanges(): SeatChange[] | null {
    const seats = this.record.seats;
    let changed = seats.length !== this.awayAt.length;
    let out: SeatChange[] | null = null;
    for (let seat = 0; seat < seats.length; seat++) {
      const s = seats[seat]!;
      const away = s.kind === 'human' ? s.away : null;
      const before = this.awayAt[seat];
      if (away === before) continue;
      changed = true;
      if (away !== null && before !== null && before !== undefined && s.name)
        (out ??= []).push({ seat, name: s.name, away });
    }
    if (changed) this.awayAt = awayOf(this.record);
    return out;
  }

  /** T9 and T12 after every change (table-game.ts). */
  protected abstract checkIdle(): void;

  /** Moves are taken while playing, and during the summary where the game decides there (S7). */
  /**
   * Whether the game takes moves now: while it is played, and during the round summary only the
   * decisions the game takes there (Speedclimb's carry-over) — the next round waits for "Weiter".
   */
  protected acceptsMoves(): boolean {
    const { phase } = this.record;
    if (phase === 'playing') return true;
    const live = this.live;
    if (phase !== 'summary' || !this.entry.movesInSummary || !live) return false;
    const gs = this.def.toAct(live.state)[0];
    return gs !== undefined && this.entry.movesInSummary(this.def.view(live.state, gs));
  }

  protected gameNow(): number {
    const live = this.live!;
    return Math.max(live.lastAt, Math.round(this.deps.clock.now() - live.clockBase));
  }

  /** Whether this table still holds an unfinished game. */
  get running(): boolean {
    return this.live !== null && this.live.record.result === null;
  }

  /** Number of subscribers (figures, tests). */
  get watchers(): number {
    return this.subs.size;
  }
}
