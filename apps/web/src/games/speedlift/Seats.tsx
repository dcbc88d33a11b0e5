/** The Speedlift table's seats: name, turn, cards left (the Feierabend warning), loads, sum, markers. */
import type { Seat } from '@kartenhaus/core';
import type { Event, View } from '@kartenhaus/speedlift';
import { feierabendWarning, loadSummary } from './model.js';
import { Markers } from './panels.js';
import { kartonsText, type SpeedliftText } from './strings.js';

export function Seats(props: {
  view: View;
  names: readonly string[];
  tx: SpeedliftText;
  thinking: Seat | null;
  step: number;
  events: readonly Event[];
}) {
  const { view, names, tx, thinking, step, events } = props;
  const loads = loadSummary(view);
  const players = view.config.players;
  const me = view.seat ?? 0;
  const lastStepSeat = (() => {
    for (const e of events) if (e.type === 'played' || e.type === 'exited') return e.seat;
    return null;
  })();
  return (
    <ul className="sl-seats" aria-label={tx.players}>
      {Array.from({ length: players }, (_, s) => {
        const count = view.handCounts[s] ?? 0;
        // Not after the game: nothing is near any more (keyboard QA, 5 Dec 2026: "1 card (only 1 left –
        // closing time soon)" stood on at the end).
        const warn = !view.over && feierabendWarning(count);
        const l = loads[s];
        return (
          <li
            key={s}
            className="sl-seat"
            data-seat={s}
            data-turn={view.turn === s && !view.over ? 'yes' : undefined}
            data-moved={lastStepSeat === s && s !== me ? step : undefined}
          >
            <span className="sl-seat-name">
              {names[s]}
              {view.turn === s && !view.over && (
                <>
                  <span className="sl-turn-mark" aria-hidden="true">
                    {' '}
                    ◆
                  </span>
                  {/* The mark is a picture; read: "Computer 1 (ist dran)" (it had been read as "black
                      diamond"; a leading comma was read "Du , ist dran" — the hidden span is a word
                      of its own). */}
                  <span className="visually-hidden">({tx.onTurn(names[s] ?? '')})</span>
                </>
              )}
            </span>
            <span className={warn ? 'sl-count sl-warn' : 'sl-count'} title={warn ? tx.fewCards(count) : undefined}>
              {tx.cardsLeft(count)}
              {warn && <span className="visually-hidden"> ({tx.fewCards(count)})</span>}
            </span>
            {/* "6 Ladungen, 22 Kartons" in two parts, each kept whole: in a seat too narrow for the
                longest (two-digit) loads the Kartons stand under the loads (speedlift.css). */}
            <span className="sl-loads">
              <span>{tx.loadCount(l?.loads ?? 0)}</span> <span>{kartonsText(l?.kartons ?? 0)}</span>
            </span>
            {/* While the game runs the sum is the finished rounds' ("bisher"), after it the whole game's. */}
            <span className="sl-total" title={view.over ? undefined : tx.sumSoFarTitle}>
              {view.over ? tx.sum : tx.sumSoFar}: {view.totals[s] ?? 0}
            </span>
            <Markers markers={view.markers[s] ?? []} tx={tx} />
            {/* On the name's line ("Computer 1 ◆  überlegt …"): the seat keeps its height when the turn moves on. */}
            {thinking === s && (
              <span className="sl-thinking">
                <span className="sl-thinking-word" aria-hidden="true">
                  {tx.thinking('').trim()}
                </span>
                <span className="visually-hidden">{tx.thinking(names[s] ?? '')}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
