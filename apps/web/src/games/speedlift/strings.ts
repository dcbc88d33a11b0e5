/** The Speedlift screens' texts, German first and English. Card names stay German (proper names). */
import type { Language } from '../../settings.js';
import { cardName } from '@kartenhaus/speedlift';
import type { Dir, NextMust, Preview, Refusal } from './model.js';

/** "1 Karton", "7 Kartons" — the game's own word in both languages. */
/**
 * "1 Karton", "3 Kartons", "−2 Kartons" (the Liftboy's, with the minus sign the card shows, not a
 * hyphen); "−1 Karton" too, singular for ±1 in both languages (QA 6 Dec 2026: "Die Fahrt (−1 Kartons)").
 */
export const kartonsText = (k: number): string => `${k < 0 ? `−${-k}` : k} ${Math.abs(k) === 1 ? 'Karton' : 'Kartons'}`;

const de = {
  practiceMark: 'Übung – zählt nicht',
  practiceTitle: 'Speedlift · Übung',
  dailyPracticeTitle: 'Speedlift · Tagesfahrt (Übung)',
  dailyPracticeNote:
    'Die echte Tagesfahrt mit den Karten des Tages und der Tagesliste startest du in der Speedlift-Lobby. Hier fährst du zur Übung eine Schicht im Tagesfahrt-Format (zu viert gegen drei normale Computer, ohne Rat) – sie zählt nicht.',
  /** The same on a phone, in the one line the table leaves it (the whole note stays the one read). */
  dailyPracticeNoteShort: 'Die echte Tagesfahrt startest du in der Speedlift-Lobby.',
  setupTitle: 'Übungstisch einrichten',
  computers: 'Computer',
  strength: 'Stärke',
  leicht: 'leicht',
  normal: 'normal',
  stark: 'stark',
  limit: 'Partie bis',
  aussteigen: 'Aussteigen jederzeit',
  gleiche: 'Gleiche Etage hält',
  sonderkarten: 'Sonderkarten',
  sonderAlle: 'alle',
  sonderOhneDetektiv: 'ohne Detektiv',
  sonderKeine: 'ganz ohne',
  ladenhueter: 'Ladenhüter zählen nicht',
  start: 'Losfahren',
  you: 'Du',
  computer: (n: number) => `Computer ${n}`,
  /** A player whose name the table no longer knows (docs/protocol.md, game seats). */
  seatNo: (n: number) => `Platz ${n}`,
  seatLabel: (name: string, cards: number) => `${name}, ${cards} Karten`,
  hand: 'Deine Hand',
  handOf: (name: string) => `Hand von ${name}`,
  ride: 'Die Fahrt',
  rideEmpty: 'Die Fahrt ist leer – wer dran ist, eröffnet mit einer Zahlenkarte.',
  floorDial: 'Etagenanzeige',
  floorNone: 'Noch keine Etage',
  floorAt: (f: number) => (f === 0 ? 'Erdgeschoss' : f === 13 ? 'Dach' : `Etage ${f}`),
  /** The dial's two ends as a lift's panel writes them (drawn only; the dial's name says the floor). */
  dialEnds: ['EG', 'D'] as readonly [ground: string, roof: string],
  up: 'Rauf',
  down: 'Runter',
  open: 'Richtung offen',
  dialState: (floor: string, dir: string) => `Lift: ${floor}, ${dir}`,
  previewSay: (card: string, floor: string, dir: Dir, next: string) =>
    `${card}: Lift danach ${floor}, ${dir === 1 ? 'Rauf' : dir === -1 ? 'Runter' : 'Richtung offen'}. ${next}`,
  previewRideEnds: (card: string, next: string) => `${card}: die Fahrt endet. ${next}`,
  turnYou: 'Du bist dran.',
  nextRoundWhenAllRead: 'Die nächste Runde beginnt, sobald alle die Abrechnung mit „Weiter“ geschlossen haben.',
  handAfterAbrechnung: 'Die Karten der nächsten Runde siehst du nach der Abrechnung.',
  turnYouForced: 'Du bist dran. Keine Karte passt – du musst aussteigen.',
  /** The seat's turn mark ◆, read. */
  onTurn: (name: string): string => (name === 'Du' ? 'bist dran' : 'ist dran'),
  // A replay of the own seat names it "Du" (QA 5 Dec 2026: "Du ist dran.").
  turnOther: (name: string) => (name === 'Du' ? 'Du bist dran.' : `${name} ist dran.`),
  exit: 'Aussteigen',
  exitForced: 'Aussteigen (du kannst nicht passend legen)',
  /** Why a tap or key did nothing; the rule text's words where it has them. */
  refusal: {
    up: (floor: string, orEqual: boolean) => `Der Lift fährt rauf: nur ${orEqual ? 'ab' : 'höher als'} ${floor}.`,
    down: (floor: string, orEqual: boolean) => `Der Lift fährt runter: nur ${orEqual ? 'bis' : 'tiefer als'} ${floor}.`,
    sameFloor: (floor: string) => `Dieselbe Etage darf nicht gelegt werden – der Lift steht auf ${floor}.`,
    specialTooEarly: 'Liftboy und Expresskabine darfst du legen, sobald die Richtung feststeht.',
    mustOpen: 'Sonderkarten darf man bei der Eröffnung nur ausspielen, wenn man keine Zahlenkarte mehr hat.',
    mustPlay: 'Wer passend legen kann, muss legen – aussteigen geht erst, wenn keine Karte passt.',
    nothingToTake: 'Die Fahrt ist leer – es gibt keine Ladung zum Mitnehmen.',
    hintNotHere: 'Einen Rat gibt es nur allein gegen den Computer, nicht bei der Tagesfahrt.',
    noSuchCard: (n: number) => `Du hast nur ${n === 1 ? 'eine Karte' : `${n} Karten`}.`,
  },
  hint: 'Rat',
  hintTitle: 'Rat des starken Computers',
  hintThinking: 'Der starke Computer rechnet …',
  hintChoice: 'Seine Wahl',
  /** Over the Rat's list of the other moves it weighed (the chosen one is said above it, once). */
  hintOthers: 'Außerdem erwogen',
  /** The Rat's reasons (`HintReason.why`), cards and players named as at the table. */
  rat: {
    open: (card: string, floor: number) => `${card}: du eröffnest die Fahrt auf Etage ${floor}`,
    openSpecial: (card: string) => `${card} wirkt bei der Eröffnung nicht (keine Zahlenkarte auf der Hand)`,
    number: (card: string, dir: -1 | 0 | 1) =>
      dir === 0 ? `${card}: die Richtung bleibt offen` : `${card}: der Lift fährt ${dir === 1 ? 'rauf' : 'runter'}`,
    // "rauf ins Erdgeschoss, runter aufs Dach": after an Expresskabine the lift stands there, not on "Etage 0/13".
    liftboy: (floor: number, dir: -1 | 0 | 1) =>
      `Liftboy: der Lift fährt ${floor === 0 ? 'vom Erdgeschoss' : floor === 13 ? 'vom Dach' : `ab Etage ${floor}`} ${dir === 1 ? 'rauf' : 'runter'}`,
    express: (dir: -1 | 0 | 1) => `Expresskabine: der Lift fährt zurück ${dir === 1 ? 'ins Erdgeschoss' : 'aufs Dach'}`,
    detective: (name: string, k: number) =>
      `Hausdetektiv: ${name} ${name === 'Du' ? 'nimmst' : 'nimmt'} die Ladung mit ${kartonsText(k)}`,
    previous: 'der Vorgänger',
    exit: (k: number) => `Aussteigen: du nimmst ${kartonsText(k)} und eröffnest die nächste Fahrt`,
    // The rule text's words: "wie wahrscheinlich der Nächste nicht passend legen kann und was die Wahl im
    // Durchspielen kostet" (QA 7 Dec 2026: "kann mit 0 % nicht mehr folgen; erwartete Strafe 19,2" —
    // whose penalty, of what?). The cost is the round's penalty in the playouts (`bots.ts`).
    cannotFollow: (name: string, pct: number) => `${name} kann mit ${pct} % nicht passend legen`,
    // "Hat nach einer Runde jemand so viele Strafpunkte erreicht, ist die Partie aus": stark plays for that end when ahead
    endsAhead: (pct: number) => `mit ${pct} % endet die Partie mit dir vorn`,
    cost: (x: number) => `im Durchspielen ${x.toFixed(1).replace('.', ',')} Strafpunkte in dieser Runde`,
  },
  bilanz: 'Bilanz',
  abrechnung: (round: number) => `Abrechnung Runde ${round}`,
  confirm: 'Weiter',
  kartons: 'Kartons',
  ladenhueterShort: 'Ladenhüter',
  strafe: 'Strafe der Runde',
  sum: 'Summe',
  // A seat's sum while the game runs: the finished rounds' only (the round running has no
  // Strafe yet), so "1 Ladung, 8 Kartons · Summe: 0" read as a contradiction (QA item 10).
  sumSoFar: 'bisher',
  sumSoFarTitle: 'Summe der beendeten Runden (ohne die laufende)',
  round: (n: number) => `Runde ${n}`,
  roundOf: (n: number, of: number) => `Runde ${n} von ${of}`,
  player: 'Spieler',
  /** The list of seats around the table (its name for a screen reader). */
  players: 'Spieler',
  standings: 'Endstand',
  place: (n: number) => `Platz ${n}`,
  points: 'Strafpunkte',
  log: 'Protokoll',
  again: 'Nochmal',
  toLobby: 'Zur Lobby',
  /** The loads' first part as a seat shows it, "6 Ladungen," (in a narrow seat the Kartons go under it). */
  loadCount: (n: number) => `${n} ${n === 1 ? 'Ladung' : 'Ladungen'},`,
  cardsLeft: (n: number) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  fewCards: (n: number) => `nur noch ${n} – gleich Feierabend`,
  markers: 'Marken',
  /**
   * What a seat marker says (L6, L16): what everybody knows about a hand after a forced exit.
   * "o.S. = ohne Sonderkarte, o.D. = ohne Hausdetektiv" are the rule text's; `=f` and `o.Z.` ours.
   */
  marker: {
    atMost: (f: number) => `keine Zahlenkarte über ${f}`,
    atLeast: (f: number) => `keine Zahlenkarte unter ${f}`,
    between: (lo: number, hi: number) => `nur Zahlenkarten von ${lo} bis ${hi}`,
    only: (f: number) => `nur noch Zahlenkarten der Etage ${f}`,
    noNumber: 'ohne Zahlenkarte: keine Zahlenkarte mehr',
    noSpecial: 'ohne Sonderkarte',
    noDetective: 'ohne Hausdetektiv',
    because: 'musste aussteigen',
    /** The marks as a seat shows them: the view's own (the rule text's "o.S.", "o.D."). */
    short: {} as Readonly<Record<string, string>>,
  },
  markerLegend: 'Marken',
  countingTitle: 'Karten zählen',
  gone: 'weg',
  mine: 'bei dir',
  unseen: 'offen',
  specialsGone: 'Sonderkarten weg',
  fits: 'passt jetzt',
  fitsNot: 'passt gerade nicht',
  notYourTurn: 'du bist nicht dran',
  effectLB: 'Kehrt die Fahrtrichtung um, die Etage bleibt.',
  effectEX: 'Fährt zurück an den Anfang: rauf ins Erdgeschoss, runter aufs Dach.',
  effectHD: 'Stellt den, der die Karte davor gelegt hat: er nimmt sofort die ganze Ladung samt Detektiv.',
  effectNumber: (f: number) => `Etage ${f}.`,
  porzellanNote: 'Porzellan ist zerbrechlich und wiegt mehr: +1 Karton.',
  detail: 'Karte',
  close: 'Schließen',
  rauf: 'Rauf!',
  runter: 'Runter!',
  feierabend: 'Feierabend!',
  played: (name: string, card: string) => (name === 'Du' ? `Du legst ${card}.` : `${name} legt ${card}.`),
  exited: (name: string, k: number, forced: boolean) =>
    `${name} ${name === 'Du' ? 'steigst' : 'steigt'} aus${forced ? '' : ' (freiwillig)'} und ${name === 'Du' ? 'nimmst' : 'nimmt'} die Ladung mit ${kartonsText(k)}.`,
  caught: (name: string, by: string, k: number) =>
    `${by} ${by === 'Du' ? 'stellst' : 'stellt'} ${name === 'Du' ? 'dich' : name} mit dem Hausdetektiv: ${kartonsText(k)}.`,
  feierabendBy: (name: string) => `Feierabend! ${name} ${name === 'Du' ? 'hast' : 'hat'} die letzte Karte gelegt.`,
  roundStarted: (n: number, opener: string) => `Runde ${n}: ${opener} ${opener === 'Du' ? 'eröffnest' : 'eröffnet'}.`,
  /** The log's line for a new game at the table ("Nochmal"; QA 5 Dec 2026: the old game's last lines ran straight on into the new one's moves). */
  newGame: (opener: string) => `Neue Partie – Runde 1: ${opener} ${opener === 'Du' ? 'eröffnest' : 'eröffnet'}.`,
  gameOver: 'Die Partie ist aus.',
  /** Who plays the own seat while the computer has taken it over (A3), as the log names it. */
  computerForYou: 'Der Computer (für dich)',
  /** Who made another seat's move for its player (T4 timed out, A3 away), as the log names it. */
  computerFor: (name: string) => `Der Computer (für ${name})`,
  /** The keys that act here: R only where the Rat is offered (solo, not the Tagesfahrt). */
  keysLine: (hint: boolean) =>
    `Tasten: 1–9 (0 = 10., ⇧1 = 11.) wählen, nochmal oder Enter legt, ← → blättern, A Aussteigen, ${hint ? 'R Rat, ' : ''}B Bilanz, Esc schließt.`,
  nextMust: (next: NextMust, name: string) => nextText('de', next, name),
  schoolTitle: 'Fahrschule',
  cardsTitle: 'Karten',
  lesson: (n: number) => `Lektion ${n}`,
  quiz: 'Prüffrage',
  correct: 'Richtig!',
  wrong: 'Noch nicht – lies den Hinweis und versuch es nochmal.',
  /** The Fahrschule's hint after a wrong move or answer. */
  lessonHint: 'Hinweis',
  tryIt: 'Probier es aus: lege eine Karte.',
  lessonDone: 'Lektion bestanden',
  schoolDone: 'Fahrschule bestanden!',
  nextLesson: 'Nächste Lektion',
  played2: (card: string) => `Du hast ${card} gelegt.`,
  resetPosition: 'Stellung neu',
  departmentsTitle: 'Die Abteilungen',
  kartonsTable: 'Kartons',
  specialsTitle: 'Die Sonderkarten',
  specialsCount: 'Je zwei im Spiel. Hausregel „Sonderkarten“: alle, ohne Detektiv oder ganz ohne.',
  floors: 'Etagen',
  penaltyOf: (k: number) => kartonsText(k),
  links: { practice: 'Üben ohne Verbindung', daily: 'Tagesfahrt (Übung)', school: 'Fahrschule', cards: 'Karten' },
  thinking: (name: string) => `${name} überlegt …`,
  dailyAgainLobby: 'Du bist heute schon gefahren – dieser Versuch zählt nicht für die Tagesliste.',
  dailyAgainBadge: 'Tagesfahrt – zählt nicht',
  dailyAgainTable:
    'Du bist heute schon gefahren: Diese Tagesfahrt zählt nicht für die Tagesliste. Dort steht deine erste Fahrt des Tages.',
  dailyCountsBadge: 'Tagesfahrt – zählt für die Tagesliste',
  dailyGuestLobby:
    'Als Gast stehst du nicht auf der Tagesliste. Melde dich vor der Fahrt an: Wer als Gast fährt und sich danach anmeldet, ist heute schon gefahren.',
  dailyGuestBadge: 'Tagesfahrt als Gast – zählt nicht',
  dailyGuestTable: 'Als Gast stehst du nicht auf der Tagesliste.',
  timedOutMove: 'Deine Bedenkzeit ist abgelaufen – der Computer hat für dich gespielt.',
  graceTitle: 'Nachfrist',
  graceText: 'Deine Bedenkzeit ist um – lege jetzt, sonst legt der Computer für dich.',
};

