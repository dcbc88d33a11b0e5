/**
 * Speedclimb in the page: everything the site shows of the game, found from here (`../registry.ts`).
 * The heavy parts load when they are opened.
 */
import type { WebGame } from '../../game-module.js';
import { KEYS } from './keys.js';
import { SOLO, TABLE } from './options.js';
import { Picture } from './Picture.js';
import { screen } from './screen.js';

export const speedclimbGame: WebGame = {
  id: 'speedclimb',
  name: 'Speedclimb',
  kind: 'kindSpeedclimb',
  line: 'lineSpeedclimb',
  soloLead: 'soloLeadSpeedclimb',
  tablesLead: 'tablesLeadSpeedclimb',
  Picture,
  rules: { text: () => import('./rules.de.txt?raw').then((m) => m.default), rulings: 'Speedclimb' },
  keys: KEYS,
  soloOptions: SOLO,
  tableOptions: TABLE,
  screen,
  pages: { uebung: () => import('./PracticePage.js').then((m) => m.PracticePage) },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.SpeedclimbLinks),
  formula: 'formulaSpeedclimb',
  rematch: 'rematchClimb',
};
