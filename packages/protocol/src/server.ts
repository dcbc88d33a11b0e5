import { z } from 'zod';
import { TableSettings } from './client.js';

/** The phases of a table. */
export const PHASES = ['waiting', 'countdown', 'playing', 'summary', 'finished', 'closed'] as const;
export type Phase = (typeof PHASES)[number];

/** One seat as everyone at the table sees it. */
export const SeatInfo = z.strictObject({
  seat: z.number().int(),
  kind: z.enum(['human', 'computer', 'empty']),
  name: z.string().nullable(),
  /** A3: the computer plays this human's seat until "Ich bin zurück". */
  away: z.boolean(),
  connected: z.boolean(),
  /** Clicked "Weiter" (summary) or "Nochmal" (after the game). */
  ready: z.boolean(),
  /** Milliseconds left to decide (think time, then grace) when this seat is to act on a clock. */
  clockMs: z.number().nullable(),
  /** Whether the seat's clock is in its 10 s grace period. */
  grace: z.boolean(),
  /**
   * T13: at a table "ohne Uhr", this human has kept the table waiting on one step for `STALL_MS` or
   * more; the others may leave without −10. (Defaults keep frames of an older server parseable.)
   */
  stalling: z.boolean().default(false),
});
export type SeatInfo = z.infer<typeof SeatInfo>;

/**
 * One seat of the current (or last) game, by game seat. A game is dealt to the table's non-empty
 * seats only (a "leer" seat gets no cards), packed in table order: views, events and results
 * number these game seats, not the table's. `seat` is the table seat it was dealt to; `kind` and
 * `name` say who played it when it was dealt, and stay after the game though the table seat may
 * since have been emptied (the Endstand still names who played).
 */
export const GameSeatInfo = z.strictObject({
  seat: z.number().int(),
  kind: z.enum(['human', 'computer']),
  name: z.string().nullable(),
});
export type GameSeatInfo = z.infer<typeof GameSeatInfo>;

/** The table around the game: settings, seats, phase and timers (times as milliseconds left). */
export const TableInfo = z.strictObject({
  id: z.string(),
  settings: TableSettings,
  phase: z.enum(PHASES),
  seats: z.array(SeatInfo),
  /** The receiver's seat, `null` for a spectator. */
  you: z.number().int().nullable(),
  host: z.string().nullable(),
  /**
   * The host's seat: the one player who may start the game (`null`: no host seated). (Defaults keep
   * frames of an older server parseable.)
   */
  hostSeat: z.number().int().nullable().default(null),
  /** Games played at this table so far (the running one included). */
  gameNo: z.number().int(),
  /** Countdown (Gipfelsturm, G5), summary or rematch time left, when one runs. */
  timerMs: z.number().nullable(),
  /** Final standings after the game. */
  result: z.unknown().nullable(),
  /** The highest move sequence number answered for the receiver: a new page continues above it. */
  seq: z.number().int(),
  /**
   * The stored id of the current (or last) game, the one `/api/games/:id` knows; `null` before the
   * first game. (Defaults keep frames of an older server parseable.)
   */
  gameId: z.string().nullable().default(null),
  /**
   * The published SHA-256 (hex) of the current game's seed, from its start on (fair deals); the
   * seed itself is never sent.
   */
  seedHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable()
    .default(null),
  /**
   * The one mapping from game seats to table seats (see `GameSeatInfo`), `gameSeats[g]` for game
   * seat `g`; `null` before the first game. (Defaults keep frames of an older server parseable.)
   */
  gameSeats: z.array(GameSeatInfo).nullable().default(null),
  /** Names of those who watch the table without a seat (spectators). */
  spectators: z.array(z.string()).default([]),
});
export type TableInfo = z.infer<typeof TableInfo>;

/** An open table in the lobby list. */
export const TableSummary = z.strictObject({
  id: z.string(),
  game: z.string(),
  players: z.number().int(),
  free: z.number().int(),
  phase: z.enum(PHASES),
  clock: z.number().nullable(),
  tempo: z.string(),
  stake: z.number().int(),
  host: z.string().nullable(),
  /** The asking player has a seat at this table (their own table comes back, not a spectator's view). */
  mine: z.boolean().default(false),
  /**
   * A table one plays alone against computers (practice at a server table, the Tagesfahrt): only its
   * own player sees it listed, to go back to it — not as an open table "von" oneself. Absent from an
   * older server: read as `false`.
   */
  solo: z.boolean().default(false),
  /**
   * The game's own options as the table was opened with them (route, limit, house rules, level,
   * variants; the same as every viewer of the table reads in `info.settings.options`). Absent
   * from an older server: read as `{}`.
   */
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
});
export type TableSummary = z.infer<typeof TableSummary>;

