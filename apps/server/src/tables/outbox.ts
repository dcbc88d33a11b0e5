import type { GameDefinition, Seat } from '@kartenhaus/core';
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';

/** Whoever receives frames: a WebSocket connection (or a test double). */
export interface Receiver {
  readonly playerId: string;
  /** The name others see (the spectator list). */
  readonly playerName: string;
  /** Writes one frame (JSON text, or its UTF-8 bytes) to the socket. Only `deliver` below calls it. */
  sendFrame(frame: string | Buffer): void;
}

type AnyDefinition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/** What a table exposes so a frame can be built for one receiver. */
export interface TableSource {
  readonly id: string;
  readonly epoch: string;
  readonly v: number;
  /** The table around the game as this receiver sees it (`sharedInfo` plus `personalInfo`). */
  info(receiver: Receiver): TableInfo;
  /** The part of `info` that is the same for every receiver. */
  sharedInfo(): Omit<TableInfo, 'you' | 'seq'>;
  /** The part of `info` that belongs to one receiver. */
  personalInfo(receiver: Receiver): Pick<TableInfo, 'you' | 'seq'>;
  /** The receiver's game seat (`null`: spectator, or no game runs). */
  gameSeatOf(receiver: Receiver): Seat | null;
  /** The running (or just finished) game, if any. */
  readonly game: { readonly definition: AnyDefinition; readonly state: unknown } | null;
}

/** Messages without game data. */
export type PlainMessage = Extract<ServerMessage, { t: 'welcome' | 'pong' | 'ok' | 'error' | 'tables' | 'ack' }>;

/** Everything that leaves the server, before the game's view is applied. */
export type Outgoing =
  | { readonly kind: 'plain'; readonly message: PlainMessage }
  | { readonly kind: 'snapshot'; readonly table: TableSource }
  | { readonly kind: 'update'; readonly table: TableSource; readonly v: number; readonly events: readonly unknown[] };

/**
 * THE way to a socket. Every frame passes here, and here the game's `view` and `viewEvent` are
 * applied for the receiving seat (or `null` for a spectator) — boardgame.io's filter-player-view
 * at one chokepoint. Events a seat may not see are dropped, but the version still advances.
 */
export function deliver(to: Receiver | Iterable<Receiver>, out: Outgoing): void {
  const many = Symbol.iterator in to;
  if (out.kind === 'update') return deliverUpdate(many ? to : [to], out);
  for (const r of many ? to : [to]) {
    const frame = frameFor(r, out);
    // A snapshot describes the table in full; the next update says it again rather than compare.
    if (frame.t === 'snapshot') forgetInfo(r, frame.table);
    r.sendFrame(JSON.stringify(frame));
  }
}

/**
 * The `info` each receiver got last, per table: an update whose `info` equals it leaves `info` out
 * (protocol `ServerFrame`; the client's `serverReader` keeps the last one). A new connection is a
 * new receiver, so its first update of a table always carries `info`. Kept as the shared text
 * (one string for all receivers of an update, and kept — not replaced — while it stays the same)
 * and the receiver's own two fields, so an unchanged table makes no new long-lived strings.
 */
interface Told {
  readonly shared: string;
  readonly you: Seat | null;
  readonly seq: number;
}
const sentInfo = new WeakMap<Receiver, Map<string, Told>>();

function remember(r: Receiver, table: string, told: Told): void {
  let m = sentInfo.get(r);
  if (!m) sentInfo.set(r, (m = new Map()));
  m.set(table, told);
}

/** Forgets what a receiver was told about a table (it closed the table; a later open starts anew). */
export function forgetInfo(r: Receiver, table: string): void {
  sentInfo.get(r)?.delete(table);
}

/**
 * An update to one or many receivers: each receiver's own seat's view and events (`null` for
 * spectators). Each seat's view and events and the shared part of `info` are serialised once per
 * update, the fields all the seats' views share once for all of them (`viewBytes`), and the frame
 * is put together per receiver as bytes — at a busy table that is one serialisation of the public
 * part per move instead of one per socket, and no copy of the whole text per frame on the heap.
 * `frameFor` is the reference it must equal (with `info`, which the frame leaves out when the
 * receiver already has it).
 */
