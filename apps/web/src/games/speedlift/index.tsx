/**
 * Speedlift in the page: everything the site shows of the game, found from here (`../registry.ts`).
 * The heavy parts load when they are opened.
 */
import '@fontsource/poiret-one/latin.css';
import '@fontsource/poiret-one/latin-ext.css';
import type { WebGame } from '../../game-module.js';
import { KEYS, PAGE_KEYS } from './keys.js';
import { SOLO, TABLE } from './options.js';
import { Picture } from './Picture.js';
import { dailyRide } from './ride.js';
import { screen } from './screen.js';
import { ERRORS, TEXT } from './texts.js';
import './theme.css';
import { NAME } from '@kartenhaus/speedlift/name';

const pages = () => import('./SpeedliftPages.js');

export const speedliftGame: WebGame = {
  id: NAME,
  name: 'Speedlift',
  kind: TEXT.kind,
  line: TEXT.line,
  soloLead: TEXT.soloLead,
  tablesLead: TEXT.tablesLead,
  Picture,
  rules: {
    text: (lang) =>
      (lang === 'en' ? import('./rules.en.txt?raw') : import('./rules.de.txt?raw')).then((m) => m.default),
    rulings: 'Speedlift',
  },
  keys: KEYS,
  pageKeys: PAGE_KEYS,
  soloOptions: SOLO,
  tableOptions: TABLE,
  // The Zahnrad's switches this game's table reads (`settings.` in its code; music through `useMusic`).
  settings: ['highlightPlayable', 'countingHelp', 'liftThenPlay', 'sounds', 'music'],
  // "Im Zahnrad: … Kaufhaus-Geräusche und Musik."
  settingNames: { sounds: TEXT.settingSounds },
  screen,
  pages: {
    uebung: () => pages().then((m) => m.Practice),
    tagesfahrt: () => pages().then((m) => m.DailyPractice),
    fahrschule: () => pages().then((m) => m.SchoolPage),
    karten: () => pages().then((m) => m.CardsPage),
  },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.SpeedliftLinks),
  formula: TEXT.formula,
  daily: dailyRide,
  errors: ERRORS,
};
