/**
 * The shapes of a game's fair-deal verification and replay (`/api/games/:id/verify`,
 * `/api/games/:id/replay`), checked at the edge with the schemas the server's answers are typed by
 * (packages/protocol `api.ts`).
 */
import { Replay as ReplaySchema, Verification as VerificationSchema, type Replay } from '@kartenhaus/protocol';
import { reader } from './api.js';

export type { Replay, ReplayStep } from '@kartenhaus/protocol';

/** What the server found when it recomputed a finished game from its revealed seed. */
export interface Verification extends Omit<VerificationSchema, 'firstProblem'> {
  readonly firstProblem: string | null;
}

export const parseVerification = reader(VerificationSchema, (v): Verification => ({
  ...v,
  // Only every check together is "verified", whatever the field says.
  verified: v.verified && v.hashMatches && v.movesLegal && v.resultMatches,
  firstProblem: v.firstProblem ?? null,
}));

export const parseReplay = reader(ReplaySchema, (r): Replay => r);

/** The seats whose view a replay can show: after the game any seat, while it runs only yours. */
export function viewableSeats(r: Replay): number[] {
  const out: number[] = [];
  for (let s = 0; s < r.seats.length; s++)
    if (r.steps.some((st) => st.views[s] !== null && st.views[s] !== undefined)) out.push(s);
  return out;
}
