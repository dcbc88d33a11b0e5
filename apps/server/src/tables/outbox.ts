import type { GameDefinition, Seat } from '@kartenhaus/core';
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';

/** Whoever receives frames: a WebSocket connection (or a test double). */
export interface Receiver {
  readonly playerId: string;
  /** The name others see (the spectator list). */
  readonly playerName: string;
  /** Writes one frame to the socket. Only `deliver` below calls it. */
  sendFrame(text: string): void;
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
  /** That game's last updates with events, oldest first (a snapshot's `recent`, each seat's own). */
  readonly recent?: readonly Step[];
}

/**
 * One published change of a table: its version, the game's events (unfiltered), and `by` when they
 * are of a move the computer made for a seat a human holds (T4, A3; protocol `by`).
 */
export interface Step {
  readonly v: number;
  readonly events: readonly unknown[];
  readonly by?: 'computer';
  /**
   * The human seats that went over to the computer (A3: left, or two timeouts) or came back with
   * this version — public, as the seat list says it; a snapshot's `recent` carries them so a log
   * rebuilt after a reload says "Für Ben spielt jetzt der Computer." where it happened.
   */
  readonly seats?: readonly SeatChange[];
}

/** A human seat's change between the player and the computer (protocol `recent[].seats`). */
export interface SeatChange {
  /** The table seat. */
  readonly seat: number;
  readonly name: string;
  /** The computer plays it now (A3); false: the player is back. */
  readonly away: boolean;
}

/** Messages without game data. */
export type PlainMessage = Extract<ServerMessage, { t: 'welcome' | 'pong' | 'ok' | 'error' | 'tables' | 'ack' }>;

/** Everything that leaves the server, before the game's view is applied. */
export type Outgoing =
  | { readonly kind: 'plain'; readonly message: PlainMessage }
  | { readonly kind: 'snapshot'; readonly table: TableSource }
  | ({ readonly kind: 'update'; readonly table: TableSource } & Step);

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
 * What each receiver was told last, per table: an update whose `info` equals it leaves `info`
 * out, and an update whose view shares fields with the view sent last sends only the changed
 * fields as `viewPatch` (protocol `ServerFrame`; the client's `serverReader` keeps the last info
 * and view and puts them back). A new connection is a new receiver, so its first update of a
 * table is complete. `info` is kept as the shared text (one string for all receivers of an
 * update, and kept — not replaced — while it stays the same) and the receiver's own two fields.
 */
interface Told {
  shared: string;
  you: Seat | null;
  seq: number;
  /**
   * The fields of the view sent last (`null` when it was not an object): what the receiver
   * holds. Kept as two lists updated in place, not as the view object — one object per receiver
   * and move that outlived the young generation was a third of what the collector promoted.
   */
  keys: string[] | null;
  values: unknown[];
}
const told = new WeakMap<Receiver, Map<string, Told>>();

/** Forgets what a receiver was told about a table (it closed the table; a later open starts anew). */
export function forgetInfo(r: Receiver, table: string): void {
  told.get(r)?.delete(table);
}

/**
 * An update to one or many receivers: each receiver's own seat's view and events (`null` for
 * spectators), each seat's view and events computed once per update. Each receiver is sent the
 * view's fields that changed since its previous frame — a field is unchanged when it is the very
 * object (or an equal primitive) sent before: states never change once made, and a game's view
 * hands out the state's own lists (Speedlift: config, loads, exits, scores… stay the same objects
 * from move to move). A value is serialised at most once per update, whatever the number of
 * seats and sockets that need it. `frameFor` is the reference the frame, read by
 * `serverReader`, must equal.
 */
function deliverUpdate(to: Iterable<Receiver>, out: Extract<Outgoing, { kind: 'update' }>): void {
  const t = out.table;
  const bySeat = new Map<Seat | null, { events: string; view: unknown }>();
  const by = out.by === undefined ? '' : `"by":${JSON.stringify(out.by)},`;
  const head = `{"t":"update","table":${JSON.stringify(t.id)},"v":${out.v},${by}"events":`;
  const texts = new Map<unknown, string>();
  let info: string | null = null;
  for (const r of to) {
    const seat = t.gameSeatOf(r);
    let seen = bySeat.get(seat);
    if (seen === undefined) {
      const events: unknown[] = [];
      if (t.game)
        for (const e of out.events) {
          const x = t.game.definition.viewEvent(e, seat);
          if (x !== null) events.push(x);
        }
      seen = { events: JSON.stringify(events), view: t.game ? t.game.definition.view(t.game.state, seat) : null };
      bySeat.set(seat, seen);
    }
    // The shared info is an object ending in "}"; the receiver's own fields complete it.
    info ??= sharedText(t);
    const own = t.personalInfo(r);
    let tables = told.get(r);
    if (!tables) told.set(r, (tables = new Map<string, Told>()));
    let last = tables.get(t.id);
    const known = last !== undefined && last.you === own.you && last.seq === own.seq && last.shared === info;
    const full = known ? '' : `,"info":${info},"you":${JSON.stringify(own.you)},"seq":${JSON.stringify(own.seq)}}`;
    if (last === undefined)
      tables.set(t.id, (last = { shared: info, you: own.you, seq: own.seq, keys: null, values: [] }));
    // The mover's `seq` changes with every move while the table stays as it was: keep the string
    // already held rather than a new equal one (which would live, and be copied by the
    // collector, until that player's next move).
    else if (last.shared !== info) last.shared = info;
    const view = viewText(seen.view, last, texts);
    last.you = own.you;
    last.seq = own.seq;
    r.sendFrame(`${head}${seen.events}${full}${view}}`);
  }
}

