/**
 * A practice game kept over a reload of the tab (or a phone browser discarding it in the
 * background): the games' offline practice (`/spiel/:game/uebung`) writes what restores it to
 * sessionStorage — the setup, the deal's seed and the game's record (the moves so far; each game
 * replays them through its engine, `practice.ts`) — and reads it back when the page opens. One entry
 * per game, with a version; what is read is checked here at the edge, and anything missing, from
 * another version or corrupt is dropped: the page then starts with the setup, as without it. A
 * finished game, and one the player left (another page, "Nochmal"), is not kept.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useStore, type ExternalStore } from '../store/use-store.js';
import { NO_NOTES, siteLine, type LogLine } from './log-lines.js';

/** The entry's shape; a change makes older entries unreadable (they are dropped). */
export const KEEP_VERSION = 1;

/** The sessionStorage key of a game's practice. */
export const keepKey = (game: string): string => `kartenhaus:uebung:${game}`;

/** What restores a practice game: its setup, the deal and the game's own record of its moves. */
export interface Kept<Setup, Record> {
  readonly setup: Setup;
  readonly seed: string;
  /** The visit's practice deal number (the page's "Nochmal" counter). */
  readonly round: number;
  /**
   * The address's `?seed=` the game was started under (tests, a shared deal), or null: an address
   * with another one asks for another game, and the kept one is not restored.
   */
  readonly address: string | null;
  readonly record: Record;
}

/** Reads a game's part of an entry: the value, or null when it is not what the game wrote. */
export type Parse<T> = (raw: unknown) => T | null;

/** The storage as far as it is used (sessionStorage; a map in tests). */
export type KeepStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PracticeKeep<Setup, Record> {
  /**
   * The kept game, checked; null (and the entry dropped) when there is none that can be read or it
   * was started under another `?seed=` than the page's `address` now.
   */
  read(address: string | null): Kept<Setup, Record> | null;
  write(kept: Kept<Setup, Record>): void;
  clear(): void;
}

/** The tab's sessionStorage, or null where there is none or it is blocked. */
export function sessionKeepStore(): KeepStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** The keep of one game's practice; `store` is read at each use (blocked storage keeps nothing). */
export function practiceKeep<Setup, Rec>(
  game: string,
  parse: { readonly setup: Parse<Setup>; readonly record: Parse<Rec> },
  store: () => KeepStore | null = sessionKeepStore,
): PracticeKeep<Setup, Rec> {
  const key = keepKey(game);
  const clear = () => {
    try {
      store()?.removeItem(key);
    } catch {
      // Nothing kept, nothing to drop.
    }
  };
  const decode = (text: string): Kept<Setup, Rec> | null => {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isRecord(raw) || raw.v !== KEEP_VERSION || raw.game !== game) return null;
    const { seed, round, address } = raw;
    if (typeof seed !== 'string' || seed === '' || !Number.isSafeInteger(round) || (round as number) < 0) return null;
    if (address !== null && typeof address !== 'string') return null;
    const setup = parse.setup(raw.setup);
    const record = setup === null ? null : parse.record(raw.record);
    if (setup === null || record === null) return null;
    return { setup, seed, round: round as number, address, record };
  };
  return {
    read(address) {
      let text: string | null;
      try {
        text = store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
      if (text === null) return null;
      const kept = decode(text);
      if (kept !== null && kept.address === address) return kept;
      clear();
      return null;
    },
    write(kept) {
      try {
        store()?.setItem(key, JSON.stringify({ v: KEEP_VERSION, game, ...kept }));
      } catch {
        // Full or blocked: a reload starts anew, as without the keep.
      }
    },
    clear,
  };
}

/**
 * Whether this page came back rather than being opened: a reload, back/forward, or a tab the
 * browser had discarded in the background — and the practice is the page the document was loaded
 * with (not reached inside the site after such a reload elsewhere). Only then is a kept game
 * restored; opening the practice by a link or an address starts with the setup, as before (e2e
 * tests open one practice address twice in a page and expect its setup both times).
 */
export function pageCameBack(): boolean {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!nav || new URL(nav.name).pathname !== location.pathname) return false;
    const discarded = (document as Document & { wasDiscarded?: boolean }).wasDiscarded === true;
    return discarded || nav.type === 'reload' || nav.type === 'back_forward';
  } catch {
    return false;
  }
}

/**
 * The kept game to restore as the practice page opens: read (and checked) where the page came back
 * (`pageCameBack`), else none — and an entry left from before is dropped.
 */
export function keptOnReturn<Setup, Rec>(
  keep: PracticeKeep<Setup, Rec>,
  address: string | null,
  cameBack: () => boolean = pageCameBack,
): Kept<Setup, Rec> | null {
  if (cameBack()) return keep.read(address);
  keep.clear();
  return null;
}

/** A practice game as the keep sees it: its changes, and its record (null: finished, nothing to keep). */
export interface KeptGame<Rec> {
  readonly subscribe: (listener: () => void) => () => void;
  record(): Rec | null;
}