function deliverUpdate(to: Iterable<Receiver>, out: Extract<Outgoing, { kind: 'update' }>): void {
  const t = out.table;
  const receivers: [Receiver, Seat | null][] = [];
  const bySeat = new Map<Seat | null, { events: string; view: unknown; bytes: Buffer }>();
  for (const r of to) {
    const seat = t.gameSeatOf(r);
    receivers.push([r, seat]);
    if (bySeat.has(seat)) continue;
    const events: unknown[] = [];
    if (t.game)
      for (const e of out.events) {
        const x = t.game.definition.viewEvent(e, seat);
        if (x !== null) events.push(x);
      }
    const view = t.game ? t.game.definition.view(t.game.state, seat) : null;
    bySeat.set(seat, { events: JSON.stringify(events), view, bytes: EMPTY });
  }
  const seats = [...bySeat.values()];
  const bytes = viewBytes(seats.map((s) => s.view));
  for (const [i, s] of seats.entries()) s.bytes = bytes[i]!;

  const head = `{"t":"update","table":${JSON.stringify(t.id)},"v":${out.v},"events":`;
  let info: string | null = null;
  for (const [r, seat] of receivers) {
    const seen = bySeat.get(seat)!;
    // The shared info is an object ending in "}"; the receiver's own fields complete it.
    info ??= JSON.stringify(t.sharedInfo()).slice(0, -1);
    const own = t.personalInfo(r);
    const told = sentInfo.get(r)?.get(t.id);
    const known = told !== undefined && told.you === own.you && told.seq === own.seq && told.shared === info;
    // The mover's `seq` changes with every move while the table stays as it was: keep the string
    // already held rather than a new equal one (which would live, and be copied by the
    // collector, until that player's next move).
    if (!known) remember(r, t.id, { shared: told?.shared === info ? told.shared : info, you: own.you, seq: own.seq });
    const full = known ? '' : `,"info":${info},"you":${JSON.stringify(own.you)},"seq":${JSON.stringify(own.seq)}}`;
    r.sendFrame(Buffer.concat([Buffer.from(`${head}${seen.events}${full},"view":`), seen.bytes, CLOSE]));
  }
}

const EMPTY = Buffer.alloc(0);
const CLOSE = Buffer.from('}');

/**
 * The views of one update as bytes, each equal to `JSON.stringify` of its view up to key order:
 * the fields whose value is the same (the very object, or an equal primitive) in every view come
 * first and are serialised once for all — the seats' views of one state share their public part
 * (Speedlift's ride, loads, scores… are the same objects) — then each view's own fields (seat,
 * hand, legal moves). Clients read JSON, where key order means nothing.
 */
export function viewBytes(views: readonly unknown[]): Buffer[] {
  const objects = views.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
  if (views.length < 2 || !objects) return views.map((v) => Buffer.from(JSON.stringify(v) ?? 'null'));
  const records = views as readonly Record<string, unknown>[];
  const first = records[0]!;
  let common = '';
  const ownKeys: string[] = [];
  for (const k of Object.keys(first)) {
    const x = first[k];
    let shared = true;
    for (let i = 1; i < records.length && shared; i++) shared = records[i]![k] === x && Object.hasOwn(records[i]!, k);
    if (shared) common = field(common, k, x);
    else ownKeys.push(k);
  }
  const commonBytes = Buffer.from(common);
  return records.map((v) => {
    let own = '';
    for (const k of ownKeys) if (Object.hasOwn(v, k)) own = field(own, k, v[k]);
    // A key this view has and the first has not is this view's own.
    for (const k of Object.keys(v)) if (!Object.hasOwn(first, k)) own = field(own, k, v[k]);
    const join = common !== '' && own !== '' ? ',' : '';
    return Buffer.concat([OPEN, commonBytes, Buffer.from(`${join}${own}}`)]);
  });
}

const OPEN = Buffer.from('{');

/** `fields` with `"key":value` appended, as `JSON.stringify` writes it (nothing for undefined or functions). */
function field(fields: string, key: string, value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) return fields;
  let name = keyTexts.get(key);
  if (name === undefined) {
    name = `${JSON.stringify(key)}:`;
    // Views have a few dozen field names; a view with ever new keys must not grow this forever.
    if (keyTexts.size < 1000) keyTexts.set(key, name);
  }
  return fields === '' ? `${name}${text}` : `${fields},${name}${text}`;
}

/** `"key":` per field name seen. */
const keyTexts = new Map<string, string>();

/**
 * The complete message one receiver gets (exported for tests of the filtering itself); on the
 * wire an update may leave out an unchanged `info` (see `sentInfo`).
 */
export function frameFor(to: Receiver, out: Outgoing): ServerMessage {
  switch (out.kind) {
    case 'plain':
      return out.message;
    case 'snapshot': {
      const t = out.table;
      return { t: 'snapshot', table: t.id, epoch: t.epoch, v: t.v, info: t.info(to), view: viewFor(t, to) };
    }
    case 'update': {
      const t = out.table;
      const seat = t.gameSeatOf(to);
      const events: unknown[] = [];
      if (t.game)
        for (const e of out.events) {
          const seen = t.game.definition.viewEvent(e, seat);
          if (seen !== null) events.push(seen);
        }
      return { t: 'update', table: t.id, v: out.v, events, info: t.info(to), view: viewFor(t, to) };
    }
  }
}

function viewFor(t: TableSource, to: Receiver): unknown {
  return t.game ? t.game.definition.view(t.game.state, t.gameSeatOf(to)) : null;
}
