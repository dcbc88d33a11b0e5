/**
 * What changed at the other seats between two frames that a player should hear: the computer took
 * over a human's seat (the player left, or let the think time run out — A3, T14) or the player is
 * back. The frame's seat list shows it ("Computer spielt"); a game's log writes it where the game
 * says so (`GameScreen.logsSeatNews`), else the frame's live region says it once.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import { useEffect, useRef, useState } from 'react';
import { translator, type Translate } from '../i18n/i18n.js';
import type { LogLine } from './log-lines.js';

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

/** The news as the site says it ("Für Ben spielt jetzt der Computer."). */
export const seatNewsText = (n: SeatNews, t: Translate): string =>
  t(n.type === 'computerPlays' ? 'seatNewsComputer' : 'seatNewsBack', { name: n.name });

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
