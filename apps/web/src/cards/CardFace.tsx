import { useId, type ReactNode } from 'react';
import {
  DEPARTMENTS,
  DepartmentEmblem,
  ROPES,
  RopePattern,
  RopeShape,
  SUITS,
  type DepartmentLetter,
  type RopeLetter,
  type SuitLetter,
} from './symbols.js';

/** What a card shows besides its index: a suit, a rope colour, a department or a special figure. */
export type CardMark =
  | { readonly kind: 'suit'; readonly suit: SuitLetter }
  | { readonly kind: 'rope'; readonly rope: RopeLetter }
  | { readonly kind: 'department'; readonly dept: DepartmentLetter }
  | { readonly kind: 'special'; readonly glyph: string; readonly colour: string };

export interface CardFaceProps {
  /** The index in the corners ("7", "K", "12", "S"). */
  readonly index: string;
  readonly mark: CardMark;
  /** What a screen reader says ("Porzellan 9, 3 Kartons"); empty: decorative (inside a labelled button). */
  readonly label: string;
  /** Parcels drawn at the top right (Speedlift Kartons); negative values show as "−2". */
  readonly parcels?: number;
  readonly className?: string;
}

/** The size of a card drawn in `CardFrame` (its viewBox). */
export const FRAME_W = 60;
export const FRAME_H = 84;
const W = FRAME_W;
const H = FRAME_H;

/** The colour of the corner index: text, so a rope's ink rather than its fill. */
function indexColour(mark: CardMark): string {
  switch (mark.kind) {
    case 'suit':
      return SUITS[mark.suit].colour;
    case 'rope':
      return ROPES[mark.rope].ink;
    case 'department':
      return DEPARTMENTS[mark.dept].colour;
    case 'special':
      return mark.colour;
  }
}

/** The small mark under an index, and the large one in the middle, in a 24×24 box. */
function Mark({ mark, patternId }: { mark: CardMark; patternId: string }) {
  switch (mark.kind) {
    case 'suit':
      return <path d={SUITS[mark.suit].path} fill={SUITS[mark.suit].colour} />;
    case 'rope':
      return <RopeShape rope={mark.rope} fill={`url(#${patternId})`} />;
    case 'department':
      return <DepartmentEmblem dept={mark.dept} colour={DEPARTMENTS[mark.dept].colour} />;
    case 'special':
      return (
        <text x="12" y="18" fontSize="17" textAnchor="middle" fill={mark.colour} fontWeight="700">
          {mark.glyph}
        </text>
      );
  }
}

function Parcels({ n }: { n: number }) {
  if (n === 0) return null;
  if (n < 0)
    return (
      <text x={W - 5} y="13" fontSize="9" textAnchor="end" fontWeight="700" fill="#2f6b2f">
        {`−${-n}`}
      </text>
    );
  return (
    <g>
      {Array.from({ length: Math.min(n, 3) }, (_, i) => (
        <g key={i} transform={`translate(${W - 12 - i * 8} 4)`}>
          <rect width="7" height="6" rx="0.8" fill="#c9a15a" stroke="#5a3d12" strokeWidth="0.8" />
          <path d="M0 2h7M3.5 0v6" stroke="#5a3d12" strokeWidth="0.6" />
        </g>
      ))}
    </g>
  );
}

/**
 * A 60 × 84 card drawn in SVG with its rounded edge: an image named by `label`, or decorative
 * when `label` is empty (inside a labelled button). Every game's cards are drawn in it.
 */
export function CardFrame({
  className,
  label,
  fill,
  stroke = '#3b3832',
  children,
}: {
  className: string;
  label: string;
  fill: string;
  stroke?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${W} ${H}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <rect x="0.75" y="0.75" width={W - 1.5} height={H - 1.5} rx="5" fill={fill} stroke={stroke} strokeWidth="1.5" />
      {children}
    </svg>
  );
}

/** A card face drawn in SVG: index corners, mark, optional parcels. Crisp at every size. */
export function CardFace({ index, mark, label, parcels, className }: CardFaceProps) {
  const patternId = useId().replace(/:/g, '');
  const colour = indexColour(mark);
  const corner = (
    <>
      <text x="6" y="17" fontSize="15" fontWeight="700" fill={colour} className="card-index">
        {index}
      </text>
      <g transform="translate(4 21) scale(0.45)">
        <Mark mark={mark} patternId={patternId} />
      </g>
    </>
  );
  return (
    <CardFrame className={`card-face ${className ?? ''}`} label={label} fill="#fffdf8">
      {mark.kind === 'rope' && (
        <defs>
          <RopePattern id={patternId} rope={mark.rope} />
        </defs>
      )}
      {mark.kind === 'rope' && <rect x="3" y={H - 9} width={W - 6} height="5" rx="2" fill={`url(#${patternId})`} />}
      {corner}
      <g transform={`rotate(180 ${W / 2} ${H / 2})`}>{corner}</g>
      <g transform={`translate(${W / 2 - 15} ${H / 2 - 15}) scale(1.25)`}>
        <Mark mark={mark} patternId={patternId} />
      </g>
      {parcels !== undefined && <Parcels n={parcels} />}
    </CardFrame>
  );
}

/** The back of a card (face-down: the stock, other hands, Gipfelsturm's rock). */
export function CardBack({ label, className }: { label: string; className?: string }) {
  const id = useId().replace(/:/g, '');
  return (
    <svg className={`card-face card-back ${className ?? ''}`} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <defs>
        <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="var(--card-back, #35795f)" />
          <path d="M0 4h8" stroke="rgba(255,255,255,0.25)" strokeWidth="2" />
        </pattern>
      </defs>
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
      <rect x="4" y="4" width={W - 8} height={H - 8} rx="3" fill={`url(#${id})`} />
    </svg>
  );
}

/**
 * A card the player can act on: a real button (keyboard, screen reader), with its state shown
 * by shape and outline as well as colour (playable: raised outline; lifted: moved up; selected: ticked).
 */
export function CardButton({
  face,
  playable,
  selected,
  lifted,
  onActivate,
  shortcut,
}: {
  face: CardFaceProps;
  playable: boolean;
  selected?: boolean;
  lifted?: boolean;
  onActivate: () => void;
  /** A key shown on the card ("1"–"9" in Speedlift). */
  shortcut?: string;
}) {
  return (
    <button
      type="button"
      className="card-button"
      data-playable={playable || undefined}
      data-lifted={lifted || undefined}
      aria-pressed={selected ?? undefined}
      aria-label={face.label}
      aria-keyshortcuts={shortcut}
      onClick={onActivate}
    >
      <CardFace {...face} label="" />
      {shortcut && (
        <span className="card-key" aria-hidden="true">
          {shortcut}
        </span>
      )}
      {selected && (
        <span className="card-tick" aria-hidden="true">
          ✓
        </span>
      )}
    </button>
  );
}
