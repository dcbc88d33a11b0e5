import { GameInfo, type GamePot, type SeatPoints, type TableInfo } from '@kartenhaus/protocol';
import { reader } from '../net/api.js';

/** The fair-deal and audience fields of a table (protocol `TableInfo`, read defensively). */
export interface TableExtras {
  readonly gameId: string | null;
  readonly seedHash: string | null;
  readonly spectators: readonly string[];
}

/** Reads the running game's id, its seed hash and the watchers; absent fields mean "none". */
export function tableExtras(info: TableInfo): TableExtras {
  const x = info as TableInfo & { gameId?: unknown; seedHash?: unknown; spectators?: unknown };
  return {
    gameId: typeof x.gameId === 'string' ? x.gameId : null,
    seedHash: typeof x.seedHash === 'string' ? x.seedHash : null,
    spectators: Array.isArray(x.spectators) ? x.spectators.filter((s): s is string => typeof s === 'string') : [],
  };
}

/**
 * Who started watching between two lists (each name once, in the new list's order). A name
 * that appears twice in `next` but once in `prev` counts once more (two guests may share it).
 */
export function newWatchers(prev: readonly string[], next: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const n of prev) left.set(n, (left.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of next) {
    const k = left.get(n) ?? 0;
    if (k > 0) left.set(n, k - 1);
    else out.push(n);
  }
  return out;
}

/** The pot of a finished stake game: the stakes taken (by game seat) and who got what (`seat: null`: the house). */
export type EndPot = GamePot;

/** What a game's end settled, as `GET /api/games/:id` reports it (docs/accounts.md). */
export interface GameEnd {
  readonly finished: boolean;
  readonly seed: string | null;
  /** null: no stakes, or the game is not over. */
  readonly pot: EndPot | null;
  /** The leaderboard points of every seat that entered the leaderboards; null: the game is not over. */
  readonly points: readonly SeatPoints[] | null;
  /**
   * The game seats whose players left early and whose result is the computer's, not theirs: those
   * who left a game with other humans (AC2, S13) and those who walked away from one of their own
   * (AC11; not the Tagesfahrt, which counts as the computer finished it, L8). None while it runs.
   */
  readonly leavers: readonly number[];
}

/**
 * A game's end from `GET /api/games/:id` (protocol `GameInfo`): the seed once revealed, the pot
 * and the points once the game is over.
 */
export const parseGameEnd = reader(GameInfo, (g): GameEnd => ({
  finished: g.finished,
  seed: 'seed' in g ? g.seed : null,
  pot: g.finished ? g.pot : null,
  points: g.finished ? g.points : null,
  leavers: g.finished ? [...g.leavers, ...(g.daily === null ? g.abandoned : [])] : [],
}));

/** Timers as `WatcherNews` uses them (the page's, or a test's). */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const pageTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Says who started watching — once they have watched for `waitMs`. "Platz nehmen" in the lobby
 * opens the table first (a watcher for a moment) and sits down right after; a name that left
 * the watchers by then (it sat down, or went) is not announced: nobody "schaut jetzt zu" who
 * just took a seat. Those already watching when the page opened are not announced either.
 */
export class WatcherNews {
  #shown: readonly string[] | null = null;
  readonly #waiting = new Set<unknown>();

  constructor(
    private readonly say: (name: string) => void,
    private readonly waitMs = 1500,
    private readonly timers: Timers = pageTimers,
  ) {}

  /** The watchers of the latest frame. */
  update(spectators: readonly string[]): void {
    const last = this.#shown;
    this.#shown = spectators;
    if (last === null) return;
    for (const name of newWatchers(last, spectators)) {
      const h = this.timers.set(() => {
        this.#waiting.delete(h);
        if (this.#shown?.includes(name)) this.say(name);
      }, this.waitMs);
      this.#waiting.add(h);
    }
  }

  /** The page closes: nothing more is said. */
  stop(): void {
    for (const h of this.#waiting) this.timers.clear(h);
    this.#waiting.clear();
  }
}
