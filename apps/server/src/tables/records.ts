import type { GameResult } from '@kartenhaus/core';
import type { Phase, TableSettings } from '@kartenhaus/protocol';

/** Who sits on a seat. */
export type SeatKind = 'human' | 'computer' | 'empty';

/** One seat of a table as stored and as the table works with it. */
export interface SeatRecord {
  kind: SeatKind;
  playerId: string | null;
  name: string | null;
  guest: boolean;
  /** A3: the computer plays this human's seat for the rest of the game (until "Ich bin zurück"). */
  away: boolean;
  /** Left during a game with other humans (−10, stake lost; S13, L9). */
  left: boolean;
  /** "Weiter" (summary) or "Nochmal" (after the game) clicked. */
  ready: boolean;
  /** Consecutive decisions the computer made for this human on a timeout (A3: two take over). */
  timeouts: number;
  /**
   * Think time this human had used of decision `n` (the move count when it began) at the last
   * checkpoint; a restored table resumes the clock from here with a fresh grace (T3).
   */
  clock?: { readonly n: number; readonly usedMs: number } | null;
}

/** A table's persistent part (the row in `game_tables`). */
export interface TableRecord {
  readonly id: string;
  readonly settings: TableSettings;
  phase: Phase;
  hostId: string | null;
  seats: SeatRecord[];
  gameNo: number;
  gameId: string | null;
}

/** A game's persistent part (the row in `games`). */
export interface GameRecord {
  readonly id: string;
  readonly tableId: string;
  readonly game: string;
  readonly config: unknown;
  readonly seed: string;
  /** Table seat of each game seat (equal unless empty seats were dropped with "leer"). */
  readonly seatMap: readonly number[];
  readonly result: GameResult | null;
  /** The Tagesfahrt's date (Europe/Berlin, L8) when this game is one. */
  readonly daily: string | null;
}

/** One accepted move (or tick) of the log. */
export interface MoveRecord {
  readonly n: number;
  /** Game seat; −1 for a server tick. */
  readonly seat: number;
  readonly move: string;
  readonly at: number;
  readonly playerId: string | null;
  readonly seq: number | null;
  /** The table version the move was published at (null: logged before migration 102). */
  readonly v?: number | null;
}

/**
 * Who left a game early, by game seat, from the table's seats at its end. `leavers` left a game
 * dealt to other humans too and did not come back (−10, stake lost; AC2, S13, L9). `abandoned`
 * walked away from a game dealt to them alone — "Tisch verlassen" (T2) or left unattended (T12,
 * T15); at such a table only that makes a seat the computer's — and did not come back: the
 * computer finished it, and its points are not theirs (AC11; the Tagesfahrt counts as L8 says).
 */
export function earlyLeavers(
  seatMap: readonly number[],
  seats: readonly (Pick<SeatRecord, 'kind' | 'away' | 'left'> | undefined)[],
): { leavers: number[]; abandoned: number[] } {
  const alone = seatMap.filter((ts) => seats[ts]?.kind === 'human').length === 1;
  return {
    leavers: seatMap.flatMap((ts, gs) => (seats[ts]?.left ? [gs] : [])),
    abandoned: seatMap.flatMap((ts, gs) => {
      const s = seats[ts];
      return alone && s?.kind === 'human' && s.away && !s.left ? [gs] : [];
    }),
  };
}

export const emptySeat = (): SeatRecord => ({
  kind: 'empty',
  playerId: null,
  name: null,
  guest: false,
  away: false,
  left: false,
  ready: false,
  timeouts: 0,
});

export const computerSeat = (): SeatRecord => ({ ...emptySeat(), kind: 'computer', name: 'Computer' });
