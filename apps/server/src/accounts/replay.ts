import { replaySteps, type GameDefinition, type GameResult, type LoggedStep } from '@kartenhaus/core';
import type { Replay, ReplayStep } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import type { SeatRecord } from '../hooks.js';
import { dailySealed } from './daily.js';

/** Any game's definition, as the verifier and the replay run it. */
export type AnyDefinition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/** One row of the game server's move log (`game_moves`); seat −1 is a server tick. */
export type LoggedMove = LoggedStep;

/** How a replay of a log went: the last state, the result it reached, or the first move that failed. */
export interface ReplayOutcome {
  readonly replayed: number;
  readonly state: unknown;
  readonly result: GameResult | null;
  readonly problem?: string;
}

/**
 * Deals `(config, seed)` and plays the move log through the game's rules (server ticks through
 * `tick`, core's `replaySteps`); `onStep` sees the state after the deal (`move` null, no events)
 * and after every logged step, with the events it made. What `/verify` and `/replay` run.
 */
export function replayLog(
  def: AnyDefinition,
  rawConfig: unknown,
  seed: string,
  moves: readonly LoggedMove[],
  onStep: (state: unknown, move: LoggedMove | null, events: readonly unknown[]) => void = () => {},
): ReplayOutcome {
  const config = def.parseConfig(rawConfig);
  if (!config.ok) return { replayed: 0, state: null, result: null, problem: `config: ${config.error.code}` };
  const dealt = def.deal(config.value, seed);
  onStep(dealt, null, []);
  const r = replaySteps(def, dealt, moves, onStep);
  return r.problem === undefined ? { ...r, result: def.result(r.state) } : { ...r, result: null };
}

/** The move log of a game, in order. */
export async function movesOf(db: Kysely<Database>, gameId: string): Promise<LoggedMove[]> {
  const rows = await db
    .selectFrom('game_moves')
    .select(['n', 'seat', 'move', 'at'])
    .where('game_id', '=', gameId)
    .orderBy('n')
    .execute();
  return rows.map((m) => ({ n: toNumber(m.n), seat: toNumber(m.seat), move: m.move, at: toNumber(m.at) }));
}

export type ReplayRefusal = 'unknown' | 'running' | 'sealed' | 'unavailable' | { readonly broken: string };

/**
 * Everything a replay is built from, read from the database: plain data, so that the building —
 * the rules played through the whole log, a view per seat per step, the JSON — can run on a
 * worker thread (`replay-pool.ts`) instead of the event loop.
 */
export interface ReplayJob {
  readonly id: string;
  readonly game: string;
  readonly config: unknown;
  readonly seed: string;
  readonly moves: readonly LoggedMove[];
  readonly finished: boolean;
  /** Every seat's view and every move (finished, not a sealed Tagesfahrt); else only `you`'s. */
  readonly open: boolean;
  readonly seats: readonly (string | null)[];
  readonly you: number | null;
}

/**
 * Reads what a game's replay for one requester is built from, or why there is none. While the
 * game runs only a seated requester gets one, with only its own seat's views and its own moves
 * (another seat's move may name a hidden card; its effect shows in the own view). After the end
 * every seat's view and every move — except a Tagesfahrt before its day is over or while an
 * attempt of its day still runs (`dailySealed`: everyone gets the same deal all day), which stays
 * as while running: its player sees the own
 * seat, anyone else is refused (`sealed`). `key` names the answer for the cache: a finished game
 * never changes, so its answer for the same seat is the same (null while it runs).
 */
