/**
 * The two panels every game's table opens alike, from a key, a click or a tap: the Rat (the strong
 * computer's hint: it shows "überlegt …" at once, then the answer) and the Bilanz.
 */

/** A table's intents that open a panel. */
export type PanelIntent = 'hint' | 'bilanz';

/** What opening a panel changes: the panel shown, and the Rat's answer (`'thinking'` while asked). */
export interface PanelSetters<H> {
  readonly setOverlay: (panel: PanelIntent) => void;
  readonly setHint: (hint: H | null | 'thinking') => void;
}

/** Opens `panel`; the Rat asks `onHint` and shows the answer when it comes. */
export function openPanel<H>(panel: PanelIntent, onHint: () => Promise<H | null>, set: PanelSetters<H>): void {
  set.setOverlay(panel);
  if (panel !== 'hint') return;
  set.setHint('thinking');
  void onHint().then((h) => set.setHint(h));
}
