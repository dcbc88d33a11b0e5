/**
 * When the header's Taler balance goes stale at a table: a stake table takes every human's stake
 * when it deals a game and pays the pot when the game ends (S13). The ledger moves in the same
 * transaction as the table's start or end, before the frame that shows it goes out
 * (`apps/server/src/tables/table.ts`), so the balance asked for after that frame is the new one.
 */
import type { TableInfo } from '@kartenhaus/protocol';

/** Whether the frame `next` (after `prev`) may have moved the seated player's Taler. */
export function balanceMoved(prev: TableInfo | null, next: TableInfo): boolean {
  if (prev === null || next.you === null || next.settings.stake === 0) return false;
  const dealt = next.gameNo > prev.gameNo;
  const ended = next.phase === 'finished' && prev.phase !== 'finished';
  return dealt || ended;
}