export type SpeedliftText = typeof de;

const en: SpeedliftText = {
  ...de,
  practiceMark: 'Practice – does not count',
  practiceTitle: 'Speedlift · Practice',
  dailyPracticeTitle: 'Speedlift · Tagesfahrt (practice)',
  dailyPracticeNote:
    "The real Tagesfahrt with the day's cards and the daily list starts from the Speedlift lobby. Here you practise one shift in the Tagesfahrt's format (four at the table, you against three normal computers, no hint) – it does not count.",
  dailyPracticeNoteShort: 'The real Tagesfahrt starts from the Speedlift lobby.',
  setupTitle: 'Set up the practice table',
  computers: 'Computers',
  strength: 'Strength',
  leicht: 'Easy',
  normal: 'Normal',
  stark: 'Strong',
  limit: 'Game ends at',
  aussteigen: 'Get out any time',
  gleiche: 'Same floor stops',
  sonderkarten: 'Special cards',
  sonderAlle: 'All',
  sonderOhneDetektiv: 'Without detective',
  sonderKeine: 'None',
  ladenhueter: 'Leftovers do not count',
  start: 'Start the ride',
  you: 'You',
  computer: (n: number) => `Computer ${n}`,
  seatNo: (n: number) => `Seat ${n}`,
  seatLabel: (name: string, cards: number) => `${name}, ${cards} cards`,
  hand: 'Your hand',
  handOf: (name: string) => `${name}'s hand`,
  ride: 'The ride',
  rideEmpty: 'The ride is empty – whoever’s turn it is opens with a number card.',
  floorDial: 'Floor indicator',
  floorNone: 'No floor yet',
  floorAt: (f: number) => (f === 0 ? 'ground floor' : f === 13 ? 'roof' : `floor ${f}`),
  // As an English lift's panel: G for the ground floor, R for the roof (the rule text's words).
  dialEnds: ['G', 'R'],
  up: 'Up',
  down: 'Down',
  open: 'direction open',
  dialState: (floor: string, dir: string) => `Lift: ${floor}, ${dir}`,
  // A sentence, not the dial's two words: "lift then floor 12, Up." read as notes.
  previewSay: (card: string, floor: string, dir: Dir, next: string) =>
    // "at the roof", "at the ground floor" (it read "the lift is at roof"; QA 7 Dec 2026).
    `${card}: then the lift is at ${/^(ground floor|roof)$/.test(floor) ? `the ${floor}` : floor}, ${dir === 1 ? 'going up' : dir === -1 ? 'going down' : 'direction open'}. ${next}`,
  previewRideEnds: (card: string, next: string) => `${card}: the ride ends. ${next}`,
  turnYou: 'Your turn.',
  nextRoundWhenAllRead: 'The next round starts once everyone has closed the settlement with “Continue”.',
  handAfterAbrechnung: 'You see the next round’s cards after the settlement.',
  turnYouForced: 'Your turn. Nothing fits – you must get out.',
  onTurn: () => 'on turn',
  turnOther: (name: string) => (name === 'You' ? 'Your turn.' : `It is ${name}’s turn.`),
  exit: 'Get out',
  exitForced: 'Get out (nothing fits)',
  refusal: {
    up: (floor, orEqual) => `The lift goes up: only ${orEqual ? 'from' : 'above'} ${floor}.`,
    down: (floor, orEqual) => `The lift goes down: only ${orEqual ? 'up to' : 'below'} ${floor}.`,
    sameFloor: (floor) => `The same floor may not be played – the lift is at ${floor}.`,
    specialTooEarly: 'Liftboy and Expresskabine may be played once the direction is set.',
    mustOpen: 'At the opening a special card may be played only when you hold no number card.',
    mustPlay: 'Whoever can play a fitting card must play it – you get out only when nothing fits.',
    nothingToTake: 'The ride is empty – there is no load to take.',
    hintNotHere: 'The hint is only for games alone against the computer, not in the Tagesfahrt.',
    noSuchCard: (n) => `You hold only ${n === 1 ? 'one card' : `${n} cards`}.`,
  },
  hint: 'Hint',
  hintTitle: "The strong computer's hint",
  hintThinking: 'The strong computer is thinking …',
  hintChoice: 'Its choice',
  hintOthers: 'Also weighed',
  rat: {
    open: (card, floor) => `${card}: you open the ride on floor ${floor}`,
    openSpecial: (card) => `${card} has no effect at the opening (no number card in your hand)`,
    number: (card, dir) =>
      dir === 0 ? `${card}: the direction stays open` : `${card}: the lift goes ${dir === 1 ? 'up' : 'down'}`,
    liftboy: (floor, dir) =>
      `Liftboy: the lift goes ${dir === 1 ? 'up' : 'down'} from ${floor === 0 ? 'the ground floor' : floor === 13 ? 'the roof' : `floor ${floor}`}`,
    express: (dir) => `Expresskabine: the lift goes back ${dir === 1 ? 'to the ground floor' : 'to the roof'}`,
    detective: (name, k) => `Hausdetektiv: ${name} ${name === 'You' ? 'take' : 'takes'} the load of ${kartonsText(k)}`,
    previous: 'the player before you',
    exit: (k) => `Get out: you take ${kartonsText(k)} and open the next ride`,
    // English writes "0%", German "0 %" (QA 6 Dec 2026).
    cannotFollow: (name, pct) => `${name} cannot play a fitting card in ${pct}% of the deals`,
    endsAhead: (pct) => `the game ends with you ahead in ${pct}% of the deals`,
    cost: (x) => `played through: ${x.toFixed(1)} penalty points this round`,
  },
  // Not "Balance": on a site with Taler balances it read as money (QA 7 Dec 2026).
  bilanz: 'Scores',
  abrechnung: (round: number) => `Settlement round ${round}`,
  confirm: 'Continue',
  kartons: 'Kartons',
  ladenhueterShort: 'Leftovers',
  strafe: 'Penalty of the round',
  sum: 'Total',
  sumSoFar: 'so far',
  sumSoFarTitle: 'Total of the finished rounds (not the one running)',
  round: (n: number) => `Round ${n}`,
  roundOf: (n: number, of: number) => `Round ${n} of ${of}`,
  player: 'Player',
  players: 'Players',
  standings: 'Final standings',
  place: (n: number) => `Place ${n}`,
  points: 'penalty points',
  log: 'Log',
  again: 'Play again',
  toLobby: 'To the lobby',
  loadCount: (n: number) => `${n} ${n === 1 ? 'load' : 'loads'},`,
  cardsLeft: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  fewCards: (n: number) => `only ${n} left – closing time soon`,
  markers: 'Markers',
  marker: {
    atMost: (f) => `no number card above ${f}`,
    atLeast: (f) => `no number card below ${f}`,
    between: (lo, hi) => `only number cards from ${lo} to ${hi}`,
    only: (f) => `only number cards of floor ${f} left`,
    noNumber: 'without a number card: none left',
    noSpecial: 'without a special card',
    noDetective: 'without the Hausdetektiv',
    because: 'had to get out',
    // English marks of its own: "o.S." is German ("ohne Sonderkarte"), read as "without a special card".
    short: { 'o.Z.': 'no num.', 'o.S.': 'no spec.', 'o.D.': 'no det.' },
  },
  markerLegend: 'Markers',
  countingTitle: 'Card counting',
  gone: 'gone',
  mine: 'yours',
  unseen: 'out',
  specialsGone: 'Specials gone',
  fits: 'fits now',
  fitsNot: 'does not fit now',
  notYourTurn: 'not your turn',
  effectLB: 'Reverses the direction; the floor stays.',
  effectEX: 'Goes back to the start: up to the ground floor, down to the roof.',
  effectHD: 'Catches whoever laid the card before: they take the whole load with the detective.',
  effectNumber: (f: number) => `Floor ${f}.`,
  porzellanNote: 'Porzellan is fragile and heavier: +1 Karton.',
  detail: 'Card',
  close: 'Close',
  // The calls in the log and in speech say what the English dial says ("Up"/"Down"); an English
  // voice speaks them (announce.ts: en-GB), which made "Rauf!" a mumble. Feierabend is "closing
  // time" in English, as the English rule text glosses it and the seats' warning says (QA: the log
  // and the Abrechnung's backdrop had said "Feierabend!" beside "closing time soon").
  rauf: 'Up!',
  runter: 'Down!',
  feierabend: 'Closing time!',
  played: (name: string, card: string) => `${name} ${name === 'You' ? 'play' : 'plays'} ${card}.`,
  exited: (name: string, k: number, forced: boolean) =>
    `${name} ${name === 'You' ? 'get' : 'gets'} out${forced ? '' : ' (by choice)'} and ${name === 'You' ? 'take' : 'takes'} the load with ${kartonsText(k)}.`,
  caught: (name: string, by: string, k: number) =>
    `${by} ${by === 'You' ? 'catch' : 'catches'} ${name === 'You' ? 'you' : name} with the detective: ${kartonsText(k)}.`,
  feierabendBy: (name: string) => `Closing time! ${name} laid the last card.`,
  roundStarted: (n: number, opener: string) => `Round ${n}: ${opener} ${opener === 'You' ? 'open' : 'opens'}.`,
  newGame: (opener: string) => `New game – Round 1: ${opener} ${opener === 'You' ? 'open' : 'opens'}.`,
  gameOver: 'The game is over.',
  computerForYou: 'The computer (for you)',
  computerFor: (name: string) => `The computer (for ${name})`,
  keysLine: (hint: boolean) =>
    `Keys: 1–9 (0 = 10th, ⇧1 = 11th) choose, again or Enter plays, ← → browse, A get out, ${hint ? 'R hint, ' : ''}B scores, Esc closes.`,
  nextMust: (next: NextMust, name: string) => nextText('en', next, name),
  schoolTitle: 'Driving school',
  cardsTitle: 'Cards',
  lesson: (n: number) => `Lesson ${n}`,
  quiz: 'Quiz',
  correct: 'Correct!',
  wrong: 'Not yet – read the hint and try again.',
  lessonHint: 'Hint',
  tryIt: 'Try it: play a card.',
  lessonDone: 'Lesson passed',
  schoolDone: 'Driving school passed!',
  nextLesson: 'Next lesson',
  played2: (card: string) => `You played ${card}.`,
  resetPosition: 'Reset position',
  departmentsTitle: 'The departments',
  kartonsTable: 'Kartons',
  specialsTitle: 'The special cards',
  specialsCount: 'Two of each in the game. House rule “Special cards”: all, without the detective, or none at all.',
  floors: 'Floors',
  penaltyOf: (k: number) => kartonsText(k),
  links: { practice: 'Practise offline', daily: 'Tagesfahrt (practice)', school: 'Driving school', cards: 'Cards' },
  thinking: (name: string) => `${name} is thinking …`,
  dailyAgainLobby: 'You have already ridden today – this attempt does not count for the daily list.',
  dailyAgainBadge: 'Tagesfahrt – does not count',
  dailyAgainTable:
    'You have already ridden today: this Tagesfahrt does not count for the daily list, which keeps your first Tagesfahrt of the day.',
  dailyCountsBadge: 'Tagesfahrt – counts for the daily list',
  dailyGuestLobby:
    'Guests are not on the daily list. Register before you ride: whoever rides as a guest and registers afterwards has already ridden today.',
  dailyGuestBadge: 'Tagesfahrt as a guest – does not count',
  dailyGuestTable: 'Guests are not on the daily list.',
  timedOutMove: 'Your think time ran out – the computer played for you.',
  graceTitle: 'Grace',
  graceText: 'Your think time is up – play now, or the computer plays for you.',
};

