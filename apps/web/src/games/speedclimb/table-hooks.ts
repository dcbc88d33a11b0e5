/**
 * The Speedclimb table's log (with its sounds) and its keys, as hooks: what the table screen
 * keeps across positions besides the player's choice.
 */
import type { Decision, Event, Move, View } from '@kartenhaus/speedclimb';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSettings } from '../../context.js';
import { isPageKey } from '../../page-keys.js';
import { appendLog, logLines, type LogLine } from '../../table/log-lines.js';
import { openPanel } from '../../table/open-panel.js';
// The house's WebAudio cues (no files), shared with Speedlift rather than written twice.
import { playCue, type Cue } from '../../table/sound.js';
import { freshInput, step as stepChoice, toggle, type Intent, type Overlay, type PendingInput } from './model.js';
import type { SpeedclimbText } from './strings.js';
import { cueOf, eventText } from './words.js';

/** The log keeps the last ten lines. */
const LOG_LINES = 10;

export type { LogLine } from '../../table/log-lines.js';

/**
 * The log: what happened in the last step — or, after a snapshot (`restored`), the game's last
 * steps — and the step's sounds with the Zahnrad's "Geräusche" on (not in a replay or a restore).
 */
export function useTableLog(
  props: {
    readonly view: View;
    readonly step: number;
    readonly events: readonly Event[];
    readonly names: readonly string[];
    readonly restored?: boolean;
    readonly away?: boolean;
  },
  lang: 'de' | 'en',
  tx: SpeedclimbText,
  readOnly: boolean,
): readonly LogLine[] {
  const { view, step, events, names } = props;
  const restored = props.restored === true;
  // While the computer plays the own seat (A3) its plays are not "Du …" but the computer's for you.
  const actors = useMemo(
    () =>
      props.away === true && view.seat !== null
        ? names.map((n, s) => (s === view.seat ? tx.computerForYou : n))
        : names,
    [props.away, names, view.seat, tx],
  );
  const logOf = (evs: readonly Event[]) =>
    evs.map((e) => eventText(e, view, names, lang, tx, actors)).filter((t): t is string => t !== null && t !== '');
  const [log, setLog] = useState<readonly LogLine[]>(() => (restored ? logLines(logOf(events), step, LOG_LINES) : []));

  const settings = useSettings();
  useEffect(() => {
    if (step === 0 || readOnly || restored || !settings.sounds) return;
    const cues = new Set(events.map(cueOf).filter((c): c is Cue => c !== null));
    for (const c of cues) playCue(c);
  }, [step]);

  useEffect(() => {
    if (step === 0) return;
    const texts = logOf(events);
    if (restored) setLog(logLines(texts, step, LOG_LINES));
    else if (texts.length > 0) setLog((l) => appendLog(l, texts, step, LOG_LINES));
  }, [step]);
  return log;
}

/**
 * The table's keys on the whole page (none in a replay): not while typing, in a dialog or with a
 * modifier; Enter and Space on a focused button press that button.
 */
export function useTableKeys(readOnly: boolean, intentOf: (key: string) => Intent, act: (i: Intent) => void): void {
  useEffect(() => {
    if (readOnly) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e, { buttons: true })) return;
      const intent = intentOf(e.key);
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, intentOf, act]);
}

/** The table's state that an intent changes. */
export interface IntentSetters {
  readonly setInput: (f: PendingInput | ((i: PendingInput) => PendingInput)) => void;
  readonly setOverlay: (o: Overlay) => void;
  readonly setHint: (h: Decision | null | 'thinking') => void;
  readonly setRefused: (code: string | null) => void;
}

/**
 * What the player's intents do (from keys, clicks and taps alike): a move is sent, a choice
 * changes, a panel opens. `keep`: the Nordwand carry-over choice of the open Bilanz ("Weiter"
 * waits for a valid one).
 */
export function useIntents(
  props: {
    readonly onMove: (move: Move) => string | null;
    readonly onHint: () => Promise<Decision | null>;
    readonly onConfirm: (keep: Move | null) => void;
  },
  handLength: number,
  keep: { readonly choice: Move | null } | null,
  { setInput, setOverlay, setHint, setRefused }: IntentSetters,
): (intent: Intent) => void {
  return useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'move':
          setRefused(props.onMove(intent.move));
          setInput(freshInput);
          return;
        case 'toggle':
          setInput((i) => toggle(i, intent.pos));
          return;
        case 'step':
          setInput((i) => stepChoice(i, handLength, intent.by));
          return;
        case 'sort':
          setInput((i) => ({ ...freshInput(i), sortBy: i.sortBy === 'number' ? 'color' : 'number' }));
          return;
        case 'hint':
        case 'bilanz':
          openPanel(intent.type, props.onHint, { setOverlay, setHint });
          return;
        case 'clear':
          setInput(freshInput);
          return;
        case 'close':
          setOverlay('none');
          return;
        case 'confirm':
          if (keep !== null && keep.choice === null) return;
          props.onConfirm(keep?.choice ?? null);
          return;
        case 'none':
          return;
      }
    },
    [props, keep?.choice, keep === null, handLength],
  );
}

/**
 * The keyboard focus never drops to the page in the middle of a game (as the Speedlift and
 * Gipfelsturm tables keep it): when the table opens with the focus nowhere (after "Losklettern"
 * the setup's button is gone) its heading takes it; when the focused button leaves the table — the
 * Material's button after the draw, "Abwerfen: …" after the discard, a card laid from the hand — or
 * a Bilanz closes with nothing to hand it back to, the hand's card at the same place (else the
 * first) takes it, else the heading. Focus the player put elsewhere (or nowhere, by clicking the
 * page) stays where it is: only a focused element that left counts.
 */
export function useKeepFocus(root: RefObject<HTMLElement | null>, readOnly: boolean): void {
  // The element that had the focus last in the table, and its place in the hand (if a hand card).
  const last = useRef<{ readonly el: HTMLElement; readonly place: number } | null>(null);
  const hand = () => [
    ...(root.current?.querySelectorAll<HTMLElement>('.sc-hand .sc-hand-cards .sc-card-button') ?? []),
  ];
  const heading = () => root.current?.querySelector<HTMLElement>('h1[tabindex], .sc-standings h2[tabindex]') ?? null;
  const nowhere = () => document.activeElement === null || document.activeElement === document.body;

  useEffect(() => {
    const r = root.current;
    if (!r || readOnly) return undefined;
    if (nowhere()) heading()?.focus({ preventScroll: true });
    const onFocus = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      last.current = { el, place: hand().indexOf(el) };
    };
    r.addEventListener('focusin', onFocus);
    return () => r.removeEventListener('focusin', onFocus);
  }, [readOnly]);

  // After every render: did the focused element leave (or its dialog close)?
  useEffect(() => {
    const l = last.current;
    if (!l || readOnly || !nowhere() || document.querySelector('dialog[open]')) return;
    if (l.el.isConnected && !l.el.closest('dialog:not([open])')) return;
    last.current = null;
    const cards = hand();
    (cards[Math.min(Math.max(l.place, 0), cards.length - 1)] ?? heading())?.focus({ preventScroll: true });
  });
}
