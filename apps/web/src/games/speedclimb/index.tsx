/**
 * Speedclimb in the page: everything the site shows of the game, found from here (`../registry.ts`).
 * The heavy parts load when they are opened.
 */
import '@fontsource-variable/oswald/index.css';
import type { WebGame } from '../../game-module.js';
import { KEYS } from './keys.js';
import { SOLO, TABLE } from './options.js';
import { Picture } from './Picture.js';
import { screen } from './screen.js';
import { ERRORS, TEXT } from './texts.js';
import './theme.css';
import { NAME } from '@kartenhaus/speedclimb/name';

export const speedclimbGame: WebGame = {
  id: NAME,
  name: 'Speedclimb',
  kind: TEXT.kind,
  line: TEXT.line,
  soloLead: TEXT.soloLead,
  tablesLead: TEXT.tablesLead,
  Picture,
  rules: {
    text: (lang) =>
      (lang === 'en' ? import('./rules.en.txt?raw') : import('./rules.de.txt?raw')).then((m) => m.default),
    rulings: 'Speedclimb',
  },
  keys: KEYS,
  soloOptions: SOLO,
  tableOptions: TABLE,
  // The Zahnrad's switches this game's table reads (`settings.` in its code; music through `useMusic`).
  settings: ['highlightPlayable', 'sounds', 'music'],
  screen,
  pages: { uebung: () => import('./PracticePage.js').then((m) => m.PracticePage) },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.SpeedclimbLinks),
  formula: TEXT.formula,
  rematch: TEXT.rematch,
  errors: ERRORS,
};
