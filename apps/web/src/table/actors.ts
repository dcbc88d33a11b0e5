/**
 * Who acted, for the log's lines: each seat's name — but the own seat reads "Der Computer (für
 * dich)" for an event that came with a move the computer made for it (protocol `by`: its think time
 * and grace ran out, T4, or the seat is away, A3). The server marks those moves, also in a
 * snapshot's steps, so a log rebuilt on a page opened anew names them as the live log did.
 */
import { useMemo } from 'react';

/** The actors of one event, by its index in the step's events. */
export type ActorsOf = (event: number) => readonly string[];

/** `names` with the own seat (`own`, null: a watcher) read as `forYou`. */
export function withComputerForYou(names: readonly string[], own: number | null, forYou: string): readonly string[] {
  return own === null ? names : names.map((n, s) => (s === own ? forYou : n));
}

/** The actors by event: `byComputer[i]` (absent: a practice table or a replay — all own moves are the player's). */
export function actorsOf(
  names: readonly string[],
  own: number | null,
  forYou: string,
  byComputer: readonly boolean[] | undefined,
): ActorsOf {
  const computers = withComputerForYou(names, own, forYou);
  return (i) => (byComputer?.[i] === true ? computers : names);
}

/** `actorsOf`, made again only when one of its inputs changes. */
export function useActors(
  names: readonly string[],
  own: number | null,
  forYou: string,
  byComputer: readonly boolean[] | undefined,
): ActorsOf {
  return useMemo(() => actorsOf(names, own, forYou, byComputer), [names, own, forYou, byComputer]);
}
