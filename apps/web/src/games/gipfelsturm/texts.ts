/**
 * What the shell shows of Gipfelsturm in the page's language (start page, lobby and its options, the
 * `?` list, the leaderboard): the game's own words, German first, English complete. The site's
 * dictionary (`i18n/de.ts`, `en.ts`) names no game.
 */
import type { GipfelErrorCode } from '@kartenhaus/gipfelsturm';
import type { ErrorTexts, Localized } from '../../game-module.js';
import type { ShellErrorCode } from '../../i18n/errors.js';

export const TEXT = {
  kind: {
    de: 'Gemeinsam in Echtzeit · 2 oder 3 Spieler',
    en: 'Together in real time · 2 or 3 players',
  },
  line: {
    de: 'Gemeinsam gegen die Uhr: Räumt zu zweit die drei Gipfel ab, bevor die Zeit um ist.',
    en: 'Together against the clock: clear the three peaks as a pair before time runs out.',
  },
  soloLead: {
    de: 'Räumt gemeinsam die drei Gipfel ab – mit einem Computer als Partner oder mit anderen.',
    en: 'Clear the three peaks together – with a computer partner or with others.',
  },
  tablesLead: {
    de: 'Zu zweit oder zu dritt an einem Tisch; die Uhr startet für alle nach einem Countdown.',
    en: 'Two or three at a table; the clock starts for everyone after a countdown.',
  },
  optPartnerSpeed: {
    de: 'Tempo des Computerpartners',
    en: 'Computer partner’s speed',
  },
  speedCalm: {
    de: 'ruhig',
    en: 'Calm',
  },
  speedMedium: {
    de: 'flink',
    en: 'Quick',
  },
  speedQuick: {
    de: 'sehr flink',
    en: 'Very quick',
  },
  optLevel: {
    de: 'Schwierigkeit',
    en: 'Difficulty',
  },
  /**
   * G1 for two and for three ("Zu dritt": 8, on Schwer and Experte 6 each). The lobby's hint is one
   * text whatever the seats (its form passes no values to a hint), so it names both counts.
   */
  optLevelHint: {
    de: 'Normal: je 12 Vorratskarten, 3 Minuten · Schwer: je 10, 2 Minuten · Experte: je 10, 90 Sekunden.',
    en: 'Normal: 12 stock cards each, 3 minutes · Hard: 10 each, 2 minutes · Expert: 10 each, 90 seconds.',
  },
  optLevelHintThree: {
    de: 'Zu dritt – Normal: je 8 Vorratskarten, 3 Minuten · Schwer: je 6, 2 Minuten · Experte: je 6, 90 Sekunden.',
    en: 'Three players – Normal: 8 stock cards each, 3 minutes · Hard: 6 each, 2 minutes · Expert: 6 each, 90 seconds.',
  },
  levelNormal: {
    de: 'Normal',
    en: 'Normal',
  },
  levelHard: {
    de: 'Schwer',
    en: 'Hard',
  },
  levelExpert: {
    de: 'Experte',
    en: 'Expert',
  },
  variantThree: {
    de: 'Variante: Zu dritt',
    en: 'Variant: three players',
  },
  variantThreeSoloHint: {
    de: 'Drei Abwurfstapel, zwei Computerpartner, weniger Vorratskarten.',
    en: 'Three discard piles, two computer partners, fewer stock cards.',
  },
  variantSilent: {
    de: 'Variante: Stiller Gipfel',
    en: 'Variant: silent peak',
  },
  variantSilentHint: {
    de: 'Keine Zurufe – deutlich schwerer.',
    en: 'No calls – much harder.',
  },
  variantRecord: {
    de: 'Variante: Rekordjagd',
    en: 'Variant: record hunt',
  },
  variantRecordHint: {
    de: 'Mehrere Partien hintereinander; die übrigen Vorratskarten gewonnener Partien zählen zusammen.',
    en: 'Several games in a row; the leftover stock cards of won games add up.',
  },
  optSeatsHint: {
    de: 'Zu zweit, oder zu dritt als Variante.',
    en: 'Two players, or three as a variant.',
  },
  keyGsArrows: {
    de: 'Zur vorigen / nächsten freien Karte',
    en: 'To the previous / next free card',
  },
  keyGsN: {
    de: 'Zur nächsten Karte, die passt (sonst zu „Aufdecken“)',
    en: 'To the next card that fits (else to “turn up”)',
  },
  keyGsPlay: {
    de: 'Karte legen: auf deinen Stapel, sonst auf den des Partners',
    en: 'Lay the card: on your pile, else on your partner’s',
  },
  keyGsPile: {
    de: 'Karte auf den Stapel von Platz 1 / 2 / 3 legen',
    en: 'Lay the card on the pile of seat 1 / 2 / 3',
  },
  keyGsV: {
    de: 'Vorrat aufdecken',
    en: 'Turn up your stock',
  },
  keyGsW: {
    de: '„Warte, noch nicht aufdecken!“',
    en: '“Wait, don’t turn up yet!”',
  },
  keyGsD: {
    de: '„Ich deck auf!“',
    en: '“I’m turning up!”',
  },
  keyGsB: {
    de: '„Ich brauch …!“: dann den Wert wählen',
    en: '“I need …!”: then choose the rank',
  },
  keyGsRank: {
    de: 'Der gebrauchte Wert (0 = 10; B Bube, D Dame, K König; J, Q wie englisch Jack, Queen)',
    en: 'The rank needed (0 = 10; J jack, Q queen, K king; B, D – the German letters – as well)',
  },
  keyGsEsc: {
    de: 'Wertauswahl schließen',
    en: 'Close the rank picker',
  },
  // Between two deals of a Rekordjagd ("Spielt mehrere Partien hintereinander …"): no rounds here.
  summaryTitle: {
    de: 'Nach der Partie',
    en: 'After the game',
  },
  // The leaderboard's formula line (G13: the team's score for everyone; the server's −10 for leaving,
  // L9/S14, as in the other games). The Gipfelsturm board had said nothing of its points (QA 6 Dec 2026).
  formula: {
    de: 'Alle am Tisch bekommen die Punkte des Teams: die übrigen Vorratskarten einer gewonnenen Partie (in der Rekordjagd die Summe der gewonnenen), 0 für eine verlorene; −10 für vorzeitiges Verlassen einer Partie mit anderen Menschen.',
    en: 'Everyone at the table scores the team’s points: the stock cards left in a won game (in a record hunt the sum over the games won), 0 for a lost one; −10 for leaving a game with other humans early.',
  },
  keysNote: {
    de: 'Mit Maus oder Finger: Karte antippen, oder mit der Maus auf einen Stapel ziehen.',
    en: 'With mouse or finger: tap a card, or drag it onto a pile with the mouse.',
  },
} satisfies Readonly<Record<string, Localized>>;

