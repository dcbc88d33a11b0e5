/**
 * Naming the seats of a game at a server table. The game's view, events and result number GAME
 * seats: the table's non-empty seats, packed ("leer" seats get no cards). The table info numbers
 * TABLE seats (`seats[]`, `you`). The server sends the one mapping between them,
 * `TableInfo.gameSeats` (docs/protocol.md); every game screen names its seats from it alone —
 * boxes, Bilanz, Endstand, log and "… ist dran" all read the list made here.
 */
import type { GameSeatInfo, SeatInfo, TableInfo } from '@kartenhaus/protocol';

/** The words a game screen names seats with. */
export interface SeatWords {
  /** The receiver's own seat. */
  readonly you: string;
  /**
   * A computer by the number of its place, as the frame's seat says it ("Platz 5 – Computer" plays
   * as "Computer 5"): `n` is the TABLE seat, 1-based.
   */
  readonly computer: (n: number) => string;
  /** A human whose name the table no longer knows ("Platz n", 1-based). */
  readonly seatNo: (n: number) => string;
}

/**
 * Who plays each game seat: the server's mapping. A frame of an older server has none; the
 * table seats are then packed as that server dealt them (without the empty ones).
 */
export function gameSeatsOf(info: TableInfo): readonly GameSeatInfo[] {
  if (info.gameSeats) return info.gameSeats;
  return info.seats.flatMap((s): GameSeatInfo[] =>
    s.kind === 'empty' ? [] : [{ seat: s.seat, kind: s.kind, name: s.name }],
  );
}

/** The name of every game seat, in game-seat order (as long as the game has seats). */
export function seatNames(info: TableInfo, words: SeatWords): string[] {
  return gameSeatsOf(info).map((g) =>
    g.seat === info.you
      ? words.you
      : g.kind === 'computer'
        ? words.computer(g.seat + 1)
        : (g.name ?? words.seatNo(g.seat + 1)),
  );
}

/** The table seat (its clock, away, connection) that plays game seat `g` now. */
export function tableSeatOf(info: TableInfo, g: number): SeatInfo | undefined {
  const ts = gameSeatsOf(info)[g]?.seat;
  return ts === undefined ? undefined : info.seats.find((s) => s.seat === ts);
}

/**
 * T10: whether the current game was dealt to other humans too — leaving it then counts (−10, the
 * stake), whoever of them still plays. Undefined before the first game (no mapping yet).
 */
export function dealtToOthers(info: TableInfo): boolean | undefined {
  if (!info.gameSeats) return undefined;
  return info.gameSeats.some((g) => g.kind === 'human' && g.seat !== info.you);
}

/** The receiver's own game seat (null: watching, or not dealt in). */
export function ownGameSeat(info: TableInfo): number | null {
  if (info.you === null) return null;
  const g = gameSeatsOf(info).findIndex((x) => x.seat === info.you);
  return g < 0 ? null : g;
}
