/**
 * The Gipfelsturm table's log and the partners' recent plays, kept from the events of the table's
 * game. A log line keeps what happened (the event as a `LogEntry`, and whether the computer played
 * for the own seat); it is said in the language and with the seat names of the moment it is shown,
 * so a language switch re-says every line in place.
 */
import type { GipfelEvent, GipfelView } from '@kartenhaus/gipfelsturm';
import { useEffect, useState } from 'react';
import { useI18n } from '../../context.js';
import {
  logLines,
  NO_NOTES,
  sayLines,
  useNewNotes,
  type LogLine,
  type Say,
  type ShownLine,
} from '../../table/log-lines.js';
import { logEntry, newTableGame, partnerActs, type Kept, type LogEntry, type PartnerAct } from './model.js';
import { TEXT, type GipfelText } from './strings.js';
import { NO_NEWS, withSeatNews, type RestoredNews } from '../../table/seat-news.js';

/** The log shows the last six lines. */
const LOG_LINES = 6;

/** A pile in a sentence: the reader's own ("deinen Stapel": `you`, the seat named "Du") or a player's. */
export function pileName(tx: GipfelText, you: number | null, names: readonly string[], s: number): string {
  return s === you ? tx.pileMine : tx.pileOf(names[s] ?? tx.seatNo(s + 1));
}

/** Whose pile is "deiner": the own seat's — in a replay (`readOnly`) the reader's seat, whoever's view is shown. */
export function yourSeat(
  tx: GipfelText,
  names: readonly string[],
  me: number | null,
  readOnly: boolean,
): number | null {
  if (!readOnly) return me;
  const i = names.indexOf(tx.you);
  return i < 0 ? null : i;
}

/** What Gipfelsturm's log lines are said with: the language of the moment, its words and the seat names of now. */
export interface GipfelSay extends Say {
  readonly tx: GipfelText;
  readonly names: readonly string[];
  /** The own seat (null: a watcher). */
  readonly me: number | null;
  /** Whose pile is "deiner" (`yourSeat`). */
  readonly you: number | null;
}

/**
 * A line of the log: what happened, and whether the computer made the play for its player (A3,
 * T14: then it is "Der Computer (für dich) legt …" rather than "Du legst …", and "Der Computer (für
 * Ben) legt …" for another seat).
 */
export const entryLine =
  (entry: LogEntry, byComputer: boolean) =>
  (w: GipfelSay): string => {
    const who = (s: number) => w.names[s] ?? w.tx.seatNo(s + 1);
    const forYou = (s: number) => (s === w.me ? w.tx.computerForYou : w.tx.computerFor(who(s)));
    return w.tx.logLine(
      entry,
      byComputer ? forYou : who,
      byComputer ? null : w.me,
      (c) => w.tx.cardName(c),
      (s) => pileName(w.tx, w.you, w.names, s),
    );
  };

/** The log's line for a new game at the table: a new Rekordjagd series, or a new game. */
const again = (view: GipfelView): LogEntry => ({ kind: 'again', series: view.config.rekordjagd });

/**
 * The log (as shown, in the current language) and the partners' recent plays: what happened in the
 * steps of the table's game — after a snapshot (`restored`) the deal so far. A new game at the
 * table ("Nochmal") is marked in the log and calls `onNewGame` (the table drops an old message).
 */
export function useGipfelLog(
  props: {
    readonly view: GipfelView;
    readonly names: readonly string[];
    readonly events: readonly GipfelEvent[];
    readonly step: number;
    readonly game?: number | null;
    readonly restored?: boolean;
    readonly byComputer?: readonly boolean[];
    readonly notes?: readonly LogLine[];
    readonly readOnly?: boolean;
    readonly restoredNews?: readonly RestoredNews[];
  },
  onNewGame: () => void,
): { readonly log: readonly ShownLine[]; readonly acts: readonly (readonly PartnerAct[])[] } {
  const { view, names, events, step } = props;
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const me = view.seat;
  const words: GipfelSay = { lang, tx, names, me, you: yourSeat(tx, names, me, props.readOnly === true) };
  const restored = props.restored === true;
  const game = props.game ?? null;
  // The own seat's plays the computer made (A3, T14 — the server marks them, `byComputer`) are not
  // "Du legst …" but the computer's for you, also in a log rebuilt from a snapshot.
  // A restored log has the other seats' news put back among its events.
  const stepLines = (evs: readonly GipfelEvent[], news: readonly RestoredNews[] = NO_NEWS) =>
    logLines(
      withSeatNews(
        evs.map((e, i) => entryLine(logEntry(e), props.byComputer?.[i] === true)),
        news,
      ),
      step,
      LOG_LINES,
    );
  const [kept, setKept] = useState<Kept<LogLine<GipfelSay>>>(() => ({
    game,
    log: restored ? stepLines(events, props.restoredNews) : [],
    acts: restored ? partnerActs([], events, me, view.players) : [],
  }));

  // A new game at the table ("Nochmal"; before the step's events of the same update): the old
  // game's plays go from the partners' piles, the log marks the new game.
  useEffect(() => {
    const next = newTableGame(kept, game, { id: step * 100 + 99, say: entryLine(again(view), false) }, LOG_LINES);
    if (next === kept) return;
    setKept(next);
    if (next.log !== kept.log) onNewGame();
    // Only a new game of the table counts.
  }, [game]);

  // What happened in the last step.
  useEffect(() => {
    if (step === 0) return;
    if (restored) {
      // A snapshot: the deal so far, as it was.
      setKept((k) => ({
        ...k,
        log: stepLines(events, props.restoredNews),
        acts: partnerActs([], events, me, view.players),
      }));
      return;
    }
    if (events.length === 0) return;
    setKept((k) => ({
      ...k,
      log: [...k.log, ...stepLines(events)].slice(-LOG_LINES),
      acts: partnerActs(k.acts, events, me, view.players),
    }));
    // Only a new step adds lines.
  }, [step]);
  useNewNotes(props.notes ?? NO_NOTES, (lines) =>
    setKept((k) => ({ ...k, log: [...k.log, ...lines].slice(-LOG_LINES) })),
  );
  return { log: sayLines(kept.log, words), acts: kept.acts };
}
