/** The Speedlift table's hand: the cards as buttons (keys 1–9, 0, ⇧1–⇧0; lift, play, long press) and "Aussteigen". */
import { cardName, kartons, type Card, type View } from '@kartenhaus/speedlift';
import type { Dispatch, PointerEvent, RefObject, SetStateAction } from 'react';
import { useSettings } from '../../context.js';
import { handKey } from '../../table/hand-keys.js';
import { CardArt } from './Card.js';
import { canExit, tapCard, type Intent, type PendingInput } from './model.js';
import type { SpeedliftText } from './strings.js';

/**
 * Whether a tap only lifts the card (the second lays it): "Karte erst beim zweiten Tipp legen"
 * (the Zahnrad, on by default), on a touch screen only. The table and the Fahrschule alike.
 */
export function liftFirst(setting: boolean): boolean {
  return setting && matchMedia('(pointer: coarse)').matches;
}

export function HandCards(props: {
  view: View;
  names: readonly string[];
  tx: SpeedliftText;
  input: PendingInput;
  setInput: Dispatch<SetStateAction<PendingInput>>;
  act: (intent: Intent) => void;
  readOnly: boolean;
  mine: boolean;
  playable: ReadonlySet<Card>;
  longPress: RefObject<{ timer: number; fired: boolean } | null>;
  onCardPointerDown: (card: Card) => (e: PointerEvent) => void;
  endPress: () => void;
}) {
  const { view, names, tx, input, setInput, act, readOnly, mine, playable, longPress, onCardPointerDown, endPress } =
    props;
  const settings = useSettings();
  const me = view.seat ?? 0;
  // Forced only on the own turn with no card that fits: with "Aussteigen jederzeit" the button shows
  // at every turn, and between the own turns nothing is playable — it had read "(du kannst nicht
  // passend legen)" then, beside a hand of fitting cards (QA 5 Dec 2026).
  const forced = mine && canExit(view) && playable.size === 0;
  return (
    <>
      <section className="sl-hand" aria-labelledby="sl-hand-h">
        <h2 id="sl-hand-h">{readOnly && names[me] !== tx.you ? tx.handOf(names[me] ?? '') : tx.hand}</h2>
        <ul className="sl-hand-cards">
          {view.hand.map((card, i) => {
            // After the game the Ladenhüter are what is left, not something to play: pictures with
            // their names, not buttons that did nothing ("Schaltfläche Feinkost 4", QA 7 Dec 2026).
            if (view.over)
              return (
                <li key={`${card}-${i}`}>
                  <span className="sl-card-button" data-left="">
                    <CardArt card={card} />
                    <span className="visually-hidden">{`${cardName(card)}, ${tx.penaltyOf(kartons(card))}`}</span>
                  </span>
                </li>
              );
            const can = playable.has(card);
            // 1–9, 0; from the 11th card ⇧1 … (a hand of three or four players holds more than ten).
            const key = readOnly ? null : handKey(i);
            return (
              <li key={`${card}-${i}`}>
                <button
                  type="button"
                  className="sl-card-button"
                  data-playable={mine && can && settings.highlightPlayable ? true : undefined}
                  data-lifted={input.lifted === card || undefined}
                  aria-pressed={input.lifted === card}
                  aria-keyshortcuts={key?.aria}
                  onClick={() => {
                    if (longPress.current?.fired) {
                      longPress.current = null;
                      return;
                    }
                    if (readOnly) return;
                    act(tapCard(view, input, card, liftFirst(settings.liftThenPlay)));
                  }}
                  // A pointer's own moves (mouse, pen; a tap's card is the focus's, `onFocus`): on a
                  // touch screen with a mouse resting where "Losfahren" was, each card that moved
                  // under the resting mouse "entered" it — its detail showed, not the tapped card's
                  // (phone QA, 6 Dec 2026: "Spielwaren 8 ✗" over a lifted Feinkost 2). The browser
                  // fires no pointer event for a layout that moves under a resting mouse.
                  onPointerEnter={(e) => {
                    if (e.pointerType !== 'touch') setInput((x) => ({ ...x, hovered: card, focused: false }));
                  }}
                  onPointerLeave={(e) => {
                    endPress();
                    if (e.pointerType !== 'touch') setInput((x) => ({ ...x, hovered: null }));
                  }}
                  // A click or tap focuses the card under the pointer: it stays the pointer's.
                  onFocus={() => setInput((x) => (x.hovered === card ? x : { ...x, hovered: card, focused: true }))}
                  data-at={i}
                  onBlur={() => setInput((x) => ({ ...x, hovered: null }))}
                  onPointerDown={onCardPointerDown(card)}
                  onPointerUp={endPress}
                  onPointerCancel={endPress}
                  onContextMenu={(e) => e.preventDefault()}
                >
                  <CardArt card={card} />
                  <span className="visually-hidden">
                    {`${cardName(card)}, ${tx.penaltyOf(kartons(card))}${mine ? (can ? `, ${tx.fits}` : `, ${tx.fitsNot}`) : ''}`}
                  </span>
                  {key && (
                    <span className="sl-key" aria-hidden="true">
                      {key.key}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <p className="sl-actions">
        {!readOnly && (canExit(view) || view.config.aussteigenJederzeit) && (
          <button
            type="button"
            className="button primary"
            // The long "Aussteigen (du kannst nicht passend legen)": a refusal beside it leaves it more room.
            data-forced={forced || undefined}
            disabled={!mine || !canExit(view)}
            onClick={() => act({ type: 'move', move: { type: 'exit' } })}
            aria-keyshortcuts="A"
          >
            {forced ? tx.exitForced : tx.exit} <kbd>A</kbd>
          </button>
        )}
      </p>
    </>
  );
}
