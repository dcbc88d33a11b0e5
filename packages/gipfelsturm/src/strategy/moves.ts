import { rankOf, type Card } from '../cards.js';
import type { GipfelMove, GipfelView } from '../types.js';
import { fittingPlays, type Choice, type Sight } from './sight.js';

/** A team choice as the move of one seat: a card move as chosen; any flip as the seat's own (the only one it has). */
export function moveOf(choice: Choice | null, sight: Sight): GipfelMove {
  if (choice === null || choice.kind === 'flip') return { type: 'flip' };
  return { type: 'play', card: sight.slots[choice.pos] as Card, pile: choice.pile };
}

/** How long a quick call counts (ms) for the computer partner. */
export const CALL_HEARD_MS = 10_000;

/**
 * "Ich brauch eine …!" (G3): a fresh call from another seat for a rank that can be played now
 * wins over the strategy's choice — onto the caller's pile if it fits there.
 */
export function answerCall(view: GipfelView, sight: Sight): Choice | null {
  const now = view.clock.now;
  for (let s = 0; s < view.calls.length; s++) {
    const heard = view.calls[s];
    if (s === view.seat || heard?.call.kind !== 'brauche') continue;
    if (now !== null && heard.at !== null && now - heard.at > CALL_HEARD_MS) continue;
    const rank = heard.call.rank;
    const plays = fittingPlays(sight).filter((p) => rankOf(sight.slots[p.pos] as Card) === rank);
    const onCaller = plays.find((p) => p.pile === s);
    const pick = onCaller ?? plays[0];
    if (pick) return { kind: 'play', pos: pick.pos, pile: pick.pile };
  }
  return null;
}
