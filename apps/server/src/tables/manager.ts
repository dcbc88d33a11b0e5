import { ruleError, type RuleError } from '@kartenhaus/core';
import type { TableSettings, TableSummary } from '@kartenhaus/protocol';
import type { GameEntry, GameRegistry } from '../games.js';
import type { Player } from '../hooks.js';
import { NO_LIMITS, type Limits } from '../limits.js';
import { computerSeat, emptySeat, type SeatRecord, type TableRecord } from './records.js';
import type { StoredTable, TableStore } from './store.js';
import { randomId, Table, type TableDeps } from './table.js';
import { FenceRefused, type Fence } from '../cluster/fence.js';
import type { Cluster } from '../cluster/index.js';
import type { DirectoryEntry } from '../cluster/directory.js';
import type { OwnedTables, RestoreReason } from '../cluster/ownership.js';
import { letGoElsewhere } from '../cluster/let-go.js';
import type { TableCommands } from './commands.js';

const bad = (detail: string): RuleError => ruleError('ERR_BAD_OPTIONS', detail);

/** Checks table settings against the game's limits from its rule text ("Am Tisch", "Mit anderen spielen"). */
export function checkSettings(entry: GameEntry, s: TableSettings): RuleError | null {
  const range = s.mode === 'solo' ? entry.solo : entry.online;
  if (s.players < range.min || s.players > range.max) return bad(`players must be ${range.min}–${range.max}`);
  if (s.stake !== 0 && (s.mode === 'solo' || !entry.stakes)) return bad('no stake at this table');
  if (s.tempo === 'turbo' && (s.mode !== 'solo' || !entry.turbo)) return bad('turbo only solo');
  if (s.mode === 'solo' && s.clock !== null) return bad('solo tables have no clock');
  // Ruling AC9 (docs/accounts.md): without a clock nothing ever times out, so one player who does
  // not move would hold the table until the others leave — and a leaver loses the stake (S13).
  if (s.stake !== 0 && s.clock === null)
    return ruleError('ERR_STAKE_NEEDS_CLOCK', 'a table with a stake needs a think time');
  if (!entry.levels.includes(s.level)) return bad(`level must be one of ${entry.levels.join(', ')}`);
  const daily = entry.dailySeed?.(s, () => 'check', new Date()) ?? null;
  if (typeof daily === 'string') return bad(daily);
  const refused = entry.refuseOptions?.(s.options) ?? null;
  if (refused !== null) return bad(refused);
  const config = entry.module.definition.parseConfig(entry.config(s, s.players));
  return config.ok ? null : bad(config.error.detail ?? config.error.code);
}

/** The seats of a new table: the opener on seat 1, computers where humans never sit. */
function initialSeats(entry: GameEntry, s: TableSettings, p: Player): SeatRecord[] {
  return Array.from({ length: s.players }, (_, i) => {
    if (i === 0) return { ...emptySeat(), kind: 'human', playerId: p.id, name: p.name, guest: p.guest };
    return s.mode === 'solo' || i >= entry.humanSeats ? computerSeat() : emptySeat();
  });
}

/**
 * All tables of this server process: create, find, list, restore after a restart, shut down. In
 * a cluster (`cluster`), only the tables whose lease this process holds (cluster/ownership.ts).
 */
export class TableManager implements OwnedTables {
  private readonly tables = new Map<string, Table>();
  private draining = false;

  constructor(
    private readonly deps: Omit<TableDeps, 'onClosed' | 'store'> & { readonly store: TableStore },
    /** The games this server offers (production: never the test games). */
    private readonly games: GameRegistry,
    /** Waiting or running tables per player and per address (issue 17 item 6). */
    private readonly limits: Limits['tables'] = NO_LIMITS.tables,
    /** Scale-out: this process's leases and forwarding (null: the single embedded process owns every table). */
    private readonly cluster: Pick<Cluster, 'ownership' | 'forwarding' | 'directory' | 'daily'> | null = null,
  ) {}

  /** The address each table was opened from (this run; a restored table has none). */
  private readonly openedFrom = new Map<string, string>();

  /** Whether the player, or the address, may open one more table (waiting or running tables count). */
  private async tableBudget(p: Player, address: string | undefined): Promise<boolean> {
    if (this.limits.session === Infinity && this.limits.address === Infinity) return true;
    // Tables and seats still being taken count (`within`): a burst sent at once is held too.
    let mine = this.taking.get(p.id) ?? 0;
    let here = address === undefined ? 0 : (this.opening.get(address) ?? 0);
    // In a cluster the tables of every process count (the lobby's directory).
    const entries = this.cluster
      ? await this.cluster.directory.entries()
      : [...this.tables.values()].map((t) => this.entryOf(t));
    for (const e of entries) {
      if (!e.busy) continue;
      // A solo game its player left plays out without them (T15): not theirs to count any more.
      if (e.p.includes(p.id) && e.left !== true) mine += 1;
      if (address !== undefined && e.a === address) here += 1;
    }
    return mine < this.limits.session && here < this.limits.address;
  }