function nextText(lang: Language, next: NextMust, name: string): string {
  const g = lang === 'de';
  switch (next.kind) {
    case 'above':
      return g
        ? `${name} muss dann ${next.orEqual ? 'mindestens' : 'höher als'} ${floorWord(lang, next.floor)} legen.`
        : `${name} must then play ${next.orEqual ? 'at least' : 'above'} ${floorWord(lang, next.floor)}.`;
    case 'below':
      return g
        ? `${name} muss dann ${next.orEqual ? 'höchstens' : 'tiefer als'} ${floorWord(lang, next.floor)} legen.`
        : `${name} must then play ${next.orEqual ? 'at most' : 'below'} ${floorWord(lang, next.floor)}.`;
    case 'other':
      return g
        ? `${name} legt dann jede andere Etage als ${next.floor} und legt damit die Richtung fest.`
        : `${name} then plays any floor but ${next.floor}, which fixes the direction.`;
    case 'any':
      return g ? `${name} darf dann jede Etage legen.` : `${name} may then play any floor.`;
    case 'open':
      return g
        ? `Die Sonderkarte wirkt nicht; ${name} ${name === 'Du' ? 'eröffnest' : 'eröffnet'} mit der nächsten Zahlenkarte.`
        : `The special has no effect; ${name} opens with the next number card.`;
    case 'caught':
      return g
        ? `${name} ${name === 'Du' ? 'nimmst' : 'nimmt'} die Ladung (${kartonsText(next.kartons)}) und ${name === 'Du' ? 'eröffnest' : 'eröffnet'} die nächste Fahrt.`
        : `${name} takes the load (${kartonsText(next.kartons)}) and opens the next ride.`;
    case 'none':
      // "rauf nur noch höhere Etagen": above 12 (or below 1) no number card fits any more.
      return g
        ? next.specials
          ? `${name} ${name === 'Du' ? 'kannst' : 'kann'} dann keine Zahlenkarte mehr legen – nur noch eine Sonderkarte, sonst heißt es aussteigen.`
          : `${name} ${name === 'Du' ? 'kannst' : 'kann'} dann nicht mehr passend legen und ${name === 'Du' ? 'musst' : 'muss'} aussteigen.`
        : next.specials
          ? `${name} then cannot play a number card – only a special card, or get out.`
          : `${name} then cannot follow and must get out.`;
  }
}

