/**
 * Gipfelsturm's cards drawn in code: standard French suits with German ranks (A, 2–10, B, D, K) and
 * large indices at the top left — the part of a card that stays visible where the rows overlap
 * (DESIGN.md). Face-down cards are rock.
 */
import { RANK_NAMES, rankOf, SUIT_LETTERS, suitOf, type Card } from '@kartenhaus/gipfelsturm';
import { CardFrame } from '../../cards/CardFace.js';
import { SUITS } from '../../cards/symbols.js';

/** A face-up card; `label` empty: decorative (inside a labelled button). */
export function GipfelCard({ card, label, className }: { card: Card; label: string; className?: string }) {
  const suit = SUITS[SUIT_LETTERS[suitOf(card)] ?? 'c'];
  const rank = RANK_NAMES[rankOf(card)] ?? '?';
  return (
    <CardFrame className={`gs-face ${className ?? ''}`} label={label} fill="#fffdf8">
      <text
        x="5"
        y="25"
        fontSize={rank.length > 1 ? 21 : 25}
        fontWeight="700"
        fill={suit.colour}
        letterSpacing={rank.length > 1 ? -1.5 : 0}
      >
        {rank}
      </text>
      <g transform={`translate(${rank.length > 1 ? 35 : 31} 6) scale(0.85)`}>
        <path d={suit.path} fill={suit.colour} />
      </g>
      <g transform="translate(15 40) scale(1.25)">
        <path d={suit.path} fill={suit.colour} />
      </g>
    </CardFrame>
  );
}

/** A face-down card: grey rock with strata (no colour cue needed: it has no face). */
export function RockCard({ label, className }: { label: string; className?: string }) {
  return (
    <CardFrame className={`gs-face gs-rock ${className ?? ''}`} label={label} fill="#6d7379" stroke="#2f3338">
      <path d="M4 30 L14 22 L24 28 L36 18 L46 24 L56 20" fill="none" stroke="#8f969d" strokeWidth="2" />
      <path d="M4 58 L16 52 L28 60 L40 50 L56 56" fill="none" stroke="#8f969d" strokeWidth="2" />
      <path d="M8 44 L30 8 L52 44 Z" fill="#535a61" />
      <path d="M22 21 L30 8 L38 21 L34 18 L30 23 L26 18 Z" fill="#f4f6f7" />
    </CardFrame>
  );
}
