/**
 * What the shell shows of Speedlift in the page's language (start page, lobby and its options, the
 * `?` list, the leaderboard): the game's own words, German first, English complete. The site's
 * dictionary (`i18n/de.ts`, `en.ts`) names no game.
 */
import type { Localized } from '../../game-module.js';

export const TEXT = {
  kind: {
    de: 'Stichspiel · 3 bis 6 Spieler',
    en: 'Trick-avoidance game · 3 to 6 players',
  },
  line: {
    de: 'Berlin 1929: Wer mit seiner Lieferung nicht mehr in die Fahrtrichtung passt, trägt die ganze Ladung.',
    en: 'Berlin 1929: whoever no longer fits the lift’s direction carries the whole load.',
  },
  soloLead: {
    de: 'Der Paternoster fährt – allein gegen 2 bis 5 Computer, bei der Tagesfahrt oder am Tisch mit anderen.',
    en: 'The paternoster is running – alone against 2 to 5 computers, in the daily ride or with others.',
  },
  tablesLead: {
    de: 'Eröffne einen Tisch für 3 bis 6 Spieler oder setz dich an einen offenen Tisch.',
    en: 'Open a table for 3 to 6 players or sit down at an open one.',
  },
  optLimit: {
    de: 'Partie bis',
    en: 'Game ends at',
  },
  optLimitHint: {
    de: 'Hat nach einer Runde jemand so viele Strafpunkte erreicht, ist die Partie aus.',
    en: 'When someone has reached this many penalty points after a round, the game is over.',
  },
  houseExitAnytime: {
    de: 'Hausregel: Aussteigen jederzeit',
    en: 'House rule: exit any time',
  },
  houseExitAnytimeHint: {
    de: 'Du darfst auch freiwillig aussteigen und eine leichte Ladung nehmen.',
    en: 'You may also leave the lift voluntarily and take a light load.',
  },
  houseSameFloor: {
    de: 'Hausregel: Gleiche Etage hält',
    en: 'House rule: same floor stops',
  },
  houseSameFloorHint: {
    de: 'Dieselbe Etage darf gelegt werden; fährt der Lift schon, bleibt die Richtung.',
    en: 'The same floor may be played; once the lift moves, the direction stays.',
  },
  houseSpecials: {
    de: 'Hausregel: Sonderkarten',
    en: 'House rule: special cards',
  },
  specialsAll: {
    de: 'alle',
    en: 'all',
  },
  specialsNoDetective: {
    de: 'ohne Detektiv',
    en: 'without detective',
  },
  specialsNone: {
    de: 'ganz ohne',
    en: 'none',
  },
  houseLeftovers: {
    de: 'Hausregel: Ladenhüter zählen nicht',
    en: 'House rule: leftovers do not count',
  },
  houseLeftoversHint: {
    de: 'Nur die genommenen Ladungen zählen.',
    en: 'Only the loads taken count.',
  },
  listLimit: {
    de: 'Partie bis {n}',
    en: 'Game to {n}',
  },
  formula: {
    de: 'Je Runde 10 minus deine Strafpunkte (nie unter 0), am Ende der Platzbonus 30/15/5; −10 für vorzeitiges Verlassen einer Partie mit anderen Menschen.',
    en: 'Per round 10 minus your penalty points (never below 0), at the end a place bonus of 30/15/5; −10 for leaving a game with other humans early.',
  },
  keySl19: {
    de: 'Karte 1–10 wählen; dieselbe Taste nochmal legt sie',
    en: 'Choose card 1–10; the same key again lays it',
  },
  keySlArrows: {
    de: 'Vorige / nächste Karte wählen',
    en: 'Choose the previous / next card',
  },
  keySlEnter: {
    de: 'Gewählte Karte legen; Abrechnung bestätigen',
    en: 'Lay the chosen card; confirm the settlement',
  },
  keySlA: {
    de: 'Aussteigen',
    en: 'Leave the lift (aussteigen)',
  },
  keySlR: {
    de: 'Rat holen (allein gegen Computer, nicht bei der Tagesfahrt)',
    en: 'Get a hint (alone against computers, not in the Tagesfahrt)',
  },
  keySlB: {
    de: 'Bilanz zeigen',
    en: 'Show the record',
  },
  keySlEsc: {
    de: 'Wahl aufheben, Fenster schließen',
    en: 'Drop the choice, close a window',
  },
} satisfies Readonly<Record<string, Localized>>;
