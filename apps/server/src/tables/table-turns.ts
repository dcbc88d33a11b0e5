import type { Seat } from '@kartenhaus/core';
import type { Cancel } from '../clock.js';
import type { GameEntry } from '../games.js';
import type { MoveAnswer } from './answers.js';
import { ComputerSeats } from './computers.js';
import { metrics } from '../metrics.js';
import { DecisionClocks } from './decision-clocks.js';
import { GoneWatch } from './gone.js';
import { StallWatch } from './stall.js';
import type { TableRecord } from './records.js';
import { TableState, type TableDeps } from './table-state.js';

/**
 * The second layer of a table (on `TableState`, table-state.ts): who acts next. After every change
 * computers are asked for their seats (`ComputerSeats`, computers.ts), humans' decision clocks run
 * (`DecisionClocks`, decision-clocks.ts: think time, grace, the timeout), real-time games tick.
 */
/**
 * Who sent a move: the player's id and its `seq` (the exactly-once key), `null` for a computer,
 * a timed-out seat or a tick; `computer`: the computer decided it (a computer seat's move, or one
 * it made for a human's seat — think time and grace ran out, T4, or the seat is away, A3).
 */
type Sender = [playerId: string | null, seq: number | null, computer?: boolean];
/** A move to play and commit: its seat, the move, who sent it. */
export type MoveToCommit = [gs: Seat, move: unknown, ...sender: Sender];
/** What a move (or a tick: seat −1, `@tick`) played, to commit: its notation, when, the state and events. */
export type PlayedToCommit = [
  gs: Seat,
  text: string,
  at: number,
  played: { state: unknown; events: readonly unknown[] },
  ...sender: Sender,
];

export abstract class TableTurns extends TableState {
  protected readonly clocks: DecisionClocks;
  protected readonly computers: ComputerSeats;
  protected readonly stall: StallWatch;
  /** T14: the humans of a real-time deal without a connection (gone.ts). */
  protected readonly gone: GoneWatch;
  protected tickTimer: Cancel | null = null;

  constructor(record: TableRecord, entry: GameEntry, deps: TableDeps) {
    super(record, entry, deps);
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
      commitMove: (gs, move) => this.commitMove(gs, move, null, null, true),
      schedule: () => this.schedule(),
      background: (fn) => this.background(fn),
    });
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
    this.gone = new GoneWatch(deps.timing.goneMs);
    this.stall = new StallWatch({
      clock: deps.clock,
      stallMs: deps.timing.stallMs,
      counts: () =>
        this.record.settings.clock === null &&
        this.record.settings.mode === 'online' &&
        !this.entry.realtime &&
        (this.record.phase === 'playing' || this.record.phase === 'summary'),
      waitedOn: () => this.waitedOn(),
      changed: () => this.background(() => void this.publish([])),
      marked: (seats) => {
        this.note('stalling', { seats: seats.join(',') });
        metrics.stall(this.entry.key);
      },
      stopped: () => this.stopped,
    });
  }

  /** The table seats of the humans (not away) the table waits on: to act, or still reading the summary. */
  private waitedOn(): number[] {
    const live = this.live;
    if (!live) return [];
    const human = (ts: number | undefined): ts is number =>
      ts !== undefined && this.record.seats[ts]?.kind === 'human' && !this.record.seats[ts].away;
    if (this.record.phase === 'summary')
      return live.record.seatMap.filter((ts) => human(ts) && !this.record.seats[ts]!.ready);
    if (!this.acceptsMoves()) return [];
    return this.def.toAct(live.state).flatMap((gs) => {
      const ts = live.record.seatMap[gs];
      return human(ts) ? [ts] : [];
    });
  }

  /** Plays and commits one move (table-game.ts). */
  protected abstract commitMove(...move: MoveToCommit): Promise<MoveAnswer>;

  /** Commits what a move or a tick played (table-game.ts). */
  protected abstract commit(...played: PlayedToCommit): Promise<MoveAnswer>;

  /**
   * After every change: computers decide for their seats (paced by the tempo); humans to act
   * get their think time plus grace; real-time games tick. Nothing here waits for a bot.
   */
  protected schedule(): void {
    if (this.stopped) return;
    const live = this.live;
    this.stall.step(this.record.phase, live?.n ?? -1);
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
    const level = this.tableSeat(gs)?.kind === 'computer' ? this.record.settings.level : 'normal';
    // L8: everyone of a day rides against the same computers, also on the day a level changed.
    const day = this.live?.record.daily;
    return day && this.entry.dailyComputers ? this.entry.dailyComputers(day) : level;
  }

  /**
   * T14: at an online real-time table, a human still playing who has had no connection for
   * `goneMs` is taken over by the computer, as after two timeouts (A3): not a leaver, "Ich bin
   * zurück" gives the seat back — also when every other human has left or is away (the game was
   * dealt to other humans; a turn-based game's computer decides a silent seat's moves after the
   * think time there too, T4, but a real-time seat has no decisions: its stock stayed unturned).
   */
  private async takeOverTheGone(): Promise<void> {
    if (this.record.settings.mode !== 'online') return;
    const gone = this.activeHumans().filter((ts) => !this.isConnected(this.record.seats[ts]!.playerId));
    const due = this.gone.due(this.deps.clock.now(), gone);
    if (due.length === 0) return;
    for (const ts of due) {
      this.record.seats[ts]!.away = true;
      this.note('taken over', { seat: ts, reason: 'disconnected' });
    }
    await this.deps.store.saveTable(this.record);
    this.publish([]);
  }

  /** Real-time games: the game's own clock runs out through `tick`. */
  private scheduleTick(): void {
    const rt = this.entry.realtime!;
    this.tickTimer = this.deps.clock.after(rt.tickMs, () => {
      this.tickTimer = null;
      this.background(async () => {
        const live = this.live;
        if (!live || this.record.phase !== 'playing' || !this.def.tick) return;
        await this.takeOverTheGone();
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
}
