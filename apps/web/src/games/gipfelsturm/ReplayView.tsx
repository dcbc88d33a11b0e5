/** One step of a Gipfelsturm replay: the shared replay view (`table/ReplayStep.tsx`) with the game's words and table. */
import type { GipfelEvent, GipfelView } from '@kartenhaus/gipfelsturm';
import { replayView } from '../../table/ReplayStep.js';
import { nothing } from '../../table/replay-step.js';
import { GipfelsturmTable, pileName } from './GipfelsturmTable.js';
import { logEntry } from './model.js';
import { stepEntries } from './replay-words.js';
import { isGipfelView } from './ServerTable.js';
import { TEXT } from './strings.js';

export const GipfelsturmReplayView = replayView<GipfelView>({
  isView: isGipfelView,
  // A computer is named by its seat, as at the table ("Computer 2").
  seatWords: (lang) => ({ you: TEXT[lang].you, computer: TEXT[lang].computer }),
  // Each step's entries, also of a step whose move is not shown: while the game runs the events the
  // table said (a partner's card, the time running out), else from the views (a deal ended, a series dealt anew).
  lines: ({ move, seat, events }, prev, view, { names, you, lang }) => {
    const tx = TEXT[lang];
    const entries =
      move === null && events !== null && prev !== null
        ? (events as readonly GipfelEvent[]).map(logEntry)
        : stepEntries(move, seat, prev, view);
    return entries.map((e) =>
      tx.logLine(
        e,
        (s) => names[s] ?? tx.seatNo(s + 1),
        you,
        (c) => tx.cardName(c),
        (s) => pileName(tx, you, names, s),
      ),
    );
  },
  Table: ({ view, names, screen, log }) => (
    <GipfelsturmTable
      view={view}
      names={names}
      events={[]}
      step={0}
      countdownEnd={null}
      refused={null}
      onMove={nothing}
      badge={null}
      title=""
      lobbyHref="/spiel/gipfelsturm"
      readOnly
      screen={screen}
      replayLog={log}
    />
  ),
});
