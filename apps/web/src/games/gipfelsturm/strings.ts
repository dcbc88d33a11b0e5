/** The Gipfelsturm screens' texts, German first and English. The rule text's words where it has them. */
import { rankOf, suitOf, type Card, type QuickCall, type Rank } from '@kartenhaus/gipfelsturm';
import type { Language } from '../../settings.js';
import type { LogEntry, Refusal } from './model.js';

const RANKS_DE = ['Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Bube', 'Dame', 'König'];
const RANKS_EN = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const SUITS_DE = ['Kreuz', 'Pik', 'Herz', 'Karo'];
const SUITS_EN = ['clubs', 'spades', 'hearts', 'diamonds'];

/** "Ich brauch einen Buben!": the rank with its German article. */
const needDe = (r: Rank): string =>
  r === 0 ? 'ein Ass' : r === 10 ? 'einen Buben' : r === 11 ? 'eine Dame' : r === 12 ? 'einen König' : `eine ${r + 1}`;
const needEn = (r: Rank): string =>
  r === 0 ? 'an Ace' : r >= 10 ? `a ${RANKS_EN[r]}` : r === 7 ? 'an 8' : `a ${r + 1}`;

const de = {
  practiceMark: 'Übung – zählt nicht',
  practiceTitle: 'Gipfelsturm · Übung',
  practiceLink: 'Üben ohne Verbindung',
  setupTitle: 'Übungstisch einrichten',
  setupLead:
    'Du spielst mit einem Computer als Partner; die Partie läuft ganz in deinem Browser, auch ohne Verbindung.',
  /** The lobby's name of the same setting (texts.ts `partnerSpeed`; QA 6 Dec 2026: two names). */
  partnerSpeed: 'Tempo des Computerpartners',
  speed: { normal: 'ruhig', schwer: 'flink', experte: 'sehr flink' },
  level: 'Schwierigkeit',
  levels: {
    normal: 'Normal (12 Vorratskarten, 3 Minuten)',
    schwer: 'Schwer (10, 2 Minuten)',
    experte: 'Experte (10, 90 s)',
  },
  /** The levels with "Zu dritt" ticked: fewer stock cards each (G1, "Varianten"). */
  levelsThree: {
    normal: 'Normal (8 Vorratskarten, 3 Minuten)',
    schwer: 'Schwer (6, 2 Minuten)',
    experte: 'Experte (6, 90 s)',
  },
  three: 'Zu dritt (zwei Computer-Partner)',
  silent: 'Stiller Gipfel (keine Zurufe)',
  record: 'Rekordjagd (5 Partien hintereinander)',
  start: 'Los geht’s',
  you: 'Du',
  /**
   * A computer partner, as the site names computers ("Computer 2"), by the seat it sits on: the
   * "Platz n" of the frame's seat list and the pile's key n. "Partner (Platz 2)" made its pile
   * "Stapel von Partner (Platz 2)".
   */
  computer: (seat: number) => `Computer ${seat}`,
  rankName: (r: Rank) => RANKS_DE[r] ?? '?',
  cardName: (c: Card) => `${SUITS_DE[suitOf(c)]} ${RANKS_DE[rankOf(c)]}`,
  peaks: 'Die Gipfel',
  peaksLeft: (n: number) => (n === 1 ? 'Noch 1 Gipfelkarte' : `Noch ${n} Gipfelkarten`),
  faceDown: 'verdeckt',
  freeRow: 'Freie Karten',
  fitsOn: (pile: string) => `passt auf ${pile}`,
  fitsNowhere: 'passt gerade nicht',
  piles: 'Die Abwurfstapel',
  pileMine: 'deinen Stapel',
  /** A player's own pile in the log ("Computer 2 legt Pik 6 auf den eigenen Stapel"; names carry no gender). */
  pileOwn: 'den eigenen Stapel',
  pileOf: (name: string) => `den Stapel von ${name}`,
  pileTitle: (name: string, mine: boolean) => (mine ? 'Dein Stapel' : `Stapel von ${name}`),
  pileTop: (card: string) => `oben: ${card}`,
  stock: (n: number) => (n === 1 ? 'Vorrat: 1 Karte' : `Vorrat: ${n} Karten`),
  flip: 'Aufdecken',
  flipEmpty: 'Vorrat leer',
  clock: 'Zeit',
  noClock: 'ohne Uhr',
  countdown: 'Gleich geht’s los',
  los: 'Los!',
  calls: 'Zurufe',
  callText: (call: QuickCall) =>
    call.kind === 'warte'
      ? 'Warte, noch nicht aufdecken!'
      : call.kind === 'deckeAuf'
        ? 'Ich deck auf!'
        : `Ich brauch ${needDe(call.rank)}!`,
  callShort: (call: QuickCall) =>
    call.kind === 'warte' ? 'Warte!' : call.kind === 'deckeAuf' ? 'Ich deck auf!' : `Brauch ${RANKS_DE[call.rank]}`,
  needOther: 'Ich brauch …',
  needPick: 'Welche Karte brauchst du?',
  needClose: 'Schließen',
  silentNote: 'Stiller Gipfel: keine Zurufe.',
  /** The list of a partner's last plays at its pile (cards laid and turned up), as a screen reader names it. */
  recentPlays: (name: string) => `Zuletzt gespielt von ${name}`,
  partnerPlayed: (card: string, pile: string) => `${card} auf ${pile}`,
  partnerTurned: (card: string) => `${card} aufgedeckt`,
  log: 'Was passiert',
  logLine: (
    e: LogEntry,
    who: (s: number) => string,
    me: number | null,
    card: (c: Card) => string,
    pile: (s: number) => string,
  ) => {
    switch (e.kind) {
      case 'started':
        return 'Los! Die Uhr läuft.';
      case 'played': {
        // On the player's own pile: "auf den eigenen Stapel" ("… auf den Stapel von Computer 2" had
        // named the player twice); the own seat's pile stays "deinen Stapel", also while the computer plays it.
        const onto = e.pile === e.seat && pile(e.pile) !== de.pileMine ? de.pileOwn : pile(e.pile);
        return e.seat === me
          ? `Du legst ${card(e.card)} auf ${onto}.`
          : `${who(e.seat)} legt ${card(e.card)} auf ${onto}.`;
      }
      case 'turned':
        return e.seat === me ? `Du deckst ${card(e.card)} auf.` : `${who(e.seat)} deckt ${card(e.card)} auf.`;
      case 'flipped':
        return `Frei: ${card(e.card)}.`;
      case 'called':
        return e.seat === me ? `Du rufst: „${de.callText(e.call)}“` : `${who(e.seat)} ruft: „${de.callText(e.call)}“`;
      case 'over':
        return de.outcome(e.outcome.won ? 'won' : e.outcome.reason, e.outcome.won ? e.outcome.score : 0);
      case 'dealt':
        return `Partie ${e.game + 1} ist ausgeteilt.`;
      case 'again':
        return e.series
          ? 'Nochmal: eine neue Rekordjagd, Partie 1 ist ausgeteilt.'
          : 'Nochmal: eine neue Partie ist ausgeteilt.';
    }
  },
  /** The end of a deal in the log: the result's title and why, in one line. */
  outcome: (kind: 'won' | 'timeUp' | 'stuck', score: number) =>
    kind === 'won' ? `Gewonnen! ${de.outcomeWhy(kind, score)}` : `${de.outcomeWhy(kind, score)} Verloren.`,
  /** Why, under the result's title ("Gewonnen!", "Verloren"), which it does not say again. */
  outcomeWhy: (kind: 'won' | 'timeUp' | 'stuck', score: number) =>
    kind === 'won'
      ? `Alle Gipfel sind abgeräumt – ${score === 1 ? '1 Vorratskarte' : `${score} Vorratskarten`} übrig.`
      : kind === 'timeUp'
        ? 'Die Zeit ist um – Hände weg.'
        : 'Alle Vorräte sind leer und nichts passt mehr.',
  resultTitle: (won: boolean): string => (won ? 'Gewonnen!' : 'Verloren'),
  series: (won: number, games: number, score: number) =>
    `Rekordjagd: ${won} von ${games} Partien gewonnen, zusammen ${score === 1 ? '1 Vorratskarte' : `${score} Vorratskarten`} übrig.`,
  deal: (n: number) => `Partie ${n}`,
  dealWon: (score: number) => `gewonnen, ${score} übrig`,
  dealLost: 'verloren',
  nextDeal: 'Nächste Partie',
  again: 'Nochmal',
  toLobby: 'Zur Gipfelsturm-Lobby',
  refusal: (r: Refusal, card: string | null) =>
    r === 'taken'
      ? card
        ? `Zu spät – jemand war schneller und hat ${card} schon gelegt.`
        : 'Zu spät – jemand war schneller und hat die Karte schon gelegt.'
      : r === 'tooLate'
        ? card
          ? `Zu spät – ${card} passt nicht mehr, jemand war schneller. Die Karte bleibt liegen.`
          : 'Zu spät – jemand war schneller.'
        : r === 'timeUp'
          ? 'Die Zeit ist abgelaufen.'
          : r === 'notYet'
            ? 'Noch nicht – erst nach „Los!“.'
            : r === 'over'
              ? 'Die Partie ist schon zu Ende.'
              : r === 'away'
                ? 'Gerade spielt der Computer für dich – klick auf „Ich bin zurück“.'
                : 'Das ging gerade nicht.',
  noFit: (card: string) => `${card} passt gerade auf keinen Stapel.`,
  noFitPile: (card: string, pile: string) => `${card} passt nicht auf ${pile}.`,
  /** 3 at a table of two. */
  noThirdPile: 'Zu zweit gibt es keinen dritten Stapel.',
  /** Enter, Space or 1–3 with no card focused (`key`: the key's name, `keyName`). */
  noCardFocused: (key: string) =>
    `${key} legt die Karte, auf der du stehst – geh erst mit ← / → oder N auf eine freie Karte.`,
  keyName: (key: string) => (key === ' ' ? 'Leertaste' : key),
  /** A key that chooses no rank while the "Ich brauch …" picker is open. */
  needKeys: 'Den Wert wählst du mit A, 2–9, 0 (= 10), B (Bube), D (Dame) oder K (König); Esc schließt.',
  keysTitle: 'Tasten',
  keys: [
    ['← →', 'zwischen den freien Karten wechseln'],
    ['N', 'zur nächsten Karte, die passt'],
    ['Enter', 'die Karte legen (erst auf deinen Stapel)'],
    ['1 2 3', 'die Karte auf den Stapel von Platz 1/2/3'],
    ['V', 'Vorrat aufdecken'],
  ] as readonly (readonly [string, string])[],
  /** The quick calls' keys: listed only where calls are allowed (not with Stiller Gipfel). */
  callKeys: [
    ['W', '„Warte!“'],
    ['D', '„Ich deck auf!“'],
    ['B + Wert', '„Ich brauch …!“ (A, 2–9, 0 = 10, B Bube, D Dame, K König)'],
  ] as readonly (readonly [string, string])[],
  seatNo: (n: number) => `Platz ${n}`,
  /** Who plays the own seat while the computer has taken it over (A3), as the log names it. */
  computerForYou: 'Der Computer (für dich)',
  /** Who made another seat's move for its player (T4 timed out, A3 away), as the log names it. */
  computerFor: (name: string) => `Der Computer (für ${name})`,
};

