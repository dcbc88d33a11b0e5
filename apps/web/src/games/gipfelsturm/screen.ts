/**
 * Gipfelsturm's registration with the table frame: the table screen and the replay step. The round
 * summary between Rekordjagd deals keeps the frame's "Weiter" (the screen shows the deal's result
 * above it), so `ownsSummary` stays unset. A refused play is told over the peaks in the game's words
 * ("Zu spät – … jemand war schneller") with the card bouncing back, so the screen `ownsRefusals`. The
 * countdown before „Los!“ is the screen's own (`TableClock.tsx` `Countdown`), so it `ownsCountdown`.
 */
import type { GameScreen } from '../../table/screens.js';

export const screen: GameScreen = {
  table: () => import('./ServerTable.js').then((m) => m.GipfelsturmServerTable),
  replay: () => import('./ReplayView.js').then((m) => m.GipfelsturmReplayView),
  ownsRefusals: true,
  ownsCountdown: true,
  logsSeatNews: true,
};
