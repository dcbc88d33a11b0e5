/**
 * What the frame takes from a game: its table screen, its replay view and two flags (a game's
 * module, `games/<game>/index.tsx`, carries them as `screen`, usually from its `screen.ts`).
 * Loaders are lazy, so the start page stays small.
 */
import type { RestoredNews } from './seat-news.js';
import type { TableInfo } from '@kartenhaus/protocol';
import type { ComponentType } from 'react';
import { findGame } from '../games/registry.js';
import type { GameSocket } from '../net/game-socket.js';
import type { TableStore } from '../store/table-store.js';

/** What a game's table screen gets from the frame. */
export interface TableScreenProps {
  readonly id: string;
  readonly info: TableInfo;
  readonly socket: GameSocket;
  readonly store: TableStore<unknown, string>;
  /** "Weiter" after a round: the seat has read the summary. */
  readonly onReady: () => void;
  /** When the last frame arrived (`performance.now()`): timers in `info` count from it. */
  readonly receivedAt?: number;
  /**
   * The game's last steps from the latest snapshot (a page opened anew): the screen's log is
   * rebuilt from them. A new snapshot comes with a new `n`.
   */
  readonly restored?: RestoredLog | null;
}

/**
 * The events of a game's last steps as a snapshot carries them (protocol `recent`: public, oldest
 * first), and which snapshot it was.
 */
export interface RestoredLog {
  readonly events: readonly unknown[];
  /** By event: its step was a move the computer made for a human's seat (protocol `by`). */
  readonly computer: readonly boolean[];
  /**
   * The other seats' news among the steps (protocol `recent[].seats`: the computer took over a
   * human's seat, or the player is back), each after the events before it (`at`).
   */
  readonly news: readonly RestoredNews[];
  /** Which snapshot of the page this is (a later one rebuilds the log). */
  readonly n: number;
  /**
   * The version of the last step in `events`: the snapshot's, then each update with events the page
   * received after it (`withUpdate`) — a game screen that mounts late (its code arrived after them)
   * starts from all of them and takes only later ones as new.
   */
  readonly v: number;
}

/** One step of a replay as a renderer sees it: the view of one seat after the step. */
export interface ReplayViewProps {
  readonly game: string;
  /** The seat's view after the step (never null here: the page says so itself). */
  readonly view: unknown;
  /** The same seat's view before the step (null: the step is the deal). */
  readonly before: unknown;
  /** Whose perspective. */
  readonly seat: number;
  /**
   * The requester's own seat (null: a spectator). Only that seat is "Du"; whose view is shown
   * does not make anyone "Du".
   */
  readonly you: number | null;
  /** Player names by seat (null: a computer or nobody). */
  readonly seats: readonly (string | null)[];
  /**
   * The step; `events`: of a step whose move is not shown (another seat's while the game runs),
   * what the requester's seat saw of it at the table (the protocol's `ReplayStep.events`).
   */
  readonly step: {
    readonly n: number;
    readonly seat: number | null;
    readonly move: unknown;
    readonly events?: readonly unknown[];
  };
  /**
   * The replay fits the window (a wide one, `REPLAY_SCREEN_QUERY`): the table takes the room under
   * the step controls as at a live table, in the game's one-screen layout; else the page scrolls.
   */
  readonly screen?: boolean;
  /**
   * The steps just before this one (oldest first, at most `REPLAY_LOG_STEPS`), each with the same
   * seat's views before and after it: the table's log says them, and this step, as the live log did.
   */
  readonly earlier?: readonly ReplayEarlierStep[];
}

/** A step before the shown one, for the replay's log. */
export interface ReplayEarlierStep {
  readonly step: ReplayViewProps['step'];
  readonly before: unknown;
  readonly view: unknown;
}

/** How many steps before the shown one a replay's log says. */
export const REPLAY_LOG_STEPS = 8;

type Loader<P> = () => Promise<ComponentType<P>>;

/** A game's contribution to the frame. */
export interface GameScreen {
  /** The table screen inside the frame at `/tisch/:id`. */
  readonly table?: Loader<TableScreenProps>;
  /** Draws one replay step; without it the replay page lists the view's public facts. */
  readonly replay?: Loader<ReplayViewProps>;
  /**
   * The game screen shows its own round-summary confirmation ("Weiter"); the frame then shows
   * only who is still reading, so a player sees one "Weiter", not two.
   */
  readonly ownsSummary?: boolean;
  /**
   * The game screen counts down to its start itself (Gipfelsturm's 3 – 2 – 1 – „Los!“ over the
   * peaks, a status region); the frame then adds no "Gleich geht es los: 0:03" line, which said the
   * same twice and, on a 360 × 640 phone, pushed the table 9 px under the screen's edge.
   */
  readonly ownsCountdown?: boolean;
  /**
   * The game screen tells the seat's refused moves itself (an `error` with `seq`, e.g.
   * Gipfelsturm's "Zu spät – … jemand war schneller"); the frame then shows only the refusals of
   * its own commands, so a refusal is said once, in the game's words.
   */
  readonly ownsRefusals?: boolean;
  /**
   * The game's log (a polite live region) writes when the computer takes over another player's
   * seat and when that player is back (`useSeatNewsLines`); the frame then does not say it again.
   */
  readonly logsSeatNews?: boolean;
}

/** A refusal at a table: its error code, and whether it refused a move (else a frame command). */
export interface Refusal {
  readonly code: string;
  readonly move: boolean;
}

/**
 * The code a refused start or "Nochmal" is shown with: the server's `ERR_NOT_ENOUGH_TALER` names
 * in its detail the account that cannot pay (`player:<id>`). When that is not the page's own
 * player, it is `ERR_NOT_ENOUGH_TALER_OTHER` — the host whose start was refused for a guest's empty
 * wallet read "Du hast nicht genug Taler für diesen Einsatz." (QA 7 Dec 2026).
 */
export function stakeRefusal(code: string, detail: string | undefined, me: string | null): string {
  if (code !== 'ERR_NOT_ENOUGH_TALER' || detail === undefined || me === null) return code;
  return detail === `player:${me}` ? code : 'ERR_NOT_ENOUGH_TALER_OTHER';
}

/**
 * The code of the refusal the frame shows under the game screen (null: none): a move refusal is
 * left to a screen that `ownsRefusals` while that screen is shown.
 */
export function frameRefusal(refusal: Refusal | null, screen: GameScreen, screenShown: boolean): string | null {
  if (refusal === null) return null;
  return refusal.move && screen.ownsRefusals === true && screenShown ? null : refusal.code;
}

/**
 * What the frame shows where the game screen goes: the `screen` (a registered screen and a view to
 * draw), `dealing` (a registered screen, no view yet: an online table waiting for its players and
 * its start has no game to show — not a missing screen), `loading` (a running table whose view is
 * still on its way), `none` (a closed table that never dealt) or `notBuilt` (no screen registered
 * for the game).
 */
export function tableBody(
  hasScreen: boolean,
  hasView: boolean,
  phase: string,
): 'screen' | 'dealing' | 'loading' | 'none' | 'notBuilt' {
  if (!hasScreen) return 'notBuilt';
  if (hasView) return 'screen';
  return phase === 'waiting' ? 'dealing' : phase === 'closed' ? 'none' : 'loading';
}

const NO_SCREEN: GameScreen = {};

/** The screen of a registered game (`games/registry.ts`; an empty entry for a game the page does not know). */
export const gameScreen = (game: string): GameScreen => findGame(game)?.screen ?? NO_SCREEN;
