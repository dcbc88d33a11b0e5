/**
 * What the shell shows of Speedlift in the page's language (start page, lobby and its options, the
 * `?` list, the leaderboard): the game's own words, German first, English complete. The site's
 * dictionary (`i18n/de.ts`, `en.ts`) names no game.
 */
import type { SpeedliftErrorCode } from '@kartenhaus/speedlift';
import type { DailyWords, ErrorTexts, Localized } from '../../game-module.js';
import type { ShellErrorCode } from '../../i18n/errors.js';

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
    en: 'The paternoster is running – alone against 2 to 5 computers, in the Tagesfahrt or with others.',
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
  // "Die Bedenkzeit (30 s bis 2 min oder ohne) gilt je Zug; danach gibt es 10 Sekunden Nachfrist,
  // dann legt der Computer für dich."
  optThinkTime: {
    de: 'Bedenkzeit je Zug',
    en: 'Think time per move',
  },
  optThinkTimeHint: {
    de: 'Danach 10 Sekunden Nachfrist, dann legt der Computer für dich. Ohne Uhr wartet der Tisch.',
    en: 'Then 10 seconds of grace, then the computer plays for you. Without a clock the table waits.',
  },
  optThinkTimeStakeHint: {
    de: 'Danach 10 Sekunden Nachfrist, dann legt der Computer für dich. Mit Einsatz nicht ohne Uhr: sonst könnte jemand den Tisch aufhalten, bis die anderen gehen.',
    en: 'Then 10 seconds of grace, then the computer plays for you. A table with a stake always has a clock: without one, someone could hold the table until the others leave.',
  },
  houseExitAnytime: {
    de: 'Hausregel: Aussteigen jederzeit',
    en: 'House rule: get out any time',
  },
  houseExitAnytimeHint: {
    de: 'Du darfst auch freiwillig aussteigen und eine leichte Ladung nehmen.',
    en: 'You may also get out by choice and take a light load.',
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
    en: 'All',
  },
  specialsNoDetective: {
    de: 'ohne Detektiv',
    en: 'Without detective',
  },
  specialsNone: {
    de: 'ganz ohne',
    en: 'None',
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
  keySlShift: {
    de: 'Karte 11–20 wählen (Umschalttaste mit 1–9, 0); nochmal legt sie',
    en: 'Choose card 11–20 (Shift with 1–9, 0); again lays it',
  },
  keySlArrows: {
    de: 'Vorige / nächste Karte wählen',
    en: 'Choose the previous / next card',
  },
  keySlEnter: {
    de: 'Gewählte Karte legen; Abrechnung bestätigen',
    en: 'Lay the chosen card; confirm the settlement',
  },
  keySlEnterLay: {
    de: 'Gewählte Karte legen',
    en: 'Lay the chosen card',
  },
  keySlEscDrop: {
    de: 'Wahl aufheben',
    en: 'Drop the choice',
  },
  keySlA: {
    de: 'Aussteigen',
    en: 'Get out (take the load)',
  },
  keySlR: {
    de: 'Rat holen (allein gegen Computer, nicht bei der Tagesfahrt)',
    en: 'Get a hint (alone against computers, not in the Tagesfahrt)',
  },
  keySlB: {
    de: 'Bilanz zeigen',
    en: 'Show the scores',
  },
  keySlEsc: {
    de: 'Wahl aufheben, Fenster schließen',
    en: 'Drop the choice, close a window',
  },
  // The Zahnrad's "Geräusche" at Speedlift, in the rule text's words.
  settingSounds: {
    de: 'Kaufhaus-Geräusche',
    en: 'Department-store sounds',
  },
} satisfies Readonly<Record<string, Localized>>;

/**
 * The texts of Speedlift's own error codes (its engine's rules, `SPEEDLIFT_ERRORS`, and its daily
 * ride's refusals from the server and the account API), found by `errorText` through the registry;
 * the site's codes are in `i18n/errors.ts`. The type makes each code's text complete in both languages.
 */
export const ERRORS: ErrorTexts<
  Exclude<SpeedliftErrorCode, ShellErrorCode> | 'ERR_DAILY_DONE' | 'ERR_DAILY_RUNNING' | 'ERR_DAILY_SEALED'