/**
 * The shared part of a table's `info` as JSON without its closing brace, kept per table while it
 * stays the same: comparing the new object with the last is a fraction of serialising it, and a
 * table's info rarely changes from move to move.
 */
const sharedInfos = new WeakMap<TableSource, { value: unknown; text: string }>();

function sharedText(t: TableSource): string {
  const value = t.sharedInfo();
  const last = sharedInfos.get(t);
  if (last !== undefined && jsonEqual(last.value, value)) return last.text;
  const text = JSON.stringify(value).slice(0, -1);
  sharedInfos.set(t, { value, text });
  return text;
}

/** Plain JSON data that serialises to the same text (same keys in the same order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i]!;
    if (k !== kb[i] || !jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  x !== null && typeof x === 'object' && !Array.isArray(x);

/** Fields JSON leaves out. */
const absent = (x: unknown): boolean => x === undefined || typeof x === 'function' || typeof x === 'symbol';

/** The receiver holds this value already: the same object or primitive, or an empty list for an empty list. */
const same = (a: unknown, b: unknown): boolean =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === 0 && b.length === 0);

/**
 * `,"view":…` with the whole view, or `,"viewPatch":{…}` with the fields that differ from what the
 * receiver holds (`told.keys`/`told.values`, which it updates) and `,"viewDrop":[…]` for the
 * fields the view no longer has. Values are serialised through `texts` (once per update).
 */
function viewText(view: unknown, told: Told, texts: Map<unknown, string>): string {
  const held = told.keys;
  if (!isRecord(view)) {
    told.keys = null;
    told.values.length = 0;
    return `,"view":${JSON.stringify(view) ?? 'null'}`;
  }
  // Move after move the same fields in the same order: compared, and kept, in place — no new
  // lists per receiver and move (V8 allocates objects that often outlive a young collection
  // straight into the old generation, where they become garbage for the slow collector).
  const inPlace = held !== null && sameKeys(view, held);
  const keys = inPlace ? held : [];
  const values = inPlace ? told.values : [];
  let body = '';
  let i = 0;
  for (const k in view) {
    const x = view[k];
    if (!Object.hasOwn(view, k) || absent(x)) continue;
    const at = inPlace ? i : (held?.indexOf(k) ?? -1);
    const unchanged = at >= 0 && same(told.values[at], x);
    if (!inPlace) keys.push(k);
    values[i] = x;
    i += 1;
    if (!unchanged) body += `${body === '' ? '' : ','}${keyText(k)}${textOf(x, texts)}`;
  }
  told.keys = keys;
  told.values = values;
  if (held === null) return `,"view":{${body}}`;
  const drop = inPlace ? [] : held.filter((k) => !keys.includes(k));
  return `,"viewPatch":{${body}}${drop.length > 0 ? `,"viewDrop":${JSON.stringify(drop)}` : ''}`;
}

/** The view's fields (those JSON writes) are exactly `keys`, in that order. */
function sameKeys(view: Readonly<Record<string, unknown>>, keys: readonly string[]): boolean {
  let i = 0;
  for (const k in view) {
    if (!Object.hasOwn(view, k) || absent(view[k])) continue;
    if (keys[i] !== k) return false;
    i += 1;
  }
  return i === keys.length;
}

/** A value's JSON, once per update. */
function textOf(x: unknown, texts: Map<unknown, string>): string {
  let text = texts.get(x);
  if (text === undefined) texts.set(x, (text = JSON.stringify(x)));
  return text;
}

/** `"key":`, per field name. */
function keyText(key: string): string {
  let name = keyTexts.get(key);
  if (name === undefined) {
    name = `${JSON.stringify(key)}:`;
    // Views have a few dozen field names; a view with ever new keys must not grow this forever.
    if (keyTexts.size < 1000) keyTexts.set(key, name);
  }
  return name;
}
const keyTexts = new Map<string, string>();

/**
 * The complete message one receiver gets (exported for tests of the filtering itself); on the
 * wire an update may leave out an unchanged `info` and send only the changed view fields (see `told`).
 */
export function frameFor(to: Receiver, out: Outgoing): ServerMessage {
  switch (out.kind) {
    case 'plain':
      return out.message;
    case 'snapshot': {
      const t = out.table;
      return {
        t: 'snapshot',
        table: t.id,
        epoch: t.epoch,
        v: t.v,
        info: t.info(to),
        view: viewFor(t, to),
        recent: recentFor(t, to),
      };
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
      return {
        t: 'update',
        table: t.id,
        v: out.v,
        ...(out.by === undefined ? {} : { by: out.by }),
        events,
        info: t.info(to),
        view: viewFor(t, to),
      };
    }
  }
}

/**
 * The game's last steps as the receiver's seat saw them live: every event through `viewEvent(e,
 * seat)`, the same filter as an update's — a seat's own drawn card is named to it ("Du nimmst Rot 7
 * vom Material" after a reload too, QA 5 Dec 2026), to every other seat and a spectator it is not.
 * A seat taken over mid-game reads only what that seat's own view already holds or the table saw.
 */
function recentFor(
  t: TableSource,
  to: Receiver,
): { v: number; events: unknown[]; by?: 'computer'; seats?: SeatChange[] }[] {
  const game = t.game;
  if (!game || !t.recent) return [];
  const seat = t.gameSeatOf(to);
  return t.recent.map(({ v, events, by, seats }) => ({
    v,
    events: events.map((e) => game.definition.viewEvent(e, seat)).filter((e) => e !== null),
    ...(by === undefined ? {} : { by }),
    ...(seats === undefined ? {} : { seats: [...seats] }),
  }));
}

function viewFor(t: TableSource, to: Receiver): unknown {
  return t.game ? t.game.definition.view(t.game.state, t.gameSeatOf(to)) : null;
}
