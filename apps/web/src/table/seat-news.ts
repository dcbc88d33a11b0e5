/**
 * What changed at the other seats between two frames that a player should hear: the computer took
 * over a human's seat (the player left, or let the think time run out — A3, T14) or the player is
 * back. The frame's seat list shows it ("Computer spielt"); a game's log writes it where the game
 * says so (`GameScreen.logsSeatNews`), else the frame's live region says it once.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useRef, useState } from 'react';
import { translator, type Translate } from '../i18n/i18n.js';
import { shownName } from '../i18n/names.js';
import type { LogLine, Say } from './log-lines.js';

export type SeatNews =
  { readonly type: 'computerPlays'; readonly name: string } | { readonly type: 'playsAgain'; readonly name: string };

const RUNNING: ReadonlySet<TableInfo['phase']> = new Set(['playing', 'summary', 'countdown']);

/** The news between `before` and `after` (the own seat is told by its banner, not here). */
export function seatNews(before: TableInfo, after: TableInfo): SeatNews[] {
  if (!RUNNING.has(after.phase) || after.gameNo !== before.gameNo) return [];
  return after.seats.flatMap((s): SeatNews[] => {
    const was = before.seats.find((b) => b.seat === s.seat);
    if (s.seat === after.you || s.kind !== 'human' || !was || was.kind !== 'human' || was.name !== s.name) return [];
    const name = s.name ?? '';
    if (s.away && !was.away) return [{ type: 'computerPlays', name }];
    if (!s.away && was.away) return [{ type: 'playsAgain', name }];
    return [];
  });
}

/**
 * Seat news in a log rebuilt from a snapshot (protocol `recent[].seats`): `at` is how many of the
 * restored events came before it.
 */
export interface RestoredNews {
  readonly at: number;
  readonly news: SeatNews;
}

/**
 * A snapshot's seat news (`recent`, oldest first) placed among its events, the own seat's left out
 * (its banner tells it, as live).
 */
export function restoredNews(
  recent: readonly { readonly events: readonly unknown[]; readonly seats?: readonly SeatChangeNews[] }[],
  you: number | null,
): RestoredNews[] {
  let at = 0;
  return recent.flatMap((r) => {
    at += r.events.length;
    return (r.seats ?? [])
      .filter((s) => s.seat !== you)
      .map((s) => ({
        at,
        news: { type: s.away ? 'computerPlays' : 'playsAgain', name: s.name } as const,
      }));
  });
}

/** A seat's change as a snapshot's step carries it. */
interface SeatChangeNews {
  readonly seat: number;
  readonly name: string;
  readonly away: boolean;
}

/**
 * A restored log's says — one per event, in order — with the seat news put back where they
 * happened: a news item `at` k after the says of the first k events.
 */
export function withSeatNews<W extends Say, T extends string | null>(
  says: readonly ((words: W) => T)[],
  news: readonly RestoredNews[],
): ((words: W) => T | string)[] {
  const out: ((words: W) => T | string)[] = [];
  let k = 0;
  for (let i = 0; i <= says.length; i++) {
    for (; k < news.length && news[k]!.at <= i; k++) {
      const n = news[k]!.news;
      out.push(({ lang }) => seatNewsText(n, translator(lang)));
    }
    if (i < says.length) out.push(says[i]!);
  }
  return out;
}

/**
 * The news as the site says it ("Für Ben spielt jetzt der Computer."), a guest named as the seat
 * list names it ("Guest 5023" on an English page; it had read "Gast 5023" there).
 */
export const seatNewsText = (n: SeatNews, t: Translate): string =>
  t(n.type === 'computerPlays' ? 'seatNewsComputer' : 'seatNewsBack', { name: shownName(n.name, t) });

/** The news as a log line (`id`), said in the language of the moment (a switch re-says it). */
export const seatNewsLine = (n: SeatNews, id: number): LogLine => ({
  id,
  say: ({ lang }) => seatNewsText(n, translator(lang)),
});

/**
 * The seat news as lines for a game's log (`GameScreen.logsSeatNews`): collected over the frames
 * this screen sees, the newest last. Their ids are negative and fall with each line, so they never
 * meet a game's own line ids (a step's, ≥ 0) and `useNewNotes` can tell which are new. A line
 * keeps the news, not its words: the log says it in the current language.
 */
export function useSeatNewsLines(info: TableInfo): readonly LogLine[] {
  const last = useRef<TableInfo | null>(null);
  const next = useRef(-1);
  const [lines, setLines] = useState<readonly LogLine[]>([]);
  useEffect(() => {
    const before = last.current;
    last.current = info;
    if (!before) return;
    const news = seatNews(before, info);
    if (news.length === 0) return;
    const added = news.map((n) => seatNewsLine(n, next.current--));
    setLines((l) => [...l, ...added].slice(-NEWS_KEPT));
  }, [info]);
  return lines;
}

/** More than any game's log shows. */
const NEWS_KEPT = 12;

/** No seat news (a live step, a practice). */
export const NO_NEWS: readonly RestoredNews[] = [];
