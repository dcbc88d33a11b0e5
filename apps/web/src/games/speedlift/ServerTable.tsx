/**
 * The Speedlift screen at a server table (`/tisch/:id`): the seat's view from the table store,
 * moves sent as notation with sequence numbers, the server's events for the log and the cues.
 * The server decides every rule; the view's legal moves drive the highlighting.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { makeMove, type Event, type Move, type View } from '@kartenhaus/speedlift';
import { useState } from 'react';
import { useI18n } from '../../context.js';
import type { GameSocket } from '../../net/game-socket.js';
import type { TableStore } from '../../store/table-store.js';
import { useStore } from '../../store/use-store.js';
import { GraceNotice, useGraceLeft } from '../../table/grace.js';
import { useDailyCounts } from '../../table/daily-counts.js';
import type { RestoredLog } from '../../table/screens.js';
import { tableSeatOf } from '../../table/seat-names.js';
import { useSeatNewsLines } from '../../table/seat-news.js';
import { useSeatNames, useServerMoves } from '../../table/server-moves.js';
import { sharedBotRunner } from './bots-worker.js';
import { dailyRide } from './ride.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';

const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'ride' in v;

/** A move of the seat is one event with its seat: a card played, or getting out. */
const ownMove = (events: readonly Event[], view: unknown): boolean => {
  const mine = isView(view) ? view.seat : null;
  return events.some((e) => (e.type === 'played' || e.type === 'exited') && e.seat === mine);
};

export interface SpeedliftServerTableProps {
  readonly id: string;
  readonly info: TableInfo;
  readonly socket: GameSocket;
  readonly store: TableStore<unknown, string>;
  /** "Weiter" after a round (the frame's summary). */
  readonly onReady: () => void;
  /** The game's last steps from the latest snapshot: the log is rebuilt from them. */
  readonly restored?: RestoredLog | null;
  /** When the frame with `info` arrived (monotonic ms): the seat's clock counts from it. */
  readonly receivedAt?: number;
}

export function SpeedliftServerTable({
  id,
  info,
  socket,
  store,
  onReady,
  restored,
  receivedAt,
}: SpeedliftServerTableProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const { last, timedOut, send } = useServerMoves(socket, store, id, ownMove, { info, restored });
  const notes = useSeatNewsLines(info);
  // The Abrechnung closed last, as "game:round" (a round number repeats in the next game).
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const daily = useDailyCounts(info, dailyRide);
  const grace = useGraceLeft(info, receivedAt);
  const names = useSeatNames(info, tx);
  const view = snap.view;
  if (!isView(view)) return null;
  const solo = info.settings.mode === 'solo';
  // "Tagesfahrt … Einen Rat gibt es dabei nicht": also when the table was asked for as one.
  const dailyAsked = (info.settings.options as Record<string, unknown> | undefined)?.tagesfahrt === true;
  // The view numbers game seats; the table seat playing it says whether a computer thinks.
  const turnSeat = tableSeatOf(info, view.turn);
  // The round's Abrechnung, until this seat said "Weiter" (also after a reload: the server knows).
  const alreadyReady = info.you !== null && info.seats[info.you]?.ready === true;
  // A seat that left reads no Abrechnung between rounds (the table does not wait for it): a dialog
  // would lie over the frame's banner and its "Ich bin zurück". "B" still shows the Bilanz.
  const away = info.you !== null && info.seats[info.you]?.away === true;
  // The last round has no summary phase (the table goes straight to "finished"), but its
  // Abrechnung is shown as after every round ("Die Abrechnung zeigt den Rechenweg"), then the
  // standings; closing it is this page's business only.
  const lastRound = view.scores.length - 1;
  const summaryRound = (info.phase === 'summary' && !alreadyReady && !away) || view.over ? lastRound : null;
  const summaryKey = `${info.gameNo}:${summaryRound}`;
  // The next round waits until every human has read the Abrechnung: no move offered meanwhile (the
  // server refuses it, ERR_WRONG_PHASE), no computer "überlegt"; the frame says who still reads.
  const reading = info.phase === 'summary';
  const onMove = (move: Move): string | null => {
    send(makeMove(move));
    return null;
  };
  return (
    <>
      {grace !== null && <GraceNotice seconds={grace} title={tx.graceTitle} text={tx.graceText} />}
      {/* Not beside a new Nachfrist: "der Computer hat für dich gespielt" read as if the 10 s left were
          gone too (QA 5 Dec 2026). */}
      {timedOut && grace === null && !view.over && (
        <p className="sl-daily-note sl-timed-out" role="status">
          {tx.timedOutMove}
        </p>
      )}
      <SpeedliftTable
        view={reading ? { ...view, legalMoves: [] } : view}
        waiting={reading && summaryRound === null}
        byComputer={last.computer}
        step={last.step}
        events={last.events}
        restored={last.restored}
        restoredNews={last.news}
        notes={notes}
        // "Nochmal" deals a new game with no event: the table's game number tells the log.
        game={info.gameNo}
        thinking={turnSeat?.kind === 'computer' && !view.over && !reading ? view.turn : null}
        abrechnung={summaryRound !== null && summaryRound >= 0 && confirmed !== summaryKey ? summaryRound : null}
        names={names}
        hintAllowed={solo && !view.config.tagesfahrt && !dailyAsked}
        badge={
          daily === 'guest'
            ? tx.dailyGuestBadge
            : daily === false
              ? tx.dailyAgainBadge
              : daily === true
                ? tx.dailyCountsBadge
                : null
        }
        endNote={daily === 'guest' ? tx.dailyGuestTable : daily === false ? tx.dailyAgainTable : null}
        title=""
        onMove={onMove}
        onConfirm={() => {
          setConfirmed(summaryKey);
          // "Weiter" is the server's only during the summary; after the game it would mean "Nochmal".
          // A watcher only closes the Abrechnung; the table waits for the seated humans.
          if (!view.over && info.you !== null) onReady();
        }}
        // The Rat is advice from the seat's own view (the strong computer, in the bot worker),
        // never a rule decision.
        onHint={() => sharedBotRunner().hint(view, names)}
        lobbyHref="/spiel/speedlift"
        screen
      />
    </>
  );
}