export type GipfelText = typeof de;

const en: GipfelText = {
  practiceMark: 'Practice – does not count',
  practiceTitle: 'Gipfelsturm · Practice',
  practiceLink: 'Practise offline',
  setupTitle: 'Set up the practice table',
  setupLead: 'You play with a computer partner; the game runs entirely in your browser, even offline.',
  partnerSpeed: 'Computer partner’s speed',
  speed: { normal: 'Calm', schwer: 'Quick', experte: 'Very quick' },
  level: 'Difficulty',
  levels: {
    normal: 'Normal (12 stock cards, 3 minutes)',
    schwer: 'Hard (10, 2 minutes)',
    experte: 'Expert (10, 90 s)',
  },
  levelsThree: {
    normal: 'Normal (8 stock cards, 3 minutes)',
    schwer: 'Hard (6, 2 minutes)',
    experte: 'Expert (6, 90 s)',
  },
  three: 'Three players (two computer partners)',
  silent: 'Silent peak (no calls)',
  record: 'Record hunt (5 games in a row)',
  start: 'Let’s go',
  you: 'You',
  computer: (seat) => `Computer ${seat}`,
  rankName: (r: Rank) => RANKS_EN[r] ?? '?',
  cardName: (c: Card) => `${RANKS_EN[rankOf(c)]} of ${SUITS_EN[suitOf(c)]}`,
  peaks: 'The peaks',
  peaksLeft: (n: number) => (n === 1 ? '1 peak card left' : `${n} peak cards left`),
  faceDown: 'face down',
  freeRow: 'Free cards',
  fitsOn: (pile: string) => `fits ${pile}`,
  fitsNowhere: 'fits nowhere now',
  piles: 'The discard piles',
  pileMine: 'your pile',
  pileOwn: 'their own pile',
  pileOf: (name: string) => `${name}’s pile`,
  pileTitle: (name: string, mine: boolean) => (mine ? 'Your pile' : `${name}’s pile`),
  pileTop: (card: string) => `top: ${card}`,
  stock: (n: number) => (n === 1 ? 'Stock: 1 card' : `Stock: ${n} cards`),
  flip: 'Turn up',
  flipEmpty: 'Stock empty',
  clock: 'Time',
  noClock: 'no clock',
  countdown: 'Get ready',
  los: 'Go!',
  calls: 'Calls',
  callText: (call: QuickCall) =>
    call.kind === 'warte'
      ? 'Wait, don’t turn up yet!'
      : call.kind === 'deckeAuf'
        ? 'I’m turning up!'
        : `I need ${needEn(call.rank)}!`,
  callShort: (call: QuickCall) =>
    call.kind === 'warte' ? 'Wait!' : call.kind === 'deckeAuf' ? 'I’m turning up!' : `Need ${RANKS_EN[call.rank]}`,
  needOther: 'I need …',
  needPick: 'Which card do you need?',
  needClose: 'Close',
  silentNote: 'Silent peak: no calls.',
  recentPlays: (name) => `${name}’s recent plays`,
  partnerPlayed: (card: string, pile: string) => `${card} onto ${pile}`,
  partnerTurned: (card: string) => `turned up ${card}`,
  log: 'What happens',
  logLine: (e, who, me, card, pile) => {
    switch (e.kind) {
      case 'started':
        // The cards carry the German ranks' letters (DESIGN.md), while the English log and names
        // say Jack and Queen: the first line says which is which (QA 7 Dec 2026, an English player
        // read "B" and "D" as riddles; the rules explain them, the table had not).
        return 'Go! The clock is running. On the cards B is the jack (Bube), D the queen (Dame).';
      case 'played': {
        const onto = e.pile === e.seat && pile(e.pile) !== en.pileMine ? en.pileOwn : pile(e.pile);
        return `${e.seat === me ? 'You lay' : `${who(e.seat)} lays`} ${card(e.card)} onto ${onto}.`;
      }
      case 'turned':
        return `${e.seat === me ? 'You turn' : `${who(e.seat)} turns`} up ${card(e.card)}.`;
      case 'flipped':
        return `Free: ${card(e.card)}.`;
      case 'called':
        return `${e.seat === me ? 'You call' : `${who(e.seat)} calls`}: “${en.callText(e.call)}”`;
      case 'over':
        return en.outcome(e.outcome.won ? 'won' : e.outcome.reason, e.outcome.won ? e.outcome.score : 0);
      case 'dealt':
        return `Game ${e.game + 1} is dealt.`;
      case 'again':
        return e.series ? 'Again: a new record hunt, game 1 is dealt.' : 'Again: a new game is dealt.';
    }
  },
  outcome: (kind, score) =>
    kind === 'won' ? `Won! ${en.outcomeWhy(kind, score)}` : `${en.outcomeWhy(kind, score)} Lost.`,
  outcomeWhy: (kind, score) =>
    kind === 'won'
      ? `All peaks cleared – ${score === 1 ? '1 stock card' : `${score} stock cards`} left.`
      : kind === 'timeUp'
        ? 'Time is up – hands off.'
        : 'All stocks are empty and nothing fits any more.',
  resultTitle: (won: boolean) => (won ? 'Won!' : 'Lost'),
  series: (won, games, score) =>
    `Record hunt: ${won} of ${games} games won, ${score === 1 ? '1 stock card' : `${score} stock cards`} left in all.`,
  deal: (n) => `Game ${n}`,
  dealWon: (score) => `won, ${score} left`,
  dealLost: 'lost',
  nextDeal: 'Next game',
  again: 'Play again',
  toLobby: 'To the Gipfelsturm lobby',
  refusal: (r, card) =>
    r === 'taken'
      ? card
        ? `Too late – someone was faster and has already laid ${card}.`
        : 'Too late – someone was faster and has already laid the card.'
      : r === 'tooLate'
        ? card
          ? `Too late – ${card} no longer fits, someone was faster. The card stays where it is.`
          : 'Too late – someone was faster.'
        : r === 'timeUp'
          ? 'Time is up.'
          : r === 'notYet'
            ? 'Not yet – wait for “Go!”.'
            : r === 'over'
              ? 'The game is already over.'
              : r === 'away'
                ? 'The computer is playing for you – click “I’m back”.'
                : 'That did not work just now.',
  noFit: (card) => `${card} fits no pile just now.`,
  noFitPile: (card, pile) => `${card} does not fit ${pile}.`,
  noThirdPile: 'With two players there is no third pile.',
  noCardFocused: (key) => `${key} lays the card you are on – first go to a free card with ← / → or N.`,
  keyName: (key) => (key === ' ' ? 'Space' : key),
  needKeys: 'Choose the rank with A, 2–9, 0 (= 10), J (Jack), Q (Queen) or K (King); Esc closes.',
  keysTitle: 'Keys',
  keys: [
    ['← →', 'move between the free cards'],
    ['N', 'to the next card that fits'],
    ['Enter', 'lay the card (your pile first)'],
    ['1 2 3', 'lay the card onto the pile of seat 1/2/3'],
    ['V', 'turn up your stock'],
  ],
  callKeys: [
    ['W', '“Wait!”'],
    ['D', '“I’m turning up!”'],
    ['B + rank', '“I need …!” (A, 2–9, 0 = 10, J = Jack, Q = Queen, K = King; B, D as well)'],
  ],
  seatNo: (n) => `Seat ${n}`,
  computerForYou: 'The computer (for you)',
  computerFor: (name: string) => `The computer (for ${name})`,
};

export const TEXT: Readonly<Record<Language, GipfelText>> = { de, en };
