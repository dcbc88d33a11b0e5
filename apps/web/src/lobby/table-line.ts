/** What the lobby's list says about one table: its state, and whether "Platz nehmen" is offered. */
import type { TableSummary } from '@kartenhaus/protocol';
import type { MessageKey } from '../i18n/de.js';

type Line = { readonly key: MessageKey; readonly params?: Readonly<Record<string, number>> };

/** Free seats only while the table waits; a running or finished table says so (no "0 von 2 Plätzen frei"). */
export function tableState(x: Pick<TableSummary, 'phase' | 'free' | 'players'>): Line {
  switch (x.phase) {
    case 'waiting':
      return { key: 'seatsFree', params: { free: x.free, n: x.players } };
    case 'countdown':
    case 'playing':
    case 'summary':
      return { key: 'tableRunning' };
    case 'finished':
    case 'closed':
      return { key: 'tableFinished' };
  }
}

/** "Platz nehmen": a free seat at a waiting table, not one's own; never a stake table for a guest (A1). */
export function offersSeat(x: Pick<TableSummary, 'phase' | 'free' | 'mine' | 'stake'>, guest: boolean | null): boolean {
  return x.free > 0 && x.phase === 'waiting' && !x.mine && !(x.stake > 0 && guest !== false);
}
