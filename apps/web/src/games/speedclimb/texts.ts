/**
 * What the shell shows of Speedclimb in the page's language (start page, lobby and its options, the
 * `?` list, the leaderboard): the game's own words, German first, English complete. The site's
 * dictionary (`i18n/de.ts`, `en.ts`) names no game.
 */
import type { SpeedclimbErrorCode } from '@kartenhaus/speedclimb';
import type { ErrorTexts, Localized } from '../../game-module.js';
import type { ShellErrorCode } from '../../i18n/errors.js';
import type { KeyRefusal } from './model.js';

/** The table's own refusals of a key (model.ts `KeyRefusal`), not the engine's codes. */
type KeyRefusalOwn = Exclude<KeyRefusal, SpeedclimbErrorCode>;

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
    en: 'Great Expedition (10 stages)',
  },
  routeMeister: {
    de: 'Meister-Expedition (Etappe frei wählen, Rucksack)',
    en: 'Master Expedition (free choice of stage, backpack)',
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
    de: '100 Punkte für den ganzen Berg (anteilig für die geschafften Lager) plus Platzbonus: 30 für Platz 1, 15 für Platz 2 (ab 3 Spielern), 5 für Platz 3 (ab 4 Spielern); −10 für vorzeitiges Verlassen einer Partie mit anderen Menschen.',
    en: '100 points for the whole mountain (pro rata for camps done) plus a place bonus: 30 for 1st place, 15 for 2nd (from 3 players), 5 for 3rd (from 4 players); −10 for leaving a game with other humans early.',
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
  keyScShift: {
    de: 'Handkarte 11–20 wählen oder abwählen (Umschalttaste mit 1–9, 0)',
    en: 'Choose or un-choose hand card 11–20 (Shift with 1–9, 0)',
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
    de: 'Gewählte Karte abwerfen (ein Schneesturm: zu den Spielern, vor die er kommen kann); in der Bilanz: Weiter',
    en: 'Discard the chosen card (a snowstorm: to the players it can go before); in the round’s scores: continue',
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
    en: 'Scores of all rounds',
  },
} satisfies Readonly<Record<string, Localized>>;

/**
 * The texts of Speedclimb's own error codes (its engine's rules, `SpeedclimbErrorCode`), found by
 * `errorText` through the registry; the site's codes are in `i18n/errors.ts`. The type makes each
 * code's text complete in both languages.
 */