const Code = z.string().regex(/^ERR_[A-Z0-9_]+$/);

/**
 * One step of the table: the events the receiver may see (possibly none — the version still
 * advances), the receiver's view after it, and the table around it.
 */
/**
 * `by: 'computer'`: the update's events are of a move the computer made for a seat a human holds —
 * its think time and grace ran out (T4), or the computer plays it while the human is away (A3). A
 * human's own move, a computer seat's and a tick have no `by`. The page's log names the actor so
 * ("Der Computer (für dich) legt …"), and says that the think time ran out.
 */
const ByComputer = z.literal('computer').optional();

const Update = z.strictObject({
  t: z.literal('update'),
  table: z.string(),
  v: z.number().int(),
  by: ByComputer,
  events: z.array(z.unknown()),
  info: TableInfo,
  view: z.unknown().nullable(),
});

/** The messages other than `update`, the same on the wire and for the application. */
const PLAIN = [
  z.strictObject({
    t: z.literal('welcome'),
    protocol: z.number().int(),
    player: z.strictObject({ id: z.string(), name: z.string(), guest: z.boolean() }),
  }),
  z.strictObject({ t: z.literal('pong') }),
  z.strictObject({ t: z.literal('ok'), ref: z.string().optional(), table: z.string().optional() }),
  z.strictObject({
    t: z.literal('error'),
    code: Code,
    detail: z.string().optional(),
    ref: z.string().optional(),
    table: z.string().optional(),
    seq: z.number().int().optional(),
  }),
  z.strictObject({ t: z.literal('tables'), tables: z.array(TableSummary) }),
  /** A move was committed: `v` is the version that carries its events. */
  z.strictObject({ t: z.literal('ack'), table: z.string(), seq: z.number().int(), v: z.number().int() }),
  /** The whole table now: after `open` without (usable) `since`, or when history is gone. */
  z.strictObject({
    t: z.literal('snapshot'),
    table: z.string(),
    epoch: z.string(),
    v: z.number().int(),
    info: TableInfo,
    view: z.unknown().nullable(),
    /**
     * The running game's last steps, oldest first, so a page opened anew (a reload) can show its
     * log: each is one update's events as the receiver's seat saw them live (`viewEvent(e, seat)`,
     * a spectator's `null`: a card drawn from the stock is named to its drawer only).
     * Only updates with events or seat news, only of the current game, at most `RECENT_STEPS`;
     * `by` as in an update; `seats`: the human seats the computer took over (A3: left, or two
     * timeouts) or whose player came back with that update — public, as the seat list says it —
     * so the rebuilt log says "Für Ben spielt jetzt der Computer." where it happened.
     * Absent from an older server: read as `[]`.
     */
    recent: z
      .array(
        z.strictObject({
          v: z.number().int(),
          events: z.array(z.unknown()),
          by: ByComputer,
          seats: z
            .array(z.strictObject({ seat: z.number().int().min(0), name: z.string(), away: z.boolean() }))
            .optional(),
        }),
      )
      .default([]),
  }),
] as const;

/** How many of a game's last steps a snapshot carries (`recent`): enough for every game's log. */
export const RECENT_STEPS = 12;

/**
 * Every message the server sends, as the application sees it (after `serverReader`). Views and
 * events are the game's, filtered for the receiver.
 */
export const ServerMessage = z.discriminatedUnion('t', [...PLAIN, Update]);
/**
 * A frame as it travels: an update leaves `info` out when the connection's previous frame for
 * that table carried the same `info` (at a busy table the table around the game rarely changes,
 * and it was two thirds of every frame), and instead of the whole `view` it may carry
 * `viewPatch`, the fields that changed since the connection's previous frame for that table
 * (the others stay as they were), with `viewDrop`, the fields the view no longer has. At a
 * Speedlift table a move changes the turn, the ride and a hand count, and leaves the score
 * sheets, the loads, the exits and the config as they were. `serverReader` puts both back.
 */
export const ServerFrame = z.discriminatedUnion('t', [
  ...PLAIN,
  Update.partial({ info: true, view: true }).extend({
    viewPatch: z.record(z.string(), z.unknown()).optional(),
    viewDrop: z.array(z.string()).optional(),
  }),
]);
export type ServerFrame = z.infer<typeof ServerFrame>;
export type ServerMessage = z.infer<typeof ServerMessage>;
