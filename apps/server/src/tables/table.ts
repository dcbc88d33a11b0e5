import { randomBytes } from 'node:crypto';
import {
  replaySteps,
  ruleError,
  type ErrorCode,
  type GameDefinition,
  type GameResult,
  type RuleError,
  type Seat,
} from '@kartenhaus/core';
import { RECENT_STEPS, type GameSeatInfo, type TableInfo } from '@kartenhaus/protocol';
import { seedHash } from '../accounts/fairness.js';
import type { BotRunner } from '../bots/runner.js';
import type { Cancel, Clock } from '../clock.js';
import type { GameEntry } from '../games.js';
import type { GameHooks, Player, SeatRecord as HookSeat } from '../hooks.js';
import { metrics } from '../metrics.js';
import { Answers, type MoveAnswer } from './answers.js';
import { ComputerSeats } from './computers.js';
import { DecisionClocks } from './decision-clocks.js';
import { sharedTableInfo } from './table-info.js';
import { WhileTimer } from './while-timer.js';
import { gameSeatsOf, seatMapOf } from './game-seats.js';
import { tableFields, type TableEvent, type TableFields, type TableLog } from './lifecycle.js';
import { deliver, forgetInfo, type Receiver, type TableSource } from './outbox.js';
import { computerSeat, emptySeat, type GameRecord, type MoveRecord, type TableRecord } from './records.js';
import type { StoredTable, TableWrites } from './store.js';
import type { Timing } from './timing.js';

type Definition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

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
  /** Lifecycle lines for the log (created, started, finished, restored, taken over, closed). */
  readonly log?: TableLog;
}

/** The game that runs at a table: the stored record plus the state replayed from its log. */
interface LiveGame {
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
export const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');
const refuse = (code: string, detail?: string): RuleError => ruleError(code as ErrorCode, detail);
const asAnswer = (e: RuleError): MoveAnswer =>
  e.detail === undefined ? { ok: false, code: e.code } : { ok: false, code: e.code, detail: e.detail };

/**
 * One table: seats, the running game, clocks, computer seats and the versioned event history.
 * Every command and every timer step runs through `run`, one at a time. State changes are
 * committed to storage before anyone hears of them.
 */
export class Table implements TableSource {
  readonly epoch = randomId(6);
  v = 0;
  private readonly history: { v: number; events: readonly unknown[] }[] = [];
  /**
   * The current game's last updates with events (at most RECENT_STEPS, oldest first): a snapshot
   * carries them so a page opened anew can show its log (protocol `recent`). Emptied when a game
   * is dealt; the same event lists as `history` holds, so they cost a few references.
   */
  private readonly steps: { v: number; events: readonly unknown[] }[] = [];
  private live: LiveGame | null = null;
  private readonly subs = new Set<Receiver>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly answers = new Answers();
  private readonly clocks: DecisionClocks;
  /**
   * T9: a table without a running game that nobody has open is closed after `idleCloseMs` and
   * leaves memory; what is stored (games, moves, results) stays. A running game is never closed
   * this way (a solo game the player left is finished by the computer first, T2).
   */
  private readonly idle: WhileTimer;
  /**
   * T12: a running solo game nobody has had open for `soloIdleMs` (30 min) is finished by the
   * computer; its result is stored as always, and the finished table then leaves memory after the
   * idle time (T9). No table stays running forever.
   */
  private readonly soloIdle: WhileTimer;
  private readonly computers: ComputerSeats;
  private phaseTimer: { at: number; cancel: Cancel } | null = null;
  private tickTimer: Cancel | null = null;
  private stopped = false;

