/**
 * The Speedclimb screen at a server table (`/tisch/:id`): the seat's view from the table store,
 * moves sent as notation with sequence numbers, the server's events for the log. The server
 * decides every rule; the view's legal moves drive the buttons. The round's Bilanz carries the
 * one "Weiter" (and, on the Nordwand, the carry-over choice, which the server takes during the
 * round summary).
 */
import type { ServerMessage } from '@kartenhaus/protocol';
import { speedclimb, type Event, type Move, type View } from '@kartenhaus/speedclimb';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../context.js';
import type { TableScreenProps } from '../../table/screens.js';
import { useStore } from '../../store/use-store.js';
import { sharedBotRunner } from './bots-worker.js';
import { useGraceLeft } from './grace.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';

export const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'melds' in v && 'route' in v;

export function SpeedclimbServerTable({ id, info, socket, store, onReady }: TableScreenProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const [last, setLast] = useState<{ events: readonly Event[]; step: number }>({ events: [], step: 0 });
  const [confirmed, setConfirmed] = useState<number | null>(null);
  // Whether this page sent the seat's last move: a move of the seat that this page did not send
  // was the computer's, after the think time and the grace ran out.
  const sent = useRef(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(
    () =>
      socket.client.onMessage((m: ServerMessage) => {
        if (m.t !== 'update' || m.table !== id || m.events.length === 0) return;
        const events = m.events as Event[];
        const mine = isView(m.view) ? m.view.seat : null;
        // Every move of the seat comes back as events with its seat; one update is one move.
        if (events.some((e) => e.type !== 'skipped' && 'seat' in e && e.seat === mine)) {
          setTimedOut(!sent.current);
          sent.current = false;
        }
        setLast((l) => ({ events, step: l.step + 1 }));
      }),
    [socket, id],
  );
  const grace = useGraceLeft(info);
  const names = useMemo(
    () =>
      info.seats.map((s, i) =>
        i === info.you ? tx.you : s.kind === 'computer' ? tx.computer(i) : (s.name ?? tx.computer(i)),
      ),
    [info.seats, info.you, tx],
  );
  const view = snap.view;
  if (!isView(view)) return null;
  const solo = info.settings.mode === 'solo';
  const turnSeat = info.seats[view.turn];
  // The round's Bilanz, until this seat said "Weiter" (also after a reload: the server knows).
  const alreadyReady = info.you !== null && info.seats[info.you]?.ready === true;
  const summary = info.phase === 'summary' && !alreadyReady ? view.history.length - 1 : null;
  const send = (move: Move) => {
    const text = speedclimb.makeMove(move);
    sent.current = true;
    setTimedOut(false);
    const seq = socket.client.send(id, text);
    store.addPending(seq, text);
  };
  return (
    <>
      {grace !== null && (
        <p className="sc-grace" role="alert">
          <strong>{tx.graceTitle}</strong> {tx.graceText}{' '}
          <span className="sc-grace-left" aria-hidden="true">
            0:{String(grace).padStart(2, '0')}
          </span>
        </p>
      )}
      {timedOut && view.phase !== 'over' && (
        <p className="sc-note" role="status">
          {tx.timedOutMove}
        </p>
      )}
      <SpeedclimbTable
        view={view}
        step={last.step}
        events={last.events}
        thinking={turnSeat?.kind === 'computer' && view.phase !== 'over' ? view.turn : null}
        summary={summary !== null && summary >= 0 && confirmed !== summary ? summary : null}
        names={names}
        hintAllowed={solo}
        badge={null}
        title=""
        onMove={(move) => {
          send(move);
          return null;
        }}
        onConfirm={(keep) => {
          if (keep) send(keep);
          setConfirmed(summary);
          // A watcher only closes the Bilanz; the table waits for the seated humans.
          if (info.you !== null) onReady();
        }}
        // The Rat is advice from the seat's own view (the strong computer, in the bot worker).
        onHint={() => sharedBotRunner().hint(view)}
        lobbyHref="/spiel/speedclimb"
      />
    </>
  );
}
