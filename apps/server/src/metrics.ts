import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (docs/operations.md lists them). One registry per process:
 * the code that does the work calls the small hooks below (`metrics.moveAcked(…)`, …) and
 * knows nothing of Prometheus; what is counted at a scrape (tables, connections) comes from the
 * sources each running server adds (`addSource`). Label values are closed sets (games, levels,
 * phases, error codes), never a player, a table or anything typed by a user.
 */
export const registry = new Registry();
// Per process: CPU, memory, heap, GC, handles, and the event-loop delay (nodejs_eventloop_lag_*,
// from perf_hooks' monitorEventLoopDelay).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

/** What a running server reports at each scrape. */
export interface MetricsSource {
  /** Tables in memory by game and phase. */
  tables(): Iterable<{ game: string; phase: string }>;
  /** Open WebSocket connections. */
  connections(): number;
}
const sources = new Set<MetricsSource>();

/** Adds a server's tables and connections to the scrape; returns the removal. */
export function addSource(s: MetricsSource): () => void {
  sources.add(s);
  return () => sources.delete(s);
}

// Seconds; a move's ack waits for its group commit (about a millisecond on SQLite, docs/server.md).
const fast = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const slow = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10];

new Gauge({
  name: 'kartenhaus_tables',
  help: 'Tables in memory, by game and phase',
  labelNames: ['game', 'phase'],
  registers: [registry],
  collect() {
    this.reset();
    const counts = new Map<string, { game: string; phase: string; n: number }>();
    for (const s of sources)
      for (const t of s.tables()) {
        const key = `${t.game}\u0000${t.phase}`;
        const c = counts.get(key) ?? { game: t.game, phase: t.phase, n: 0 };
        c.n += 1;
        counts.set(key, c);
      }
    for (const c of counts.values()) this.set({ game: c.game, phase: c.phase }, c.n);
  },
});

new Gauge({
  name: 'kartenhaus_connections',
  help: 'Open WebSocket connections',
  registers: [registry],
  collect() {
    let n = 0;
    for (const s of sources) n += s.connections();
    this.set(n);
  },
});

const moves = new Counter({
  name: 'kartenhaus_moves_total',
  help: 'Moves committed to the move log, by game and by whom (human, computer, clock)',
  labelNames: ['game', 'by'],
  registers: [registry],
});
const moveAck = new Histogram({
  name: 'kartenhaus_move_ack_seconds',
  help: "A human's move from its arrival to its ack (validated, committed, published)",
  labelNames: ['game'],
  buckets: fast,
  registers: [registry],
});
const commits = new Counter({
  name: 'kartenhaus_commits_total',
  help: 'Database commits: group commits of the move log (moves) and transactions (start, end, …), by outcome (ok, rolledBack: refused inside, e.g. not enough Taler; failed)',
  labelNames: ['kind', 'outcome'],
  registers: [registry],
});
const commitTime = new Histogram({
  name: 'kartenhaus_commit_seconds',
  help: 'Time of a database commit, by kind',
  labelNames: ['kind'],
  buckets: fast,
  registers: [registry],
});
const batchMoves = new Histogram({
  name: 'kartenhaus_commit_batch_moves',
  help: 'Moves per group commit of the move log',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
  registers: [registry],
});
const botDecisions = new Counter({
  name: 'kartenhaus_bot_decisions_total',
  help: "Computer decisions by game, level and outcome (ok, failed: threw, timed out or the pool's queue refused)",
  labelNames: ['game', 'level', 'outcome'],
  registers: [registry],
});
const botThink = new Histogram({
  name: 'kartenhaus_bot_decision_seconds',
  help: 'Time a computer decision took in its worker thread',
  labelNames: ['game', 'level'],
  buckets: slow,
  registers: [registry],
});
const botWait = new Histogram({
  name: 'kartenhaus_bot_queue_wait_seconds',
  help: "Time a computer decision waited for a free worker thread (the whole time minus the thread's own)",
  labelNames: ['game'],
  buckets: slow,
  registers: [registry],
});
const botFallbacks = new Counter({
  name: 'kartenhaus_bot_fallbacks_total',
  help: 'Computer decisions replaced by a fallback (queue/overrun/error: the normal level at a short budget; failed/refused: the first legal move)',
  labelNames: ['game', 'level', 'reason'],
  registers: [registry],
});
const ledger = new Counter({
  name: 'kartenhaus_ledger_transfers_total',
  help: 'Ledger transfers posted, by kind (counted inside their transaction, which may still roll back)',
  labelNames: ['kind'],
  registers: [registry],
});
const refusals = new Counter({
  name: 'kartenhaus_refusals_total',
  help: 'Error answers sent to clients over the WebSocket, by code',
  labelNames: ['code'],
  registers: [registry],
});
const closes = new Counter({
  name: 'kartenhaus_connection_closes_total',
  help: 'WebSocket connections closed, by close code',
  labelNames: ['code'],
  registers: [registry],
});

