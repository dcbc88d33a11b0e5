/**
 * The Speedlift table's effects: sounds and speech; the log of the last steps; the keys;
 * the long press that shows a card large on a touch screen.
 */
import type { Card, Event, View } from '@kartenhaus/speedlift';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { browserSpeak } from '../../announce.js';
import { useI18n, useSettings } from '../../context.js';
import { isPageKey } from '../../page-keys.js';
import { keyOf } from '../../table/hand-keys.js';
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
import { playCue } from '../../table/sound.js';
import { keyIntent, type Intent, type Overlay, type PendingInput } from './model.js';
import { TEXT, type SpeedliftText } from './strings.js';
import { computerNames, type ActorsOf } from '../../table/actors.js';
import { eventText, restoredSteps, spokenCalls, tableGameLine } from './words.js';
import { NO_NEWS, withSeatNews, type RestoredNews } from '../../table/seat-news.js';

/** Sounds and speech ("Rauf!", "Runter!", "Feierabend!"; in English "Up!", "Down!", "Feierabend!"), as the Zahnrad says. */
export function useStoreSounds(events: readonly Event[], step: number, prevDir: number | null, quiet: boolean) {
  const settings = useSettings();
  const { lang } = useI18n();
  const speak = useMemo(() => browserSpeak(), []);
  const tx = TEXT[lang];
  useEffect(() => {
    if (step === 0 || quiet) return;
    if (settings.sounds)
      for (const e of events) {
        if (e.type === 'played') {
          playCue('lay');
          if (e.dir !== 0 && e.dir !== prevDir) playCue('bell');
        } else if (e.type === 'exited' || e.type === 'caught') playCue('take');
        else if (e.type === 'feierabend') playCue('gong');
      }
    if (settings.speech && speak) for (const c of spokenCalls(tx, events, prevDir)) speak(c, lang);
    // Only a new step triggers the cues.
  }, [step]);
}

/** The log shows the last eight lines. */
const LOG_LINES = 8;

/** What Speedlift's log lines are said with: the language of the moment, its words and the seat names of now. */
export interface SpeedliftSay extends Say {
  readonly tx: SpeedliftText;
  readonly names: readonly string[];
}

/**
 * An event's line, kept as what happened: the event, the ride before it, and whether the computer
 * made the move for its player (then it is "Der Computer (für dich)" for the own seat, `seat`, and
 * "Der Computer (für Ben)" for another, `table/actors.ts`) — the words and names are the ones of
 * the moment it is shown.
 */
export const eventLine =
  (e: Event, before: Pick<View, 'dir'> | null, seat: number | null, byComputer: boolean) =>
  (w: SpeedliftSay): string | null =>
    eventText(w.tx, e, w.names, before, byComputer ? computerNames(w.names, seat, w.tx) : w.names);

/** What the log is made of: the step shown, the names and actors of the moment, and what came with a snapshot. */
export interface TableLogInput {
  readonly tx: SpeedliftText;
  readonly view: View;
  readonly step: number;
  readonly events: readonly Event[];
  readonly names: readonly string[];
  readonly actors: ActorsOf;
  /** The step is a snapshot's: the log is rebuilt from its events (the game so far). */
  readonly restored: boolean;
  /** The view before the step (kept by the table across steps). */
  readonly prevView: RefObject<View | null>;
  /** The table's own lines (seat news, the clock's). */
  readonly notes?: readonly LogLine[];
  /** The table's game number (a server table's "Nochmal"); `null` at a practice table. */
  readonly game?: number | null;
  /** The other seats' news to put back among a restored log's events. */
  readonly news?: readonly RestoredNews[];
}

