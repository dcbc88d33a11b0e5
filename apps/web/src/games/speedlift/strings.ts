/** The Speedlift screens' texts, German first and English. Card names stay German (proper names). */
import type { Language } from '../../settings.js';
import type { NextMust } from './model.js';

/** "1 Karton", "7 Kartons" — the game's own word in both languages. */
export const kartonsText = (k: number): string => `${k} ${k === 1 ? 'Karton' : 'Kartons'}`;

const de = {
  practiceMark: 'Übung – zählt nicht',
  practiceTitle: 'Speedlift · Übung',
  dailyPracticeTitle: 'Speedlift · Tagesfahrt (Übung)',
  dailyPracticeNote:
    'Die echte Tagesfahrt mit den Karten des Tages und der Tagesliste startest du in der Speedlift-Lobby. Hier fährst du zur Übung eine Schicht im Tagesfahrt-Format (zu viert gegen drei normale Computer, ohne Rat) – sie zählt nicht.',
  setupTitle: 'Übungstisch einrichten',
  computers: 'Computer',
  strength: 'Stärke',
  leicht: 'leicht',
  normal: 'normal',
  stark: 'stark',
  limit: 'Grenze',
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
  up: 'Rauf',
  down: 'Runter',
  open: 'Richtung offen',
  dialState: (floor: string, dir: string) => `Lift: ${floor}, ${dir}`,
  previewSay: (card: string, floor: string, dir: string, next: string) =>
    `${card}: Lift danach ${floor}, ${dir}. ${next}`,
  turnYou: 'Du bist dran.',
  turnOther: (name: string) => `${name} ist dran.`,
  exit: 'Aussteigen',
  exitForced: 'Aussteigen (du kannst nicht passend legen)',
  hint: 'Rat',
  hintTitle: 'Rat des starken Computers',
  hintThinking: 'Der starke Computer rechnet …',
  hintChoice: 'Seine Wahl',
  /** The Rat's reasons (`HintReason.why`), cards and players named as at the table. */
  rat: {
    open: (card: string, floor: number) => `${card}: du eröffnest die Fahrt auf Etage ${floor}`,
    openSpecial: (card: string) => `${card} wirkt bei der Eröffnung nicht (keine Zahlenkarte auf der Hand)`,
    number: (card: string, dir: -1 | 0 | 1) =>
      dir === 0 ? `${card}: die Richtung bleibt offen` : `${card}: der Lift fährt ${dir === 1 ? 'rauf' : 'runter'}`,
    liftboy: (floor: number, dir: -1 | 0 | 1) =>
      `Liftboy: der Lift fährt ab Etage ${floor} ${dir === 1 ? 'rauf' : 'runter'}`,
    express: (dir: -1 | 0 | 1) => `Expresskabine: der Lift fährt zurück ${dir === 1 ? 'ins Erdgeschoss' : 'aufs Dach'}`,
    detective: (name: string, k: number) =>
      `Hausdetektiv: ${name} ${name === 'Du' ? 'nimmst' : 'nimmt'} die Ladung mit ${kartonsText(k)}`,
    previous: 'der Vorgänger',
    exit: (k: number) => `Aussteigen: du nimmst ${kartonsText(k)} und eröffnest die nächste Fahrt`,
    cannotFollow: (name: string, pct: number) => `${name} kann mit ${pct} % nicht mehr folgen`,
    cost: (x: number) => `erwartete Strafe ${x.toFixed(1).replace('.', ',')}`,
  },
  bilanz: 'Bilanz',
  abrechnung: (round: number) => `Abrechnung Runde ${round}`,
  confirm: 'Weiter (Enter)',
  kartons: 'Kartons',
  ladenhueterShort: 'Ladenhüter',
  strafe: 'Strafe der Runde',
  sum: 'Summe',
  round: (n: number) => `Runde ${n}`,
  roundOf: (n: number, of: number) => `Runde ${n} von ${of}`,
  player: 'Spieler',
  standings: 'Endstand',
  place: (n: number) => `Platz ${n}`,
  points: 'Strafpunkte',
  again: 'Nochmal',
  toLobby: 'Zur Lobby',
  loads: (n: number, k: number) => `${n} ${n === 1 ? 'Ladung' : 'Ladungen'}, ${kartonsText(k)}`,
  cardsLeft: (n: number) => `${n} ${n === 1 ? 'Karte' : 'Karten'}`,
  fewCards: (n: number) => `nur noch ${n} – gleich Feierabend`,
  markers: 'Marken',
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
    `${by} ${by === 'Du' ? 'stellst' : 'stellt'} ${name === 'Du' ? 'dich' : name} mit dem Hausdetektiv: ${k} Kartons.`,
  feierabendBy: (name: string) => `Feierabend! ${name} ${name === 'Du' ? 'hast' : 'hat'} die letzte Karte gelegt.`,
  roundStarted: (n: number, opener: string) => `Runde ${n}: ${opener} ${opener === 'Du' ? 'eröffnest' : 'eröffnet'}.`,
  gameOver: 'Die Partie ist aus.',
  /** Who plays the own seat while the computer has taken it over (A3), as the log names it. */
  computerForYou: 'Der Computer (für dich)',
  /** The keys that act here: R only where the Rat is offered (solo, not the Tagesfahrt). */
  keysLine: (hint: boolean) =>
    `Tasten: 1–9 (0 = 10.) wählen, nochmal oder Enter legt, ← → blättern, A Aussteigen, ${hint ? 'R Rat, ' : ''}B Bilanz, Esc schließt.`,
  nextMust: (next: NextMust, name: string) => nextText('de', next, name),
  schoolTitle: 'Fahrschule',
  cardsTitle: 'Karten',
  lesson: (n: number) => `Lektion ${n}`,
  quiz: 'Prüffrage',
  correct: 'Richtig!',
  wrong: 'Noch nicht – lies den Hinweis und versuch es nochmal.',
  tryIt: 'Probier es aus: lege eine Karte.',
  lessonDone: 'Lektion bestanden',
  schoolDone: 'Fahrschule bestanden!',
  nextLesson: 'Nächste Lektion',
  played2: (card: string) => `Du hast ${card} gelegt.`,
  resetPosition: 'Stellung neu',
  departmentsTitle: 'Die Abteilungen',
  kartonsTable: 'Kartons',
  specialsTitle: 'Die Sonderkarten',
  floors: 'Etagen',
  penaltyOf: (k: number) => kartonsText(k),
  links: { practice: 'Übung (offline)', daily: 'Tagesfahrt (Übung)', school: 'Fahrschule', cards: 'Karten' },
  thinking: (name: string) => `${name} überlegt …`,
  dailyAgainLobby: 'Du bist heute schon gefahren – dieser Versuch zählt nicht für die Tagesliste.',
  dailyAgainBadge: 'Tagesfahrt – zählt nicht',
  dailyAgainTable:
    'Du bist heute schon gefahren: Diese Tagesfahrt zählt nicht für die Tagesliste. Dort steht deine erste Fahrt des Tages.',
  dailyCountsBadge: 'Tagesfahrt – zählt für die Tagesliste',
  dailyGuestLobby:
    'Als Gast stehst du nicht auf der Tagesliste – melde dich an, dann zählt deine erste Tagesfahrt des Tages.',
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
  dailyPracticeTitle: 'Speedlift · Daily ride (practice)',
  dailyPracticeNote:
    "The real daily ride with the day's cards and the daily list starts from the Speedlift lobby. Here you practise one shift in the daily format (four players against three normal computers, no hint) – it does not count.",
  setupTitle: 'Set up a practice table',
  computers: 'Computers',
  strength: 'Strength',
  leicht: 'easy',
  normal: 'normal',
  stark: 'strong',
  limit: 'Limit',
  aussteigen: 'Leave any time',
  gleiche: 'Same floor stops',
  sonderkarten: 'Special cards',
  sonderAlle: 'all',
  sonderOhneDetektiv: 'no detective',
  sonderKeine: 'none',
  ladenhueter: 'Cards left in hand do not count',
  start: 'Start the ride',
  you: 'You',
  computer: (n: number) => `Computer ${n}`,
  seatNo: (n: number) => `Seat ${n}`,
  seatLabel: (name: string, cards: number) => `${name}, ${cards} cards`,
  hand: 'Your hand',
  handOf: (name: string) => `${name}'s hand`,
  ride: 'The ride',
  rideEmpty: 'The ride is empty – whoever is on turn opens with a number card.',
  floorDial: 'Floor indicator',
  floorNone: 'No floor yet',
  floorAt: (f: number) => (f === 0 ? 'ground floor' : f === 13 ? 'roof' : `floor ${f}`),
  up: 'Up',
  down: 'Down',
  open: 'direction open',
  dialState: (floor: string, dir: string) => `Lift: ${floor}, ${dir}`,
  previewSay: (card: string, floor: string, dir: string, next: string) =>
    `${card}: lift then ${floor}, ${dir}. ${next}`,
  turnYou: 'Your turn.',
  turnOther: (name: string) => `${name} is on turn.`,
  exit: 'Get out',
  exitForced: 'Get out (nothing fits)',
  hint: 'Hint',
  hintTitle: "The strong computer's hint",
  hintThinking: 'The strong computer is thinking …',
  hintChoice: 'Its choice',
  rat: {
    open: (card, floor) => `${card}: you open the ride on floor ${floor}`,
    openSpecial: (card) => `${card} has no effect at the opening (no number card in your hand)`,
    number: (card, dir) =>
      dir === 0 ? `${card}: the direction stays open` : `${card}: the lift goes ${dir === 1 ? 'up' : 'down'}`,
    liftboy: (floor, dir) => `Liftboy: the lift goes ${dir === 1 ? 'up' : 'down'} from floor ${floor}`,
    express: (dir) => `Expresskabine: the lift goes back ${dir === 1 ? 'to the ground floor' : 'to the roof'}`,
    detective: (name, k) => `Hausdetektiv: ${name} ${name === 'You' ? 'take' : 'takes'} the load of ${kartonsText(k)}`,
    previous: 'the player before you',
    exit: (k) => `Get out: you take ${kartonsText(k)} and open the next ride`,
    cannotFollow: (name, pct) => `${name} cannot follow in ${pct} % of the deals`,
    cost: (x) => `expected penalty ${x.toFixed(1)}`,
  },
  bilanz: 'Balance',
  abrechnung: (round: number) => `Settlement round ${round}`,
  confirm: 'Continue (Enter)',
  kartons: 'Kartons',
  ladenhueterShort: 'Cards left',
  strafe: 'Penalty this round',
  sum: 'Total',
  round: (n: number) => `Round ${n}`,
  roundOf: (n: number, of: number) => `Round ${n} of ${of}`,
  player: 'Player',
  standings: 'Final standings',
  place: (n: number) => `Place ${n}`,
  points: 'Penalty points',
  again: 'Play again',
  toLobby: 'To the lobby',
  loads: (n: number, k: number) => `${n} ${n === 1 ? 'load' : 'loads'}, ${kartonsText(k)}`,
  cardsLeft: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  fewCards: (n: number) => `only ${n} left – closing time soon`,
  markers: 'Markers',
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
  rauf: 'Rauf!',
  runter: 'Runter!',
  feierabend: 'Feierabend!',
  played: (name: string, card: string) => `${name} ${name === 'You' ? 'play' : 'plays'} ${card}.`,
  exited: (name: string, k: number, forced: boolean) =>
    `${name} ${name === 'You' ? 'get' : 'gets'} out${forced ? '' : ' (by choice)'} and ${name === 'You' ? 'take' : 'takes'} the load with ${k} Kartons.`,
  caught: (name: string, by: string, k: number) =>
    `${by} ${by === 'You' ? 'catch' : 'catches'} ${name === 'You' ? 'you' : name} with the detective: ${k} Kartons.`,
  feierabendBy: (name: string) => `Feierabend! ${name} laid the last card.`,
  roundStarted: (n: number, opener: string) => `Round ${n}: ${opener} ${opener === 'You' ? 'open' : 'opens'}.`,
  gameOver: 'The game is over.',
  computerForYou: 'The computer (for you)',
  keysLine: (hint: boolean) =>
    `Keys: 1–9 (0 = 10th) choose, again or Enter plays, ← → browse, A get out, ${hint ? 'R hint, ' : ''}B balance, Esc closes.`,
  nextMust: (next: NextMust, name: string) => nextText('en', next, name),
  schoolTitle: 'Driving school',
  cardsTitle: 'Cards',
  lesson: (n: number) => `Lesson ${n}`,
  quiz: 'Quiz',
  correct: 'Correct!',
  wrong: 'Not yet – read the hint and try again.',
  tryIt: 'Try it: play a card.',
  lessonDone: 'Lesson passed',
  schoolDone: 'Driving school passed!',
  nextLesson: 'Next lesson',
  played2: (card: string) => `You played ${card}.`,
  resetPosition: 'Reset position',
  departmentsTitle: 'The departments',
  kartonsTable: 'Kartons',
  specialsTitle: 'The special cards',
  floors: 'Floors',
  penaltyOf: (k: number) => kartonsText(k),
  links: { practice: 'Practice (offline)', daily: 'Daily ride (practice)', school: 'Driving school', cards: 'Cards' },
  thinking: (name: string) => `${name} is thinking …`,
  dailyAgainLobby: 'You have already ridden today – this attempt does not count for the daily list.',
  dailyAgainBadge: 'Daily ride – does not count',
  dailyAgainTable:
    "You have already ridden today: this daily ride does not count for the daily list, which keeps your day's first ride.",
  dailyCountsBadge: 'Daily ride – counts for the daily list',
  dailyGuestLobby: 'Guests are not on the daily list – register, and your first daily ride of the day counts.',
  dailyGuestBadge: 'Daily ride as a guest – does not count',
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
  }
}

const floorWord = (lang: Language, f: number): string =>
  f === 0
    ? lang === 'de'
      ? 'Erdgeschoss (jede Etage)'
      : 'ground floor (any floor)'
    : f === 13
      ? lang === 'de'
        ? 'Dach (jede Etage)'
        : 'roof (any floor)'
      : String(f);

export const TEXT: Readonly<Record<Language, SpeedliftText>> = { de, en };
