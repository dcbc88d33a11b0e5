/**
 * Gipfelsturm in the page: everything the site shows of the game, found from here (`../registry.ts`).
 * The heavy parts load when they are opened.
 */
import '@fontsource-variable/fredoka/index.css';
import type { WebGame } from '../../game-module.js';
import { KEYS } from './keys.js';
import { SETTING_KEYS, solo, SOLO, TABLE } from './options.js';
import { Picture } from './Picture.js';
import { screen } from './screen.js';
import { ERRORS, TEXT } from './texts.js';
import './theme.css';
import { NAME } from '@kartenhaus/gipfelsturm/name';

export const gipfelsturmGame: WebGame = {
  id: NAME,
  name: 'Gipfelsturm',
  kind: TEXT.kind,
  line: TEXT.line,
  soloLead: TEXT.soloLead,
  tablesLead: TEXT.tablesLead,
  Picture,
  rules: {
    text: (lang) =>
      (lang === 'en' ? import('./rules.en.txt?raw') : import('./rules.de.txt?raw')).then((m) => m.default),
    rulings: 'Gipfelsturm',
  },
  keys: KEYS,
  keysNote: TEXT.keysNote,
  summaryTitle: TEXT.summaryTitle,
  formula: TEXT.formula,
  soloOptions: SOLO,
  tableOptions: TABLE,
  solo,
  settingKeys: SETTING_KEYS,
  // The Zahnrad's switches this game's table reads (`settings.` in its code; music through `useMusic`).
  settings: ['highlightPlayable', 'sounds', 'music'],
  screen,
  pages: { uebung: () => import('./PracticePage.js').then((m) => m.GipfelsturmPracticePage) },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.GipfelsturmLinks),
  errors: ERRORS,
};
