/**
 * Gipfelsturm's cards drawn in code: standard French suits with German ranks (A, 2–10, B, D, K) and
 * large indices at the top left — the part of a card that stays visible where the rows overlap
 * (DESIGN.md). Face-down cards are rock.
 */
import { RANK_NAMES, rankOf, SUIT_LETTERS, suitOf, type Card } from '@kartenhaus/gipfelsturm';
import { SUITS } from '../../cards/symbols.js';

const W = 60;
const H = 84;

/** A face-up card; `label` empty: decorative (inside a labelled button). */
export function GipfelCard({ card, label, className }: { card: Card; label: string; className?: string }) {
  const suit = SUITS[SUIT_LETTERS[suitOf(card)] ?? 'c'];
  const rank = RANK_NAMES[rankOf(card)] ?? '?';
  return (
    <svg
      className={`gs-face ${className ?? ''}`}
      viewBox={`0 0 ${W} ${H}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect
        x="0.75"
        y="0.75"
        width={W - 1.5}
        height={H - 1.5}
        rx="5"
        fill="#fffdf8"
        stroke="#3b3832"
        strokeWidth="1.5"
      />
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
    </svg>
  );
}

/** A face-down card: grey rock with strata (no colour cue needed: it has no face). */
export function RockCard({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      className={`gs-face gs-rock ${className ?? ''}`}
      viewBox={`0 0 ${W} ${H}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect
        x="0.75"
        y="0.75"
        width={W - 1.5}
        height={H - 1.5}
        rx="5"
        fill="#6d7379"
        stroke="#2f3338"
        strokeWidth="1.5"
      />
      <path d="M4 22 L18 14 L30 20 L44 10 L56 17" fill="none" stroke="#9aa1a8" strokeWidth="2" />
      <path d="M4 44 L14 38 L28 46 L40 36 L56 42" fill="none" stroke="#8a9198" strokeWidth="2" />
      <path d="M4 66 L20 60 L32 68 L46 58 L56 64" fill="none" stroke="#9aa1a8" strokeWidth="2" />
      <path d="M30 4 L36 10 L30 14 Z" fill="#f4f6f7" opacity="0.8" />
    </svg>
  );
}