  /** Tables being opened or seats being taken per player, and tables being opened per address. */
  private readonly taking = new Map<string, number>();
  private readonly opening = new Map<string, number>();

  /**
   * Runs a `create` or `sit` within the table budget, counting it as taken until it is answered.
   * Before, the budget was read and the table stored only after awaits in between, so twenty
   * creates sent at once all passed a budget of ten; and `sit` was not held to it at all (one guest
   * could take a seat at every waiting table of the lobby; docs/protocol.md "tables it sits at").
   */
  private async within<T>(p: Player, address: string | undefined, run: () => Promise<T>, refused: () => T): Promise<T> {
    // The budget is read before these count this command (in the same step: no await between).
    const check = this.tableBudget(p, address);
    const counts = [[this.taking, p.id] as const, ...(address === undefined ? [] : [[this.opening, address] as const])];
    for (const [m, k] of counts) m.set(k, (m.get(k) ?? 0) + 1);
    try {
      return (await check) ? await run() : refused();
    } finally {
      for (const [m, k] of counts) {
        const left = (m.get(k) ?? 1) - 1;
        if (left === 0) m.delete(k);
        else m.set(k, left);
      }
    }
  }

  /** `sit` within the session's table budget (a seat at another's table counts like a table of one's own). */
  sitWithin(p: Player, sit: () => Promise<RuleError | null>): Promise<RuleError | null> {
    return this.within(p, undefined, sit, () => ruleError('ERR_TOO_MANY_TABLES'));
  }

  /** A table as the lobby lists it (cluster/directory.ts; one process lists from these too). */
  private entryOf(t: Table): DirectoryEntry {
    const r = t.record;
    const host = r.seats.find((s) => s.kind === 'human' && s.playerId === r.hostId);
    return {
      s: {
        id: r.id,
        game: r.settings.game,
        players: r.settings.players,
        free: r.seats.filter((s, i) => s.kind === 'empty' && i < t.entry.humanSeats).length,
        phase: r.phase,
        clock: r.settings.clock,
        tempo: r.settings.tempo,
        stake: r.settings.stake,
        host: host?.name ?? null,
        solo: r.settings.mode === 'solo',
        options: r.settings.options,
      },
      p: r.seats.flatMap((s) => (s.kind === 'human' && s.playerId !== null ? [s.playerId] : [])),
      solo: r.settings.mode === 'solo',
      gone: t.deserted,
      busy: r.phase === 'waiting' || t.running,
      left: t.soloLeft,
      a: this.openedFrom.get(t.id) ?? null,
      o: this.cluster?.ownership.holder ?? '',
    };
  }

  /** A table's dependencies; in a cluster its writes carry this process's fencing token. */
  private depsFor(id: string, fence: Fence | null): TableDeps {
    const { onError } = this.deps;
    return {
      ...this.deps,
      store: fence ? this.deps.store.fenced(fence, () => this.lost(id)) : this.deps.store,
      // A stale owner's refused writes are expected once (`lost`), not failures to report.
      onError: fence ? (e) => void (e instanceof FenceRefused || onError(e)) : onError,
      onClosed: (id) => {
        this.tables.delete(id);
        this.openedFrom.delete(id);
        this.cluster?.directory.closed(id);
        this.cluster?.ownership.release(id).catch(onError);
      },
      dailyRunning: (p, d, e) => this.dailyRunning(p, d, e),
      ...(this.cluster
        ? { dailyLock: this.cluster.daily, changed: (id: string) => this.cluster?.directory.changed(id) }
        : {}),
    };
  }

  /** L8: whether one of the players has a Tagesfahrt attempt on the deal of `date` running elsewhere. */
  private dailyRunning(playerIds: readonly string[], date: string, except: string): boolean {
    for (const t of this.tables.values()) {
      const d = t.id === except ? null : t.runningDaily;
      if (d && d.date === date && d.playerIds.some((id) => playerIds.includes(id))) return true;
    }
    return false;
  }

  /** A table this process runs. */
  get(id: string): Table | undefined {
    return this.tables.get(id);
  }