/** Log and live region: what happened in the last step — or, after a snapshot, the game so far. */
export function useTableLog({
  tx,
  view,
  step,
  events,
  names,
  actors,
  restored,
  prevView,
  notes = NO_NOTES,
  game = null,
  news = NO_NEWS,
}: TableLogInput): readonly ShownLine[] {
  const { lang } = useI18n();
  const words: SpeedliftSay = { lang, tx, names };
  // Whether the computer made event i's move for the own seat: its actor is not the seat's name.
  const seat = view.seat;
  // Whether the computer made event i's move for its player: its actors are not the names.
  const byComputer = (i: number) => actors(i) !== names;
  const restoredLines = () =>
    logLines(
      saying(
        withSeatNews(
          restoredSteps(events).map(({ event, index, before }) => eventLine(event, before, seat, byComputer(index))),
          news,
        ),
        words,
      ),
      step,
      LOG_LINES,
    );
  const [log, setLog] = useState<readonly LogLine<SpeedliftSay>[]>(() => (restored ? restoredLines() : []));
  // A new game at the table ("Nochmal" at a server table: the table's game number moves on, its view
  // comes with no event): the log says so before the new game's moves — they had followed "Die
  // Partie ist aus." with no line between (QA 5 Dec 2026). It waits for the new game's view (not
  // over), whose turn is the opener of its first round.
  const seenGame = useRef(game);
  useEffect(() => {
    const before = seenGame.current;
    const { seen, line } = tableGameLine(tx, before, game, view, names);
    seenGame.current = seen;
    if (line === null) return;
    // Said again with the words and names of the moment it is shown (the same game numbers and opener).
    const at = { over: view.over, turn: view.turn };
    const say = (w: SpeedliftSay) => tableGameLine(w.tx, before, game, at, w.names).line ?? '';
    setLog((l) => [...l, { id: step * 100 + 99, say }].slice(-LOG_LINES));
  }, [game, view]);
  useEffect(() => {
    if (step === 0) return;
    if (restored) {
      prevView.current = view;
      setLog(restoredLines());
      return;
    }
    // The view before the step is a fact of the moment: each line keeps it.
    const before = prevView.current;
    const says = saying(
      events.map((e, i) => eventLine(e, before, seat, byComputer(i))),
      words,
    );
    prevView.current = view;
    if (says.length === 0) return;
    setLog((l) => appendLog(l, says, step, LOG_LINES));
  }, [step]);
  useEffect(() => {
    if (prevView.current === null) prevView.current = view;
  }, [view]);
  useNewNotes(notes, (lines) => setLog((l) => [...l, ...lines].slice(-LOG_LINES)));
  return sayLines(log, words);
}

/** Keys: "1–9 wählen eine Karte, A steigt aus, R holt den Rat, B zeigt die Bilanz, Enter bestätigt, Esc schließt." */
export function useTableKeys(
  readOnly: boolean,
  view: View,
  input: PendingInput,
  effectiveOverlay: Overlay,
  hintAllowed: boolean,
  act: (intent: Intent) => void,
): void {
  useEffect(() => {
    if (readOnly) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e, { buttons: true })) return;
      const intent = keyIntent(view, input, keyOf(e), effectiveOverlay, hintAllowed);
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, input, effectiveOverlay, hintAllowed, act, readOnly]);
}

/**
 * "am Handy: lange drücken": holding a card for half a second shows it large while the finger
 * stays down; lifting the finger closes it, and that release does not play the card.
 */
export function useLongPress(setTouchDetail: (card: Card | null) => void) {
  const longPress = useRef<{ timer: number; fired: boolean } | null>(null);
  const onCardPointerDown = (card: Card) => (e: React.PointerEvent) => {
    if (longPress.current) window.clearTimeout(longPress.current.timer);
    longPress.current = null;
    if (e.pointerType !== 'touch') return;
    const timer = window.setTimeout(() => {
      if (longPress.current) longPress.current.fired = true;
      setTouchDetail(card);
    }, 500);
    longPress.current = { timer, fired: false };
  };
  const endPress = () => {
    if (!longPress.current) return;
    window.clearTimeout(longPress.current.timer);
    if (longPress.current.fired) setTouchDetail(null);
  };
  return { longPress, onCardPointerDown, endPress };
}
