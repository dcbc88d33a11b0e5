/**
 * The Speedclimb table's log (with its sounds) and its keys, as hooks: what the table screen
 * keeps across positions besides the player's choice.
 */
import type { Decision, Event, Move, View } from '@kartenhaus/speedclimb';
import { useCallback, useEffect, useState } from 'react';
import { useSettings } from '../../context.js';
import { isPageKey, type KeyPress } from '../../page-keys.js';
import { computerNames } from '../../table/actors.js';
import {
  appendLog,
  logLines,
  NO_NOTES,
  sayLines,
  saying,
  useNewNotes,
  type LogLine,
  type Say,
  type ShownLine,
} from '../../table/log-lines.js';
import { openPanel } from '../../table/open-panel.js';
// The house's WebAudio cues (no files), shared with Speedlift rather than written twice.
import { playCue, type Cue } from '../../table/sound.js';
import { keyOf } from '../../table/hand-keys.js';
import {
  freshInput,
  step as stepChoice,
  toggle,
  type Intent,
  type Overlay,
  type PartCountRefusal,
  type PendingInput,
} from './model.js';
import type { SpeedclimbText } from './strings.js';
import { cueOf, eventText } from './words.js';
import { NO_NEWS, withSeatNews, type RestoredNews } from '../../table/seat-news.js';

/** The log keeps the last ten lines. */
const LOG_LINES = 10;

/** What Speedclimb's log lines are said with: the language of the moment, its words and the seat names of now. */
export interface SpeedclimbSay extends Say {
  readonly tx: SpeedclimbText;
  readonly names: readonly string[];
}

/**
 * An event's line, kept as what happened: the event, the view it came with, and whether the
 * computer made the move for its player (then it is "Der Computer (für dich)" for the own seat and
 * "Der Computer (für Ben)" for another, `table/actors.ts`) —
 * the words and names are the ones of the moment it is shown.
 */
export const eventLine =
  (e: Event, view: View, byComputer: boolean, next?: Event) =>
  (w: SpeedclimbSay): string | null =>
    eventText(e, view, w.names, w.lang, w.tx, byComputer ? computerNames(w.names, view.seat, w.tx) : w.names, next);

/**
 * The log: what happened in the last step — or, after a snapshot (`restored`), the game's last
 * steps — and the step's sounds with the Zahnrad's "Geräusche" on (not in a replay or a restore).
 * The lines keep what happened and are said in the current language (a switch re-says them).
 */
export function useTableLog(
  props: {
    readonly view: View;
    readonly step: number;
    readonly events: readonly Event[];
    readonly names: readonly string[];
    readonly restored?: boolean;
    readonly byComputer?: readonly boolean[];
    readonly notes?: readonly LogLine[];
    readonly restoredNews?: readonly RestoredNews[];
  },
  lang: 'de' | 'en',
  tx: SpeedclimbText,
  readOnly: boolean,
): readonly ShownLine[] {
  const { view, step, events, names } = props;
  const restored = props.restored === true;
  const words: SpeedclimbSay = { lang, tx, names };
  // Moves the computer made for a player (T4, A3) are not "Du …" / "Ben …" but the computer's for them.
  // A restored log has the other seats' news put back among its events.
  const logOf = (evs: readonly Event[], news: readonly RestoredNews[] = NO_NEWS) =>
    saying(
      withSeatNews(
        evs.map((e, i) => eventLine(e, view, props.byComputer?.[i] === true, evs[i + 1])),
        news,
      ),
      words,
    );
  const [log, setLog] = useState<readonly LogLine<SpeedclimbSay>[]>(() =>
    restored ? logLines(logOf(events, props.restoredNews), step, LOG_LINES) : [],
  );

  const settings = useSettings();
  useEffect(() => {
    if (step === 0 || readOnly || restored || !settings.sounds) return;
    const cues = new Set(events.map(cueOf).filter((c): c is Cue => c !== null));
    for (const c of cues) playCue(c);
  }, [step]);

  useEffect(() => {
    if (step === 0) return;
    const says = logOf(events, restored ? props.restoredNews : NO_NEWS);
    if (restored) setLog(logLines(says, step, LOG_LINES));
    else if (says.length > 0) setLog((l) => appendLog(l, says, step, LOG_LINES));
  }, [step]);
  useNewNotes(props.notes ?? NO_NOTES, (lines) => setLog((l) => [...l, ...lines].slice(-LOG_LINES)));
  return sayLines(log, words);
}

/**
 * Whether the table takes a key: a page key (`isPageKey`: Enter and Space on a focused button are the
 * button's), and with the round's Bilanz open also inside its dialog — that dialog's "Weiter" has
 * the keys A and Enter (`keyIntent`, overlay 'summary'); no other key does anything there.
 */
export const tableKeyTaken = (e: KeyPress, summaryOpen: boolean): boolean =>
  isPageKey(e, summaryOpen ? { buttons: true, dialogOpen: () => false } : { buttons: true });

/**
 * The table's keys on the whole page (none in a replay): not while typing, in a dialog or with a
 * modifier; Enter and Space on a focused button press that button.
 */
export function useTableKeys(
  readOnly: boolean,
  intentOf: (key: string) => Intent,
  act: (i: Intent) => void,
  /**
   * The round's Bilanz is open: its dialog's keys are the table's too ("A / Enter … in der Bilanz:
   * Weiter", `keyIntent`) — A was lost in the dialog (QA 6 Dec 2026: only Enter on "Weiter" worked).
   */
  summaryOpen = false,
): void {
  useEffect(() => {
    if (readOnly) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!tableKeyTaken(e, summaryOpen)) return;
      // A digit key with Shift is "Shift+1" … (the 11th card and on, `keyOf`).
      const intent = intentOf(keyOf(e));
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, intentOf, act, summaryOpen]);
}

/**
 * What the table's alert says: a refusal's code (the engine's, the server's or the table's own, its
 * text from `texts.ts` / `i18n/errors.ts`), or a tapped part's wrong number of cards (its text with
 * the part's numbers, `strings.ts` `partCount`).
 */
export type TableRefusal = string | PartCountRefusal;

/** The table's state that an intent changes. */
export interface IntentSetters {
  readonly setInput: (f: PendingInput | ((i: PendingInput) => PendingInput)) => void;
  readonly setOverlay: (o: Overlay) => void;
  readonly setHint: (h: Decision | null | 'thinking') => void;
  readonly setRefused: (refusal: TableRefusal | null) => void;
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
          // A key's refusal ("Wähle zuerst genau eine Karte …") is answered by the new choice.
          setRefused(null);
          setInput((i) => toggle(i, intent.pos));
          return;
        case 'refused':
          setRefused(intent.why);
          return;
        case 'stormTargets':
          setRefused(null);
          document.querySelector<HTMLElement>('.sc-table .sc-storm-target')?.focus();
          return;
        case 'step':
          setRefused(null);
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
