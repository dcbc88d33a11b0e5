/** One step of a Speedlift replay: the shared replay view (`table/ReplayStep.tsx`) with the game's words and table. */
import type { Event, View } from '@kartenhaus/speedlift';
import { replayView } from '../../table/ReplayStep.js';
import { READ_ONLY_TABLE } from '../../table/replay-step.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';
import { eventText, stepEvents } from './words.js';

const isView = (v: unknown): v is View =>
  typeof v === 'object' && v !== null && 'legalMoves' in v && 'hand' in v && 'ride' in v;

export const SpeedliftReplayView = replayView<View>({
  isView,
  seatWords: (lang) => TEXT[lang],
  // Another seat's move while the game runs comes as the events the table said (every one public, L19).
  lines: ({ move, seat, events }, prev, view, { names, lang }) =>
    seat === null
      ? []
      : (move === null ? ((events ?? []) as readonly Event[]) : stepEvents(move, seat, prev, view)).map((e) =>
          eventText(TEXT[lang], e, names, prev),
        ),
  Table: ({ view, names, screen, log }) => (
    <SpeedliftTable
      {...READ_ONLY_TABLE}
      view={view}
      names={names}
      screen={screen}
      replayLog={log}
      abrechnung={null}
      lobbyHref="/spiel/speedlift"
    />
  ),
});
