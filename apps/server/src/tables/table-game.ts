import { randomBytes } from 'node:crypto';
import { replaySteps, type GameResult, type RuleError } from '@kartenhaus/core';
import type { TableInfo } from '@kartenhaus/protocol';
import { seedHash } from '../accounts/fairness.js';
import type { Cancel } from '../clock.js';
import type { GameEntry } from '../games.js';
import type { Player, SeatRecord as HookSeat } from '../hooks.js';
import { metrics } from '../metrics.js';
import type { MoveAnswer } from './answers.js';
import { gameSeatsOf, seatMapOf } from './game-seats.js';
import { earlyLeavers, emptySeat, type GameRecord, type MoveRecord, type TableRecord } from './records.js';
import type { StoredTable } from './store.js';
import { sharedTableInfo } from './table-info.js';
import { asAnswer, awayOf, randomId, refuse, type TableDeps } from './table-state.js';
import { TableTurns, type MoveToCommit, type PlayedToCommit } from './table-turns.js';
import { WhileTimer } from './while-timer.js';

/**
 * The third layer of a table (on `TableTurns`, table-turns.ts): the game flow and what is stored
 * of it. A game is dealt and committed with its stakes, every move is committed before anyone
 * hears of it, the summary, countdown and "Nochmal" phases run on the phase timer, idle tables
 * close, and a restored table replays its log. The commands are in `Table` (table.ts).
 */
export abstract class TableGame extends TableTurns {
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
  protected phaseTimer: { at: number; cancel: Cancel } | null = null;

  constructor(record: TableRecord, entry: GameEntry, deps: TableDeps) {
    super(record, entry, deps);
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
      stalling: this.stall.stalling,
    });
  }

  /** T9 and T12 after every change (`idle`, `soloIdle` in the constructor). */
  protected checkIdle(): void {
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

  /** A running solo game its player left (T2, T12): the computer plays it out. */
  get soloLeft(): boolean {
    return (
      this.record.settings.mode === 'solo' &&
      this.running &&
      this.record.seats.some((s) => s.kind === 'human' && s.away)
    );
  }

  /**
   * T15: a solo game nobody has open is let go at once — as T12 does after `soloIdleMs` — when its
   * player opens a table beyond the budget (`TableManager.create`); whether it was.
   */
  letGo(): Promise<boolean> {
    return this.run(async () => {
      if (!this.isSoloIdle()) return false;
      await this.finishSoloIdle();
      return true;
    });
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
  // ── game flow ────────────────────────────────────────────────────────────

  /** Starts a game on the non-empty seats: deal, commit (with the stakes), announce. */
  protected async startGame(): Promise<RuleError | null> {
    const seatMap = seatMapOf(this.record.seats);
    if (seatMap.length < this.def.minPlayers) return refuse('ERR_TOO_FEW_PLAYERS');
    const config = this.def.parseConfig(this.entry.config(this.record.settings, seatMap.length));
    if (!config.ok) return refuse('ERR_BAD_OPTIONS', config.error.detail);
    const daily = this.entry.dailySeed?.(this.record.settings, this.deps.dailySecret, new Date()) ?? null;
    if (typeof daily === 'string') return refuse('ERR_BAD_OPTIONS', daily);
    if (daily && this.deps.dailyRunning?.(this.humanIds(), daily.date, this.id)) return refuse('ERR_DAILY_RUNNING');
    // T11: claimed here, in the step of the check (two creates sent at once both passed it before).
    this.startingDaily = daily?.date ?? null;
    try {
      return await this.dealAndCommit(config.value, daily, seatMap);
    } finally {
      this.startingDaily = null;
    }
  }

  private async dealAndCommit(
    config: { readonly players: number },
    daily: { seed: string; date: string } | null,
    seatMap: number[],
  ): Promise<RuleError | null> {
    const lock = daily ? this.deps.dailyLock : undefined;
    if (daily && lock && !(await lock.claim(this.humanIds(), daily.date, this.id))) return refuse('ERR_DAILY_RUNNING');
    const seed = daily?.seed ?? randomBytes(16).toString('hex');
    const game: GameRecord = {
      id: randomId(9),
      tableId: this.id,
      game: this.entry.key,
      config,
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
    if (e) {
      if (daily) lock?.release(this.humanIds(), daily.date, this.id);
      return e;
    }
    Object.assign(this.record, next);
    this.clearPhaseTimer();
    this.answers.clear();
    this.steps.length = 0;
    // The new game's seats start as the players' (its deal is no seat news).
    this.awayAt = awayOf(this.record);
    this.live = {
      record: game,
      state: this.def.deal(config, seed),
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

  protected async humanMove(p: Player, text: string, seq: number): Promise<MoveAnswer> {
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
  /** Plays and commits one move; the caller's answer comes after the commit. */
  protected async commitMove(...[gs, move, playerId, seq, computer]: MoveToCommit): Promise<MoveAnswer> {
    const at = this.gameNow();
    const played = this.def.play(this.live!.state, gs, move, at);
    if (!played.ok) return asAnswer(played.error);
    return this.commit(gs, this.def.makeMove(move), at, played.value, playerId, seq, computer);
  }

  protected async commit(...[gs, text, at, played, playerId, seq, computer]: PlayedToCommit): Promise<MoveAnswer> {
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
    // A move the computer made for a human's seat is marked so (protocol `by`): the log then reads
    // "Der Computer (für dich) legt …", also in a log rebuilt from a snapshot's `recent`.
    const by = computer === true && this.tableSeat(gs)?.kind === 'human' ? 'computer' : undefined;
    const published = this.publish(played.events, by);
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
    const { leavers, abandoned } = earlyLeavers(seatMap, seats);
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
          abandoned,
          stake: settings.stake,
          solo: settings.mode === 'solo',
          ...(live.record.daily ? { daily: live.record.daily } : {}),
        });
        return null;
      },
    });
    Object.assign(this.record, table);
    live.record = { ...live.record, result };
    if (live.record.daily) this.deps.dailyLock?.release(this.humanIds(), live.record.daily, this.id);
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

  protected async maybeEndSummary(): Promise<boolean> {
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

  protected async maybeRematch(): Promise<boolean> {
    if (this.record.phase !== 'finished' || !this.phaseTimer) return false;
    const humans = this.record.seats.filter((s) => s.kind === 'human');
    if (humans.length === 0 || humans.some((s) => !s.ready)) return false;
    const e = await this.startGame();
    if (e) this.deps.onError(new Error(`rematch failed: ${e.code}`));
    return e === null;
  }

  /** Two minutes passed: seats of those not back become free; the table opens again. */
  protected async rematchExpired(): Promise<void> {
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

  protected async closeTable(): Promise<null> {
    this.record.phase = 'closed';
    await this.deps.store.saveTable(this.record);
    this.note('closed');
    this.publish([]);
    this.stopTimers();
    this.deps.onClosed(this.id);
    return null;
  }

  protected setPhaseTimer(ms: number, fn: () => Promise<void>): void {
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
  private stopTimers(): void {
    this.stopped = true;
    this.clocks.stop();
    this.computers.stop();
    this.clearPhaseTimer();
    this.tickTimer?.();
    this.tickTimer = null;
    this.idle.stop();
    this.soloIdle.stop();
    this.stall.stop();
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
}