  constructor(
    readonly record: TableRecord,
    readonly entry: GameEntry,
    private readonly deps: TableDeps,
  ) {
    this.computers = new ComputerSeats({
      entry,
      def: this.def,
      clock: deps.clock,
      bots: deps.bots,
      botBudgetMs: deps.timing.botBudgetMs,
      onError: deps.onError,
      live: () => this.live,
      stopped: () => this.stopped,
      acceptsMoves: () => this.acceptsMoves(),
      computerPlays: (gs) => this.computerPlays(gs),
      levelFor: (gs) => this.levelFor(gs),
      commitMove: (gs, move) => this.commitMove(gs, move, null, null),
      schedule: () => this.schedule(),
      background: (fn) => this.background(fn),
    });
    this.idle = new WhileTimer(
      deps.clock,
      deps.timing.idleCloseMs,
      () => this.isIdle(),
      () => this.background(async () => void (this.isIdle() && (await this.closeTable()))),
    );
    this.soloIdle = new WhileTimer(
      deps.clock,
      deps.timing.soloIdleMs,
      () => this.isSoloIdle(),
      () => this.background(() => this.finishSoloIdle()),
    );
    this.clocks = new DecisionClocks({
      clock: deps.clock,
      graceMs: deps.timing.graceMs,
      checkpointMs: deps.timing.clockCheckpointMs,
      thinkS: () => this.record.settings.clock,
      seatOf: (gs) => this.tableSeat(gs),
      stopped: () => this.stopped,
      timedOut: (gs, n) => this.background(() => this.timedOut(gs, n)),
      checkpoint: (note) =>
        this.background(async () => {
          if (note()) await this.deps.store.saveTable(this.record);
        }),
    });
  }

  get id(): string {
    return this.record.id;
  }

  private get def(): Definition {
    return this.entry.module.definition as Definition;
  }

