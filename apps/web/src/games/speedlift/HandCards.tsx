/** The Speedlift table's hand: the cards as buttons (keys 1–9, 0; lift, play, long press) and "Aussteigen". */
import { cardName, kartons, type Card, type View } from '@kartenhaus/speedlift';
import { useEffect, useRef, type Dispatch, type PointerEvent, type RefObject, type SetStateAction } from 'react';
import { useSettings } from '../../context.js';
import { CardArt } from './Card.js';
import { canExit, tapCard, type Intent, type Overlay, type PendingInput } from './model.js';
import type { SpeedliftText } from './strings.js';

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
  /** What the screen shows over the table (a dialog closing may hand the focus back to the hand). */
  overlay: Overlay;
}) {
  const { view, names, tx, input, setInput, act, readOnly, mine, playable, longPress, onCardPointerDown, endPress } =
    props;
  const settings = useSettings();
  const me = view.seat ?? 0;
  const list = useRef<HTMLUListElement>(null);
  useHandFocus(list, view.hand, input.lifted, props.overlay, readOnly);
  return (
    <>
      <section className="sl-hand" aria-labelledby="sl-hand-h">
        <h2 id="sl-hand-h">{readOnly && names[me] !== tx.you ? tx.handOf(names[me] ?? '') : tx.hand}</h2>
        <ul className="sl-hand-cards" ref={list}>
          {view.hand.map((card, i) => {
            const can = playable.has(card);
            const key = readOnly ? undefined : i < 9 ? String(i + 1) : i === 9 ? '0' : undefined;
            return (
              <li key={`${card}-${i}`}>
                <button
                  type="button"
                  className="sl-card-button"
                  data-playable={mine && can && settings.highlightPlayable ? true : undefined}
                  data-lifted={input.lifted === card || undefined}
                  aria-pressed={input.lifted === card}
                  aria-keyshortcuts={key}
                  onClick={() => {
                    if (longPress.current?.fired) {
                      longPress.current = null;
                      return;
                    }
                    if (readOnly) return;
                    act(tapCard(view, input, card, settings.liftThenPlay && matchMedia('(pointer: coarse)').matches));
                  }}
                  onMouseEnter={() => setInput((x) => ({ ...x, hovered: card }))}
                  onMouseLeave={() => setInput((x) => ({ ...x, hovered: null }))}
                  onFocus={() => setInput((x) => ({ ...x, hovered: card }))}
                  data-at={i}
                  onBlur={() => setInput((x) => ({ ...x, hovered: null }))}
                  onPointerDown={onCardPointerDown(card)}
                  onPointerUp={endPress}
                  onPointerLeave={endPress}
                  onPointerCancel={endPress}
                  onContextMenu={(e) => e.preventDefault()}
                >
                  <CardArt card={card} />
                  <span className="visually-hidden">
                    {`${cardName(card)}, ${tx.penaltyOf(kartons(card))}${mine ? (can ? `, ${tx.fits}` : `, ${tx.fitsNot}`) : ''}`}
                  </span>
                  {key && (
                    <span className="sl-key" aria-hidden="true">
                      {key}
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
            disabled={!mine || !canExit(view)}
            onClick={() => act({ type: 'move', move: { type: 'exit' } })}
            aria-keyshortcuts="A"
          >
            {playable.size === 0 ? tx.exitForced : tx.exit} <kbd>A</kbd>
          </button>
        )}
      </p>
    </>
  );
}

/**
 * The keyboard focus follows the hand. A card chosen by its key (1–9, 0, ← →) takes the focus,
 * so Enter — which presses the focused button — lays the chosen card, never another one. When the
 * focused card leaves the hand (laid, or the round's new hand dealt) or a dialog over the table
 * closes with nothing to give the focus back to, it goes to the card now at the same place: a
 * keyboard or screen reader user never drops to the top of the page in the middle of a game.
 */
function useHandFocus(
  list: RefObject<HTMLUListElement | null>,
  hand: readonly Card[],
  lifted: Card | null,
  overlay: Overlay,
  readOnly: boolean,
): void {
  // The place of the hand's card that had the focus last (kept while the focus is in the hand).
  const place = useRef<number | null>(null);
  useEffect(() => {
    const ul = list.current;
    if (!ul || readOnly) return undefined;
    const onFocus = (e: FocusEvent) => {
      const at = (e.target as HTMLElement).closest<HTMLElement>('[data-at]')?.dataset.at;
      place.current = at === undefined ? null : Number(at);
    };
    ul.addEventListener('focusin', onFocus);
    return () => ul.removeEventListener('focusin', onFocus);
  }, [list, readOnly]);

  useEffect(() => {
    const ul = list.current;
    if (!ul || readOnly || lifted === null) return;
    const active = document.activeElement;
    if (active && active !== document.body && !ul.contains(active)) return;
    const chosen = ul.querySelector<HTMLElement>('[data-lifted]');
    if (chosen && chosen !== active) chosen.focus({ preventScroll: true });
  }, [lifted]);

  useEffect(() => {
    const ul = list.current;
    if (!ul || readOnly || place.current === null || document.querySelector('dialog[open]')) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const buttons = ul.querySelectorAll<HTMLElement>('.sl-card-button');
    buttons[Math.min(place.current, buttons.length - 1)]?.focus({ preventScroll: true });
  }, [hand, overlay]);
}
