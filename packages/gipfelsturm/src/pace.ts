import type { Rng } from '@kartenhaus/core';
import type { Level } from './config.js';
import { answerCall, CALL_HEARD_MS, moveOf } from './strategy/moves.js';
import { partner, whoFlips } from './strategy/partner.js';
import { sightFromView } from './strategy/sight.js';
import { changesTable } from './table.js';
import type { GipfelMove, GipfelView } from './types.js';

/**
 * The computer partner's human-like pace per level (ms). `cardMs` is the time to spot and play a
 * card, `flipMs` the pause before turning up the stock when nothing fits (a human looks twice),
 * each varied by ± `jitter` (a share). Normal ≈ a calm player, Schwer a quick one, Experte a very
 * quick one; all slower than a machine, so that the human partner still matters.
 */
export const PARTNER_PACE = {
  normal: { cardMs: 1800, flipMs: 2600, jitter: 0.35 },
  schwer: { cardMs: 1300, flipMs: 2000, jitter: 0.3 },
  experte: { cardMs: 900, flipMs: 1500, jitter: 0.25 },
} as const satisfies Record<Level, { cardMs: number; flipMs: number; jitter: number }>;

/** How long the partner leaves a flip to the better-placed seat before it turns up itself (ms). */
export const FLIP_YIELD_MS = 3000;

/** What the server's partner does next: a move after a delay, or nothing yet (ask again later). */
export type PartnerStep =
  | { readonly kind: 'act'; readonly move: GipfelMove; readonly delayMs: number }
  | { readonly kind: 'hold'; readonly recheckMs: number; readonly why: 'warte' | 'partnerFlips' }
  | { readonly kind: 'idle' };

/** The partner's move for a view, with no timing: the look-ahead choice, "Ich brauch eine …" first. */
export function partnerMove(view: GipfelView): GipfelMove {
  const sight = sightFromView(view);
  return moveOf(answerCall(view, sight) ?? partner(sight), sight);
}

/**
 * The server's entry point for a computer partner (G4): which move, and when. "Warte, noch nicht
 * aufdecken!" and "Ich deck auf!" from another seat hold its flip while the call is fresh; when
 * nothing fits and the other seat's top is the worse one, it leaves the flip to that seat for
 * FLIP_YIELD_MS ("Und nur einer deckt auf"). Card moves and calls are answered at the level's pace.
 * The server recomputes after every change of the view and cancels a pending move it no longer
 * wants (the rules refuse a card that no longer fits anyway).
 */
export function partnerStep(view: GipfelView, level: Level, rng: Rng): PartnerStep {
  if (view.over || view.seat === null || !view.legalMoves.some(changesTable)) return { kind: 'idle' };
  const pace = PARTNER_PACE[level];
  const vary = (ms: number) => Math.round(ms * (1 + pace.jitter * (2 * rng.next() - 1)));
  const move = partnerMove(view);
  if (move.type !== 'flip') return { kind: 'act', move, delayMs: vary(pace.cardMs) };
  const now = view.clock.now ?? 0;
  const fresh = view.calls.some(
    (h, s) =>
      s !== view.seat && h !== null && h.call.kind !== 'brauche' && (h.at === null || now - h.at <= CALL_HEARD_MS),
  );
  if (fresh) return { kind: 'hold', recheckMs: 500, why: 'warte' };
  const choice = whoFlips(sightFromView(view));
  const since = now - (view.clock.lastMoveAt ?? view.clock.startedAt ?? now);
  if (choice?.kind === 'flip' && choice.seat !== view.seat && since < FLIP_YIELD_MS)
    return { kind: 'hold', recheckMs: FLIP_YIELD_MS - since, why: 'partnerFlips' };
  return { kind: 'act', move, delayMs: vary(pace.flipMs) };
}
