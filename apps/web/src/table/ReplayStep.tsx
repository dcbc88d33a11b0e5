/**
 * A game's replay view (`/wiederholung/:id`), written once: the step's move in the log's words
 * over the table as the chosen seat saw it after the step, drawn by the game's table screen in
 * its read-only mode. A game gives its part as a `ReplayGame`; the replay page owns the keys.
 */
import { useMemo, type ComponentType } from 'react';
import { useI18n } from '../context.js';
import type { Language } from '../settings.js';
import type { ShownLine } from './log-lines.js';
import { ReplayMoveLine } from './ReplayMoveLine.js';
import { useReplayNames } from './replay-step.js';
import type { ReplayViewProps } from './screens.js';

/** The step as a game's words read it: its mover and its move (null: not shown, or the deal). */
export interface ShownStep {
  readonly n: number;
  readonly seat: number | null;
  readonly move: string | null;
  /**
   * A step whose move is not shown (another seat's while the game runs): its events as the
   * requester's seat saw them at the table, which the live log said (null: none sent).
   */
  readonly events: readonly unknown[] | null;
}

/** Who reads the replay, and in which words. */
export interface Reader {
  readonly names: readonly string[];
  readonly you: number | null;
  readonly lang: Language;
}

/** What a game gives the replay view. */
export interface ReplayGame<V> {
  /** Whether a replay's view (plain JSON) is this game's. */
  isView(v: unknown): v is V;
  /** "Du"/"You" for the requester's own seat, and a computer's name by seat (`seats`: the replay's names). */
  seatWords(
    lang: Language,
    seats: readonly (string | null)[],
  ): { readonly you: string; readonly computer: (seat: number) => string };
  /**
   * The step's move in the log's sentences (`before` null: the deal), for the reader `you` (the
   * requester's seat, null: a spectator) with the seats' `names`; null and empty lines are left
   * out. Without it the view shows the table only.
   */
  readonly lines?: (step: ShownStep, before: V | null, view: V, reader: Reader) => readonly (string | null)[];
  /**
   * The game's table screen, read-only, showing `view` with the seats' names; with `screen` in its
   * one-screen layout (the replay fits the window); `log`: the lines of the steps up to this one,
   * for the table's log (not a live region in a replay: the move line is the one that speaks).
   */
  readonly Table: ComponentType<{
    readonly view: V;
    readonly names: readonly string[];
    readonly screen: boolean;
    readonly log: readonly ShownLine[];
  }>;
}

/** Lines a replay's log keeps (as many as the live logs show). */
const LOG_LINES = 8;

/** The replay view of a game. */
export function replayView<V>(game: ReplayGame<V>): ComponentType<ReplayViewProps> {
  const { Table } = game;
  return function ReplayView({ view, before, seats, you, step, screen, earlier = [] }: ReplayViewProps) {
    const { lang } = useI18n();
    const words = useMemo(() => game.seatWords(lang, seats), [lang, seats]);
    const names = useReplayNames(seats, you, words.you, words.computer);
    if (!game.isView(view)) return null;
    const reader: Reader = { names, you, lang };
    // A step's lines in the log's words (the deal says nothing here: the page says "Die Austeilung").
    const linesOf = (s: ReplayViewProps['step'], b: unknown, v: V): string[] => {
      if (!game.lines || s.n === 0) return [];
      const shown: ShownStep = {
        n: s.n,
        seat: s.seat,
        move: typeof s.move === 'string' ? s.move : null,
        events: s.events ?? null,
      };
      const prev = game.isView(b) ? b : null;
      return game.lines(shown, prev, v, reader).filter((t): t is string => t !== null && t !== '');
    };
    const lines = linesOf(step, before, view);
    // The log: the earlier steps' lines and this step's, newest last, keyed by step and line.
    const log: ShownLine[] = [
      ...earlier.flatMap((e) =>
        game.isView(e.view)
          ? linesOf(e.step, e.before, e.view).map((text, i) => ({ id: e.step.n * 100 + i, text }))
          : [],
      ),
      ...lines.map((text, i) => ({ id: step.n * 100 + i, text })),
    ].slice(-LOG_LINES);
    const table = <Table view={view} names={names} screen={screen === true} log={log} />;
    if (!game.lines) return table;
    return (
      <>
        <ReplayMoveLine lines={lines} step={step} names={names} />
        {table}
      </>
    );
  };
}
