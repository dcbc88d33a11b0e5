/**
 * Who acted, for the log's lines: each seat's name — but an event that came with a move the
 * computer made for a human's seat (protocol `by`: its think time and grace ran out, T4, or the
 * seat is away, A3) reads "Der Computer (für dich)" for the own seat and "Der Computer (für Ben)"
 * for another's (QA 7 Dec 2026: the others read a timed-out player's move as the player's own). The
 * server marks those moves, also in a snapshot's steps, so a log rebuilt on a page opened anew names
 * them as the live log did.
 */
import { useMemo } from 'react';

/** The actors of one event, by its index in the step's events. */
export type ActorsOf = (event: number) => readonly string[];

/** The computer's words for each seat (of a move it made for a human): the own seat (`own`, null: a watcher) as `forYou`, another as `forOther(name)`. */
export interface ComputerWords {
  readonly computerForYou: string;
  readonly computerFor: (name: string) => string;
}

/** `names` read as the computer's for each seat (`ComputerWords`). */
export function computerNames(names: readonly string[], own: number | null, words: ComputerWords): readonly string[] {
  return names.map((n, s) => (s === own ? words.computerForYou : words.computerFor(n)));
}

/** The actors by event: `byComputer[i]` (absent: a practice table or a replay — every move is its player's). */
export function actorsOf(
  names: readonly string[],
  own: number | null,
  words: ComputerWords,
  byComputer: readonly boolean[] | undefined,
): ActorsOf {
  const computers = computerNames(names, own, words);
  return (i) => (byComputer?.[i] === true ? computers : names);
}

/** `actorsOf`, made again only when one of its inputs changes. */
export function useActors(
  names: readonly string[],
  own: number | null,
  words: ComputerWords,
  byComputer: readonly boolean[] | undefined,
): ActorsOf {
  return useMemo(() => actorsOf(names, own, words, byComputer), [names, own, words, byComputer]);
}
