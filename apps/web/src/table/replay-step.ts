/**
 * What a game's replay renderer (`ReplayView.tsx`) shares with the others: the seat names of
 * the replay, and the table screen's callbacks in its read-only mode (nothing is sent, no Rat).
 */
import { useMemo } from 'react';

/** The players' names by seat, "Computer n" where the replay names nobody. */
export function useReplayNames(seats: readonly (string | null)[], computer: (seat: number) => string): string[] {
  return useMemo(() => seats.map((name, i) => name ?? computer(i)), [seats, computer]);
}

/** A move chosen in a replay is not sent (and refused by nobody). */
export const noMove = (): null => null;
/** "Weiter" in a replay only moves nothing. */
export const nothing = (): void => undefined;
/** No Rat in a replay. */
export const noHint = (): Promise<null> => Promise.resolve(null);
