/**
 * The shapes of a game's fair-deal verification and replay (`/api/games/:id/verify`,
 * `/api/games/:id/replay`), checked at the edge.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** What the server found when it recomputed a finished game from its revealed seed. */
export interface Verification {
  readonly gameId: string;
  readonly seedHash: string | null;
  readonly seed: string;
  readonly hashMatches: boolean;
  readonly movesReplayed: number;
  readonly movesLegal: boolean;
  readonly resultMatches: boolean;
  readonly verified: boolean;
  readonly firstProblem: string | null;
}

export function parseVerification(body: unknown): Verification | null {
  if (!isObj(body)) return null;
  const { gameId, seedHash, seed, hashMatches, movesReplayed, movesLegal, resultMatches, verified } = body;
  if (typeof gameId !== 'string' || typeof seed !== 'string' || typeof movesReplayed !== 'number') return null;
  if (typeof hashMatches !== 'boolean' || typeof movesLegal !== 'boolean') return null;
  if (typeof resultMatches !== 'boolean' || typeof verified !== 'boolean') return null;
  return {
    gameId,
    seedHash: typeof seedHash === 'string' ? seedHash : null,
    seed,
    hashMatches,
    movesReplayed,
    movesLegal,
    resultMatches,
    // Only every check together is "verified", whatever the field says.
    verified: verified && hashMatches && movesLegal && resultMatches,
    firstProblem: typeof body.firstProblem === 'string' ? body.firstProblem : null,
  };
}

/** One step of a replay: step 0 is the deal; `views[s]` is seat s's view after the step. */
export interface ReplayStep {
  readonly n: number;
  /** Who moved (null: the deal or a server step). */
  readonly seat: number | null;
  readonly move: unknown;
  /** Null where the seat's view is not shown (while the game runs: every seat but yours). */
  readonly views: readonly unknown[];
}

export interface Replay {
  readonly id: string;
  readonly game: string;
  readonly finished: boolean;
  /** Player names by seat (null: a computer or nobody). */
  readonly seats: readonly (string | null)[];
  /** The asking player's seat, if they played. */
  readonly you: number | null;
  readonly steps: readonly ReplayStep[];
}

export function parseReplay(body: unknown): Replay | null {
  if (!isObj(body) || typeof body.id !== 'string' || typeof body.game !== 'string') return null;
  if (!Array.isArray(body.seats) || !Array.isArray(body.steps)) return null;
  const seats = body.seats.map((s) => (typeof s === 'string' ? s : null));
  const steps: ReplayStep[] = [];
  for (const st of body.steps) {
    if (!isObj(st) || typeof st.n !== 'number' || !Array.isArray(st.views)) return null;
    steps.push({
      n: st.n,
      seat: isSeat(st.seat) ? st.seat : null,
      move: st.move ?? null,
      views: st.views.map((v) => v ?? null),
    });
  }
  return {
    id: body.id,
    game: body.game,
    finished: body.finished === true,
    seats,
    you: isSeat(body.you) ? body.you : null,
    steps,
  };
}

/** The seats whose view a replay can show: after the game any seat, while it runs only yours. */
export function viewableSeats(r: Replay): number[] {
  const out: number[] = [];
  for (let s = 0; s < r.seats.length; s++)
    if (r.steps.some((st) => st.views[s] !== null && st.views[s] !== undefined)) out.push(s);
  return out;
}
