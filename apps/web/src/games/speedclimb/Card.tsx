/**
 * Speedclimb cards drawn in SVG: numbered cards with the shared card kit's rope mark (colour,
 * shape and pattern, so colour is never the only cue); the Sherpa as a guide with a rope; the
 * Schneesturm as a white-out with snow streaks (DESIGN.md "Speedclimb — the mountain").
 */
import { useId } from 'react';
import { parseCard, type Card } from '@kartenhaus/speedclimb';
import { CardBack, CardFace, CardFrame, FRAME_H as H, FRAME_W as W } from '../../cards/CardFace.js';
import { RopePattern, RopeShape, type RopeLetter } from '../../cards/symbols.js';
import { useI18n } from '../../context.js';
import { ROPE_NAMES, TEXT } from './strings.js';

type Lang = 'de' | 'en';

/** "7 rot", "Sherpa", "Schneesturm". */
export function cardName(card: Card, lang: Lang): string {
  const i = parseCard(card);
  const tx = TEXT[lang];
  if (!i) return card;
  if (i.sherpa) return tx.sherpa;
  if (i.storm) return tx.schneesturm;
  return tx.cardName(i.num, ROPE_NAMES[lang][i.color ?? 'R'] ?? '');
}

function Sherpa({ label }: { label: string }) {
  return (
    <CardFrame className="card-face" fill="#fffdf8" label={label}>
      {/* Snowy peak behind the guide. */}
      <path d="M4 62 22 34l8 10 8-14 18 32z" fill="#d9dee3" stroke="#6b7680" strokeWidth="0.8" />
      <path d="M22 34l-4 6 4-1 3 3 5-2zM38 30l-4 7 4-1 3 2z" fill="#fff" />
      {/* The guide: head, cap, body, pack and ice axe. */}
      <circle cx="30" cy="40" r="4.2" fill="#e8b98a" stroke="#3b3832" strokeWidth="0.8" />
      <path d="M25.6 38.6q4.4-6 8.8 0z" fill="#b3261e" />
      <path d="M24 58l2.5-13h7L36 58z" fill="#1f5a7a" stroke="#3b3832" strokeWidth="0.8" />
      <rect x="34" y="45" width="5" height="8" rx="1.5" fill="#a87900" stroke="#3b3832" strokeWidth="0.6" />
      <path d="M22 44l-3 16M17.5 44.5h4" stroke="#3b3832" strokeWidth="1.3" />
      {/* The rope, coiled over the shoulder. */}
      <path d="M26 47q4 5 8 0q-4 8-8 3" fill="none" stroke="#c62828" strokeWidth="1.4" />
      {/* The corner index (seen in a fanned hand): the guide's head and red cap — not the notation's "J". */}
      <circle cx="10" cy="12" r="3.4" fill="#e8b98a" stroke="#3b3832" strokeWidth="0.7" />
      <path d="M6.4 10.9q3.6-5 7.2 0z" fill="#b3261e" />
      <text x={W / 2} y="74" fontSize="9" textAnchor="middle" fontWeight="700" fill="#1f3a4a">
        Sherpa
      </text>
    </CardFrame>
  );
}

function Storm({ label }: { label: string }) {
  // The card's word in the page's language ("Snowstorm" in English; it had stayed "Schneesturm").
  const { lang } = useI18n();
  return (
    <CardFrame className="card-face" fill="#eef3f7" label={label}>
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="3" fill="#f7fafc" />
      {/* Snow streaks blown across the white-out. */}
      {[14, 24, 34, 44, 54, 64].map((y, i) => (
        <path
          key={y}
          d={`M${6 + (i % 2) * 6} ${y}q12 -5 24 0t22 -2`}
          fill="none"
          stroke="#8aa1b3"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ))}
      {[
        [14, 19],
        [40, 29],
        [22, 39],
        [46, 49],
        [16, 59],
        [36, 68],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="#5c7486" />
      ))}
      <text x={W / 2} y="79" fontSize="7.5" textAnchor="middle" fontWeight="700" fill="#2c3e4c">
        {TEXT[lang].schneesturm}
      </text>
    </CardFrame>
  );
}

/**
 * A numbered card in the camp field's places: the number large (48 of the card's 60 units wide), the
 * rope's shape, colour and pattern under it. A place is as narrow as 17 px there (Nordwand camp 8,
 * ten places at 360 px): the card kit's corner index, 15 of the card's 60 units, read at 4 px.
 */
function CompactFace({ num, rope }: { num: number; rope: RopeLetter }) {
  const patternId = useId().replace(/:/g, '');
  return (
    <CardFrame className="card-face sc-compact" fill="#fffdf8" label="">
      <defs>
        <RopePattern id={patternId} rope={rope} />
      </defs>
      <text x={W / 2} y="47" fontSize="48" textAnchor="middle" fontWeight="700" fill="#1b1b1b" className="sc-big-index">
        {num}
      </text>
      <g transform={`translate(${W / 2 - 10.2} 52) scale(0.85)`}>
        <RopeShape rope={rope} fill={`url(#${patternId})`} />
      </g>
      <rect x="3" y={H - 9} width={W - 6} height="5" rx="2" fill={`url(#${patternId})`} />
    </CardFrame>
  );
}

/**
 * One card face; `label` empty when a labelled button or list item around it names it; `title`
 * a tooltip (e.g. the number a Sherpa stands for in the camp field).
 */
export function ClimbCard({
  card,
  label = '',
  className,
  title,
  compact = false,
}: {
  card: Card;
  label?: string;
  className?: string;
  title?: string;
  /** The number large (the camp field's places; `CompactFace`); a label names it elsewhere. */
  compact?: boolean;
}) {
  const i = parseCard(card);
  if (!i) return null;
  const face = i.sherpa ? (
    <Sherpa label={label} />
  ) : i.storm ? (
    <Storm label={label} />
  ) : compact && !label ? (
    <CompactFace num={i.num} rope={i.color ?? 'R'} />
  ) : (
    <CardFace index={String(i.num)} mark={{ kind: 'rope', rope: i.color ?? 'R' }} label={label} />
  );
  return (
    <span className={`sc-card ${className ?? ''}`} title={title}>
      {face}
    </span>
  );
}

export function ClimbBack({ label }: { label: string }) {
  return (
    // The shared back is always an image; without a label it is decoration inside a labelled button.
    <span className="sc-card" aria-hidden={label ? undefined : true}>
      <CardBack label={label || '–'} />
    </span>
  );
}
