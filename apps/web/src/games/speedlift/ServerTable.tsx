/**
 * The Speedlift screen at a server table (`/tisch/:id`): the seat's view from the table store,
 * moves sent as notation with sequence numbers, the server's events for the log and the cues.
 * The server decides every rule; the view's legal moves drive the highlighting.
 */
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';
import { hint, makeMove, type Event, type Move, type View } from '@kartenhaus/speedlift';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../context.js';
import type { GameSocket } from '../../net/game-socket.js';
import type { TableStore } from '../../store/table-store.js';
import { useStore } from '../../store/use-store.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';

const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'ride' in v;

export interface SpeedliftServerTableProps {
  readonly id: string;
  readonly info: TableInfo;
  readonly socket: GameSocket;
  readonly store: TableStore<unknown, string>;
  /** "Weiter" after a round (the frame's summary). */
  readonly onReady: () => void;
}

export function SpeedliftServerTable({ id, info, socket, store, onReady }: SpeedliftServerTableProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const [last, setLast] = useState<{ events: readonly Event[]; step: number }>({ events: [], step: 0 });
  const [confirmed, setConfirmed] = useState<number | null>(null);
  useEffect(
    () =>
      socket.client.onMessage((m: ServerMessage) => {
        if (m.t === 'update' && m.table === id && m.events.length > 0)
          setLast((l) => ({ events: m.events as Event[], step: l.step + 1 }));
      }),
    [socket, id],
  );
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
  // "Tagesfahrt … Einen Rat gibt es dabei nicht": also when the table was asked for as one.
  const dailyAsked = (info.settings.options as Record<string, unknown> | undefined)?.tagesfahrt === true;
  const turnSeat = info.seats[view.turn];
  const summaryRound = info.phase === 'summary' ? view.scores.length - 1 : null;
  const onMove = (move: Move): string | null => {
    const text = makeMove(move);
    const seq = socket.client.send(id, text);
    store.addPending(seq, text);
    return null;
  };
  return (
    <SpeedliftTable
      view={view}
      step={last.step}
      events={last.events}
      thinking={turnSeat?.kind === 'computer' && !view.over ? view.turn : null}
      abrechnung={summaryRound !== null && summaryRound >= 0 && confirmed !== summaryRound ? summaryRound : null}
      names={names}
      hintAllowed={solo && !view.config.tagesfahrt && !dailyAsked}
      badge={null}
      title=""
      onMove={onMove}
      onConfirm={() => {
        setConfirmed(summaryRound);
        onReady();
      }}
      // The Rat is advice from the seat's own view (the strong computer), never a rule decision.
      onHint={() =>
        new Promise((resolve) =>
          setTimeout(() => {
            const h = hint(view, { names, budget: { ms: 700 } });
            resolve(h.ok ? h.value : null);
          }, 0),
        )
      }
      lobbyHref="/spiel/speedlift"
    />
  );
}
