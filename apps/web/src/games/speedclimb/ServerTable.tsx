/**
 * The Speedclimb screen at a server table (`/tisch/:id`): the seat's view from the table store,
 * moves sent as notation with sequence numbers, the server's events for the log. The server
 * decides every rule; the view's legal moves drive the buttons. The round's Bilanz carries the
 * one "Weiter" (and, on the Nordwand, the carry-over choice, which the server takes during the
 * round summary).
 */
import { speedclimb, type Event, type Move, type View } from '@kartenhaus/speedclimb';
import { useState } from 'react';
import { useI18n } from '../../context.js';
import type { TableScreenProps } from '../../table/screens.js';
import { useStore } from '../../store/use-store.js';
import { GraceNotice, useGraceLeft } from '../../table/grace.js';
import { tableSeatOf } from '../../table/seat-names.js';
import { useSeatNewsLines } from '../../table/seat-news.js';
import { useSeatNames, useServerMoves } from '../../table/server-moves.js';
import { sharedBotRunner } from './bots-worker.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';

export const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'melds' in v && 'route' in v;

/** Every move of the seat comes back as events with its seat; one update is one move. */
const ownMove = (events: readonly Event[], view: unknown): boolean => {
  const mine = isView(view) ? view.seat : null;
  return events.some((e) => e.type !== 'skipped' && 'seat' in e && e.seat === mine);
};

export function SpeedclimbServerTable({ id, info, socket, store, onReady, restored, receivedAt }: TableScreenProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const { last, timedOut, send } = useServerMoves(socket, store, id, ownMove, { info, restored });
  const notes = useSeatNewsLines(info);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const grace = useGraceLeft(info, receivedAt);
  const names = useSeatNames(info, tx);
  const view = snap.view;
  if (!isView(view)) return null;
  const solo = info.settings.mode === 'solo';
  // The view numbers game seats; the table seat playing it says whether a computer thinks.
  const turnSeat = tableSeatOf(info, view.turn);
  // The round's Bilanz, until this seat said "Weiter" (also after a reload: the server knows).
  const alreadyReady = info.you !== null && info.seats[info.you]?.ready === true;
  // A seat that left reads no Bilanz between Durchgänge (the table does not wait for it): the dialog
  // would lie over the frame's banner and its "Ich bin zurück". "B" still shows every round.
  const away = info.you !== null && info.seats[info.you]?.away === true;
  const summary = info.phase === 'summary' && !alreadyReady && !away ? view.history.length - 1 : null;
  // "Sie bleibt stehen, bis jeder Mensch am Tisch auf „Weiter" geklickt hat": the next Durchgang is
  // dealt, but nobody plays it before then — no move offered (the server refuses it, ERR_WRONG_PHASE),
  // no computer "überlegt"; the frame says who still reads. The carry-over is the Bilanz's own.
  const reading = info.phase === 'summary' && view.phase !== 'carry';
  const shown = reading ? { ...view, legalMoves: [] } : view;
  const sendMove = (move: Move) => send(speedclimb.makeMove(move));
  return (
    <>
      {grace !== null && <GraceNotice seconds={grace} title={tx.graceTitle} text={tx.graceText} />}
      {/* Not beside a new Nachfrist: "der Computer hat für dich gespielt" read as if the 10 s left were
          gone too (QA 5 Dec 2026). */}
      {timedOut && grace === null && view.phase !== 'over' && (
        <p className="sc-note" role="status">
          {tx.timedOutMove}
        </p>
      )}
      <SpeedclimbTable
        view={shown}
        waiting={reading && summary === null}
        byComputer={last.computer}
        step={last.step}
        events={last.events}
        restored={last.restored}
        restoredNews={last.news}
        notes={notes}
        away={away}
        thinking={turnSeat?.kind === 'computer' && view.phase !== 'over' && !reading ? view.turn : null}
        summary={summary !== null && summary >= 0 && confirmed !== summary ? summary : null}
        names={names}
        hintAllowed={solo}
        badge={null}
        title=""
        onMove={(move) => {
          sendMove(move);
          return null;
        }}
        onConfirm={(keep) => {
          if (keep) sendMove(keep);
          setConfirmed(summary);
          // A watcher only closes the Bilanz; the table waits for the seated humans.
          if (info.you !== null) onReady();
        }}
        // The Rat is advice from the seat's own view (the strong computer, in the bot worker).
        onHint={() => sharedBotRunner().hint(view)}
        lobbyHref="/spiel/speedclimb"
        screen
      />
    </>
  );
}
