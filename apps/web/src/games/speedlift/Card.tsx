/**
 * Speedlift cards drawn in code, Berlin 1929: an Art-Deco frame in the department's colour with
 * its emblem (colour is never the only cue), the floor number, the Kartons as parcels at the top
 * right, Porzellan with a heavier frame and a crack warning, and the three special cards as
 * characters recognisable at thumbnail size.
 */
import { cardName, isNumber, kartons, type Card, type Department, type Special } from '@kartenhaus/speedlift';
import { DEPARTMENTS, DepartmentEmblem } from '../../cards/symbols.js';

export const CARD_W = 60;
export const CARD_H = 90;

const BRASS = '#b8893a';
const INK = '#231d17';

/** The department of a number card. */
export const departmentOf = (card: Card): Department | null => (isNumber(card) ? (card[0] as Department) : null);

/** The colour used for a card (department colour; specials their own). */
export function cardColour(card: Card): string {
  const d = departmentOf(card);
  if (d) return DEPARTMENTS[d].colour;
  return SPECIAL_STYLE[card as Special].colour;
}

const SPECIAL_STYLE: Readonly<Record<Special, { colour: string; short: string }>> = {
  LB: { colour: '#a3302a', short: 'LB' },
  EX: { colour: '#1d5c4a', short: 'EX' },
  HD: { colour: '#2b2b3a', short: 'HD' },
};

/** Parcels at the top right: one per Karton (up to 3), Liftboy's −2 as a green "helping" tag. */
function Parcels({ n }: { n: number }) {
  if (n === 0) return null;
  if (n < 0)
    return (
      <g transform={`translate(${CARD_W - 22} 3)`}>
        <rect width="19" height="10" rx="2" fill="#e6f2e3" stroke="#2f6b2f" strokeWidth="0.8" />
        <text x="9.5" y="8" fontSize="8" textAnchor="middle" fontWeight="700" fill="#2f6b2f">
          {`−${-n}`}
        </text>
      </g>
    );
  return (
    <g>
      {Array.from({ length: Math.min(n, 3) }, (_, i) => (
        <g key={i} transform={`translate(${CARD_W - 11 - i * 8} 3.5)`}>
          <rect width="7.5" height="6.5" rx="0.8" fill="#d4a862" stroke="#5a3d12" strokeWidth="0.8" />
          <path d="M0 2.2h7.5M3.75 0v6.5" stroke="#5a3d12" strokeWidth="0.6" />
        </g>
      ))}
    </g>
  );
}

/** The Liftboy: pillbox cap, round face, uniform with brass buttons; arrows for "kehrt um". */
function Liftboy() {
  return (
    <g>
      <rect x="22" y="24" width="16" height="6" rx="1.5" fill="#a3302a" stroke={INK} strokeWidth="0.8" />
      <rect x="27" y="22" width="6" height="2.5" fill={BRASS} />
      <circle cx="30" cy="36" r="6.5" fill="#f3d6b8" stroke={INK} strokeWidth="0.8" />
      <circle cx="27.6" cy="35.5" r="0.9" fill={INK} />
      <circle cx="32.4" cy="35.5" r="0.9" fill={INK} />
      <path d="M27.5 38.8q2.5 1.8 5 0" fill="none" stroke={INK} strokeWidth="0.8" />
      <path d="M19 58l3-14h16l3 14z" fill="#a3302a" stroke={INK} strokeWidth="0.8" />
      {[47, 51, 55].map((y) => (
        <circle key={y} cx="30" cy={y} r="1.1" fill={BRASS} />
      ))}
      <path
        d="M10 48v-9m0 0-3 3.5m3-3.5 3 3.5M50 40v9m0 0-3-3.5m3 3.5 3-3.5"
        stroke={INK}
        strokeWidth="1.4"
        fill="none"
      />
    </g>
  );
}

/** The Expresskabine: a lift cabin with scissor gate and speed lines, arrow back to the start. */
function Expresskabine() {
  return (
    <g>
      <rect x="17" y="22" width="26" height="36" rx="2" fill="#1d5c4a" stroke={INK} strokeWidth="0.9" />
      <path d="M17 26h26" stroke={BRASS} strokeWidth="1.5" />
      <path
        d="M20 29l5 26M25 29l-5 26M25 29l5 26M30 29l-5 26M30 29l5 26M35 29l-5 26M35 29l5 26M40 29l-5 26"
        stroke={BRASS}
        strokeWidth="0.8"
      />
      <path d="M8 30h6M6 36h8M8 42h6" stroke={INK} strokeWidth="1.4" strokeLinecap="round" />
      <path d="M50 30c4 6 4 16 0 22m0 0 3.5-1m-3.5 1-1-3.5" stroke={INK} strokeWidth="1.4" fill="none" />
      <path d="M28.5 18l3 0 -1.5 -3z" fill={BRASS} />
    </g>
  );
}