  /** Where a connection's commands for a table go: the table here, or in a cluster its route (which may forward). */
  find(id: string): TableCommands | undefined {
    return this.cluster ? this.cluster.forwarding.route(id) : this.tables.get(id);
  }

  /** Whether a table exists and is not closed (cluster: one that may be run elsewhere). */
  /** Cluster: while this process is taking the table over, when that ends. */
  arrival(id: string): Promise<boolean> | undefined {
    return this.cluster?.ownership.arrival(id);
  }

  async isOpen(id: string): Promise<boolean> {
    return this.deps.store.isOpen(id);
  }

  get size(): number {
    return this.tables.size;
  }

  /** Game and phase of every table in memory (metrics). */
  *phases(): Iterable<{ game: string; phase: string }> {
    for (const t of this.tables.values()) yield { game: t.entry.key, phase: t.record.phase };
  }

  /**
   * Opens a table; a solo table starts at once. Beyond the session's budget, the player's solo games
   * that no page has open are let go first (T15: the computer plays them out, as after 30 minutes,
   * T12) — a player who closed the tab of each game and starts a new one is not refused (QA 7 Dec
   * 2026: after ten such games "Spiel starten" answered ERR_TOO_MANY_TABLES).
   */
  async create(p: Player, settings: TableSettings, address?: string): Promise<{ table: Table } | { error: RuleError }> {
    if (this.draining) return { error: ruleError('ERR_SHUTTING_DOWN') };
    const open = () =>
      this.within(
        p,
        address,
        () => this.openTable(p, settings, address),
        () => ({ error: ruleError('ERR_TOO_MANY_TABLES') }),
      );
    const first = await open();
    if (!('error' in first) || first.error.code !== 'ERR_TOO_MANY_TABLES') return first;
    return (await this.letGoUnattended(p)) ? open() : first;
  }

  /**
   * T15: lets go of the player's solo games that no page has open; whether any was. In a cluster
   * also those on other processes: their owners are asked at the same time (cluster/let-go.ts).
   */
  private async letGoUnattended(p: Player): Promise<boolean> {
    const solo = [...this.tables.values()].filter((t) => this.soloOf(t, p.id));
    if (!this.cluster) return this.letGoHere(solo);
    const { directory, forwarding } = this.cluster;
    const gone = await Promise.all([this.letGoHere(solo), letGoElsewhere(directory, forwarding.bus, p)]);
    return gone.some(Boolean);
  }

  private soloOf(t: Table, playerId: string): boolean {
    return t.record.settings.mode === 'solo' && t.seatOfPlayer(playerId) !== null;
  }

  /** T15 on this process: whether any was let go (the lobby's directory has it when this resolves). */
  private async letGoHere(solo: readonly Table[]): Promise<boolean> {
    const gone = await Promise.all(solo.map((t) => t.letGo()));
    if (!gone.some(Boolean)) return false;
    for (const t of solo) this.cluster?.directory.changed(t.id);
    await this.cluster?.directory.settled();
    return true;
  }

  /** Cluster: another process's `create` beyond the budget asks for one of the player's solo games here (T15). */
  letGoFor(t: Table, playerId: string): Promise<boolean> {
    // Only a solo game of the player who asks: the processes trust each other, but a question
    // never lets go of anyone else's game, whatever table id it names.
    return this.soloOf(t, playerId) ? this.letGoHere([t]) : Promise.resolve(false);
  }

  private async openTable(
    p: Player,
    settings: TableSettings,
    address?: string,
  ): Promise<{ table: Table } | { error: RuleError }> {
    const entry = this.games.get(settings.game);
    if (!entry) return { error: ruleError('ERR_NO_SUCH_GAME', settings.game) };
    const e = checkSettings(entry, settings);
    if (e) return { error: e };
    // Refused before a table is stored (the start refuses it again, e.g. at "Nochmal").
    const daily = entry.dailySeed?.(settings, this.deps.dailySecret, new Date()) ?? null;
    if (daily !== null && typeof daily !== 'string' && this.dailyRunning([p.id], daily.date, ''))
      return { error: ruleError('ERR_DAILY_RUNNING') };
    if (settings.stake > 0 && this.deps.hooks.checkSeat) {
      const allowed = await this.deps.hooks.checkSeat(p, settings.stake);
      if (!allowed.ok) return { error: allowed.error };
    }
    const id = randomId(6);
    // In a cluster the attempt is claimed for the new table before it is stored (T11).
    if (
      daily !== null &&
      typeof daily !== 'string' &&
      this.cluster &&
      !(await this.cluster.daily.claim([p.id], daily.date, id))
    )
      return { error: ruleError('ERR_DAILY_RUNNING') };
    const deps = this.depsFor(id, (await this.cluster?.ownership.claimNew(id)) ?? null);
    const record: TableRecord = {
      id,
      settings,
      phase: 'waiting',
      hostId: p.id,
      seats: initialSeats(entry, settings, p),
      gameNo: 0,
      gameId: null,
    };
    await deps.store.saveTable(record);
    const table = new Table(record, entry, deps);
    this.tables.set(record.id, table);
    if (address !== undefined) this.openedFrom.set(record.id, address);
    table.note('created');
    if (settings.mode === 'solo') {
      const started = await table.startSolo();
      if (started) return { error: started };
    }
    // Listed in every process's lobby before the creator is answered.
    this.cluster?.directory.changed(id);
    await this.cluster?.directory.settled();
    return { table };
  }

