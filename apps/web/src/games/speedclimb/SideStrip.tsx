/**
 * The side strip of the Speedclimb table (right of the table when wide): the actions, the
 * backpack "rechts unten" and, above them, the log and the keys — later in the tab order than
 * the hand, so the actions come right after it.
 */
import { ROUTES, type Card, type Move, type View } from '@kartenhaus/speedclimb';
import type { ReactNode } from 'react';
import { ClimbCard, cardName } from './Card.js';
import { CampChoices, LayCampButton } from './CampField.js';
import { useMediaQuery } from '../../table/screen-layout.js';
import { backpackClick, type Intent, type PendingInput } from './model.js';
import type { SpeedclimbText } from './strings.js';
import { TableLog } from '../../table/TableLog.js';

export function SideStrip({
  view,
  lang,
  tx,
  input,
  act,
  setInput,
  active,
  screen,
  readOnly,
  hintAllowed,
  sort,
  draws,
  card,
  discard,
  pack,
  storms,
  log,
  logLive,
}: {
  view: View;
  lang: 'de' | 'en';
  tx: SpeedclimbText;
  input: PendingInput;
  act: (i: Intent) => void;
  setInput: (f: (i: PendingInput) => PendingInput) => void;
  /** The seat may act now. */
  active: boolean;
  /** The one-screen table: "Lager aufschlagen" and the camp's choices stand here with the other actions. */
  screen: boolean;
  readOnly: boolean;
  hintAllowed: boolean;
  /** The sort button on a phone's one-screen table (null elsewhere). */
  sort: ReactNode;
  draws: { readonly stock: Move | null; readonly backpack: readonly Move[] };
  /** The one chosen hand card, if one is. */
  card: Card | null;
  discard: Move | null;
  pack: Move | null;
  /** A chosen Schneesturm: "tippe auf einen Mitspieler". */
  storms: boolean;
  /** The table's log; null: none. */
  log: readonly { readonly id: number; readonly text: string }[] | null;
  /** The log is a live table's (a polite live region), not a replay's. */
  logLive: boolean;
}) {
  // A touch screen has no Esc: the status tells how to unchoose there (as the key hints hide).
  const coarse = useMediaQuery('(pointer: coarse)');
  const over = view.phase === 'over';
  return (
    <div className="sc-side">
      {sort}
      {active && (
        <section className="sc-actions" aria-labelledby="sc-actions-h">
          <h2 id="sc-actions-h" className="visually-hidden">
            {tx.actions}
          </h2>
          <p className="actions">
            {screen && <LayCampButton view={view} input={input} tx={tx} active={active} act={act} />}
            {screen && <CampChoices view={view} input={input} tx={tx} active={active} setInput={setInput} />}
            {draws.stock && (
              <button
                type="button"
                className="button primary"
                onClick={() => act({ type: 'move', move: draws.stock! })}
              >
                {tx.drawStock} <kbd>M</kbd>
              </button>
            )}
            {view.phase === 'play' && !card && (
              <span className="muted">
                {input.selected.length > 1 ? tx.pickOne(input.selected.length, !coarse) : tx.pickCard}
              </span>
            )}
            {discard && (
              <button
                type="button"
                className="button primary"
                aria-label={`${tx.discard}: ${cardName(card ?? '', lang)}`}
                onClick={() => act({ type: 'move', move: discard })}
              >
                {/* Sideways beside "Lager aufschlagen" and the Sherpa's choice the card's name goes
                    (speedclimb-sideways.css; it is lifted in the hand, and the name is read). */}
                {/* One span for the words, so the button's gap falls before the key, not before the colon. */}
                <span>
                  {tx.discard}
                  <span className="sc-discard-card">: {cardName(card ?? '', lang)}</span>
                </span>{' '}
                <kbd>A</kbd>
              </button>
            )}
            {storms && (
              <span className="sc-storm-here">
                {/* On a phone beside "Lager aufschlagen" the short words are shown and the sentence
                    read (speedclimb-phone.css). */}
                <span className="sc-long">{tx.stormHere}</span>
                <span className="sc-short" aria-hidden="true">
                  ❄ {tx.stormHereShort}
                </span>
              </span>
            )}
          </p>
        </section>
      )}
      {/* "Einpacken: … auf den Rucksack rechts unten klicken": the backpack sits bottom right. */}
      {view.seat !== null && ROUTES[view.route].backpack > 0 && (
        <div
          className="sc-backpack"
          role="group"
          aria-labelledby="sc-backpack-h"
          // "auf den Rucksack … klicken" packs the chosen card; its own buttons act for themselves.
          onClick={(e) => {
            if (active && !(e.target as HTMLElement).closest('button')) act(backpackClick(view, input));
          }}
        >
          <h3 id="sc-backpack-h">
            {tx.backpack} ({view.backpack.length}/{ROUTES[view.route].backpack})
          </h3>
          {view.backpack.length === 0 && <span className="muted">–</span>}
          {view.backpack.map((c, i) => {
            // "Herausnehmen: zu Zugbeginn die Karte im Rucksack antippen."
            const take = draws.backpack.find((m) => m.type === 'draw' && m.from === 'backpack' && m.card === c);
            return take ? (
              <button
                key={`${c}-${i}`}
                type="button"
                className="sc-pile-button"
                data-glow="yes"
                onClick={() => act({ type: 'move', move: take })}
              >
                <ClimbCard card={c} className="sc-mini" />
                <span>{tx.unpack(cardName(c, lang))}</span>
              </button>
            ) : (
              <ClimbCard key={`${c}-${i}`} card={c} label={cardName(c, lang)} className="sc-mini" />
            );
          })}
          {pack && (
            <button type="button" className="button" onClick={() => act({ type: 'move', move: pack })}>
              {tx.pack}: {cardName(card ?? '', lang)}
            </button>
          )}
        </div>
      )}
      {log !== null && <TableLog game="sc" title={tx.log} lines={log} boxClass="sc-log-box" live={logLive} />}
      {!readOnly && !over && <p className="sc-keys muted">{tx.keysLine(hintAllowed)}</p>}
    </div>
  );
}