/** Where the page says it is hidden or goes (the browser's window and document; stand-ins in tests). */
export interface PageSignals {
  /** Fires `pagehide`. */
  readonly window: EventTarget;
  /** Fires `visibilitychange`. */
  readonly document: EventTarget;
  readonly hidden: () => boolean;
}

const browserPage = (): PageSignals => ({
  window,
  document,
  hidden: () => document.visibilityState === 'hidden',
});

/**
 * Keeps `game` from now on: at once, after each change, and when the page is hidden or goes (a
 * reload, a phone putting the tab away — the record then has the latest time of a game with a
 * clock). A finished game (`record()` null) drops the entry. The returned stop — the table goes:
 * another page, "Nochmal" — drops it too: a game left is not restored.
 */
export function keepGame<Setup, Rec>(
  keep: PracticeKeep<Setup, Rec>,
  game: KeptGame<Rec>,
  what: () => Omit<Kept<Setup, Rec>, 'record'>,
  page: PageSignals = browserPage(),
): () => void {
  const save = () => {
    const record = game.record();
    if (record === null) keep.clear();
    else keep.write({ ...what(), record });
  };
  const onHidden = () => {
    if (page.hidden()) save();
  };
  save();
  const stop = game.subscribe(save);
  page.window.addEventListener('pagehide', save);
  page.document.addEventListener('visibilitychange', onHidden);
  return () => {
    stop();
    page.window.removeEventListener('pagehide', save);
    page.document.removeEventListener('visibilitychange', onHidden);
    keep.clear();
  };
}

/** `keepGame` while the table shows `game`. */
export function useKeepPractice<Setup, Rec>(
  keep: PracticeKeep<Setup, Rec>,
  game: KeptGame<Rec>,
  what: Omit<Kept<Setup, Rec>, 'record'>,
): void {
  const latest = useRef(what);
  latest.current = what;
  useEffect(() => keepGame(keep, game, () => latest.current), [keep, game]);
}

/** The game of a kept record (`replay` throws when the engine refuses a step), or null. */
export function restoreOrNull<T>(replay: () => T): T | null {
  try {
    return replay();
  } catch {
    return null;
  }
}

/** A practice game as its table uses it. */
export interface PracticeTableGame<Rec> extends KeptGame<Rec>, ExternalStore<unknown> {
  dispose(): void;
}

/**
 * The game a practice table shows: the kept one when it replays (`open(kept)`, which throws when
 * the engine refuses it), else a new deal (`open()`) — made once per setup and seed, kept while
 * shown (`useKeepPractice`), disposed when the table goes. `notes`: the log's "Deine Übung geht
 * weiter." when the kept game came back.
 */
export function usePracticeGame<Setup, Rec, G extends PracticeTableGame<Rec>>(
  keep: PracticeKeep<Setup, Rec>,
  what: Omit<Kept<Setup, Rec>, 'record'>,
  kept: Rec | null,
  open: (record?: Rec) => G,
): { game: G; snap: ReturnType<G['getSnapshot']>; notes: readonly LogLine[] } {
  // A new game with each setup and seed only: `kept` and `open` belong to them.
  const { game, restored } = useMemo(() => {
    const back = kept === null ? null : restoreOrNull(() => open(kept));
    return { game: back ?? open(), restored: back !== null };
  }, [what.setup, what.seed]);
  useEffect(() => () => game.dispose(), [game]);
  useKeepPractice(keep, game, what);
  const snap = useStore(game) as ReturnType<G['getSnapshot']>;
  const notes = useMemo(() => restoredNote(restored), [restored]);
  return { game, snap, notes };
}

/** Checks a record's list of actions: an array of at most `max` entries, each read by `item`. */
export function parseList<T>(raw: unknown, item: Parse<T>, max = 20_000): T[] | null {
  if (!Array.isArray(raw) || raw.length > max) return null;
  const out: T[] = [];
  for (const x of raw) {
    const v = item(x);
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

/** A plain object (a move, a setup), or null. */
export const asObject = (x: unknown): Readonly<Record<string, unknown>> | null => (isRecord(x) ? x : null);

/** A seat's move in a record: a seat number and a move object with a `type` (the engine checks the rest). */
export function parseSeatMove(
  raw: unknown,
): { readonly seat: number; readonly move: Readonly<Record<string, unknown>> } | null {
  const o = asObject(raw);
  const move = asObject(o?.move);
  if (!o || !move || typeof move.type !== 'string') return null;
  const { seat } = o;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 9) return null;
  return { seat, move };
}

/**
 * The table log's line for a restored game ("Deine Übung geht weiter."), said once: a note from
 * outside the game, as the seat news are (negative id, `useNewNotes`).
 */
export const restoredNote = (restored: boolean): readonly LogLine[] =>
  restored ? [siteLine(-1, 'practiceContinues')] : NO_NOTES;
