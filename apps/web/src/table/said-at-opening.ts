/**
 * A live region says what changes in it, not what it held when it appeared: a table that opens on
 * the player's turn — the game started with the player first, a reload, "Losfahren" — showed
 * "Du bist dran." and said nothing, and with a clock of 30 s a screen reader's user first heard of
 * the turn from the Nachfrist (QA 5 Dec 2026). What `text` holds when the table appears is said once.
 */
import { useEffect } from 'react';
import { useServices } from '../context.js';

export function useSaidAtOpening(text: string | null): void {
  const { announcer } = useServices();
  useEffect(() => {
    if (text) announcer.announce(text);
    // Once, at the opening: later turns are said by the game's own live region.
  }, []);
}
