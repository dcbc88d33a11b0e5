/**
 * Core's tiny test game ("Kleinste Zahl", `@kartenhaus/core/testing/tiny-game`) in the page: the
 * fourth game that proves the shape (issue 18). Registered only in a test build
 * (`VITE_TEST_GAMES=true`, `games/registry.ts`), played by e2e/tiny-game.e2e.test.ts against a
 * server built with `testGames`. Everything it shows is found from here.
 */
import { tinyGame as tinyDefinition } from '@kartenhaus/core/testing/tiny-game';
import type { WebGame } from '../../game-module.js';
import { computers, FREE_SEATS, range, THINK_TIME } from '../../lobby/options.js';
import { Picture } from './Picture.js';
import { TEXT } from './text.js';

export const tinyGame: WebGame = {
  id: tinyDefinition.name,
  name: 'Kleinste Zahl',
  kind: TEXT.kind,
  line: TEXT.line,
  soloLead: TEXT.soloLead,
  tablesLead: TEXT.tablesLead,
  Picture,
  // No section of rules/rulings.md is this game's: only the rulings for all games follow its text.
  rules: {
    text: (lang) =>
      (lang === 'en' ? import('./rules.en.txt?raw') : import('./rules.de.txt?raw')).then((m) => m.default),
    rulings: 'Kleinste Zahl',
  },
  keys: [['1–9', TEXT.keyPlay]],
  soloOptions: [computers(1, 2, 1)],
  tableOptions: [
    { kind: 'choice', id: 'seats', label: 'optSeats', values: range(2, 3), initial: 2 },
    FREE_SEATS,
    THINK_TIME,
  ],
  // Its table follows none of the Zahnrad's game switches.
  settings: [],
  screen: {
    table: () => import('./ServerTable.js').then((m) => m.TinyServerTable),
    replay: () => import('./ReplayView.js').then((m) => m.TinyReplayView),
  },
  pages: { uebung: () => import('./PracticePage.js').then((m) => m.PracticePage) },
  practice: 'uebung',
  lobbyLinks: () => import('./links.js').then((m) => m.TinyLinks),
  formula: TEXT.formula,
};
