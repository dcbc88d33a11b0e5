/**
 * What a game's replay renderer (`ReplayView.tsx`) shares with the others: the seat names of
 * the replay, and the table screen's callbacks in its read-only mode (nothing is sent, no Rat).
 * The line with the step's move in words is `ReplayMoveLine.tsx`.
 */
import { useMemo } from 'react';

/**
 * The players' names by seat as the table names them: the requester's own seat (`you`, null for
 * a spectator) is "Du"/"You", a seat the replay names nobody for is a computer, numbered by its place
 * as at the table ("Computer 2" on the second seat; `computer` takes the 1-based seat). Whose view is
 * shown does not change a name: a spectator reads every seat by its name.
 */
export function useReplayNames(
  seats: readonly (string | null)[],
  you: number | null,
  youWord: string,
  computer: (seat: number) => string,
): string[] {
  return useMemo(
    () => seats.map((name, i) => (i === you ? youWord : (name ?? computer(i + 1)))),
    [seats, you, youWord, computer],
  );
}

/** A move chosen in a replay is not sent (and refused by nobody). */
export const noMove = (): null => null;
/** "Weiter" in a replay only moves nothing. */
export const nothing = (): void => undefined;
/** No Rat in a replay. */
export const noHint = (): Promise<null> => Promise.resolve(null);

/**
 * The table screen's props in a replay, alike for the games with a Rat and a "Weiter" (Speedlift,
 * Speedclimb): nothing happened on screen, nothing is sent, no title, keys or sounds.
 */
export const READ_ONLY_TABLE = {
  step: 0,
  events: [],
  thinking: null,
  hintAllowed: false,
  badge: null,
  title: '',
  onMove: noMove,
  onConfirm: nothing,
  onHint: noHint,
  readOnly: true,
} as const;
