/**
 * The Gipfelsturm screen at a server table (`/tisch/:id`): the seat's view from the frame's table
 * store, moves sent as notation with sequence numbers at once (never held back while a view is on
 * its way), the server's events for the log and the partners' plays, its refusals for the bounce.
 * The countdown is the table's (G5: phase `countdown`, then the server plays "Los!").
 */
import {
  makeMove,
  parseMove,
  type Card,
  type GipfelEvent,
  type GipfelMove,
  type GipfelView,
} from '@kartenhaus/gipfelsturm';
import type { ServerMessage } from '@kartenhaus/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../context.js';
import { useStore } from '../../store/use-store.js';
import type { TableScreenProps } from '../../table/screens.js';
import { useSeatNewsLines } from '../../table/seat-news.js';
import { useLastSteps, useSeatNames } from '../../table/server-moves.js';
import { GipfelsturmTable, type Refused } from './GipfelsturmTable.js';
import { TEXT } from './strings.js';

export const isGipfelView = (v: unknown): v is GipfelView =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'peaks' in v && 'stockCounts' in v;

export function GipfelsturmServerTable({ id, info, socket, store, receivedAt: arrived, restored }: TableScreenProps) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const snap = useStore(store);
  const last = useLastSteps<GipfelEvent>(socket, id, restored);
  const notes = useSeatNewsLines(info);
  const [refused, setRefused] = useState<Refused | null>(null);
  // The moves this page sent, by sequence number, so a refusal can name its card.
  const sent = useRef(new Map<number, GipfelMove>());
  useEffect(
    () =>
      socket.client.onMessage((m: ServerMessage) => {
        if (m.t === 'error' && m.table === id && m.seq !== undefined) {
          const move = sent.current.get(m.seq) ?? null;
          sent.current.delete(m.seq);
          setRefused((r) => ({ code: m.code, move, n: (r?.n ?? 0) + 1 }));
        } else if (m.t === 'ack' && m.table === id) sent.current.delete(m.seq);
      }),
    [socket, id],
  );
  // When this table reading arrived: the countdown's time left counts from it. The frame's arrival
  // time, not this screen's render — a page slow to load or draw the screen would count from
  // later and show "Los!" after the server had played it.
  const renderedAt = useMemo(() => performance.now(), [info]);
  const receivedAt = arrived ?? renderedAt;
  // By game seat, from the server's one mapping: a computer by the table seat it sits on
  // ("Computer 3", the frame's "Platz 3").
  const words = useMemo(() => ({ you: tx.you, computer: tx.computer, seatNo: tx.seatNo }), [tx]);
  const names = useSeatNames(info, words);
  const pending = useMemo(() => {
    const out = new Set<Card>();
    for (const p of snap.pending) {
      const m = parseMove(p.input);
      if (m.ok && m.value.type === 'play') out.add(m.value.card);
    }
    return out;
  }, [snap.pending]);
  const view = snap.view;
  if (!isGipfelView(view)) return null;
  const countdownEnd = info.phase === 'countdown' && info.timerMs !== null ? receivedAt + info.timerMs : null;
  const onMove = (move: GipfelMove) => {
    const text = makeMove(move);
    const seq = socket.client.send(id, text);
    sent.current.set(seq, move);
    store.addPending(seq, text);
  };
  return (
    <GipfelsturmTable
      view={view}
      names={names}
      events={last.events}
      byComputer={last.computer}
      step={last.step}
      // "Nochmal" deals a new game with no event (the server's `startGame` publishes the new view
      // alone); the table's game number tells the screen the old game's plays are over.
      game={info.gameNo}
      restored={last.restored}
      restoredNews={last.news}
      notes={notes}
      countdownEnd={countdownEnd}
      pending={pending}
      refused={refused}
      onMove={onMove}
      badge={null}
      title=""
      between={info.phase === 'summary'}
      away={info.seats.some((s) => s.seat === info.you && s.away)}
      clockCarry={info.gameId === null ? null : `${id}/${info.gameId}`}
      lobbyHref="/spiel/gipfelsturm"
      screen
    />
  );
}