/** What a seat marker (`≤7`, `≥4`, `4–9`, `=5`, `o.Z.`, `o.S.`, `o.D.`, from the view) means. */
export function markerText(tx: SpeedliftText, marker: string): string {
  const m = tx.marker;
  const n = /^(≤|≥|=)(\d+)$/.exec(marker);
  if (n) return (n[1] === '≤' ? m.atMost : n[1] === '≥' ? m.atLeast : m.only)(Number(n[2]));
  const range = /^(\d+)–(\d+)$/.exec(marker);
  if (range) return m.between(Number(range[1]), Number(range[2]));
  return marker === 'o.Z.' ? m.noNumber : marker === 'o.S.' ? m.noSpecial : marker === 'o.D.' ? m.noDetective : marker;
}

/**
 * A seat marker as the seat shows it in the page's language: the view's `≤7`, `4–9`, `=5` as they
 * are; `o.Z.`, `o.S.`, `o.D.` are German abbreviations, so English has its own ("no spec." …).
 */
export function markerMark(tx: SpeedliftText, marker: string): string {
  return tx.marker.short[marker] ?? marker;
}

/** Where the lift stands and where it goes, in words: "Lift: Etage 3, Runter". */
export function dialWords(tx: SpeedliftText, floor: number, dir: number): string {
  const where = floor < 0 ? tx.floorNone : tx.floorAt(floor);
  return tx.dialState(where, dir === 1 ? tx.up : dir === -1 ? tx.down : tx.open);
}

