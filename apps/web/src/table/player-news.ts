/**
 * What the frame's live region says of the other players at a table (keyboard QA 7 Dec 2026: only
 * the seat list showed it, "getrennt"; a screen-reader host did not know when to press "Partie
 * starten"): before a game, who sat down and who got up; while a game runs, whose connection
 * dropped — once it has been gone for a moment (a reload says nothing) — and who is back after
 * that. The computer taking over a seat is not said here: the game's log says it (`seat-news.ts`).
 */
import type { TableInfo } from '@kartenhaus/protocol';
import type { Translate } from '../i18n/i18n.js';
import { shownName } from '../i18n/names.js';
import type { Timers } from './fair.js';

export type PlayerNewsType = 'sat' | 'gotUp' | 'gone' | 'back';

export interface PlayerNewsItem {
  readonly type: PlayerNewsType;
  /** As the server names the player ("Gast 8999"); said as the seat list shows it. */
  readonly name: string;
}

const RUNNING: ReadonlySet<TableInfo['phase']> = new Set(['playing', 'summary', 'countdown']);
/** Sitting down and getting up are told while no game runs (a leaver of a running game keeps the seat, A3). */
const SEATING: ReadonlySet<TableInfo['phase']> = new Set(['waiting', 'finished']);

/** A seated human's name, or null (an empty seat, a computer). */
const humanAt = (info: TableInfo, seat: number): string | null => {
  const s = info.seats.find((x) => x.seat === seat);
  return s && s.kind === 'human' ? (s.name ?? '') : null;
};

/** Who sat down and who got up between two frames, not counting one's own seat (before or after). */
export function seatingNews(before: TableInfo, after: TableInfo): PlayerNewsItem[] {
  if (!SEATING.has(after.phase)) return [];
  const mine = new Set([before.you, after.you]);
  const seats = new Set([...before.seats, ...after.seats].map((s) => s.seat));
  return [...seats].flatMap((seat): PlayerNewsItem[] => {
    if (mine.has(seat)) return [];
    const was = humanAt(before, seat);
    const is = humanAt(after, seat);
    if (was === is) return [];
    return [
      ...(was !== null ? [{ type: 'gotUp', name: was } as const] : []),
      ...(is !== null ? [{ type: 'sat', name: is } as const] : []),
    ];
  });
}

/** The news as the site says it, a guest named as the seat list names it ("Guest 8999" in English). */
export const playerNewsText = (n: PlayerNewsItem, t: Translate): string =>
  t(
    n.type === 'sat'
      ? 'playerSat'
      : n.type === 'gotUp'
        ? 'playerGotUp'
        : n.type === 'gone'
          ? 'playerGone'
          : 'playerBack',
    { name: shownName(n.name, t) },
  );

const pageTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** A seat and who sits on it: the connection news follow a player, not a chair. */
interface Sitter {
  readonly seat: number;
  readonly name: string;
}
const key = (p: Sitter) => `${p.seat}:${p.name}`;
const stillSits = (info: TableInfo, p: Sitter) => p.seat !== info.you && humanAt(info, p.seat) === p.name;

/**
 * Feeds on every frame of the table (`update`) and says the news of the other players (`say`).
 * The first frame after opening the page says nothing: who sits there, and who has no
 * connection, was so before. A dropped connection is said once it has lasted `waitMs` (a reload
 * takes a second or two) and only for a human the computer does not play for — that one's log
 * says "Für … spielt jetzt der Computer."; "… ist wieder da." only for one said to be gone.
 */
export class PlayerNews {
  #last: TableInfo | null = null;
  /** Players whose dropped connection waits for `waitMs`. */
  readonly #waiting = new Map<string, { readonly who: Sitter; readonly timer: unknown }>();
  /** Players said to have lost the connection. */
  readonly #gone = new Map<string, Sitter>();

  constructor(
    private readonly say: (news: PlayerNewsItem) => void,
    private readonly waitMs = 3000,
    private readonly timers: Timers = pageTimers,
  ) {}

  /** The table as the latest frame describes it. */
  update(info: TableInfo): void {
    const before = this.#last;
    this.#last = info;
    if (before === null) return;
    for (const n of seatingNews(before, info)) this.say(n);
    // A seat emptied or taken by another (or by oneself): its old player's news are over.
    for (const [k, w] of this.#waiting) if (!stillSits(info, w.who)) this.#cancel(k);
    for (const [k, p] of this.#gone) if (!stillSits(info, p)) this.#gone.delete(k);
    for (const s of info.seats) {
      const name = humanAt(info, s.seat);
      const was = before.seats.find((b) => b.seat === s.seat);
      if (name === null || s.seat === info.you || !was || humanAt(before, s.seat) !== name) continue;
      const who = { seat: s.seat, name };
      if (was.connected && !s.connected && RUNNING.has(info.phase) && !s.away) this.#wait(who);
      else if (!was.connected && s.connected) {
        this.#cancel(key(who));
        if (this.#gone.delete(key(who))) this.say({ type: 'back', name });
      }
    }
  }

  #wait(who: Sitter): void {
    const k = key(who);
    if (this.#waiting.has(k) || this.#gone.has(k)) return;
    const timer = this.timers.set(() => {
      this.#waiting.delete(k);
      const now = this.#last;
      const s = now?.seats.find((x) => x.seat === who.seat);
      if (!now || !s || !stillSits(now, who) || s.connected || s.away || !RUNNING.has(now.phase)) return;
      this.#gone.set(k, who);
      this.say({ type: 'gone', name: who.name });
    }, this.waitMs);
    this.#waiting.set(k, { who, timer });
  }

  #cancel(k: string): void {
    const w = this.#waiting.get(k);
    if (!w) return;
    this.timers.clear(w.timer);
    this.#waiting.delete(k);
  }

  /** The page closes: nothing more is said. */
  stop(): void {
    for (const w of this.#waiting.values()) this.timers.clear(w.timer);
    this.#waiting.clear();
  }
}
