/**
 * Every seat's pile and stock on the Gipfelsturm table, the own first: the top card, the calls
 * heard, "Vorrat aufdecken" at the own pile and the partners' recent plays at theirs.
 */
import type { GipfelView, QuickCall } from '@kartenhaus/gipfelsturm';
import type { DragEvent } from 'react';
import { GipfelCard, RockCard } from './Card.js';
import { canFlip, type Intent, type PartnerAct } from './model.js';
import { HIDE } from './PeaksArea.js';
import type { GipfelText } from './strings.js';

/**
 * A call heard at a pile: the rule text's words ("Warte, noch nicht aufdecken!"); on a phone the
 * call button's short words ("Warte!") over the pile's name, so the bubble takes no room of its own
 * (gipfelsturm-phone.css) — the full words are read there too, and the log says them.
 */
function CallBubble({ call, tx }: { call: QuickCall; tx: GipfelText }) {
  return (
    <p className="gs-bubble">
      <span className="gs-bubble-long">{tx.callText(call)}</span>
      <span className="gs-bubble-short" aria-hidden="true">
        {tx.callShort(call)}
      </span>
    </p>
  );
}

function Recent({
  acts,
  tx,
  name,
  pile,
  seat,
}: {
  acts: readonly PartnerAct[];
  tx: GipfelText;
  /** The partner's name, as its pile is named. */
  name: string;
  pile: (s: number) => string;
  /** The partner's seat: a card on its own pile is "auf den eigenen Stapel" (not "… von Computer 2" under Computer 2's pile). */
  seat: number;
}) {
  if (acts.length === 0) return null;
  return (
    <ul className="gs-recent" aria-label={tx.recentPlays(name)}>
      {acts.map((a, i) => (
        <li key={i} data-newest={i === 0 || undefined}>
          {a.kind === 'played'
            ? tx.partnerPlayed(tx.cardName(a.card), a.pile === seat ? tx.pileOwn : pile(a.pile))
            : tx.partnerTurned(tx.cardName(a.card))}
        </li>
      ))}
    </ul>
  );
}

export function PilesRow({
  view,
  names,
  tx,
  me,
  you,
  readOnly,
  live,
  early,
  hidden,
  acts,
  pileOf,
  dragging,
  onDrop,
  act,
}: {
  view: GipfelView;
  names: readonly string[];
  tx: GipfelText;
  /** The seat whose view it is. */
  me: number | null;
  /** The reader's own seat ("Dein Stapel"). */
  you: number | null;
  readOnly: boolean;
  live: boolean;
  /**
   * The countdown before "Los!" at the own seat: "Aufdecken" looks unavailable but answers a click
   * with "Noch nicht – erst nach „Los!“." (`aria-disabled`, as a free card that fits nowhere) — plain
   * `disabled` it said nothing.
   */
  early: boolean;
  hidden: boolean;
  acts: readonly (readonly PartnerAct[])[];
  pileOf: (s: number) => string;
  /** A free card is being dragged. */
  dragging: () => boolean;
  onDrop: (pile: number) => (e: DragEvent) => void;
  act: (i: Intent) => void;
}) {
  const players = Array.from({ length: view.players }, (_, s) => s);
  // Own pile first, then the partners clockwise.
  const order = me === null ? players : players.map((i) => (me + i) % view.players);
  return (
    <section
      className="gs-piles"
      aria-labelledby="gs-piles-h"
      hidden={hidden || undefined}
      style={hidden ? HIDE : undefined}
    >
      <h2 id="gs-piles-h" className="visually-hidden">
        {tx.piles}
      </h2>
      {order.map((s) => {
        const pile = view.piles[s] ?? [];
        const top = pile[pile.length - 1];
        // In a replay the seat is watched, not played: every pile carries its player's name, and
        // only the reader's own is "Dein Stapel".
        const mine = s === me && !readOnly;
        const titled = readOnly ? s === you : mine;
        const name = names[s] ?? tx.seatNo(s + 1);
        const heard = view.calls[s];
        const stock = view.stockCounts[s] ?? 0;
        return (
          <div
            key={s}
            className="gs-pile"
            data-seat={s}
            data-mine={mine || undefined}
            onDragOver={(e) => {
              if (live && dragging()) e.preventDefault();
            }}
            onDrop={onDrop(s)}
          >
            <h3>
              <span className="gs-pile-name">{tx.pileTitle(name, titled)}</span>
              {!readOnly && view.players > 1 && (
                <kbd className="gs-key" aria-hidden="true">
                  {s + 1}
                </kbd>
              )}
            </h3>
            {heard && <CallBubble call={heard.call} tx={tx} />}
            <div className="gs-pile-row">
              {top === undefined ? (
                <div className="gs-pile-empty" />
              ) : (
                <GipfelCard
                  // A new top lands with a short drop (a new element per card; none with reduced motion).
                  key={top}
                  card={top}
                  className="gs-top-card"
                  label={`${tx.pileTitle(name, titled)}, ${tx.pileTop(tx.cardName(top))}`}
                />
              )}
              <div className="gs-stock">
                {stock > 0 && <RockCard label="" className="gs-stock-card" />}
                <span className="gs-stock-n">{tx.stock(stock)}</span>
              </div>
            </div>
            {mine && !readOnly && (
              <button
                type="button"
                className="gs-flip"
                disabled={(!live && !early) || (live && !canFlip(view))}
                aria-disabled={early || undefined}
                aria-keyshortcuts="V"
                onClick={() =>
                  early
                    ? act({ type: 'notYet' })
                    : live && canFlip(view) && act({ type: 'move', move: { type: 'flip' } })
                }
              >
                {stock > 0 ? tx.flip : tx.flipEmpty} <kbd aria-hidden="true">V</kbd>
              </button>
            )}
            {!mine && (
              // The place is there before the first play too: wide, it keeps its height (gipfelsturm-screen.css).
              <div className="gs-recent-place">
                <Recent acts={acts[s] ?? []} tx={tx} name={name} pile={pileOf} seat={s} />
              </div>
            )}
          </div>
        );
      })}
    </section>
  );
}