/**
 * The texts of Gipfelsturm's own error codes (its engine's rules, `GIPFEL_ERRORS`), found by
 * `errorText` through the registry; the site's codes are in `i18n/errors.ts`. The table itself says
 * a refused move in its own words (`strings.ts` `refusal`); these are for every other place.
 */
export const ERRORS: ErrorTexts<Exclude<GipfelErrorCode, ShellErrorCode>> = {
  de: {
    ERR_NO_SUCH_SEAT: 'Diesen Platz gibt es nicht.',
    ERR_BAD_TIME: 'Die Zeitangabe ist ungültig.',
    ERR_TIME_UP: 'Die Zeit ist abgelaufen.',
    ERR_CARD_GONE: 'Die Karte ist schon weg – jemand war schneller.',
    ERR_CARD_COVERED: 'Diese Karte liegt verdeckt.',
    ERR_CARD_NOT_IN_PEAKS: 'Diese Karte liegt nicht in den Gipfeln.',
    ERR_NO_SUCH_PILE: 'Diesen Stapel gibt es nicht.',
    ERR_DOES_NOT_FIT: 'Die Karte passt auf keinen Stapel.',
    ERR_STOCK_EMPTY: 'Der Vorrat ist leer.',
    ERR_CALLS_OFF: 'Beim Stillen Gipfel wird nicht gerufen.',
  },
  en: {
    ERR_NO_SUCH_SEAT: 'That seat does not exist.',
    ERR_BAD_TIME: 'The time given is invalid.',
    ERR_TIME_UP: 'Time is up.',
    ERR_CARD_GONE: 'The card is gone – someone was faster.',
    ERR_CARD_COVERED: 'That card lies face down.',
    ERR_CARD_NOT_IN_PEAKS: 'That card is not in the peaks.',
    ERR_NO_SUCH_PILE: 'That pile does not exist.',
    ERR_DOES_NOT_FIT: 'The card fits on no pile.',
    ERR_STOCK_EMPTY: 'The stock is empty.',
    ERR_CALLS_OFF: 'No calls in the silent variant.',
  },
};
