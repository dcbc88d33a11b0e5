/** The tiny game's words in both languages (it brings its own: the site's dictionary knows no test game). */
import type { Localized } from '../../game-module.js';
import type { Language } from '../../settings.js';
import type { SeatWords } from '../../table/seat-names.js';

/** How the table names its seats (`n`: the table seat, 0-based). */
export const SEAT_WORDS: Readonly<Record<Language, SeatWords>> = {
  de: { you: 'Du', computer: (n) => `Computer ${n}`, seatNo: (n) => `Platz ${n}` },
  en: { you: 'You', computer: (n) => `Computer ${n}`, seatNo: (n) => `Seat ${n}` },
};

export const TEXT = {
  kind: { de: 'Testspiel · 2 oder 3 Spieler', en: 'Test game · 2 or 3 players' },
  line: {
    de: 'Drei Karten, zwei Runden: die kleinste Summe gewinnt.',
    en: 'Three cards, two rounds: the lowest sum wins.',
  },
  soloLead: { de: 'Allein gegen 1 oder 2 Computer.', en: 'Alone against 1 or 2 computers.' },
  tablesLead: {
    de: 'Eröffne einen Tisch für 2 oder 3 Spieler oder setz dich an einen offenen Tisch.',
    en: 'Open a table for 2 or 3 players or sit down at an open table.',
  },
  formula: { de: 'Platz 1 bekommt 30 Punkte.', en: 'First place scores 30 points.' },
  keyPlay: { de: 'Die Karte mit dieser Zahl spielen', en: 'Play the card with this number' },
  hand: { de: 'Deine Hand', en: 'Your hand' },
  played: { de: 'Ausgespielt', en: 'Played' },
  yourTurn: { de: 'Du bist dran.', en: 'Your turn.' },
  waiting: { de: 'Die anderen sind dran.', en: 'The others are playing.' },
  timedOut: {
    de: 'Deine Bedenkzeit ist abgelaufen – der Computer hat für dich gespielt.',
    en: 'Your think time ran out – the computer played for you.',
  },
  nothingPlayed: { de: 'noch nichts', en: 'nothing yet' },
  practiceLink: { de: 'Üben', en: 'Practice' },
  practiceTitle: { de: 'Kleinste Zahl üben', en: 'Practise Kleinste Zahl' },
  again: { de: 'Neu geben', en: 'Deal again' },
  over: { de: 'Das Spiel ist aus.', en: 'The game is over.' },
} satisfies Readonly<Record<string, Localized>>;