> = {
  de: {
    ERR_MUST_OPEN_WITH_NUMBER: 'Die Fahrt wird mit einer Zahlenkarte eröffnet.',
    ERR_SAME_FLOOR: 'Dieselbe Etage darf nicht gelegt werden.',
    ERR_WRONG_DIRECTION: 'Diese Karte passt nicht in die Fahrtrichtung.',
    ERR_SPECIAL_TOO_EARLY: 'Diese Sonderkarte darfst du erst legen, wenn die Richtung feststeht.',
    ERR_MUST_PLAY: 'Du kannst passend legen – also musst du legen.',
    ERR_NOTHING_TO_TAKE: 'Hier gibt es keine Karte zu nehmen.',
    ERR_NO_HINT_IN_TAGESFAHRT: 'Bei der Tagesfahrt gibt es keinen Rat.',
    ERR_DAILY_DONE: 'Deine gezählte Tagesfahrt für heute hast du schon gefahren.',
    ERR_DAILY_RUNNING:
      'Deine Tagesfahrt von heute läuft noch. Eine zweite Fahrt daneben gibt es nicht – spiel sie zu Ende.',
    ERR_DAILY_SEALED:
      'Diese Tagesfahrt bleibt bis zum Ende ihres Tages versiegelt (alle fahren dieselben Karten): Startwert, Züge und Prüfung gibt es nach Mitternacht, Berliner Zeit, sobald keine Fahrt dieses Tages mehr läuft.',
  },
  en: {
    ERR_MUST_OPEN_WITH_NUMBER: 'A ride opens with a number card.',
    ERR_SAME_FLOOR: 'The same floor may not be played.',
    ERR_WRONG_DIRECTION: 'That card does not fit the direction of travel.',
    ERR_SPECIAL_TOO_EARLY: 'You may play this special card only once the direction is set.',
    ERR_MUST_PLAY: 'You can play a fitting card, so you must.',
    ERR_NOTHING_TO_TAKE: 'There is no card to take here.',
    ERR_NO_HINT_IN_TAGESFAHRT: 'There is no hint in the Tagesfahrt.',
    ERR_DAILY_DONE: 'You have already ridden today’s counted Tagesfahrt.',
    ERR_DAILY_RUNNING: 'Your Tagesfahrt of today is still running. There is no second one beside it – finish it first.',
    ERR_DAILY_SEALED:
      'This Tagesfahrt stays sealed until its day is over (everyone rides the same cards): the seed, the moves and the verification come after midnight, Berlin time, once no ride of that day is still running.',
  },
};

/** The Tagesfahrt's words (L8) wherever the site shows the daily ride (`ride.ts`). */
export const DAILY_WORDS: DailyWords = {
  title: { de: 'Tagesfahrt', en: 'Tagesfahrt (daily ride)' },
  line: {
    de: 'Alle fahren heute dieselben Karten – zu viert gegen drei normale Computer, eine Schicht, Standardregeln.',
    en: 'Everyone rides the same cards today – four at the table, you against three normal computers, one shift, standard rules.',
  },
  once: {
    de: 'Für die Tagesliste zählt nur deine erste Tagesfahrt des Tages. Einen Rat gibt es dabei nicht.',
    en: 'Only your first Tagesfahrt of the day counts for the daily list. There is no hint in it.',
  },
  go: { de: 'Tagesfahrt fahren', en: 'Ride the Tagesfahrt' },
  toRide: { de: 'Zur Tagesfahrt', en: 'To the Tagesfahrt' },
  backToRide: { de: 'Zurück zu deiner laufenden Tagesfahrt', en: 'Back to your running Tagesfahrt' },
  list: { de: 'Tagesliste', en: 'Daily list' },
  what: { de: 'Die Tagesfahrt', en: 'The Tagesfahrt' },
  seedPublished: {
    de: 'Startwert dieses Tages, veröffentlicht nach Tagesende: {seed}. Damit lässt sich prüfen, dass alle dieselben Karten gefahren sind.',
    en: 'Seed of this day, published after the day ended: {seed}. With it anyone can check that everybody rode the same cards.',
  },
  ownRide: {
    de: 'Deine Tagesfahrt an diesem Tag, aus diesem Startwert ausgeteilt:',
    en: 'Your Tagesfahrt that day, dealt from this seed:',
  },
  leaveCounts: {
    de: 'Das ist deine gewertete Tagesfahrt von heute: Der Computer fährt sie von hier zu Ende, und so zählt sie für die Tagesliste.',
    en: 'This is your counted Tagesfahrt of the day: the computer rides it to the end from here, and that is how it counts for the daily list.',
  },
  leaveMaybe: {
    de: 'Ist das deine erste Tagesfahrt heute, zählt sie für die Tagesliste so, wie der Computer sie von hier zu Ende fährt.',
    en: 'If this is your first Tagesfahrt today, it counts for the daily list as the computer rides it to the end from here.',
  },
  leaveNotCounted: {
    de: 'Diese Tagesfahrt zählt nicht für die Tagesliste: Nur die erste des Tages zählt.',
    en: 'This Tagesfahrt does not count for the daily list: only the first of the day does.',
  },
};
