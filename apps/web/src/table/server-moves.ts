/**
 * The pieces a game screen at a server table shares with the others: the seat names, the
 * server's events of the last update, and the seat's own moves — sent as notation with sequence
 * numbers, and noticed when the computer made one for the seat (think time and grace ran out).
 */
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameSocket } from '../net/game-socket.js';
import type { TableSnapshot, TableStore } from '../store/table-store.js';
import type { RestoredLog } from './screens.js';
import { seatNames, type SeatWords } from './seat-names.js';
import { restoredNews, type RestoredNews } from './seat-news.js';

/**
 * Every game seat's name, by game seat (the view's numbering): "Du" for the own seat, "Computer n"
 * for a computer, else the player's name — from the server's one mapping (`seat-names.ts`).
 */
export function useSeatNames(info: TableInfo, words: SeatWords): string[] {
  // seatNames reads only these three of the info.
  return useMemo(() => seatNames(info, words), [info.gameSeats, info.seats, info.you, words]);
}

/**
 * What a game screen's log and cues take from the server: the events of the last update and a
 * counter that grows with every update with events. `restored`: these are the game's last steps
 * from a snapshot (a page opened anew) — the screen rebuilds its log from them, without sounds,
 * speech or anything said as new. `computer`, by event: it came with a move the computer made for
 * a human's seat (protocol `by`: think time and grace ran out, T4, or the seat is away, A3) — the
 * log names the own seat's actor "Der Computer (für dich)" there.
 */
export interface LastStep<E> {
  readonly events: readonly E[];
  readonly computer: readonly boolean[];
  /** The other seats' news among restored events (`RestoredLog.news`); none for a live step. */
  readonly news: readonly RestoredNews[];
  readonly step: number;
  readonly restored: boolean;
}

/**
 * A snapshot's `recent` as the log rebuilds it: the steps' events in one list, and by event whether
 * its step was the computer's for a human's seat — told by the server, so a page opened anew (a new
 * tab, another device, after "Tisch verlassen") names each step's actor as the live log did.
 */
export function restoredOf(
  recent: readonly {
    readonly events: readonly unknown[];
    readonly by?: 'computer';
    readonly seats?: readonly { readonly seat: number; readonly name: string; readonly away: boolean }[];
  }[],
  n: number,
  v: number,
  you: number | null = null,
): RestoredLog {
  return {
    events: recent.flatMap((r) => r.events),
    computer: recent.flatMap((r) => r.events.map(() => r.by === 'computer')),
    news: restoredNews(recent, you),
    n,
    v,
  };
}

/** More than any game's log shows: the steps kept after a snapshot for a screen that mounts late. */
const KEPT_EVENTS = 60;

/**
 * The snapshot's steps and an update with events that came after it (TablePage, for every update):
 * a game screen whose code arrived after the snapshot and some updates had missed those updates in
 * its log (QA 6 Dec 2026: a watcher's Speedlift log lacked the plays made while it loaded).
 */
export function withUpdate(
  restored: RestoredLog,
  m: { readonly v: number; readonly events: readonly unknown[]; readonly by?: 'computer' },
): RestoredLog {
  if (m.events.length === 0 || m.v <= restored.v) return restored;
  const all = restored.events.length + m.events.length;
  // The events dropped at the front take the news before them along.
  const dropped = Math.max(0, all - KEPT_EVENTS);
  return {
    events: [...restored.events, ...m.events].slice(-KEPT_EVENTS),
    computer: [...restored.computer, ...m.events.map(() => m.by === 'computer')].slice(-KEPT_EVENTS),
    news: restored.news.filter((x) => x.at >= dropped).map((x) => ({ ...x, at: x.at - dropped })),
    n: restored.n,
    v: m.v,
  };
}

/** The log's first state: the snapshot's steps when the screen mounts after one, else nothing yet. */
export function firstStep<E>(restored: RestoredLog | null | undefined): LastStep<E> {
  return restored && (restored.events.length > 0 || restored.news.length > 0)
    ? { events: restored.events as E[], computer: restored.computer, news: restored.news, step: 1, restored: true }
    : { events: [], computer: [], news: [], step: 0, restored: false };
}

/**
 * The log's steps: the first state (`firstStep`), then each update with events, and each later
 * snapshot's steps again (restored), the same for every game screen at a server table.
 */
