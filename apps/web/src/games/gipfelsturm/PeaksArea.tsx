/**
 * The three peaks of the Gipfelsturm table: the face-down cards as rock, the free cards as buttons
 * (click: own pile first, else the partner's; drag onto a pile), read-only in a replay. On a
 * phone (`freeRow`) the peaks are the overview and the free cards are played from a row of large
 * buttons under them (docs/web-gipfelsturm.md, "Touch targets").
 */
import { RANK_NAMES, rankOf, SUIT_LETTERS, suitOf, type Card, type GipfelView } from '@kartenhaus/gipfelsturm';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { SUITS } from '../../cards/symbols.js';
import { useShown } from '../../table/shown.js';
import { GipfelCard, RockCard } from './Card.js';
import { clickPile, freeCards, freeCardsAcross, peakCells, type PeakCell } from './model.js';
import type { GipfelText } from './strings.js';

/** `hidden` for a section whose own CSS sets `display` (the attribute alone would not hide it). */
export const HIDE = { display: 'none' } as const;

export function PeaksArea({
  view,
  tx,
  live,
  readOnly,
  hidden,
  highlight,
  pending,
  bounce,
  pileOf,
  onCard,
  onDragStart,
  countdown,
  freeRow,
}: {
  view: GipfelView;
  tx: GipfelText;
  /** Cards may be played now. */
  live: boolean;
  readOnly: boolean;
  /** Between two Rekordjagd deals: the next deal's cards stay hidden. */
  hidden: boolean;
  /** The Zahnrad's "spielbare Karten hervorheben". */
  highlight: boolean;
  /** Cards on their way to the server. */
  pending: ReadonlySet<Card> | undefined;
  /** A card that bounces back (refused or fitting nowhere), with a counter. */
  bounce: { readonly card: Card; readonly n: number } | null;
  pileOf: (s: number) => string;
  onCard: (card: Card) => void;
  onDragStart: (card: Card) => void;
  /** The countdown before "Los!", over the peaks. */
  countdown: ReactNode;
  /**
   * A phone: the free cards are played from a row of large buttons under the peaks (each at least
   * 44 × 44 px; ten cards across the peaks leave a tenth of the screen each). The peaks show them
   * too, as a picture for the eye only (not buttons, hidden from screen readers: read once).
   */
  freeRow: boolean;
}) {
  const cells = peakCells(view);
  const free = freeRow ? freeCardsAcross(view) : freeCards(view);
  // The row is clipped to a pixel on a short phone while the computer plays the seat (read, not
  // shown): its buttons are no Tab stops then.
  const rowRef = useRef<HTMLDivElement>(null);
  const rowShown = useShown(rowRef);
  const downCount = cells.filter((c) => c.kind === 'down').length;
  const row = freeRow && !readOnly;
  // The row's buttons in the order of `free` (left to right), read and tabbed through in that order.
  const freeCells = free.flatMap((card) =>
    cells.filter((c): c is Extract<PeakCell, { kind: 'free' }> => c.kind === 'free' && c.card === card),
  );
  /** A free card as a button: the same everywhere it is played from. */
  const cardButton = (
    card: Card,
    piles: readonly number[],
    key: number,
    className: string,
    style?: CSSProperties,
    face?: ReactNode,
    tabIndex?: number,
  ) => {
    const fits = piles.length > 0 && live;
    const target = fits ? clickPile(view, card) : null;
    const label = `${tx.cardName(card)} – ${target === null ? tx.fitsNowhere : tx.fitsOn(pileOf(target))}`;
    return (
      <button
        key={key}
        type="button"
        className={className}
        style={style}
        data-card={card}
        data-fits={fits || undefined}
        data-ring={(fits && highlight) || undefined}
        data-piles={fits ? piles.join(' ') : undefined}
        data-pending={pending?.has(card) || undefined}
        data-bounce={bounce?.card === card ? bounce.n % 2 : undefined}
        aria-label={label}
        aria-disabled={!fits || undefined}
        tabIndex={tabIndex}
        draggable={live}
        onDragStart={(e) => {
          onDragStart(card);
          e.dataTransfer.setData('text/plain', String(card));
          e.dataTransfer.effectAllowed = 'move';
        }}
        onClick={() => onCard(card)}
      >
        {face ?? <GipfelCard card={card} label="" />}
      </button>
    );
  };
  return (
    <section
      className="gs-peaks-wrap"
      aria-labelledby="gs-peaks-h"
      hidden={hidden || undefined}
      style={hidden ? HIDE : undefined}
    >
      <h2 id="gs-peaks-h" className="visually-hidden">
        {tx.peaks}
      </h2>
      <p className="visually-hidden">
        {downCount} {tx.faceDown}
      </p>
      <div className="gs-peaks">
        {cells.map((cell) => {
          const style = {
            '--x': cell.place.x,
            '--row': cell.place.row,
          } as CSSProperties;
          if (cell.kind === 'gone') return null;
          if (cell.kind === 'down')
            return (
              <div key={cell.place.pos} className="gs-slot" style={style} aria-hidden="true">
                <RockCard label="" />
              </div>
            );
          if (readOnly)
            return (
              <div key={cell.place.pos} className="gs-slot" style={style}>
                <GipfelCard card={cell.card} label={tx.cardName(cell.card)} />
              </div>
            );
          if (row) {
            // The picture of a free card (played from the row below): seen, not read, not a target.
            const fits = cell.piles.length > 0 && live;
            return (
              <div
                key={cell.place.pos}
                className="gs-slot gs-peak-free"
                style={style}
                aria-hidden="true"
                data-ring={(fits && highlight) || undefined}
                data-pending={pending?.has(cell.card) || undefined}
              >
                <GipfelCard card={cell.card} label="" />
              </div>
            );
          }
          return cardButton(cell.card, cell.piles, cell.place.pos, 'gs-slot gs-card', style);
        })}
      </div>
      {row && (
        <div className="gs-free" role="group" aria-label={tx.freeRow} ref={rowRef}>
          {freeCells.map((cell) => {
            // Its place: the bottom-row column where its card's span begins (free cards never
            // overlap, so each has its own). Two bottom cards over each of five columns, the even
            // one in the upper row: every button lies under its card and keeps its place all deal.
            const slot = Math.floor(cell.place.x);
            const at = { gridColumn: Math.floor(slot / 2) + 1, gridRow: (slot % 2) + 1 };
            // Keyed by the card: a tap that began on a card just played never lands on its successor.
            const face = <FreeCardFace card={cell.card} />;
            return cardButton(
              cell.card,
              cell.piles,
              cell.card,
              'gs-card gs-free-card',
              at,
              face,
              rowShown ? undefined : -1,
            );
          })}
        </div>
      )}
      {countdown}
    </section>
  );
}

/** A free card in the phone's row: its rank and suit large, in the suit's colour (a wide button, not a tall card). */
function FreeCardFace({ card }: { card: Card }) {
  const suit = SUITS[SUIT_LETTERS[suitOf(card)] ?? 'c'];
  return (
    <span className="gs-free-face" style={{ color: suit.colour }} aria-hidden="true">
      <span className="gs-free-rank">{RANK_NAMES[rankOf(card)] ?? '?'}</span>
      <svg viewBox="0 0 24 24" className="gs-free-suit" focusable="false">
        <path d={suit.path} fill="currentColor" />
      </svg>
    </span>
  );
}
