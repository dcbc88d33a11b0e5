/**
 * The own hand of the Speedclimb table: the cards as buttons (keys 1–9, 0, then ⇧1–⇧9, ⇧0: `handKey`), marked when chosen, in
 * the camp proposal (green) or fitting a combination; the sort button beside the heading.
 */
import type { ReactNode } from 'react';
import type { Card } from '@kartenhaus/speedclimb';
import { ClimbCard, cardName } from './Card.js';
import { handKey } from '../../table/hand-keys.js';
import type { Intent, PendingInput } from './model.js';
import type { SpeedclimbText } from './strings.js';

export function HandCards({
  hand,
  input,
  green,
  fit,
  heading,
  readOnly,
  lang,
  tx,
  act,
  onEnter,
  sort,
}: {
  /** The hand as shown (sorted, the chosen order). */
  hand: readonly Card[];
  input: PendingInput;
  /** Positions in the camp proposal. */
  green: ReadonlySet<number>;
  /** Positions that fit a combination (`layoff`) or may be discarded. */
  fit: { readonly layoff: ReadonlySet<number>; readonly discard: ReadonlySet<unknown> };
  heading: string;
  readOnly: boolean;
  lang: 'de' | 'en';
  tx: SpeedclimbText;
  act: (i: Intent) => void;
  /**
   * Enter on the one chosen card: the table's Enter ("A oder Enter abwerfen", or why not) — not
   * the button's own press, which would un-choose it. Space and a click still un-choose it.
   */
  onEnter: () => void;
  /** The sort button beside the heading (null: it stands elsewhere, or not at all). */
  sort: ReactNode;
}) {
  return (
    <section className="sc-hand" aria-labelledby="sc-hand-h">
      <div className="sc-hand-head">
        <h2 id="sc-hand-h">{heading}</h2>
        {sort}
      </div>
      <ul className="sc-hand-cards">
        {hand.map((c, i) => {
          // In a replay the cards are shown, not pressed: a button there did nothing (keyboard QA,
          // 5 Dec 2026: each card was read as a button and Enter on it was silent).
          const Shown = readOnly ? 'span' : 'button';
          // Which copy of the card (two Schneestürme, the Expedition's doubles): the button's name
          // for the table's focus, which stays on the card when "S" sorts it to another place.
          const copy = hand.slice(0, i).filter((x) => x === c).length;
          // 1–9, 0; from the 11th card ⇧1 … (the 11th had none, QA Dec 2026).
          const key = readOnly ? null : handKey(i);
          const selected = input.selected.includes(i);
          const only = selected && input.selected.length === 1;
          // The card chosen last: a card chosen by its key takes the focus (SpeedclimbTable).
          const last = selected && input.selected.at(-1) === i;
          const marks = [
            selected ? tx.selected : null,
            green.has(i) ? tx.inProposal : null,
            fit.layoff.has(i) ? tx.canLayOff : null,
          ].filter(Boolean);
          return (
            // Keyed by card and place: a card sorted to another place is a new button, and the
            // table's focus follows from the one that left to it by its name (`data-card`).
            <li key={`${c}-${i}`}>
              <Shown
                type={readOnly ? undefined : 'button'}
                className="sc-card-button"
                data-card={`${c}.${copy}`}
                aria-pressed={readOnly ? undefined : selected}
                aria-keyshortcuts={key?.aria}
                data-selected={selected || undefined}
                data-chosen-last={last || undefined}
                data-proposal={green.has(i) || undefined}
                data-layoff={fit.layoff.has(i) || undefined}
                data-discard={fit.discard.has(i) || undefined}
                onClick={readOnly ? undefined : () => act({ type: 'toggle', pos: i })}
                onKeyDown={(e) => {
                  if (readOnly || !only || e.key !== 'Enter' || e.ctrlKey || e.metaKey || e.altKey) return;
                  e.preventDefault();
                  onEnter();
                }}
              >
                <ClimbCard card={c} />
                <span className="visually-hidden">
                  {cardName(c, lang)}
                  {marks.length > 0 ? `, ${marks.join(', ')}` : ''}
                </span>
                {key && (
                  <span className="sc-key" aria-hidden="true" data-shift={key.aria.startsWith('Shift') || undefined}>
                    {key.key}
                  </span>
                )}
              </Shown>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