  /**
   * Online tables one may join or watch, plus the player's own; in a cluster those of every
   * process. Not offered to others: a finished table (the lobby offers no seat there; its players
   * decide on "Nochmal"), and a waiting one whose every seated player has gone — nobody there
   * would ever start it (it closes when idle, timing.ts).
   */
  async list(p: Player): Promise<TableSummary[]> {
    const entries = this.cluster
      ? await this.cluster.directory.entries()
      : [...this.tables.values()].map((t) => this.entryOf(t));
    const out: TableSummary[] = [];
    for (const e of entries) {
      const mine = e.p.includes(p.id);
      const phase = e.s.phase;
      if (!mine && (e.solo || phase === 'closed' || phase === 'finished' || (phase === 'waiting' && e.gone === true)))
        continue;
      out.push({ ...e.s, mine });
    }
    return out.slice(0, 200);
  }

  /**
   * Restores every unfinished table from storage; returns how many. In a cluster, only those
   * whose lease this process wins, and from then on every ~1.5 s those another process left.
   */
  async restore(): Promise<number> {
    if (this.cluster) {
      this.cluster.directory.start((id) => {
        const t = this.tables.get(id);
        return t ? this.entryOf(t) : null;
      });
      await this.cluster.forwarding.start(this);
      await this.cluster.ownership.start(this);
      return this.cluster.ownership.takeover();
    }
    for (const s of await this.deps.store.loadOpen()) this.run(s, null, 'start');
    return this.tables.size;
  }

  /** Runs a stored table here (restart or takeover); false when it does not replay. */
  private run(s: StoredTable, fence: Fence | null, reason: RestoreReason): boolean {
    const entry = this.games.get(s.table.settings.game);
    if (!entry) return false;
    const table = new Table(s.table, entry, this.depsFor(s.table.id, fence));
    try {
      table.restore(s);
    } catch (e) {
      // A log that no longer replays (e.g. a rule changed) must not keep the server down.
      this.deps.onError(e);
      return false;
    }
    this.tables.set(s.table.id, table);
    table.note('restored', { moves: s.moves.length, reason, ...(fence ? { fence: fence.token } : {}) });
    return true;
  }

  /** Cluster: this process won the table's lease; it loads the table (committed moves only) and runs it. */
  async adopt(fence: Fence, reason: RestoreReason): Promise<boolean> {
    if (this.draining) return false;
    if (this.tables.has(fence.tableId)) return true;
    const stored = await this.deps.store.loadOne(fence.tableId);
    const running = stored !== null && this.run(stored, fence, reason);
    // Connections here that had it open elsewhere come to it; the lobby names its new owner.
    if (running) {
      this.cluster?.forwarding.moved();
      this.cluster?.directory.changed(fence.tableId);
    }
    return running;
  }

  /** Cluster: the table's lease is gone; it stops here at once, without another write. */
  drop(id: string): void {
    const table = this.tables.get(id);
    if (!table) return;
    this.tables.delete(id);
    this.openedFrom.delete(id);
    table.note('lost');
    table.stop().catch(() => undefined);
    this.cluster?.directory.left(id);
    // Connections here that had it open go to where it runs next.
    this.cluster?.forwarding.moved();
  }

  /** Cluster: a write of this table was refused (another process took it over): it stops here. */
  private lost(id: string): void {
    this.cluster?.ownership.refused(id);
    this.drop(id);
  }

  /** SIGTERM: no new tables; timers stop; every pending write finishes; a cluster's leases are handed back. */
  async shutdown(): Promise<void> {
    this.draining = true;
    await Promise.all([...this.tables.values()].map((t) => t.stop()));
    if (!this.cluster) return;
    // Handed back: gone from here before another process may take them.
    this.tables.clear();
    await this.cluster.ownership.stop();
  }

  get isDraining(): boolean {
    return this.draining;
  }
}
