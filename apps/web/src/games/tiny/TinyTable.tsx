/**
 * The tiny game's table: the seats' played cards and the seat's hand. The view's legal moves make
 * the playable cards (the page decides no rule); keys 1–9 play the card with that number.
 */
import { useEffect } from 'react';
import { useI18n } from '../../context.js';
import { isPageKey } from '../../page-keys.js';
import { TEXT } from './text.js';
import type { TinyView } from './view.js';

export function TinyTable({
  view,
  names,
  onPlay,
}: {
  view: TinyView;
  names: readonly string[];
  /** Plays a card; null: read-only (a replay, a watcher). */
  onPlay: ((card: number) => void) | null;
}) {
  const { lang } = useI18n();
  const legal = onPlay ? view.legalMoves : [];
  useEffect(() => {
    if (!onPlay) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e)) return;
      const card = Number(e.key);
      if (view.legalMoves.includes(card)) {
        e.preventDefault();
        onPlay(card);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, onPlay]);
  return (
    <section className="tiny-table" aria-label="Kleinste Zahl">
      <h2 className="visually-hidden">{TEXT.played[lang]}</h2>
      <ul className="tiny-played">
        {view.played.map((cards, seat) => (
          <li key={seat} data-seat={seat}>
            <strong>{names[seat] ?? seat + 1}</strong>:{' '}
            {cards.length > 0 ? cards.join(' · ') : TEXT.nothingPlayed[lang]}
          </li>
        ))}
      </ul>
      {view.seat !== null && (
        <>
          <p className="state" role="status">
            {view.legalMoves.length > 0 ? TEXT.yourTurn[lang] : TEXT.waiting[lang]}
          </p>
          <h3>{TEXT.hand[lang]}</h3>
          <p className="actions tiny-hand">
            {view.hand.map((card) => (
              <button
                key={card}
                type="button"
                className="button"
                disabled={!legal.includes(card)}
                onClick={() => onPlay?.(card)}
              >
                {card}
              </button>
            ))}
          </p>
        </>
      )}
    </section>
  );
}