export async function replayJob(
  db: Kysely<Database>,
  gameId: string,
  requester: string | null,
  definitions: Readonly<Record<string, AnyDefinition>>,
  now: number,
): Promise<{ job: ReplayJob; key: string | null } | ReplayRefusal> {
  const g = await db
    .selectFrom('games')
    .select(['game', 'config', 'seed', 'seats', 'result', 'daily'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  if (!g) return 'unknown';
  const mine = await db
    .selectFrom('played_games')
    .select(['status', 'seats_json', 'daily'])
    .where('id', '=', gameId)
    .executeTakeFirst();
  const finished = g.result !== null || mine?.status === 'settled';
  const open = finished && !(await dailySealed(db, mine?.daily ?? g.daily, now));
  const seats = await seatNames(db, gameId, mine?.seats_json ?? null, (JSON.parse(g.seats) as unknown[]).length);
  const you = requester === null ? null : seats.ids.indexOf(requester);
  const seat = you === null || you < 0 ? null : you;
  if (!open && seat === null) return finished ? 'sealed' : 'running';
  if (!definitions[g.game]) return 'unavailable';
  const job: ReplayJob = {
    id: gameId,
    game: g.game,
    config: JSON.parse(g.config) as unknown,
    seed: g.seed,
    moves: await movesOf(db, gameId),
    finished,
    open,
    seats: seats.names,
    you: seat,
  };
  return { job, key: finished ? `${gameId}:${open ? 'open' : 'own'}:${seat ?? '-'}` : null };
}

/**
 * Builds a replay from its job: the one loop (`replayLog`), views only from the game's `view`,
 * never the raw state; the seed itself is not part of the answer. A step whose move is not shown
 * (another seat's while the game runs) carries its events as the requester's seat saw them at the
 * table — through the game's `viewEvent`, the filter of every live update — so the replay's log
 * can say what the table said ("Anna legt Spielwaren 12."), and nothing more.
 */
export function buildReplay(
  def: AnyDefinition,
  job: ReplayJob,
): { replay: Replay; result: GameResult | null } | { broken: string } {
  const visible = (s: number) => job.open || s === job.you;
  const steps: ReplayStep[] = [];
  const outcome = replayLog(def, job.config, job.seed, job.moves, (state, m, events) => {
    const move = m && (job.open || m.seat === job.you) ? m.move : null;
    steps.push({
      n: m?.n ?? 0,
      seat: m && m.seat >= 0 ? m.seat : null,
      move,
      views: job.seats.map((_, s) => (visible(s) ? def.view(state, s) : null)),
      ...(m !== null && move === null ? { events: seenEvents(def, events, job.you) } : {}),
    });
  });
  // A running game's failing move may name a hidden card: its detail stays on the server.
  if (outcome.problem !== undefined) return { broken: job.open ? outcome.problem : 'the move log does not replay' };
  const { id, game, finished, seats, you } = job;
  return { replay: { id, game, finished, seats: [...seats], you, steps }, result: outcome.result };
}

/** What `seat` saw of a step's events at the table (`viewEvent`; null: a spectator's view). */
function seenEvents(def: AnyDefinition, events: readonly unknown[], seat: number | null): unknown[] {
  const seen: unknown[] = [];
  for (const e of events) {
    const x = def.viewEvent(e, seat);
    if (x !== null) seen.push(x);
  }
  return seen;
}

/** A game's replay for one requester, read and built here (see `replayJob`, `buildReplay`). */
export async function replayFor(
  db: Kysely<Database>,
  gameId: string,
  requester: string | null,
  definitions: Readonly<Record<string, AnyDefinition>>,
  now: number,
): Promise<{ replay: Replay; result: GameResult | null } | ReplayRefusal> {
  const r = await replayJob(db, gameId, requester, definitions, now);
  if (typeof r !== 'object' || 'broken' in r) return r;
  return buildReplay(definitions[r.job.game]!, r.job);
}

/** Names and player ids by game seat: accounts' seat records, else as many unnamed seats as the game has. */
async function seatNames(
  db: Kysely<Database>,
  gameId: string,
  seatsJson: string | null,
  count: number,
): Promise<{ names: (string | null)[]; ids: (string | null)[] }> {
  const records = seatsJson ? (JSON.parse(seatsJson) as SeatRecord[]) : [];
  const ids: (string | null)[] = Array.from({ length: Math.max(count, records.length) }, () => null);
  for (const r of records) ids[r.seat] = r.playerId;
  const rows = await db
    .selectFrom('played_seats as s')
    .innerJoin('players as p', 'p.id', 's.player_id')
    .select(['s.seat', 'p.name'])
    .where('s.game_id', '=', gameId)
    .execute();
  const names = ids.map(() => null as string | null);
  for (const r of rows) names[toNumber(r.seat)] = r.name;
  return { names, ids };
}
