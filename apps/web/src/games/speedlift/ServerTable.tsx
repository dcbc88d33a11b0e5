/**
 * The Speedlift screen at a server table (`/tisch/:id`): the seat's view from the table store,
 * moves sent as notation with sequence numbers, the server's events for the log and the cues.
 * The server decides every rule; the view's legal moves drive the highlighting.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { makeMove, type Event, type Move, type View } from '@kartenhaus/speedlift';
import { useEffect, useState } from 'react';
import { useI18n } from '../../context.js';
import type { GameSocket } from '../../net/game-socket.js';
import type { TableStore } from '../../store/table-store.js';
import { useStore } from '../../store/use-store.js';
import { GraceNotice, useGraceLeft } from '../../table/grace.js';
import { tableSeatOf } from '../../table/seat-names.js';
import { useSeatNames, useServerMoves } from '../../table/server-moves.js';
import { sharedBotRunner } from './bots-worker.js';
import { fetchGuest, fetchRunningCounts } from './daily.js';
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
}

export function SpeedliftServerTable({ id, info, socket, store, onReady }: SpeedliftServerTableProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const { last, timedOut, send } = useServerMoves(socket, store, id, ownMove);
  const [confirmed, setConfirmed] = useState<number | null>(null);
  const daily = useDailyCounts(info);
  const grace = useGraceLeft(info);
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
  const summaryRound = info.phase === 'summary' && !alreadyReady ? view.scores.length - 1 : null;
  const onMove = (move: Move): string | null => {
    send(makeMove(move));
    return null;
  };
  return (
    <>
      {grace !== null && <GraceNotice seconds={grace} title={tx.graceTitle} text={tx.graceText} />}
      {timedOut && !view.over && (
        <p className="sl-daily-note" role="status">
          {tx.timedOutMove}
        </p>
      )}
      <SpeedliftTable
        view={view}
        step={last.step}
        events={last.events}
        thinking={turnSeat?.kind === 'computer' && !view.over ? view.turn : null}
        abrechnung={summaryRound !== null && summaryRound >= 0 && confirmed !== summaryRound ? summaryRound : null}
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
          setConfirmed(summaryRound);
          onReady();
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

/**
 * L8 at the table: whether this Tagesfahrt counts for the Tagesliste ('guest': never, A1;
 * null: not a Tagesfahrt, or unknown). Asked again for every game at the table ("Nochmal"
 * starts another attempt).
 */
function useDailyCounts(info: TableInfo): boolean | 'guest' | null {
  const isDaily = (info.settings.options as Record<string, unknown> | undefined)?.tagesfahrt === true;
  const started = info.phase !== 'waiting' && info.gameNo > 0;
  // The game's id, once the table info carries it (matched against the history exactly).
  const gameId = 'gameId' in info && typeof info.gameId === 'string' ? info.gameId : null;
  const [counts, setCounts] = useState<{ game: number; counts: boolean | 'guest' | null } | null>(null);
  useEffect(() => {
    if (!isDaily || !started) return undefined;
    let live = true;
    void Promise.all([fetchGuest(), fetchRunningCounts(gameId)]).then(([guest, c]) => {
      // A1: a guest's ride never enters the list.
      if (live) setCounts({ game: info.gameNo, counts: guest ? 'guest' : c });
    });
    return () => {
      live = false;
    };
  }, [isDaily, started, info.gameNo, gameId]);
  return isDaily && counts?.game === info.gameNo ? counts.counts : null;
}