/** The floor indicator's name as a screen reader hears it: "Etagenanzeige. Lift: Erdgeschoss, Rauf". */
export function dialLabel(tx: SpeedliftText, floor: number, dir: number): string {
  return `${tx.floorDial}. ${dialWords(tx, floor, dir)}`;
}

/**
 * The line under the floor indicator for the hovered or lifted card: where the lift goes and what
 * the next player must lay — or, for the detective, that the ride ends there; a special at the
 * opening does nothing (L5).
 */
export function previewLine(tx: SpeedliftText, p: Preview, names: readonly string[]): string {
  const next = tx.nextMust(p.next, names[p.nextSeat] ?? '');
  if (p.effect === 'detective') return tx.previewRideEnds(cardName(p.card), next);
  if (p.effect === 'dud') return `${cardName(p.card)}: ${next}`;
  const floor = p.floor < 0 ? tx.floorNone : tx.floorAt(p.floor);
  return tx.previewSay(cardName(p.card), floor, p.dir, next);
}

/** What a card does, as its detail says it: a special card's effect, a number card's floor. */
export const effectOf = (tx: SpeedliftText, card: string): string =>
  card === 'LB'
    ? tx.effectLB
    : card === 'EX'
      ? tx.effectEX
      : card === 'HD'
        ? tx.effectHD
        : tx.effectNumber(Number(card.slice(1)));

