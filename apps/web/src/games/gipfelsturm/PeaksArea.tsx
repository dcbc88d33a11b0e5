/**
 * The three peaks of the Gipfelsturm table: the face-down cards as rock, the free cards as buttons
 * (click: own pile first, else the partner's; drag onto a pile), read-only in a replay.
 */
import type { Card, GipfelView } from '@kartenhaus/gipfelsturm';
import type { CSSProperties, ReactNode } from 'react';
import { GipfelCard, RockCard } from './Card.js';
import { clickPile, freeCards, peakCells } from './model.js';
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
  onFocusCard,
  countdown,
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
  onFocusCard: (card: Card, index: number) => void;
  /** The countdown before "Los!", over the peaks. */
  countdown: ReactNode;
}) {
  const cells = peakCells(view);
  const free = freeCards(view);
  const downCount = cells.filter((c) => c.kind === 'down').length;
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
          const fits = cell.piles.length > 0 && live;
          const target = fits ? clickPile(view, cell.card) : null;
          const label = `${tx.cardName(cell.card)} – ${target === null ? tx.fitsNowhere : tx.fitsOn(pileOf(target))}`;
          if (readOnly)
            return (
              <div key={cell.place.pos} className="gs-slot" style={style}>
                <GipfelCard card={cell.card} label={tx.cardName(cell.card)} />
              </div>
            );
          return (
            <button
              key={cell.place.pos}
              type="button"
              className="gs-slot gs-card"
              style={style}
              data-card={cell.card}
              data-fits={fits || undefined}
              data-ring={(fits && highlight) || undefined}
              data-piles={fits ? cell.piles.join(' ') : undefined}
              data-pending={pending?.has(cell.card) || undefined}
              data-bounce={bounce?.card === cell.card ? bounce.n % 2 : undefined}
              aria-label={label}
              aria-disabled={!fits || undefined}
              draggable={live}
              onDragStart={(e) => {
                onDragStart(cell.card);
                e.dataTransfer.setData('text/plain', String(cell.card));
                e.dataTransfer.effectAllowed = 'move';
              }}
              onFocus={() => onFocusCard(cell.card, free.indexOf(cell.card))}
              onClick={() => onCard(cell.card)}
            >
              <GipfelCard card={cell.card} label="" />
            </button>
          );
        })}
      </div>
      {countdown}
    </section>
  );
}
