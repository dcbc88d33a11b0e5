/**
 * The pieces a game screen at a server table shares with the others: the seat names, the
 * server's events of the last update, and the seat's own moves — sent as notation with sequence
 * numbers, and noticed when the computer made one for the seat (think time and grace ran out).
 */
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameSocket } from '../net/game-socket.js';
import type { TableStore } from '../store/table-store.js';
import { seatNames, type SeatWords } from './seat-names.js';

/**
 * Every game seat's name, by game seat (the view's numbering): "Du" for the own seat, "Computer n"
 * for a computer, else the player's name — from the server's one mapping (`seat-names.ts`).
 */
export function useSeatNames(info: TableInfo, words: SeatWords): string[] {
  // seatNames reads only these three of the info.
  return useMemo(() => seatNames(info, words), [info.gameSeats, info.seats, info.you, words]);
}

export interface ServerMoves<E> {
  /** The events of the last update, and how many updates with events came (the log's step). */
  readonly last: { readonly events: readonly E[]; readonly step: number };
  /** The seat's last move was the computer's, not sent by this page. */
  readonly timedOut: boolean;
  /** Sends the seat's move (its notation) and shows it as pending. */
  send(text: string): void;
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
): ServerMoves<E> {
  const [last, setLast] = useState<{ events: readonly E[]; step: number }>({ events: [], step: 0 });
  // Whether this page sent the seat's move since its last move: a move of the seat that this
  // page did not send was the computer's, after the think time and the grace ran out.
  const sent = useRef(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(
    () =>
      socket.client.onMessage((m: ServerMessage) => {
        if (m.t !== 'update' || m.table !== id || m.events.length === 0) return;
        const events = m.events as E[];
        if (ownMove(events, m.view)) {
          setTimedOut(!sent.current);
          sent.current = false;
        }
        setLast((l) => ({ events, step: l.step + 1 }));
      }),
    [socket, id, ownMove],
  );
  const send = (text: string) => {
    sent.current = true;
    setTimedOut(false);
    const seq = socket.client.send(id, text);
    store.addPending(seq, text);
  };
  return { last, timedOut, send };
}
