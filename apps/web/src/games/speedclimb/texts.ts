/**
 * What the shell shows of Speedclimb in the page's language (start page, lobby and its options, the
 * `?` list, the leaderboard): the game's own words, German first, English complete. The site's
 * dictionary (`i18n/de.ts`, `en.ts`) names no game.
 */
import type { Localized } from '../../game-module.js';

export const TEXT = {
  kind: {
    de: 'Kombinationsspiel · 1 bis 6 Spieler',
    en: 'Combination game · 1 to 6 players',
  },
  line: {
    de: 'Kombinieren und klettern: Lager für Lager zum Gipfel – auf vier Routen, allein oder mit bis zu sechs.',
    en: 'Combine and climb: camp by camp to the summit – on four routes, alone or with up to six.',
  },
  soloLead: {
    de: 'Lager für Lager zum Gipfel – allein gegen 1 bis 5 Computer oder am Tisch mit anderen.',
    en: 'Camp by camp to the summit – alone against 1 to 5 computers or at a table with others.',
  },
  tablesLead: {
    de: 'Tisch für 2 bis 6 Plätze eröffnen oder dich an einen offenen Tisch setzen. Menschen sitzen auf den Plätzen 1 bis 4, die Plätze 5 und 6 sind immer Computer.',
    en: 'Open a table for 2 to 6 seats or sit down at an open one. Humans sit on seats 1 to 4; seats 5 and 6 are always computers.',
  },
  optRoute: {
    de: 'Route',
    en: 'Route',
  },
  routeGipfelsturm: {
    de: 'Gipfelsturm (8 Lager)',
    en: 'Gipfelsturm (8 camps)',
  },
  routeNordwand: {
    de: 'Nordwand (schwerere Lager)',
    en: 'Nordwand (harder camps)',
  },
  routeExpedition: {
    de: 'Große Expedition (10 Etappen)',
    en: 'Große Expedition (10 stages)',
  },
  routeMeister: {
    de: 'Meister-Expedition (Etappe frei wählen, Rucksack)',
    en: 'Meister-Expedition (free choice of stage, backpack)',
  },
  optTurbo: {
    de: 'Turbo',
    en: 'Turbo',
  },
  optTurboHint: {
    de: 'Die Computer spielen schneller (nur solo).',
    en: 'The computers play faster (solo only).',
  },
  optSeatsHint: {
    de: 'Menschen auf den Plätzen 1 bis 4, die Plätze 5 und 6 sind immer Computer.',
    en: 'Humans on seats 1 to 4; seats 5 and 6 are always computers.',
  },
  formula: {
    de: '100 Punkte für den ganzen Berg (anteilig für die geschafften Lager) plus Platzbonus 30/15/5; −10 für vorzeitiges Verlassen einer Partie mit anderen Menschen.',
    en: '100 points for the whole mountain (pro rata for camps done) plus a place bonus of 30/15/5; −10 for leaving a game with other humans early.',
  },
  rematch: {
    de: 'Nochmal aufsteigen',
    en: 'Climb again',
  },
  keyScM: {
    de: 'Karte vom Material nehmen',
    en: 'Draw from the stock (Material)',
  },
  keyScL: {
    de: 'Lager aufschlagen',
    en: 'Lay the camp',
  },
  keySc19: {
    de: 'Handkarte 1–10 wählen oder abwählen',
    en: 'Choose or un-choose hand card 1–10',
  },
  keyScArrows: {
    de: 'Vorige / nächste Handkarte allein wählen',
    en: 'Choose the previous / next hand card alone',
  },
  keyScN: {
    de: 'Gewählte Karte an die erste passende Kombination anlegen',
    en: 'Lay the chosen card off at the first combination it fits',
  },
  keyScA: {
    de: 'Gewählte Karte abwerfen; in der Bilanz: Weiter',
    en: 'Discard the chosen card; in the round’s record: continue',
  },
  keyScEsc: {
    de: 'Auswahl aufheben, Fenster schließen',
    en: 'Clear the choice, close a window',
  },
  keyScS: {
    de: 'Hand nach Zahl oder Farbe sortieren',
    en: 'Sort the hand by number or colour',
  },
  keyScR: {
    de: 'Rat: was der starke Computer tun würde (allein gegen Computer)',
    en: 'Hint: what the strong computer would do (alone against computers)',
  },
  keyScB: {
    de: 'Bilanz aller Durchgänge',
    en: 'Record of all rounds',
  },
} satisfies Readonly<Record<string, Localized>>;