/**
 * A refusal in a short sentence: the direction and floor where the lift stands, the rule the tap
 * broke; any other code in the site's words (`err`).
 */
export function refusalText(
  tx: SpeedliftText,
  lang: Language,
  why: Refusal,
  at: { readonly floor: number; readonly dir: -1 | 0 | 1; readonly gleiche: boolean; readonly handSize: number },
  err: (code: string) => string,
): string {
  const r = tx.refusal;
  switch (why) {
    case 'ERR_WRONG_DIRECTION':
      return (at.dir === 1 ? r.up : r.down)(floorWord(lang, at.floor), at.gleiche);
    case 'ERR_SAME_FLOOR':
      return r.sameFloor(tx.floorAt(at.floor));
    case 'ERR_SPECIAL_TOO_EARLY':
      return r.specialTooEarly;
    case 'ERR_MUST_OPEN_WITH_NUMBER':
      return r.mustOpen;
    case 'ERR_MUST_PLAY':
      return r.mustPlay;
    case 'ERR_NOTHING_TO_TAKE':
      return r.nothingToTake;
    case 'HINT_NOT_HERE':
      return r.hintNotHere;
    case 'NO_SUCH_CARD':
      return r.noSuchCard(at.handSize);
    default:
      return err(why);
  }
}

const floorWord = (lang: Language, f: number): string =>
  f === 0
    ? lang === 'de'
      ? 'Erdgeschoss (jede Etage)'
      : 'the ground floor (any floor)'
    : f === 13
      ? lang === 'de'
        ? 'Dach (jede Etage)'
        : 'the roof (any floor)'
      : String(f);

export const TEXT: Readonly<Record<Language, SpeedliftText>> = { de, en };
