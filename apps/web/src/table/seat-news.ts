/**
 * What changed at the other seats between two frames that a player should hear: the computer took
 * over a human's seat (the player left, or let the think time run out — A3, T14) or the player is
 * back. The frame's seat list shows it ("Computer spielt"); a screen reader hears it once from this.
 */
import type { TableInfo } from '@kartenhaus/protocol';

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