  /** The current (or last) game's last steps, for a snapshot (`TableSource.recent`). */
  get recent(): readonly { readonly v: number; readonly events: readonly unknown[] }[] {
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
  private run<T>(fn: () => Promise<T> | T): Promise<T> {
    const p = this.queue.then(fn);
    this.queue = p.catch(() => undefined);
    return p;
  }

  /** A timer-driven step: failures are reported, never thrown into the timer. */
  private background(fn: () => Promise<void> | void): void {
    if (this.stopped) return;
    this.run(fn).catch((e: unknown) => this.deps.onError(e));
  }

  // ── seats ────────────────────────────────────────────────────────────────

  seatOfPlayer(playerId: string): number | null {
    const i = this.record.seats.findIndex((s) => s.kind === 'human' && s.playerId === playerId);
    return i < 0 ? null : i;
  }

  private gameSeatOfTableSeat(ts: number | null): Seat | null {
    if (ts === null || !this.live) return null;
    const gs = this.live.record.seatMap.indexOf(ts);
    return gs < 0 ? null : gs;
  }

  gameSeatOf(r: Receiver): Seat | null {
    return this.gameSeatOfTableSeat(this.seatOfPlayer(r.playerId));
  }

  private tableSeat(gs: Seat) {
    const ts = this.live?.record.seatMap[gs];
    return ts === undefined ? undefined : this.record.seats[ts];
  }

  /** Whether the computer decides for this game seat (a computer seat, or A3 takeover). */
  private computerPlays(gs: Seat): boolean {
    const s = this.tableSeat(gs);
    return !s || s.kind !== 'human' || s.away;
  }

  /** Humans who still play (seated, not taken over), other than table seat `except`. */
  private activeHumans(except: number | null = null): number[] {
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
  private otherHumansInGame(ts: number): boolean {
    const seatMap = this.live?.record.seatMap ?? [];
    return seatMap.some((i) => i !== ts && this.record.seats[i]?.kind === 'human');
  }

  /** Players seated at this table. */
  private humanIds(): string[] {
    return this.record.seats.flatMap((s) => (s.kind === 'human' && s.playerId !== null ? [s.playerId] : []));
  }

  /** The Tagesfahrt attempt running here: its day and its players (null: none runs). */
  get runningDaily(): { date: string; playerIds: string[] } | null {
    const daily = this.live?.record.daily;
    return daily && this.running ? { date: daily, playerIds: this.humanIds() } : null;
  }

  private isConnected(playerId: string | null): boolean {
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

  sharedInfo(): Omit<TableInfo, 'you' | 'seq'> {
    const live = this.live;
    return sharedTableInfo({
      record: this.record,
      game: live && {
        seatMap: live.record.seatMap,
        seats: live.seats,
        seedHash: live.seedHash,
        result: live.record.result,
      },
      receivers: this.subs,
      now: this.deps.clock.now(),
      graceMs: this.deps.timing.graceMs,
      clockLeft: (gs, now) => this.clocks.leftMs(gs, now),
      timerAt: this.phaseTimer?.at ?? null,
    });
  }

  /** Sends to every subscriber through the one outbox; returns the new version. */
  private publish(events: readonly unknown[]): number {
    this.v += 1;
    this.history.push({ v: this.v, events });
    if (this.history.length > HISTORY) this.history.shift();
    if (this.live && events.length > 0) {
      this.steps.push({ v: this.v, events });
      if (this.steps.length > RECENT_STEPS) this.steps.shift();
    }
    deliver(this.subs, { kind: 'update', table: this, v: this.v, events });
    this.checkIdle();
    return this.v;
  }

  /** T9 and T12 after every change (`idle`, `soloIdle` in the constructor). */
  private checkIdle(): void {
    this.soloIdle.check(this.stopped);
    this.idle.check(this.stopped);
  }

  /** T9: no running game (finished or waiting) and nobody has the table open. */
  private isIdle(): boolean {
    const p = this.record.phase;
    return (p === 'finished' || p === 'waiting') && this.subs.size === 0;
  }

  /** T12: a running solo game its player neither has open nor left. */
  private isSoloIdle(): boolean {
    const seat = this.record.seats.find((s) => s.kind === 'human');
    return this.record.settings.mode === 'solo' && this.running && this.subs.size === 0 && seat?.away === false;
  }

  /** T12: the computer finishes the game as if its player had left (T2, no −10: solo). */
  private async finishSoloIdle(): Promise<void> {
    if (!this.isSoloIdle()) return;
    Object.assign(
      this.record.seats.find((x) => x.kind === 'human')!,
      { away: true, ready: false },
    );
    await this.deps.store.saveTable(this.record);
    this.publish([]);
    if (this.record.phase === 'summary') await this.maybeEndSummary();
    this.schedule();
  }

  // ── commands ─────────────────────────────────────────────────────────────

  /** Subscribes a receiver: the missed events since `since`, or a snapshot. */
  open(r: Receiver, since?: { epoch: string; v: number }): Promise<RuleError | null> {
    return this.run(() => {
      if (this.record.phase === 'closed') return refuse('ERR_NO_SUCH_TABLE');
      const seated = this.seatOfPlayer(r.playerId) !== null;
      if (!seated && this.record.settings.mode === 'solo')
        return refuse('ERR_NO_SUCH_TABLE', 'solo tables are private');
      const wasConnected = this.isConnected(r.playerId);
      this.subs.add(r);
      this.checkIdle();
      const first = this.history[0]?.v ?? this.v + 1;
      if (since && since.epoch === this.epoch && since.v <= this.v && since.v >= first - 1) {
        for (const h of this.history)
          if (h.v > since.v) deliver(r, { kind: 'update', table: this, v: h.v, events: h.events });
      } else deliver(r, { kind: 'snapshot', table: this });
      // Everyone sees who is connected and who watches.
      if (!wasConnected) this.publish([]);
      return null;
    });
  }

  /** Unsubscribes (a closed socket); the seat stays. */
  close(r: Receiver): void {
    if (!this.subs.delete(r)) return;
    forgetInfo(r, this.id);
    if (!this.isConnected(r.playerId)) this.background(() => void this.publish([]));
    else this.checkIdle();
  }

  sit(p: Player, seat: number): Promise<RuleError | null> {
    return this.run(async () => {
      const { phase, settings } = this.record;
      if (settings.mode === 'solo') return refuse('ERR_SEAT_TAKEN', 'solo table');
      if (phase !== 'waiting' && phase !== 'finished') return refuse('ERR_WRONG_PHASE');
      if (this.seatOfPlayer(p.id) !== null) return refuse('ERR_ALREADY_SEATED');
      const s = this.record.seats[seat];
      if (!s || s.kind !== 'empty' || seat >= this.entry.humanSeats) return refuse('ERR_SEAT_TAKEN');
      if (settings.stake > 0 && this.deps.hooks.checkSeat) {
        const allowed = await this.deps.hooks.checkSeat(p, settings.stake);
        if (!allowed.ok) return allowed.error;
      }
      this.record.seats[seat] = { ...emptySeat(), kind: 'human', playerId: p.id, name: p.name, guest: p.guest };
      this.record.hostId ??= p.id;
      await this.deps.store.saveTable(this.record);
      this.publish([]);
      return null;
    });
  }

  leave(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      const seat = this.record.seats[ts]!;
      switch (this.record.phase) {
        case 'waiting':
        case 'finished':
        case 'closed':
          this.record.seats[ts] = emptySeat();
          if (this.record.hostId === p.id)
            this.record.hostId = this.record.seats.find((s) => s.kind === 'human')?.playerId ?? null;
          if (!this.record.seats.some((s) => s.kind === 'human')) return this.closeTable();
          await this.deps.store.saveTable(this.record);
          this.publish([]);
          await this.maybeRematch();
          return null;
        case 'countdown':
        case 'playing':
        case 'summary':
          // A3: the computer takes the seat. Leaving a game with other humans counts (S13, L9) —
          // also for the last of them to go, and when the others are away after timeouts (T10).
          seat.left = this.otherHumansInGame(ts);
          seat.away = true;
          seat.ready = false;
          await this.deps.store.saveTable(this.record);
          this.note('taken over', { seat: ts, reason: 'left' });
          this.publish([]);
          if (this.record.phase === 'summary') await this.maybeEndSummary();
          this.schedule();
          return null;
      }
    });
  }

  /** "Ich bin zurück": the human decides again from the next decision on. */
  back(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      const seat = this.record.seats[ts]!;
      if (!seat.away) return refuse('ERR_NOT_AWAY');
      // Our ruling: whoever comes back before the end did not leave the game (no −10).
      Object.assign(seat, { away: false, left: false, timeouts: 0 });
      await this.deps.store.saveTable(this.record);
      this.publish([]);
      this.schedule();
      return null;
    });
  }

