import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import { makeCard, parseCard, parseRank, RANK_NAMES } from './cards.js';
import type { GipfelMove, QuickCall } from './types.js';

/**
 * Move notation (docs/rules/gipfelsturm.md):
 * - `7♥` (or `7h`): play the free 7♥, own pile first (G2 click); `7♥>2`: onto the pile of seat 2
 *   (piles are numbered like seats in the UI, 1-based);
 * - `V`: turn up the own stock ("Vorrat"); `Los`: start the clock;
 * - `!B` … `!K`, `!10`: "Ich brauch eine …!"; `!warte`; `!deck` ("Ich deck auf!").
 */
export function makeMove(move: GipfelMove): string {
  switch (move.type) {
    case 'play':
      return move.pile === undefined ? makeCard(move.card) : `${makeCard(move.card)}>${move.pile + 1}`;
    case 'flip':
      return 'V';
    case 'start':
      return 'Los';
    case 'call':
      return makeCall(move.call);
  }
}

function makeCall(call: QuickCall): string {
  switch (call.kind) {
    case 'brauche':
      return `!${RANK_NAMES[call.rank]}`;
    case 'warte':
      return '!warte';
    case 'deckeAuf':
      return '!deck';
  }
}

export function parseMove(text: string): Result<GipfelMove, RuleError<'ERR_BAD_NOTATION'>> {
  const t = text.trim();
  if (/^v$/i.test(t)) return ok({ type: 'flip' });
  if (/^los!?$/i.test(t)) return ok({ type: 'start' });
  if (/^!warte$/i.test(t)) return ok({ type: 'call', call: { kind: 'warte' } });
  if (/^!deck$/i.test(t)) return ok({ type: 'call', call: { kind: 'deckeAuf' } });
  if (t.startsWith('!')) {
    const rank = parseRank(t.slice(1));
    return rank.ok ? ok({ type: 'call', call: { kind: 'brauche', rank: rank.value } }) : rank;
  }
  const m = /^([^>]+?)(?:>([1-9]))?$/u.exec(t);
  if (!m) return err(ruleError('ERR_BAD_NOTATION', `not a move: "${text}"`));
  const card = parseCard(m[1] as string);
  if (!card.ok) return card;
  return ok(
    m[2] === undefined
      ? { type: 'play', card: card.value }
      : { type: 'play', card: card.value, pile: Number(m[2]) - 1 },
  );
}
