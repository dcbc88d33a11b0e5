/**
 * Move notation (docs/rules/speedclimb.md): `M` stock · `D2` depot of seat 2 · `A` discard pile ·
 * `AUS R7` from the backpack · `L R4 G5 J @4 | B7 B8 B9` camp (parts in camp order, `@low` for
 * runs) · `+R7>3` lay off on meld 3, `+J>3u` / `+J>3o` Sherpa below / above · `-R7` discard ·
 * `X>2` Schneesturm before seat 2 · `EIN R7` pack · `E3` choose stage 3 · `MIT R7 J` carry over.
 * Seats, melds and stages are 1-based in the notation.
 */
import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import { parseCard, type Card } from './cards.js';
import type { PartAssignment } from './combos.js';
import type { Move } from './state.js';

type NotationError = RuleError<'ERR_BAD_NOTATION'>;
const bad = (text: string): Result<Move, NotationError> => err(ruleError('ERR_BAD_NOTATION', text));

function cardsOf(tokens: readonly string[]): Card[] | null {
  return tokens.every((t) => parseCard(t) !== null) ? tokens.slice() : null;
}

const posInt = (t: string | undefined): number | null => (t && /^[1-9]\d*$/.test(t) ? Number(t) : null);

export function parseMove(text: string): Result<Move, NotationError> {
  const t = text.trim();
  const words = t.split(/\s+/);
  const head = words[0] ?? '';
  if (t === 'M') return ok({ type: 'draw', from: 'stock' });
  if (t === 'A') return ok({ type: 'draw', from: 'pile', pile: 0 });
  let m = /^D(\d+)$/.exec(t);
  if (m) return posInt(m[1]) ? ok({ type: 'draw', from: 'pile', pile: Number(m[1]) - 1 }) : bad(t);
  if ((head === 'AUS' || head === 'EIN') && words.length === 2 && parseCard(words[1]!)) {
    const card = words[1]!;
    return ok(head === 'AUS' ? { type: 'draw', from: 'backpack', card } : { type: 'pack', card });
  }
  if (head === 'MIT') {
    const cards = cardsOf(words.slice(1));
    return cards ? ok({ type: 'keep', cards }) : bad(t);
  }
  if (head === 'L') return parseCamp(t.slice(1));
  m = /^\+(\S+)>(\d+)([ou]?)$/.exec(t);
  if (m && parseCard(m[1]!) && posInt(m[2]))
    return ok({ type: 'layoff', card: m[1]!, meld: Number(m[2]) - 1, end: m[3] === 'u' ? 'low' : 'high' });
  m = /^-(\S+)$/.exec(t);
  if (m && parseCard(m[1]!)) return ok({ type: 'discard', card: m[1]! });
  m = /^X>(\d+)$/.exec(t);
  if (m && posInt(m[1])) return ok({ type: 'storm', target: Number(m[1]) - 1 });
  m = /^E(\d+)$/.exec(t);
  if (m && posInt(m[1])) return ok({ type: 'stage', stage: Number(m[1]) - 1 });
  return bad(t);
}

function parseCamp(body: string): Result<Move, NotationError> {
  const parts: PartAssignment[] = [];
  for (const chunk of body.split('|')) {
    const tokens = chunk.trim().split(/\s+/).filter(Boolean);
    let low: number | undefined;
    const last = tokens[tokens.length - 1];
    if (last?.startsWith('@')) {
      const n = posInt(last.slice(1));
      if (n === null) return bad(body);
      low = n;
      tokens.pop();
    }
    const cards = cardsOf(tokens);
    if (!cards || cards.length === 0) return bad(body);
    parts.push(low === undefined ? { cards } : { cards, low });
  }
  return ok({ type: 'camp', parts });
}

export function makeMove(move: Move): string {
  switch (move.type) {
    case 'draw':
      switch (move.from) {
        case 'stock':
          return 'M';
        case 'pile':
          return `D${move.pile + 1}`;
        case 'backpack':
          return `AUS ${move.card}`;
      }
      break;
    case 'camp':
      return `L ${move.parts.map((p) => [...p.cards, ...(p.low === undefined ? [] : [`@${p.low}`])].join(' ')).join(' | ')}`;
    case 'layoff':
      return `+${move.card}>${move.meld + 1}${move.end === 'low' ? 'u' : move.card === 'J' ? 'o' : ''}`;
    case 'discard':
      return `-${move.card}`;
    case 'storm':
      return `X>${move.target + 1}`;
    case 'pack':
      return `EIN ${move.card}`;
    case 'stage':
      return `E${move.stage + 1}`;
    case 'keep':
      return ['MIT', ...move.cards].join(' ');
  }
}