/** The Hausdetektiv: bowler hat, turned-up collar, magnifying glass. */
function Hausdetektiv() {
  return (
    <g>
      <ellipse cx="28" cy="29" rx="11" ry="2" fill={INK} />
      <path d="M21 29c0-8 14-8 14 0z" fill={INK} />
      <circle cx="28" cy="36" r="6" fill="#efd2b2" stroke={INK} strokeWidth="0.8" />
      <path d="M24.5 35.5h2.5M29.5 35.5h2.5" stroke={INK} strokeWidth="1" />
      <path d="M25 39.5h6" stroke={INK} strokeWidth="0.8" />
      <path d="M16 60l3-17 9 4 9-4 3 17z" fill="#6b5a3e" stroke={INK} strokeWidth="0.8" />
      <path d="M19 43l9 6 9-6" fill="none" stroke={INK} strokeWidth="0.8" />
      <circle cx="44" cy="45" r="5" fill="#dff0f7" stroke={INK} strokeWidth="1.4" />
      <path d="M40.5 48.5l-5 5" stroke={INK} strokeWidth="2" strokeLinecap="round" />
    </g>
  );
}

/** Art-Deco corner fans. */
function Ornament({ colour }: { colour: string }) {
  const fan = 'M0 0l8 0M0 0l7 4M0 0l4 7M0 0l0 8';
  return (
    <g stroke={colour} strokeWidth="0.6" fill="none" opacity="0.8">
      <path d={fan} transform="translate(4 80)" />
      <path d={fan} transform={`translate(${CARD_W - 4} 80) scale(-1 1)`} />
    </g>
  );
}

export interface CardArtProps {
  readonly card: Card;
  /** Accessible name; empty: decorative (inside a labelled button). */
  readonly label?: string;
  readonly className?: string;
}

/** One Speedlift card face. */
export function CardArt({ card, label = '', className }: CardArtProps) {
  const dept = departmentOf(card);
  const colour = cardColour(card);
  const porzellan = dept === 'P';
  const k = kartons(card);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={`sl-card ${className ?? ''}`} viewBox={`0 0 ${CARD_W} ${CARD_H}`} data-card={card} {...a11y}>
      <rect
        x="0.75"
        y="0.75"
        width={CARD_W - 1.5}
        height={CARD_H - 1.5}
        rx="4"
        fill="#fbf6ea"
        stroke={porzellan ? INK : '#4a4036'}
        strokeWidth={porzellan ? 2.6 : 1.2}
      />
      <rect
        x="3.5"
        y="15"
        width={CARD_W - 7}
        height={CARD_H - 19}
        rx="2"
        fill="none"
        stroke={colour}
        strokeWidth={porzellan ? 1.8 : 0.9}
        strokeDasharray={porzellan ? undefined : '0'}
      />
      {porzellan && (
        <rect
          x="5.5"
          y="17"
          width={CARD_W - 11}
          height={CARD_H - 23}
          rx="1.5"
          fill="none"
          stroke={colour}
          strokeWidth="0.6"
        />
      )}
      <Ornament colour={BRASS} />
      {dept ? (
        <>
          <text x="5" y="12.5" fontSize="12" fontWeight="700" fill={colour} className="sl-card-index">
            {card.slice(1)}
          </text>
          <text
            x={CARD_W / 2}
            y="60"
            fontSize="24"
            fontWeight="700"
            textAnchor="middle"
            fill={colour}
            className="sl-card-floor"
          >
            {card.slice(1)}
          </text>
          <g transform={`translate(${CARD_W / 2 - 10} 21) scale(0.85)`}>
            <DepartmentEmblem dept={dept} colour={colour} />
          </g>
          <text x={CARD_W / 2} y="74" fontSize="6.2" textAnchor="middle" fill={INK} className="sl-card-dept">
            {DEPARTMENTS[dept].name}
          </text>
          {porzellan && (
            // Crack warning: "zerbrechlich und wiegt mehr".
            <g transform="translate(6 63)">
              <path d="M0 9 5 0l5 9z" fill="#ffd95a" stroke={INK} strokeWidth="0.8" />
              <path d="M5 3v3" stroke={INK} strokeWidth="1" />
              <circle cx="5" cy="7.6" r="0.6" fill={INK} />
              <path d="M48 -40l-3 5 2 2-2 4" stroke={INK} strokeWidth="0.7" fill="none" />
            </g>
          )}
        </>
      ) : (
        <>
          <text x="5" y="12" fontSize="9" fontWeight="700" fill={colour}>
            {SPECIAL_STYLE[card as Special].short}
          </text>
          {card === 'LB' ? <Liftboy /> : card === 'EX' ? <Expresskabine /> : <Hausdetektiv />}
          <text x={CARD_W / 2} y="72" fontSize="6.4" fontWeight="700" textAnchor="middle" fill={INK}>
            {cardName(card)}
          </text>
        </>
      )}
      <Parcels n={k} />
    </svg>
  );
}

/** A face-down card (other hands, the Lager). */
export function CardBackArt({ label = '' }: { label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className="sl-card sl-card-back" viewBox={`0 0 ${CARD_W} ${CARD_H}`} {...a11y}>
      <rect
        x="0.75"
        y="0.75"
        width={CARD_W - 1.5}
        height={CARD_H - 1.5}
        rx="4"
        fill="#1f4a3d"
        stroke={BRASS}
        strokeWidth="1.5"
      />
      <path d="M30 10 50 45 30 80 10 45z" fill="none" stroke={BRASS} strokeWidth="1.2" />
      <path d="M30 22 43 45 30 68 17 45z" fill="#7a2638" stroke={BRASS} strokeWidth="0.8" />
    </svg>
  );
}
