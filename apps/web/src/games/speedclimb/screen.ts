/**
 * Speedclimb's registration with the table frame: the table screen, the replay step, and that
 * the screen's own Bilanz carries the round's "Weiter" (the frame then shows only who is still
 * reading).
 */
import type { GameScreen } from '../../table/screens.js';

export const screen: GameScreen = {
  table: () => import('./ServerTable.js').then((m) => m.SpeedclimbServerTable),
  replay: () => import('./ReplayView.js').then((m) => m.SpeedclimbReplayView),
  ownsSummary: true,
  logsSeatNews: true,
};