export const ERRORS: ErrorTexts<Exclude<SpeedclimbErrorCode, ShellErrorCode> | KeyRefusalOwn> = {
  de: {
    ERR_PART_SIZE: 'Jeder Teil des Lagers hat genau so viele Karten wie verlangt.',
    ERR_SHERPA_ONLY: 'In jeder Kombination muss mindestens eine echte Karte liegen.',
    ERR_STORM_NOT_LAYABLE: 'Den Schneesturm kannst du hier nicht legen.',
    ERR_RUN_BROKEN: 'Das ist keine Folge: Die Zahlen müssen direkt hintereinander liegen.',
    ERR_SET_BROKEN: 'Das sind nicht lauter gleiche Zahlen.',
    ERR_COLOR_BROKEN: 'Das sind nicht lauter Karten einer Farbe.',
    ERR_CAMP_ALREADY_LAID: 'Dein Lager steht schon.',
    ERR_CAMP_NOT_LAID: 'Erst wenn dein Lager steht, darfst du anlegen.',
    ERR_LAST_CARD_MUST_BE_DISCARDED: 'Die letzte Karte musst du abwerfen – anlegen darfst du sie nicht.',
    ERR_NO_SUCH_MELD: 'Diese Kombination gibt es nicht.',
    ERR_DOES_NOT_FIT: 'Die Karte passt nicht an diese Kombination.',
    ERR_PILE_EMPTY: 'Dieser Stapel ist leer.',
    ERR_CANNOT_TAKE_STORM: 'Einen Schneesturm kann man aus Depots und Ablage nicht nehmen.',
    ERR_STOCK_EMPTY: 'Das Material ist leer.',
    ERR_NO_SUCH_PILE: 'Diesen Stapel gibt es nicht.',
    ERR_STORM_TARGET: 'Vor diesen Mitspieler kannst du keinen Schneesturm legen.',
    ERR_STORM_DISCARD: 'Den Schneesturm darfst du nur abwerfen, wenn schon jeder Mitspieler einen vor sich hat.',
    ERR_NOT_A_STORM: 'Das ist kein Schneesturm.',
    ERR_NO_BACKPACK: 'Einen Rucksack gibt es nur auf der Meister-Expedition.',
    ERR_BACKPACK_FULL: 'Der Rucksack ist voll (vier Karten).',
    ERR_ALREADY_PACKED: 'In diesem Durchgang hast du schon eine Karte eingepackt.',
    ERR_CANNOT_PACK: 'Diese Karte kannst du nicht einpacken (kein Schneesturm, nicht die letzte Karte).',
    ERR_STAGE_DONE: 'Diese Etappe hast du schon geschafft.',
    ERR_STAGE_LOCKED: 'Die Etappe kannst du nur bis zu deinem ersten Zug im Durchgang wechseln.',
    ERR_KEEP_TOO_MANY: 'Du darfst höchstens vier Karten in den nächsten Durchgang mitnehmen.',
    // The rule text: "auf das Material oder ein leuchtendes Depot bzw. die Ablage klicken" — the
    // route's piles named (the depot routes have no Ablage, the Expeditions no depots; QA 6 Dec 2026),
    // on the Meister-Expedition the backpack too ("statt vom Material oder der Ablage … aus dem Rucksack").
    ERR_KEY_DRAW_FIRST: 'Nimm zuerst eine Karte – vom Material (Taste M) oder von einem leuchtenden Depot.',
    ERR_KEY_DRAW_FIRST_DISCARD: 'Nimm zuerst eine Karte – vom Material (Taste M) oder von der Ablage.',
    ERR_KEY_DRAW_FIRST_BACKPACK:
      'Nimm zuerst eine Karte – vom Material (Taste M), von der Ablage oder aus dem Rucksack.',
    ERR_KEY_ALREADY_DRAWN: 'Du hast in diesem Zug schon eine Karte genommen.',
    ERR_KEY_CHOOSE_ONE: 'Wähle zuerst genau eine Karte (Tasten 1–9, 0, ⇧1–⇧0 oder ← →).',
    ERR_KEY_CAMP_INCOMPLETE: 'Dein Lager ist noch nicht komplett.',
    // The rule text, step 2: "Hast du alle Karten für die Kombination deines Lagers, legst du sie komplett aus. Halb geht nicht."
    ERR_KEY_CAMP_HALF:
      'Halb geht nicht: Dein Lager legst du erst aus, wenn du alle Karten dafür hast – dann alle Teile auf einmal.',
    ERR_KEY_NO_LAYOFF: 'Die gewählte Karte passt an keine Kombination.',
    // The rule text, step 3: "Steht dein Lager, darfst du weitere Karten an alle ausliegenden
    // Kombinationen anlegen." A click on a combination or N before that (model.ts `layoffRefusal`).
    ERR_KEY_LAY_CAMP_FIRST: 'Anlegen darfst du erst, wenn dein Lager steht: erst „Lager aufschlagen“, dann anlegen.',
    ERR_KEY_CAMP_FIRST_MISSING: 'Anlegen darfst du erst, wenn dein Lager steht – und dafür fehlen dir noch Karten.',
  },
  en: {
    ERR_PART_SIZE: 'Each part of the camp has exactly as many cards as required.',
    ERR_SHERPA_ONLY: 'Every combination needs at least one real card.',
    ERR_STORM_NOT_LAYABLE: 'You cannot lay the snowstorm here.',
    ERR_RUN_BROKEN: 'That is not a run: the numbers must follow each other directly.',
    ERR_SET_BROKEN: 'Those are not all the same number.',
    ERR_COLOR_BROKEN: 'Those are not all cards of one colour.',
    ERR_CAMP_ALREADY_LAID: 'Your camp is already laid.',
    ERR_CAMP_NOT_LAID: 'You may lay off only once your camp is laid.',
    ERR_LAST_CARD_MUST_BE_DISCARDED: 'Your last card must be discarded, not laid off.',
    ERR_NO_SUCH_MELD: 'That combination does not exist.',
    ERR_DOES_NOT_FIT: 'The card does not fit that combination.',
    ERR_PILE_EMPTY: 'That pile is empty.',
    ERR_CANNOT_TAKE_STORM: 'A snowstorm cannot be taken from depots or the discard pile.',
    ERR_STOCK_EMPTY: 'The stock is empty.',
    ERR_NO_SUCH_PILE: 'That pile does not exist.',
    ERR_STORM_TARGET: 'You cannot lay a snowstorm before that player.',
    ERR_STORM_DISCARD: 'You may simply discard the snowstorm only when every other player already has one.',
    ERR_NOT_A_STORM: 'That is not a snowstorm.',
    ERR_NO_BACKPACK: 'There is a backpack only on the Master Expedition.',
    ERR_BACKPACK_FULL: 'The backpack is full (four cards).',
    ERR_ALREADY_PACKED: 'You have already packed a card this round.',
    ERR_CANNOT_PACK: 'You cannot pack this card (no snowstorm, not your last card).',
    ERR_STAGE_DONE: 'You have already done that stage.',
    ERR_STAGE_LOCKED: 'You can change the stage only until your first move of the round.',
    ERR_KEEP_TOO_MANY: 'You may keep at most four cards for the next round.',
    ERR_KEY_DRAW_FIRST: 'Take a card first – from the stock (key M) or a glowing depot.',
    ERR_KEY_DRAW_FIRST_DISCARD: 'Take a card first – from the stock (key M) or the discard pile.',
    ERR_KEY_DRAW_FIRST_BACKPACK: 'Take a card first – from the stock (key M), the discard pile or your backpack.',
    ERR_KEY_ALREADY_DRAWN: 'You have already taken a card this turn.',
    ERR_KEY_CHOOSE_ONE: 'Choose exactly one card first (keys 1–9, 0, ⇧1–⇧0 or ← →).',
    ERR_KEY_CAMP_INCOMPLETE: 'Your camp is not complete yet.',
    ERR_KEY_CAMP_HALF:
      'Half a camp is not allowed: you lay your camp only once you hold all its cards – then every part at once.',
    ERR_KEY_NO_LAYOFF: 'The chosen card fits no combination.',
    ERR_KEY_LAY_CAMP_FIRST: 'You may lay off only once your camp is laid: first “Lay the camp”, then lay off.',
    ERR_KEY_CAMP_FIRST_MISSING: 'You may lay off only once your camp is laid – and you still lack cards for it.',
  },
};