export function useLastSteps<E>(
  socket: GameSocket,
  id: string,
  restored: RestoredLog | null | undefined,
  onUpdate?: (m: Extract<ServerMessage, { t: 'update' }>) => void,
): LastStep<E> {
  const [last, setLast] = useState<LastStep<E>>(() => firstStep(restored));
  // The snapshot the first state came from: a later one (a reconnect that needed one) rebuilds.
  const usedSnapshot = useRef(restored?.n ?? 0);
  // The version of the last step in the log: an update at or below it is in it already.
  const seen = useRef(restored?.v ?? 0);
  useEffect(() => {
    // The same snapshot with no step this screen has not seen: nothing to rebuild.
    if (!restored || (restored.n === usedSnapshot.current && restored.v <= seen.current)) return;
    // A later snapshot, or updates the page kept that came before this screen listened (its code
    // arrived late): the log rebuilt from all of them.
    usedSnapshot.current = restored.n;
    seen.current = restored.v;
    setLast((l) => ({
      events: restored.events as E[],
      computer: restored.computer,
      news: restored.news,
      step: l.step + 1,
      restored: true,
    }));
  }, [restored]);
  const update = useRef(onUpdate);
  update.current = onUpdate;
  useEffect(() => {
    const off = socket.client.onMessage((m: ServerMessage) => {
      if (m.t !== 'update' || m.table !== id || m.events.length === 0 || m.v <= seen.current) return;
      seen.current = m.v;
      update.current?.(m);
      const computer = m.events.map(() => m.by === 'computer');
      setLast((l) => ({ events: m.events as E[], computer, news: [], step: l.step + 1, restored: false }));
    });
    return off;
  }, [socket, id]);
  return last;
}

export interface ServerMoves<E> {
  /** The events of the last update, and how many updates with events came (the log's step). */
  readonly last: LastStep<E>;
  /**
   * The computer made the seat's last move (think time and grace ran out; the server says so,
   * `by`) — said only in the game it happened in, until its end (not in the next game, not on the
   * end screen).
   */
  readonly timedOut: boolean;
  /** Sends the seat's move (its notation) and shows it as pending. */
  send: (text: string) => void;
}

/**
 * The server's updates of table `id`. `ownMove` (a module-level function, so it stays the same)
 * says whether an update's events are a move of the seat whose view came with them; one update
 * is one move.
 */
export function useServerMoves<E>(
  socket: GameSocket,
  store: TableStore<unknown, string>,
  id: string,
  ownMove: (events: readonly E[], view: unknown) => boolean,
  table?: { readonly info: TableInfo; readonly restored?: RestoredLog | null },
): ServerMoves<E> {
  // The game (its number at the table) in which the computer last moved for the seat.
  const [timedOutIn, setTimedOutIn] = useState<number | null>(null);
  // The view (its version) the last move was sent from, until the server's next update: one move
  // at a time (`mayMove`).
  const sentFrom = useRef<number | null>(null);
  const last = useLastSteps<E>(socket, id, table?.restored, (m) => {
    sentFrom.current = null;
    if (!ownMove(m.events as E[], m.view)) return;
    setTimedOutIn(timedOutAt(m.by === 'computer', m.info));
  });
  const send = (text: string) => {
    const snap = store.getSnapshot();
    if (!mayMove(snap, sentFrom.current)) return;
    sentFrom.current = snap.version;
    setTimedOutIn(null);
    const seq = socket.client.send(id, text);
    store.addPending(seq, text);
  };
  return { last, timedOut: timedOutShown(timedOutIn, table?.info), send };
}

/**
 * Whether the page sends a move now: not after its last one went out and before the view it brings
 * (`sentFrom`: the version that move was sent from; null: none since the server's last update) — a
 * second click meanwhile, a double click, was played against the same old view and refused ("Das
 * geht gerade nicht.", QA 5 Dec 2026). After a refusal of that move the next one goes; any update
 * or a new view (a reconnect's snapshot) ends the wait, so a lost answer cannot lock the table.
 */
export function mayMove(
  snap: Pick<TableSnapshot<unknown, string>, 'version' | 'refused'>,
  sentFrom: number | null,
): boolean {
  return sentFrom === null || sentFrom !== snap.version || snap.refused !== null;
}

/**
 * After a move of the seat: the game (its number at the table) in which the think time ran out and
 * the computer moved for it (`byComputer`: the update's `by`) — null when the player made the move
 * (on this page or another), or when the seat is away (it left, A3: the computer plays all its
 * moves and the frame's banner says so).
 */
export function timedOutAt(byComputer: boolean, info: TableInfo): number | null {
  const away = info.you !== null && info.seats[info.you]?.away === true;
  return !byComputer || away ? null : info.gameNo;
}

/**
 * Whether "Deine Bedenkzeit ist abgelaufen …" is said: the computer moved for the seat in game
 * `timedOutIn` (its number at the table; null: not since the seat's own last move), and that game
 * still runs — not in the next game, not on the end screen — and the seat is not away (it left,
 * A3: every move is then the computer's, and the frame's banner says so).
 */
export function timedOutShown(timedOutIn: number | null, info: TableInfo | undefined): boolean {
  if (timedOutIn === null) return false;
  if (!info) return true;
  const away = info.you !== null && info.seats[info.you]?.away === true;
  return !away && info.gameNo === timedOutIn && info.phase !== 'finished';
}
