/** A seat at the table, 0-based, clockwise. The UI shows seat + 1. */
export type Seat = number;

/** One value per seat, indexed by seat. */
export type BySeat<T> = readonly T[];

/** The next seat clockwise. */
export const nextSeat = (seat: Seat, players: number): Seat => (seat + 1) % players;

/** The previous seat (counter-clockwise). */
export const prevSeat = (seat: Seat, players: number): Seat => (seat + players - 1) % players;

/** All seats clockwise starting at `start`. */
export function seatsFrom(start: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (start + i) % players);
}

/** Builds a `BySeat` value. */
export function bySeat<T>(players: number, f: (seat: Seat) => T): T[] {
  return Array.from({ length: players }, (_, seat) => f(seat));
}

/**
 * 1-based places from scores, equal scores sharing the place ("Gleiche Strafpunkte teilen sich
 * den Platz"): with scores 3, 5, 3 (lower better) the places are 1, 3, 1.
 */
export function placesFrom(
  keys: BySeat<readonly number[]>,
  compare: (a: readonly number[], b: readonly number[]) => number,
): number[] {
  return keys.map((k) => 1 + keys.filter((other) => compare(other, k) < 0).length);
}

/** Lexicographic comparison of number tuples; use negated entries for "higher is better". */
export function compareTuples(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