  /** The host starts an online table; free seats become computers or stay empty ("leer"). */
  start(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      if (this.record.phase !== 'waiting') return refuse('ERR_ALREADY_STARTED');
      if (this.record.hostId !== p.id) return refuse('ERR_NOT_HOST');
      const humans = this.record.seats.filter((s) => s.kind === 'human').length;
      const fill = this.record.settings.free === 'computer' && this.entry.onlineComputers;
      if (!fill && humans < 2) return refuse('ERR_TOO_FEW_PLAYERS', '"leer" needs at least two humans');
      if (fill) this.record.seats.forEach((s, i) => s.kind === 'empty' && (this.record.seats[i] = computerSeat()));
      return this.startGame();
    });
  }

  /** A solo table starts at once. */
  startSolo(): Promise<RuleError | null> {
    return this.run(() => this.startGame());
  }

  /** A move in the game's notation, exactly once per (player, seq). */
  move(p: Player, seq: number, text: string): Promise<MoveAnswer> {
    return this.run(async () => {
      const prior = this.answers.lookup(p.id, seq);
      if (prior === 'stale') return { ok: false, code: 'ERR_STALE_SEQ' } as const;
      if (prior) return prior;
      const answer = await this.humanMove(p, text, seq);
      // A committed move was remembered before its update went out (`commit`); a refusal here.
      if (!answer.ok) this.answers.remember(p.id, seq, answer);
      return answer;
    });
  }

  /** "Weiter" in the round summary. */
  ready(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      if (this.record.phase !== 'summary') return refuse('ERR_WRONG_PHASE');
      this.record.seats[ts]!.ready = true;
      if (!(await this.maybeEndSummary())) this.publish([]);
      return null;
    });
  }

  /** "Nochmal": solo starts at once; with other humans the seats are held until all are back. */
  rematch(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      if (this.record.phase !== 'finished') return refuse('ERR_WRONG_PHASE');
      Object.assign(this.record.seats[ts]!, { ready: true, away: false });
      if (this.record.settings.mode === 'solo') return this.startGame();
      if (!this.phaseTimer) this.setPhaseTimer(this.deps.timing.rematchHoldMs, () => this.rematchExpired());
      if (!(await this.maybeRematch())) {
        await this.deps.store.saveTable(this.record);
        this.publish([]);
      }
      return null;
    });
  }

  // ── game flow ────────────────────────────────────────────────────────────

  /** Starts a game on the non-empty seats: deal, commit (with the stakes), announce. */
  private async startGame(): Promise<RuleError | null> {
    const seatMap = seatMapOf(this.record.seats);
    if (seatMap.length < this.def.minPlayers) return refuse('ERR_TOO_FEW_PLAYERS');
    const config = this.def.parseConfig(this.entry.config(this.record.settings, seatMap.length));
    if (!config.ok) return refuse('ERR_BAD_OPTIONS', config.error.detail);
    const daily = this.entry.dailySeed?.(this.record.settings, this.deps.dailySecret, new Date()) ?? null;
    if (typeof daily === 'string') return refuse('ERR_BAD_OPTIONS', daily);
    if (daily && this.deps.dailyRunning?.(this.humanIds(), daily.date, this.id)) return refuse('ERR_DAILY_RUNNING');
    const seed = daily?.seed ?? randomBytes(16).toString('hex');
    const game: GameRecord = {
      id: randomId(9),
      tableId: this.id,
      game: this.entry.key,
      config: config.value,
      seed,
      seatMap,
      result: null,
      daily: daily?.date ?? null,
    };
    const seats = this.record.seats.map((s) => ({
      ...s,
      away: false,
      left: false,
      ready: false,
      timeouts: 0,
      clock: null,
    }));
    const next: TableRecord = {
      ...this.record,
      phase: this.entry.realtime ? 'countdown' : 'playing',
      seats,
      gameNo: this.record.gameNo + 1,
      gameId: game.id,
    };
    const { settings } = this.record;
    const e = await this.deps.store.startGame(next, game, async (trx) => {
      const r = await this.deps.hooks.onGameStart(trx, {
        gameId: game.id,
        game: this.def.name,
        seats: this.hookSeats(seatMap, seats),
        stake: settings.stake,
        solo: settings.mode === 'solo',
        ...(game.daily ? { daily: game.daily } : {}),
      });
      return r.ok ? null : r.error;
    });
    if (e) return e;
    Object.assign(this.record, next);
    this.clearPhaseTimer();
    this.answers.clear();
    this.steps.length = 0;
    this.live = {
      record: game,
      state: this.def.deal(config.value, seed),
      n: 0,
      clockBase: this.deps.clock.now(),
      lastAt: 0,
      seedHash: seedHash(seed),
      seats: gameSeatsOf(seatMap, seats),
    };
    if (this.entry.realtime) this.startCountdown();
    this.schedule();
    this.publish([]);
    this.note('started');
    return null;
  }

  private hookSeats(seatMap: readonly number[], seats: TableRecord['seats']): HookSeat[] {
    return seatMap.map((ts, gs) => {
      const s = seats[ts]!;
      return { seat: gs, playerId: s.kind === 'human' ? s.playerId : null, guest: s.guest };
    });
  }

  private async humanMove(p: Player, text: string, seq: number): Promise<MoveAnswer> {
    if (!this.live || !this.acceptsMoves()) return { ok: false, code: 'ERR_WRONG_PHASE' };
    const gs = this.gameSeatOfTableSeat(this.seatOfPlayer(p.id));
    if (gs === null) return { ok: false, code: 'ERR_NOT_SEATED' };
    if (this.tableSeat(gs)?.away) return { ok: false, code: 'ERR_AWAY', detail: 'the computer plays this seat' };
    const move = this.def.parseMove(text);
    if (!move.ok) return asAnswer(move.error);
    const answer = await this.commitMove(gs, move.value, p.id, seq);
    if (answer.ok) this.tableSeat(gs)!.timeouts = 0;
    return answer;
  }

  /** Moves are taken while playing, and during the summary where the game decides there (S7). */
  private acceptsMoves(): boolean {
    const { phase } = this.record;
    return phase === 'playing' || (phase === 'summary' && this.entry.movesInSummary === true);
  }

  private gameNow(): number {
    const live = this.live!;
    return Math.max(live.lastAt, Math.round(this.deps.clock.now() - live.clockBase));
  }

  /** Plays and commits one move; the caller's answer comes after the commit. */
  private async commitMove(gs: Seat, move: unknown, playerId: string | null, seq: number | null): Promise<MoveAnswer> {
    const at = this.gameNow();
    const played = this.def.play(this.live!.state, gs, move, at);
    if (!played.ok) return asAnswer(played.error);
    return this.commit(gs, this.def.makeMove(move), at, played.value, playerId, seq);
  }

  private async commit(
    gs: Seat,
    text: string,
    at: number,
    played: { state: unknown; events: readonly unknown[] },
    playerId: string | null,
    seq: number | null,
  ): Promise<MoveAnswer> {
    const live = this.live!;
    const result = this.def.result(played.state);
    // The version its update will carry (nothing else publishes within this step), logged with
    // the move so a repeated `seq` is acked with it after a restart too.
    const v = this.v + 1;
    const row: MoveRecord = { n: live.n + 1, seat: gs, move: text, at, playerId, seq, v };
    if (result) await this.commitEnd(row, result);
    else await this.deps.store.appendMove(live.record.id, row);
    metrics.move(this.entry.key, playerId !== null ? 'human' : gs < 0 ? 'clock' : 'computer');
    live.state = played.state;
    live.n = row.n;
    live.lastAt = at;
    const summary = !result && played.events.some((e) => this.entry.isRoundEnd(e));
    if (summary) await this.enterSummary();
    this.schedule();
    // Answered before the update goes out: the mover's own update already counts this `seq` in
    // `info.seq`, as a fresh snapshot would (protocol "exactly once").
    if (playerId !== null && seq !== null) this.answers.remember(playerId, seq, { ok: true, v });
    const published = this.publish(played.events);
    if (published !== v)
      this.deps.onError(new Error(`table ${this.id}: move published at v${published}, logged at v${v}`));
    if (summary) await this.maybeEndSummary();
    return { ok: true, v };
  }

  /** The last move, the result, the table and the payout commit together. */
  private async commitEnd(row: MoveRecord, result: GameResult): Promise<void> {
    const live = this.live!;
    const seats = this.record.seats.map((s) => ({ ...s, ready: false }));
    const table: TableRecord = { ...this.record, phase: 'finished', seats };
    const { settings } = this.record;
    const seatMap = live.record.seatMap;
    const leavers = seatMap.flatMap((ts, gs) => (seats[ts]?.left ? [gs] : []));
    await this.deps.store.appendMove(live.record.id, row, {
      table,
      result,
      also: async (trx) => {
        await this.deps.hooks.onGameEnd(trx, {
          gameId: live.record.id,
          game: this.def.name,
          seats: this.hookSeats(seatMap, seats),
          result,
          leavers,
          stake: settings.stake,
          solo: settings.mode === 'solo',
          ...(live.record.daily ? { daily: live.record.daily } : {}),
        });
        return null;
      },
    });
    Object.assign(this.record, table);
    live.record = { ...live.record, result };
    this.note('finished', { moves: row.n });
  }

  // ── summary, countdown, rematch ──────────────────────────────────────────

  /** The round summary waits for every human's "Weiter" (with a clock: reading time + think time). */
  private async enterSummary(): Promise<void> {
    this.record.phase = 'summary';
    for (const s of this.record.seats) s.ready = false;
    await this.deps.store.saveTable(this.record);
    const think = this.record.settings.clock;
    if (think !== null && this.record.settings.mode === 'online')
      this.setPhaseTimer(this.deps.timing.summaryReadMs + think * 1000, () => this.endSummary());
  }

  private async maybeEndSummary(): Promise<boolean> {
    if (this.record.phase !== 'summary') return false;
    if (this.activeHumans().some((i) => !this.record.seats[i]!.ready)) return false;
    await this.endSummary();
    return true;
  }

  private async endSummary(): Promise<void> {
    if (this.record.phase !== 'summary') return;
    this.clearPhaseTimer();
    this.record.phase = this.entry.realtime ? 'countdown' : 'playing';
    for (const s of this.record.seats) s.ready = false;
    await this.deps.store.saveTable(this.record);
    if (this.entry.realtime) this.startCountdown();
    this.schedule();
    this.publish([]);
  }

  /** G5: after the countdown the server plays "Los!" and the clock starts for everyone at once. */
  private startCountdown(): void {
    const rt = this.entry.realtime!;
    this.setPhaseTimer(this.deps.timing.countdownMs, async () => {
      if (this.record.phase !== 'countdown' || !this.live) return;
      this.record.phase = 'playing';
      await this.deps.store.saveTable(this.record);
      const los = this.def.parseMove(rt.startMove);
      const answer = los.ok ? await this.commitMove(0, los.value, null, null) : null;
      if (!answer?.ok) this.publish([]);
      this.schedule();
    });
  }

  private async maybeRematch(): Promise<boolean> {
    if (this.record.phase !== 'finished' || !this.phaseTimer) return false;
    const humans = this.record.seats.filter((s) => s.kind === 'human');
    if (humans.length === 0 || humans.some((s) => !s.ready)) return false;
    const e = await this.startGame();
    if (e) this.deps.onError(new Error(`rematch failed: ${e.code}`));
    return e === null;
  }

  /** Two minutes passed: seats of those not back become free; the table opens again. */
  private async rematchExpired(): Promise<void> {
    if (this.record.phase !== 'finished') return;
    this.record.seats = this.record.seats.map((s) => (s.kind === 'human' && !s.ready ? emptySeat() : s));
    for (const s of this.record.seats) s.ready = false;
    if (!this.record.seats.some((s) => s.kind === 'human')) {
      await this.closeTable();
      return;
    }
    if (!this.record.seats.some((s) => s.playerId === this.record.hostId))
      this.record.hostId = this.record.seats.find((s) => s.kind === 'human')?.playerId ?? null;
    this.record.phase = 'waiting';
    await this.deps.store.saveTable(this.record);
    this.publish([]);
  }

  private async closeTable(): Promise<null> {
    this.record.phase = 'closed';
    await this.deps.store.saveTable(this.record);
    this.note('closed');
    this.publish([]);
    this.stopTimers();
    this.deps.onClosed(this.id);
    return null;
  }

  private setPhaseTimer(ms: number, fn: () => Promise<void>): void {
    this.clearPhaseTimer();
    const at = this.deps.clock.now() + ms;
    const cancel = this.deps.clock.after(ms, () => {
      this.phaseTimer = null;
      this.background(fn);
    });
    this.phaseTimer = { at, cancel };
  }

  private clearPhaseTimer(): void {
    this.phaseTimer?.cancel();
    this.phaseTimer = null;
  }

  // ── clocks and computers ─────────────────────────────────────────────────

  /**
   * After every change: computers decide for their seats (paced by the tempo); humans to act
   * get their think time plus grace; real-time games tick. Nothing here waits for a bot.
   */
  private schedule(): void {
    if (this.stopped) return;
    const live = this.live;
    const playing = live !== null && this.acceptsMoves();
    const toAct = playing ? this.def.toAct(live.state) : [];
    this.clocks.keepOnly((gs, n) => toAct.includes(gs) && n === live?.n && !this.computerPlays(gs));
    if (playing && this.entry.realtime && !this.tickTimer) this.scheduleTick();
    for (const gs of toAct) {
      if (this.computerPlays(gs)) this.computers.request(gs, this.botDelay());
      else if (
        !this.entry.realtime &&
        this.record.phase === 'playing' &&
        this.record.settings.clock !== null &&
        !this.clocks.has(gs) &&
        !this.computers.has(gs)
      )
        this.clocks.start(gs, live!.n);
    }
  }

  private botDelay(): number {
    // A game that paces its own computers (Gipfelsturm's partner) is not slowed further.
    return this.entry.pace ? 0 : this.deps.timing.botDelayMs[this.record.settings.tempo];
  }

  /** Think time and grace are over: the computer decides; the second time in a row it takes over (A3). */
  private async timedOut(gs: Seat, n: number): Promise<void> {
    if (!this.live || this.live.n !== n || !this.acceptsMoves()) return;
    this.clocks.ended(gs);
    const seat = this.tableSeat(gs)!;
    seat.timeouts += 1;
    const ts = this.live.record.seatMap[gs]!;
    if (seat.timeouts >= 2 && this.activeHumans(ts).length > 0) {
      seat.away = true;
      await this.deps.store.saveTable(this.record);
      this.note('taken over', { seat: ts, reason: 'timeouts' });
      this.publish([]);
    }
    // A decision the rules settle for a timed-out human (S7: the proposal is kept) is not the computer's.
    const settled = this.entry.timeoutMove?.(this.def.view(this.live.state, gs)) ?? null;
    const move = settled === null ? null : this.def.parseMove(settled);
    if (move?.ok && (await this.commitMove(gs, move.value, null, null)).ok) return;
    this.computers.request(gs, 0, 'normal');
  }

  private levelFor(gs: Seat): string {
    return this.tableSeat(gs)?.kind === 'computer' ? this.record.settings.level : 'normal';
  }

  /** Real-time games: the game's own clock runs out through `tick`. */
  private scheduleTick(): void {
    const rt = this.entry.realtime!;
    this.tickTimer = this.deps.clock.after(rt.tickMs, () => {
      this.tickTimer = null;
      this.background(async () => {
        const live = this.live;
        if (!live || this.record.phase !== 'playing' || !this.def.tick) return;
        const at = this.gameNow();
        const ticked = this.def.tick(live.state, at);
        if (ticked.events.length > 0) await this.commit(-1, '@tick', at, ticked, null, null);
        else {
          live.state = ticked.state;
          this.schedule();
        }
      });
    });
  }

  // ── restart recovery and shutdown ────────────────────────────────────────

  /** Rebuilds the game from config + seed + log; clocks start afresh (downtime is nobody's fault). */
  restore(stored: StoredTable): void {
    const g = stored.game;
    if (g) {
      const replay = replaySteps(
        this.def,
        this.def.deal(g.config as { players: number }, g.seed),
        stored.moves,
        (_, m) => {
          if (m.seat < 0) return;
          if (m.playerId !== null && m.seq !== null)
            this.answers.remember(m.playerId, m.seq, { ok: true, v: m.v ?? 0 });
          // Versions go on from the last logged one (a new epoch all the same): an ack repeated
          // from before the restart never names a version above the table's.
          if (m.v !== null && m.v !== undefined) this.v = Math.max(this.v, m.v);
        },
      );
      if (replay.problem !== undefined) throw new Error(`table ${this.id}: ${replay.problem} does not replay`);
      const state = replay.state;
      const lastAt = stored.moves.at(-1)?.at ?? 0;
      this.live = {
        record: g,
        state,
        n: stored.moves.length,
        clockBase: this.deps.clock.now() - lastAt,
        lastAt,
        seedHash: seedHash(g.seed),
        seats: gameSeatsOf(g.seatMap, this.record.seats),
      };
    }
    switch (this.record.phase) {
      case 'countdown':
        this.startCountdown();
        break;
      case 'summary': {
        const think = this.record.settings.clock;
        if (think !== null && this.record.settings.mode === 'online')
          this.setPhaseTimer(this.deps.timing.summaryReadMs + think * 1000, () => this.endSummary());
        break;
      }
      case 'finished':
        if (this.record.seats.some((s) => s.ready))
          this.setPhaseTimer(this.deps.timing.rematchHoldMs, () => this.rematchExpired());
        break;
      case 'waiting':
      case 'playing':
      case 'closed':
        break;
    }
    this.schedule();
    this.checkIdle();
  }

  /** Whether this table still holds an unfinished game. */
  get running(): boolean {
    return this.live !== null && this.live.record.result === null;
  }

  private stopTimers(): void {
    this.stopped = true;
    this.clocks.stop();
    this.computers.stop();
    this.clearPhaseTimer();
    this.tickTimer?.();
    this.tickTimer = null;
    this.idle.stop();
    this.soloIdle.stop();
  }

  /**
   * Stops timers and waits until the last command's writes are done (graceful shutdown); the
   * running clocks' used think time is stored exactly, so a restart resumes them (T3).
   */
  async stop(): Promise<void> {
    if (!this.stopped && this.clocks.note())
      this.run(() => this.deps.store.saveTable(this.record)).catch((e: unknown) => this.deps.onError(e));
    this.stopTimers();
    await this.queue;
  }

  /** Number of subscribers (figures, tests). */
  get watchers(): number {
    return this.subs.size;
  }
}
