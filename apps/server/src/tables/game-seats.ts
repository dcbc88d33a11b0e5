import type { GameSeatInfo } from '@kartenhaus/protocol';
import type { SeatRecord } from './records.js';

/**
 * The table seats a game is dealt to: every non-empty seat, in table order ("leer" seats get no
 * cards). Game seat `g` is table seat `seatMap[g]`.
 */
export const seatMapOf = (seats: readonly SeatRecord[]): number[] =>
  seats.flatMap((s, i) => (s.kind === 'empty' ? [] : [i]));

/**
 * Who plays each game seat, for the table info (`TableInfo.gameSeats`): the one mapping every page
 * names seats by. Taken when the game is dealt, so it still names the players after the game
 * when their table seats were emptied. A seat already empty when a stored table is restored (its
 * human left after the game) is a nameless human.
 */
export const gameSeatsOf = (seatMap: readonly number[], seats: readonly SeatRecord[]): GameSeatInfo[] =>
  seatMap.map((ts) => {
    const s = seats[ts];
    return s?.kind === 'computer'
      ? { seat: ts, kind: 'computer', name: s.name }
      : { seat: ts, kind: 'human', name: s?.name ?? null };
  });