const leases = new Counter({
  name: 'kartenhaus_lease_events_total',
  help: 'Table leases (scale-out): won at a takeover (takeover), at a new table (created), lost to another process or to Redis (lost), handed back (released)',
  labelNames: ['event'],
  registers: [registry],
});
const forwarded = new Counter({
  name: 'kartenhaus_forwarded_total',
  help: "Scale-out: commands forwarded to a table's owner process and frame batches sent back, by direction (command, frames)",
  labelNames: ['kind'],
  registers: [registry],
});

const stalls = new Counter({
  name: 'kartenhaus_stalls_total',
  help: 'T13: waits at tables "ohne Uhr" that reached 10 minutes on one step (the humans waited on are marked stalling)',
  labelNames: ['game'],
  registers: [registry],
});

const seconds = (ms: number) => ms / 1000;

/** The hooks the rest of the server calls. Each is cheap (a map lookup and an add). */
export const metrics = {
  /** A move entered the log (`by`: who played it). */
  move(game: string, by: 'human' | 'computer' | 'clock'): void {
    moves.inc({ game, by });
  },
  /** A human's move was acknowledged `ms` after it arrived. */
  moveAcked(game: string, ms: number): void {
    moveAck.observe({ game }, seconds(ms));
  },
  /** A commit finished (or failed) after `ms`; `moves` for a group commit of the move log. */
  commit(kind: 'moves' | 'transaction', outcome: 'ok' | 'rolledBack' | 'failed', ms: number, batch?: number): void {
    commits.inc({ kind, outcome });
    commitTime.observe({ kind }, seconds(ms));
    if (batch !== undefined) batchMoves.observe(batch);
  },
  /** A computer decision came back (`thinkMs`: in its thread, when known; `waitMs`: queued). */
  botDecision(
    game: string,
    level: string,
    outcome: 'ok' | 'failed',
    times: { thinkMs?: number | undefined; waitMs?: number | undefined } = {},
  ): void {
    botDecisions.inc({ game, level, outcome });
    if (times.thinkMs !== undefined) botThink.observe({ game, level }, seconds(times.thinkMs));
    if (times.waitMs !== undefined) botWait.observe({ game }, seconds(Math.max(0, times.waitMs)));
  },
  /** A computer's decision was replaced by a fallback (`reason`: a short fixed word). */
  botFallback(game: string, level: string, reason: string): void {
    botFallbacks.inc({ game, level, reason });
  },
  ledgerTransfer(kind: string): void {
    ledger.inc({ kind });
  },
  refusal(code: string): void {
    refusals.inc({ code });
  },
  connectionClosed(code: number): void {
    closes.inc({ code: String(code) });
  },
  /** Scale-out: a table's lease was won, lost or handed back (`n` tables at once). */
  lease(event: 'takeover' | 'created' | 'lost' | 'released', n = 1): void {
    leases.inc({ event }, n);
  },
  /** T13: a table "ohne Uhr" has waited 10 minutes on one step. */
  stall(game: string): void {
    stalls.inc({ game });
  },
  /** Scale-out: a command went to a table's owner, or a batch of frames came back from it. */
  forwarded(kind: 'command' | 'frames'): void {
    forwarded.inc({ kind });
  },
};

/** A scrape: the metrics in Prometheus text format. */
export type Scrape = () => Promise<{ contentType: string; body: string }>;

/** This process's scrape. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
