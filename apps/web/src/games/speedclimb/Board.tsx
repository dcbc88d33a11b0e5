/**
 * The middle of the Speedclimb table: the route map, the piles (on a phone's one-screen table
 * every player's depot in a row of its own) and under them the own camp field; and the button
 * that sorts the hand.
 */
import type { ComponentProps } from 'react';
import { CampField } from './CampField.js';
import type { Intent } from './model.js';
import { Pile, Piles, RouteMap, type PileProps } from './panels.js';
import type { SpeedclimbText } from './strings.js';

export type CampProps = Omit<ComponentProps<typeof CampField>, 'view' | 'lang' | 'tx'>;

export function Board({
  pileProps,
  depotRow,
  camp,
}: {
  pileProps: PileProps;
  /** Every player's depot in a row of its own (a phone's one-screen table). */
  depotRow: boolean;
  /** The own camp field (none for a spectator or after the game). */
  camp: CampProps | null;
}) {
  const { view, names, lang, tx } = pileProps;
  return (
    <div className="sc-board">
      <RouteMap view={view} names={names} tx={tx} />
      {/* The piles, and under them the own camp field (the stage bar "über deinem Lager"). */}
      <div className="sc-center">
        <Piles {...pileProps} only={depotRow ? () => false : undefined} />
        {depotRow && (
          <div className="sc-depots">
            {view.piles.map((_, i) => (
              <Pile key={i} {...pileProps} i={i} short />
            ))}
          </div>
        )}
        {camp && <CampField view={view} lang={lang} tx={tx} {...camp} />}
      </div>
    </div>
  );
}

/** "⇅ sortiert die Hand nach Zahl oder Farbe (Taste S)". */
export function SortButton({ tx, byColor, act }: { tx: SpeedclimbText; byColor: boolean; act: (i: Intent) => void }) {
  return (
    <button
      type="button"
      className="button sc-sort"
      aria-keyshortcuts="S"
      title={tx.sort(byColor)}
      onClick={() => act({ type: 'sort' })}
    >
      {tx.sort(byColor)} <kbd>S</kbd>
    </button>
  );
}
