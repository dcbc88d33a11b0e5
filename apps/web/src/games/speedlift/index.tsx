/**
 * Speedlift in the page: everything the site shows of the game, found from here (`../registry.ts`).
 * The heavy parts load when they are opened.
 */
import type { WebGame } from '../../game-module.js';
import { KEYS } from './keys.js';
import { SOLO, TABLE } from './options.js';
import { Picture } from './Picture.js';
import { dailyRide } from './ride.js';
import { screen } from './screen.js';

const pages = () => import('./SpeedliftPages.js');

export const speedliftGame: WebGame = {
  id: 'speedlift',
  name: 'Speedlift',
  kind: 'kindSpeedlift',
  line: 'lineSpeedlift',
  soloLead: 'soloLeadSpeedlift',
  tablesLead: 'tablesLeadSpeedlift',
  Picture,
  rules: { text: () => import('./rules.de.txt?raw').then((m) => m.default), rulings: 'Speedlift' },
  keys: KEYS,
  soloOptions: SOLO,
  tableOptions: TABLE,
  screen,
  pages: {
    uebung: () => pages().then((m) => m.Practice),
    tagesfahrt: () => pages().then((m) => m.DailyPractice),
    fahrschule: () => pages().then((m) => m.SchoolPage),
    karten: () => pages().then((m) => m.CardsPage),
  },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.SpeedliftLinks),
  formula: 'formulaSpeedlift',
  daily: dailyRide,
};
