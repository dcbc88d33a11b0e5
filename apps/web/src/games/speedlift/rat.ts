/**
 * The Rat in the players' words: the strong computer's reasons (`HintReason`, data from the
 * package) as one sentence, cards named as on the table (`cardName`), seats by their names.
 */
import { cardName, type HintReason, type HintWhy } from '@kartenhaus/speedlift';
import type { SpeedliftText } from './strings.js';

/** What the move does, as the start of the sentence. */
function effect(why: HintWhy, names: readonly string[], tx: SpeedliftText): string {
  const r = tx.rat;
  switch (why.kind) {
    case 'open':
      return r.open(cardName(why.card), why.floor);
    case 'openSpecial':
      return r.openSpecial(cardName(why.card));
    case 'number':
      return r.number(cardName(why.card), why.dir);
    case 'liftboy':
      return r.liftboy(why.floor, why.dir);
    case 'express':
      return r.express(why.dir);
    case 'detective':
      return r.detective(why.caught === null ? r.previous : (names[why.caught] ?? r.previous), why.kartons);
    case 'exit':
      return r.exit(why.kartons);
  }
}

/**
 * One reason as a sentence: the effect, how likely the next player cannot follow, how likely the
 * round ends the game with the player ahead (when the strong computer plays for it), the cost.
 */
export function ratText(reason: HintReason, names: readonly string[], tx: SpeedliftText): string {
  const parts = [effect(reason.why, names, tx)];
  if (reason.nextCannotFollow !== null)
    parts.push(tx.rat.cannotFollow(names[reason.next] ?? '', Math.round(reason.nextCannotFollow * 100)));
  // said only where it can happen at all (rounded, never "0 %")
  const ahead = reason.endsAhead === null ? 0 : Math.round(reason.endsAhead * 100);
  if (ahead > 0) parts.push(tx.rat.endsAhead(ahead));
  parts.push(tx.rat.cost(reason.expectedPenalty));
  return `${parts.join('; ')}.`;
}
