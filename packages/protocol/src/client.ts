import { z } from 'zod';
import { DEFAULT_THINK_TIME, FREE_SEATS, STAKES, TEMPOS, THINK_TIMES } from './limits.js';

/** A table id: short, URL-safe. */
export const TableId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);
/** A client-chosen request id, echoed in `ok` / `error` so the client can match answers. */
const Ref = z.string().max(40).optional();

/** Options of a new table; the server checks them against the game's limits. */
export const TableSettings = z.strictObject({
  game: z.string().min(1).max(20),
  mode: z.enum(['solo', 'online']),
  /** Seats at the table, humans and computers together. */
  players: z.number().int().min(1).max(6),
  /** The game's own options (limit, house rules, route, level, …); validated by the game. */
  options: z.record(z.string().max(40), z.union([z.string().max(40), z.number(), z.boolean()])).default({}),
  /** Strength of the computers (`leicht`, `normal`, `stark`, … per game). */
  level: z.string().max(20).default('normal'),
  clock: z.literal(THINK_TIMES).nullable().default(DEFAULT_THINK_TIME),
  tempo: z.enum(TEMPOS).default('normal'),
  stake: z.literal(STAKES).default(0),
  free: z.enum(FREE_SEATS).default('computer'),
});
export type TableSettings = z.infer<typeof TableSettings>;

const onTable = { table: TableId, ref: Ref };

/** Every message a client may send. Closed: anything else is refused with `ERR_BAD_MESSAGE`. */
export const ClientMessage = z.discriminatedUnion('t', [
  z.strictObject({ t: z.literal('hello'), protocol: z.number().int(), ref: Ref }),
  z.strictObject({ t: z.literal('ping'), ref: Ref }),
  /** The list of open online tables. */
  z.strictObject({ t: z.literal('list'), ref: Ref }),
  /** Opens a table; the sender takes seat 0. Solo tables start at once. */
  z.strictObject({ t: z.literal('create'), settings: TableSettings, ref: Ref }),
  /** Subscribes to a table (own seat or spectator); `since` asks for the missed events only. */
  z.strictObject({
    t: z.literal('open'),
    ...onTable,
    since: z.strictObject({ epoch: z.string().max(40), v: z.number().int().min(0) }).optional(),
  }),
  /** Unsubscribes (does not leave the seat). */
  z.strictObject({ t: z.literal('close'), ...onTable }),
  z.strictObject({ t: z.literal('sit'), ...onTable, seat: z.number().int().min(0).max(5) }),
  /** Leaves the seat; during a game the computer takes over (A3). */
  z.strictObject({ t: z.literal('leave'), ...onTable }),
  z.strictObject({ t: z.literal('start'), ...onTable }),
  /** A move in the game's notation; `seq` is the client's sequence number (exactly once). */
  z.strictObject({ t: z.literal('move'), ...onTable, seq: z.number().int().min(1), move: z.string().min(1).max(64) }),
  /** "Weiter" in the round summary. */
  z.strictObject({ t: z.literal('ready'), ...onTable }),
  /** "Nochmal" after the game. */
  z.strictObject({ t: z.literal('rematch'), ...onTable }),
  /** "Ich bin zurück": take the seat back from the computer at the next decision. */
  z.strictObject({ t: z.literal('back'), ...onTable }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['t'];
