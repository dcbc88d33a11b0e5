/**
 * The Speedclimb screens' texts, German first (the rule text's own words) and English second.
 */
import type { RouteId } from '@kartenhaus/speedclimb';
import type { SherpaEnd } from './model.js';

type PartKind = 'run' | 'set' | 'color';

const DE_SETS = ['', 'Einzelkarte', 'Zwilling', 'Drilling', 'Vierling', 'Fünfling', 'Sechsling'];
const EN_SETS = ['', 'single', 'pair', 'three of a kind', 'four of a kind', 'five of a kind', 'six of a kind'];
const DE_RUNS = ['', '', 'Zweierfolge', 'Dreierfolge', 'Viererfolge', 'Fünferfolge', 'Sechserfolge', 'Siebenerfolge'];
const DE_RUNS_MORE = ['Achterfolge', 'Neunerfolge'];

/** The verb for "Du" (second person) or a named player (third person). */
const du = (name: string, you: string, other: string): string => (name === 'Du' ? `Du ${you}` : `${name} ${other}`);
const yo = (name: string, you: string, other: string): string => (name === 'You' ? `You ${you}` : `${name} ${other}`);

/** The words of "Sherpa in der Folge: oben/unten" in one language. */
interface SherpaWords {
  readonly one: string;
  readonly many: string;
  readonly part: (n: number) => string;
  readonly top: string;
  readonly bottom: string;
  readonly both: string;
}

/**
 * The shown camp's Sherpa ends (model.ts `sherpaEnds`) as the button says them: one run as the
 * rule text's "oben"/"unten"; several runs each named by its part ("Teil 1 oben, Teil 2 unten");
 * Sherpas at both ends with the run's numbers, since 3 Sherpas at 5–6 can lie 2 + 1 or 1 + 2.
 * `short`: a phone's one-screen table (the part's number only, "Sherpa: 1 oben · 2 unten").
 */
function sherpaSaid(ends: readonly SherpaEnd[], w: SherpaWords, short: boolean): string {
  const where = (e: SherpaEnd): string => {
    if (e.below === 0) return w.top;
    if (e.above === 0) return w.bottom;
    return short ? `${e.low}–${e.high}` : `${w.both} (${e.low}–${e.high})`;
  };
  if (ends.length <= 1) {
    const one = ends[0] ? where(ends[0]) : w.top;
    return short ? `Sherpa: ${one}` : `${w.one}: ${one}`;
  }
  if (short) return `Sherpa: ${ends.map((e) => `${e.part} ${where(e)}`).join(' · ')}`;
  return `${w.many}: ${ends.map((e) => `${w.part(e.part)} ${where(e)}`).join(', ')}`;
}

const DE_SHERPA: SherpaWords = {
  one: 'Sherpa in der Folge',
  many: 'Sherpas in den Folgen',
  part: (n) => `Teil ${n}`,
  top: 'oben',
  bottom: 'unten',
  both: 'oben und unten',
};

const EN_SHERPA: SherpaWords = {
  one: 'Sherpa in the run',
  many: 'Sherpas in the runs',
  part: (n) => `part ${n}`,
  top: 'top',
  bottom: 'bottom',
  both: 'top and bottom',
};

const de = {
  routes: {
    gipfelsturm: 'Gipfelsturm',
    nordwand: 'Nordwand',
    expedition: 'Große Expedition',
    meister: 'Meister-Expedition',
  } satisfies Record<RouteId, string>,
  you: 'Du',
  computer: (n: number) => `Computer ${n}`,
  /** A player whose name the table no longer knows (docs/protocol.md, game seats). */
  seatNo: (n: number) => `Platz ${n}`,
  practiceTitle: 'Speedclimb · Übung',
  practiceMark: 'Übung – zählt nicht',
  setupTitle: 'Übungstisch einrichten',
  computers: 'Computergegner',
  strength: 'Stärke',
  leicht: 'leicht',
  normal: 'normal',
  stark: 'stark',
  route: 'Route',
  turbo: 'Turbo (die Computer spielen schneller)',
  start: 'Losklettern',
  roundOf: (round: number, route: string) => `Durchgang ${round} · ${route}`,
  camp: (n: number) => (n === 8 ? 'Gipfellager' : n === 1 ? 'Basislager' : `Lager ${n}`),
  stage: (n: number) => `Etappe ${n}`,
  summitReached: 'Gipfel',
  stagesDone: (n: number, of: number) => `${n} von ${of} Etappen`,
  stagesDoneList: (n: number, of: number, done: readonly number[]) =>
    // Which ones in words: ": 2" after the count had read as a second count (QA 6 Dec 2026).
    `${n} von ${of} Etappen geschafft${done.length > 0 ? ` (${done.length === 1 ? 'Etappe' : 'Etappen'} ${done.join(', ')})` : ''}`,
  cardsInHand: (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`),
  penalty: (n: number) => `${n} Strafpunkte`,
  campLaidMark: 'Lager steht',
  stormBefore: 'Schneesturm: setzt aus',
  backpackCount: (n: number) => `Rucksack: ${n}`,
  onTurn: (name: string): string => (name === 'Du' ? 'bist dran' : 'ist dran'),
  thinking: (name: string) => `${name} überlegt …`,
  seats: 'Plätze',
  material: 'Material',
  materialCount: (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`),
  stormsUnder: (n: number) => `${n} ${n === 1 ? 'Schneesturm' : 'Schneestürme'} offen unter dem Material`,
  renewals: (n: number, limit: number) => `Material neu gemischt: ${n} von ${limit}`,
  renewalsNote: (limit: number) =>
    `Ist das Material nach ${limit}-mal Neumischen wieder alle, endet der Durchgang ohne Sieger.`,
  depotOf: (name: string) => (name === 'Du' ? 'Dein Depot' : `Depot von ${name}`),
  discardPile: 'Ablage',
  pileEmpty: 'leer',
  pileBlocked: 'gesperrt, bis jemand darauf abwirft',
  pileCount: (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`),
  takeFrom: (where: string) => `Nehmen: ${where}`,
  drawStock: 'Karte vom Material nehmen',
  camps: 'Ausliegende Kombinationen',
  noMelds: 'Noch liegt keine Kombination aus.',
  meldOf: (name: string) => (name === 'Du' ? 'von dir' : `von ${name}`),
  yourCamp: 'Dein Lager',
  /** Another seat's camp field, as a replay shows it. */
  campOfSeat: (name: string) => `Lager von ${name}`,
  campOf: (name: string, what: string) => `${name}: ${what}`,
  campNeeds: 'Verlangt',
  campProposal: 'Vorschlag (grün markierte Handkarten)',
  campOwn: 'Deine Auswahl (grün markierte Handkarten) – „↺ Vorschlag“ holt den Vorschlag zurück.',
  sherpaAs: (n: number) => `Sherpa als ${n}`,
  campNotYet: 'Noch fehlen dir Karten für dein Lager.',
  campAfterDraw: 'Dein Lager ist komplett – nach dem Kartennehmen kannst du es aufschlagen.',
  campLaid: 'Dein Lager steht – jetzt anlegen und abwerfen.',
  /** Between the own turns: no "jetzt" (it had stood there while another seat was on turn — QA 6 Dec 2026). */
  campStands: 'Dein Lager steht.',
  layCamp: 'Lager aufschlagen',
  resetProposal: '↺ Vorschlag',
  sherpaRun: (ends: readonly SherpaEnd[]) => sherpaSaid(ends, DE_SHERPA, false),
  /** The same, shown on a phone's one-screen table (the button's name stays the whole sentence). */
  sherpaShort: (ends: readonly SherpaEnd[]) => sherpaSaid(ends, DE_SHERPA, true),
  assignPart: (n: number) => `Gewählte Karten in Teil ${n} legen`,
  partMissing: (n: number) => `Teil ${n}: noch ${n === 1 ? 'eine Karte' : 'Karten'} wählen`,
  /**
   * A part of the camp tapped with another number of cards chosen (model.ts `PartCountRefusal`):
   * the rule text's step 2, "Jeder Teil hat genau so viele Karten wie verlangt", and what to do
   * ("Karten in der Hand wählen und auf einen Teil des Lagers klicken").
   */
  partCount: (n: number, name: string, size: number, chosen: number) =>
    `Jeder Teil hat genau so viele Karten wie verlangt: Teil ${n} (${name}) braucht ${size}, du hast ${chosen} gewählt. Wähle genau ${size} Karten in der Hand und klicke dann auf den Teil.`,
  hand: 'Deine Hand',
  handOf: (name: string) => (name === 'Du' ? 'Deine Hand' : `Hand von ${name}`),
  sort: (byColor: boolean) => `⇅ sortieren (jetzt nach ${byColor ? 'Farbe' : 'Zahl'})`,
  selected: 'gewählt',
  inProposal: 'im Vorschlag',
  canLayOff: 'passt zum Anlegen',
  actions: 'Was du tun kannst',
  stepDraw: '1. Karte nehmen (Pflicht)',
  stepPlay: 'Lager aufschlagen, anlegen, dann abwerfen (Pflicht)',
  // Once the own camp stands (steps 3 and 4 of the turn; QA 7 Dec 2026: "Lager aufschlagen" was still asked).
  stepPlayLaid: 'Anlegen, dann abwerfen (Pflicht)',
  pickCard: 'Wähle eine Karte in deiner Hand.',
  // Several chosen (for a part of the camp): the one-card actions wait for exactly one. `keys`
  // false on a touch screen (no Esc key there, as the table hides its key hints: `pointer: coarse`):
  // a chosen card tapped again is unchosen (`model.ts` toggles it).
  pickOne: (n: number, keys = true) =>
    `${n} Karten gewählt – abwerfen und anlegen gehen nur mit genau einer (${keys ? 'Esc: Auswahl weg' : 'tippe eine davon erneut an, um sie abzuwählen'}).`,
  layOff: (meld: string, end: string) => `Anlegen an ${meld}${end}`,
  endLow: ' (unten)',
  endHigh: ' (oben)',
  discard: 'Abwerfen',
  // The own depot's name in the sentence: "auf dein Depot" ("auf Dein Depot" — QA 6 Dec 2026).
  discardOn: (where: string) => `Abwerfen auf ${where.replace(/^Dein /, 'dein ')}`,
  storm: (name: string) => `Schneesturm vor ${name} legen`,
  stormHere: 'Schneesturm: lege ihn oben bei einem Mitspieler ab.',
  // The same beside "Lager aufschlagen" on a phone (the seats' targets say "Schneesturm vor … legen").
  stormHereShort: 'Vor einen Mitspieler legen',
  pack: 'Einpacken',
  backpack: 'Rucksack',
  unpack: (card: string) => `${card} aus dem Rucksack nehmen`,
  chooseStage: 'Etappe wählen',
  stageButton: (n: number, ready: boolean, proposed: boolean, done = false) =>
    `Etappe ${n}${done ? ' – geschafft' : ''}${ready ? ' (dafür hast du schon alles)' : ''}${proposed ? ' – Vorschlag' : ''}`,
  stageNow: (n: number, what: string) => `Deine Etappe: ${n} – ${what}`,
  stageWish: (n: number) => `Etappe ${n} ist gewählt – sie gilt ab deinem ersten Zug.`,
  hint: 'Rat',
  hintTitle: 'Rat: was der starke Computer tun würde',
  hintThinking: 'Der Computer überlegt …',
  bilanz: 'Bilanz',
  bilanzEmpty: 'Noch ist kein Durchgang zu Ende.',
  roundCol: 'Durchgang',
  summaryTitle: (n: number) => `Bilanz nach Durchgang ${n}`,
  finisher: (name: string) => `${du(name, 'bist', 'ist')} fertig.`,
  summitBy: (name: string) =>
    `${du(name, 'schlägst', 'schlägt')} das Gipfellager auf und ${name === 'Du' ? 'gewinnst' : 'gewinnt'} sofort.`,
  noFinisher: 'Der Durchgang endete ohne Sieger.',
  limitEnd: 'Das Material war zu oft neu gemischt – der Durchgang endet ohne Sieger.',
  player: 'Spieler',
  playedCamp: 'Lager',
  playedStage: 'Etappe',
  laid: 'aufgeschlagen',
  notLaid: 'nicht geschafft',
  cardsLeft: 'Restkarten',
  penaltyCol: 'Strafpunkte',
  /** A column head as the others (QA 6 Dec 2026: "now" the one in lower case). */
  nowAt: 'Jetzt',
  /** The "Jetzt" cell of who went out on a Gipfelsturm/Nordwand route: two camps on (rule text, Wertung). */
  summitLeap: 'Gipfelsprung: zwei Lager weiter',
  keepTitle: 'Karten mitnehmen (Nordwand)',
  keepText: (n: number) =>
    `Du nimmst bis zu ${n} Karten in den nächsten Durchgang mit. Das Spiel schlägt die nützlichsten vor; tippe Karten an, um selbst zu wählen.`,
  keepTooMany: (n: number) => `Höchstens ${n} Karten.`,
  keepOthers: 'Die anderen wählen noch ihre Karten.',
  confirm: 'Weiter',
  standings: 'Endstand',
  place: (n: number) => `${n}.`,
  again: 'Nochmal aufsteigen',
  toLobby: 'Zur Lobby',
  turnYou: 'Du bist dran.',
  nextRoundAfterBilanz: 'Der nächste Durchgang beginnt nach „Weiter“.',
  nextRoundWhenAllRead: 'Der nächste Durchgang beginnt, sobald alle die Bilanz mit „Weiter“ geschlossen haben.',
  turnAway: 'Du bist dran – der Computer spielt für dich.',
  turnOther: (name: string) => (name === 'Du' ? 'Du bist dran.' : `${name} ist dran.`),
  gameOver: 'Die Partie ist zu Ende.',
  gameWon: (names: readonly string[]) =>
    names.length === 1
      ? `${du(names[0] ?? '', 'gewinnst', 'gewinnt')}.`
      : `Platz 1 teilen sich ${names.join(' und ')}.`,
  /** Who plays the own seat while the computer has taken it over (A3), as the log names it. */
  computerForYou: 'Der Computer (für dich)',
  /** Who made another seat's move for its player (T4 timed out, A3 away), as the log names it. */
  computerFor: (name: string) => `Der Computer (für ${name})`,
  /** The keys that act here: R only where the Rat is offered (alone against computers). */
  keysLine: (hint: boolean) =>
    `Tasten: 1–9, 0, ⇧1–⇧0 oder ← → Karte wählen · M Material · L Lager aufschlagen · N anlegen · A oder Enter abwerfen · S sortieren · ${hint ? 'R Rat · ' : ''}B Bilanz · Esc Auswahl weg`,
  log: 'Protokoll',
  graceTitle: 'Nachfrist!',
  graceText: 'Deine Bedenkzeit ist um – entscheide jetzt, sonst entscheidet der Computer für dich.',
  timedOutMove: 'Deine Bedenkzeit ist abgelaufen – der Computer hat für dich gespielt.',
  sherpa: 'Sherpa',
  schneesturm: 'Schneesturm',
  cardName: (num: number, rope: string) => `${num} ${rope}`,
  kinds: {
    run: (n: number) => DE_RUNS[n] ?? DE_RUNS_MORE[n - 8] ?? `${n}er-Folge`,
    set: (n: number) => DE_SETS[n] ?? `${n} Gleiche`,
    color: (n: number) => `${n} Karten einer Farbe`,
  } satisfies Record<PartKind, (n: number) => string>,
  meldRun: (lo: number, hi: number) => `Folge ${lo}–${hi}`,
  meldSet: (n: number, count: number) => `${count} × ${n}`,
  meldColor: (rope: string, count: number) => `${count} Karten ${rope}`,
  ev: {
    roundStarted: (n: number, dealer: string) => `Durchgang ${n} – ${du(dealer, 'gibst', 'gibt')}.`,
    // The own seat's card is named (its view has it): "Du nimmst 7 blau vom Material." — the hand
    // re-sorts, so the new card was nowhere said (keyboard QA, 5 Dec 2026).
    drewStock: (name: string, card: string | null) =>
      `${du(name, 'nimmst', 'nimmt')} ${card ?? ''}${card ? ' ' : ''}vom Material.`,
    drewPile: (name: string, card: string, where: string) => `${du(name, 'nimmst', 'nimmt')} ${card} ${where}.`,
    fromDepot: (owner: string) => (owner === 'Du' ? 'von deinem Depot' : `vom Depot von ${owner}`),
    fromDiscard: 'von der Ablage',
    drewBackpack: (name: string, card: string | null) =>
      `${du(name, 'nimmst', 'nimmt')} ${card ?? 'eine Karte'} aus dem Rucksack.`,
    reshuffled: (cards: number, storm: boolean) =>
      storm
        ? `Schneesturm unter dem Material – die Depots werden neu gemischt (${cards} Karten).`
        : `Das Material ist alle – neu gemischt (${cards} Karten).`,
    campLaid: (name: string) => `${du(name, 'schlägst', 'schlägt')} das Lager auf.`,
    laidOff: (name: string, card: string, meld: number) =>
      `${du(name, 'legst', 'legt')} ${card} an Kombination ${meld} an.`,
    discarded: (name: string, card: string) => `${du(name, 'wirfst', 'wirft')} ${card} ab.`,
    /** "Wirfst du ihn als letzte Karte ab, verfliegt er wirkungslos." */
    stormFizzled: (name: string) =>
      `${du(name, 'wirfst', 'wirft')} den Schneesturm als letzte Karte ab – er verfliegt wirkungslos.`,
    stormPlaced: (name: string, target: string) =>
      `${du(name, 'legst', 'legt')} einen Schneesturm vor ${target === 'Du' ? 'dich' : target}.`,
    skipped: (name: string) => `${name} setzt aus (Schneesturm).`,
    packed: (name: string) => `${du(name, 'packst', 'packt')} eine Karte ein.`,
    stageChosen: (name: string, n: number) => `${du(name, 'wählst', 'wählt')} Etappe ${n}.`,
    kept: (name: string, n: number) => `${du(name, 'nimmst', 'nimmt')} ${n} Karten mit.`,
    roundEnded: (n: number) => `Durchgang ${n} ist zu Ende.`,
    gameEnded: 'Die Partie ist zu Ende.',
  },
  /** The Rat's reasons (`Decision.why`), cards and players named as at the table. */
  why: {
    keep: 'Die nützlichsten Karten mitnehmen.',
    takePile: (card: string) => `${card} passt zu deinem Lager.`,
    unpack: (card: string) => `${card} aus dem Rucksack hilft jetzt.`,
    drawStock: 'Keine offene Karte hilft – vom Material ziehen.',
    onlyChoice: 'Nur diese Karte ist zu haben.',
    stage: (n: number) => `Etappe ${n} passt mit dem Rucksack am besten.`,
    camp: 'Dein Lager ist komplett – aufschlagen!',
    layoff: (card: string) => `${card} passt an eine ausliegende Kombination.`,
    discardAny: (card: string) => `${card} abwerfen.`,
    discardUseless: (card: string) => `${card} hilft deinem Lager nicht.`,
    discardUselessToAll: (card: string) => `${card} hilft dir nicht, und niemand sammelt diese Karte.`,
    discardLeastUseful: (card: string) => `${card} ist die am wenigsten nützliche Karte.`,
    discardForcedGift: (card: string) =>
      `Jede deiner Karten könnte jemand sofort anlegen – ${card} kostet dich am wenigsten.`,
    pack: (card: string) => `${card} für eine spätere Etappe einpacken statt abwerfen.`,
    stormFinishing: (name: string) => `${name} ist gleich fertig – Schneesturm!`,
    storm: (name: string) => `Schneesturm vor ${name} legen.`,
  },
  links: { practice: 'Üben ohne Verbindung' },
};

export type SpeedclimbText = typeof de;

const EN_RUN = (n: number) => `run of ${n}`;

const en: SpeedclimbText = {
  routes: {
    gipfelsturm: 'Gipfelsturm',
    nordwand: 'Nordwand',
    expedition: 'Great Expedition',
    meister: 'Master Expedition',
  },
  you: 'You',
  computer: (n) => `Computer ${n}`,
  seatNo: (n) => `Seat ${n}`,
  practiceTitle: 'Speedclimb · Practice',
  practiceMark: 'Practice – does not count',
  setupTitle: 'Set up the practice table',
  computers: 'Computer opponents',
  strength: 'Strength',
  leicht: 'Easy',
  normal: 'Normal',
  stark: 'Strong',
  route: 'Route',
  turbo: 'Turbo (the computers play faster)',
  start: 'Start climbing',
  roundOf: (round, route) => `Round ${round} · ${route}`,
  camp: (n) => (n === 8 ? 'Summit camp' : n === 1 ? 'Base camp' : `Camp ${n}`),
  stage: (n) => `Stage ${n}`,
  summitReached: 'Summit',
  stagesDone: (n, of) => `${n} of ${of} stages`,
  stagesDoneList: (n, of, done) =>
    `${n} of ${of} stages done${done.length > 0 ? ` (${done.length === 1 ? 'stage' : 'stages'} ${done.join(', ')})` : ''}`,
  cardsInHand: (n) => (n === 1 ? '1 card' : `${n} cards`),
  penalty: (n) => `${n} penalty points`,
  campLaidMark: 'camp laid',
  stormBefore: 'Snowstorm: misses a turn',
  backpackCount: (n) => `Backpack: ${n}`,
  onTurn: () => 'to play',
  thinking: (name) => `${name} is thinking …`,
  seats: 'Seats',
  material: 'Stock',
  materialCount: (n) => (n === 1 ? '1 card' : `${n} cards`),
  stormsUnder: (n) => `${n} ${n === 1 ? 'snowstorm' : 'snowstorms'} face up under the stock`,
  renewals: (n, limit) => `Stock reshuffled: ${n} of ${limit}`,
  renewalsNote: (limit) => `If the stock runs out again after ${limit} reshuffles, the round ends without a winner.`,
  depotOf: (name) => (name === 'You' ? 'Your depot' : `${name}'s depot`),
  discardPile: 'Discard pile',
  pileEmpty: 'empty',
  pileBlocked: 'blocked until someone discards on it',
  pileCount: (n) => (n === 1 ? '1 card' : `${n} cards`),
  takeFrom: (where) => `Take: ${where}`,
  drawStock: 'Take a card from the stock',
  camps: 'Combinations on the table',
  noMelds: 'No combination on the table yet.',
  meldOf: (name) => (name === 'You' ? 'by you' : `by ${name}`),
  yourCamp: 'Your camp',
  campOfSeat: (name: string) => `${name}’s camp`,
  campOf: (name, what) => `${name}: ${what}`,
  campNeeds: 'Needs',
  campProposal: 'Proposal (cards marked green in your hand)',
  campOwn: 'Your choice (cards marked green in your hand) – “↺ Proposal” brings the proposal back.',
  sherpaAs: (n) => `Sherpa as ${n}`,
  campNotYet: 'You still lack cards for your camp.',
  campAfterDraw: 'Your camp is complete – lay it after taking your card.',
  campLaid: 'Your camp is laid – now lay off and discard.',
  campStands: 'Your camp is laid.',
  layCamp: 'Lay the camp',
  resetProposal: '↺ Proposal',
  sherpaRun: (ends) => sherpaSaid(ends, EN_SHERPA, false),
  sherpaShort: (ends) => sherpaSaid(ends, EN_SHERPA, true),
  assignPart: (n) => `Put the chosen cards into part ${n}`,
  partMissing: (n) => `Part ${n}: choose cards`,
  partCount: (n, name, size, chosen) =>
    `Each part has exactly as many cards as required: part ${n} (${name}) needs ${size}, you have chosen ${chosen}. Choose exactly ${size} cards in your hand, then click the part.`,
  hand: 'Your hand',
  handOf: (name) => (name === 'You' ? 'Your hand' : `${name}'s hand`),
  sort: (byColor) => `⇅ sort (now by ${byColor ? 'colour' : 'number'})`,
  selected: 'chosen',
  inProposal: 'in the proposal',
  canLayOff: 'can be laid off',
  actions: 'What you can do',
  stepDraw: '1. Take a card (required)',
  stepPlay: 'Lay your camp, lay off, then discard (required)',
  stepPlayLaid: 'Lay off, then discard (required)',
  pickCard: 'Choose a card in your hand.',
  pickOne: (n, keys = true) =>
    `${n} cards chosen – discarding and laying off take exactly one (${keys ? 'Esc clears the choice' : 'tap one of them again to unchoose it'}).`,
  layOff: (meld, end) => `Lay off at ${meld}${end}`,
  endLow: ' (bottom)',
  endHigh: ' (top)',
  discard: 'Discard',
  discardOn: (where) => `Discard on ${where.replace(/^Your /, 'your ')}`,
  storm: (name) => `Lay a snowstorm before ${name}`,
  stormHere: 'Snowstorm: lay it before a player at the top.',
  stormHereShort: 'Lay it before a player',
  pack: 'Pack',
  backpack: 'Backpack',
  unpack: (card) => `Take ${card} from the backpack`,
  chooseStage: 'Choose a stage',
  stageButton: (n, ready, proposed, done = false) =>
    `Stage ${n}${done ? ' – done' : ''}${ready ? ' (you hold it all)' : ''}${proposed ? ' – proposed' : ''}`,
  stageNow: (n, what) => `Your stage: ${n} – ${what}`,
  stageWish: (n) => `Stage ${n} is chosen – it takes effect with your first turn.`,
  hint: 'Hint',
  hintTitle: 'Hint: what the strong computer would do',
  hintThinking: 'The computer is thinking …',
  // Not "Balance": on a site with Taler balances it read as money (QA 7 Dec 2026).
  bilanz: 'Scores',
  bilanzEmpty: 'No round has ended yet.',
  roundCol: 'Round',
  summaryTitle: (n) => `Scores after round ${n}`,
  finisher: (name) => `${name} went out.`,
  summitBy: (name) => `${yo(name, 'lay', 'lays')} the summit camp and ${name === 'You' ? 'win' : 'wins'} at once.`,
  noFinisher: 'The round ended without a winner.',
  limitEnd: 'The stock was reshuffled too often – the round ends without a winner.',
  player: 'Player',
  playedCamp: 'Camp',
  playedStage: 'Stage',
  laid: 'laid',
  notLaid: 'not made',
  cardsLeft: 'Cards left',
  penaltyCol: 'Penalty',
  nowAt: 'Now',
  summitLeap: 'summit leap: two camps on',
  keepTitle: 'Cards to keep (Nordwand)',
  keepText: (n) =>
    `You take up to ${n} cards into the next round. The game proposes the most useful; tap cards to choose yourself.`,
  keepTooMany: (n) => `At most ${n} cards.`,
  keepOthers: 'The others are still choosing their cards.',
  confirm: 'Continue',
  standings: 'Final standings',
  place: (n) => `${n}.`,
  again: 'Climb again',
  toLobby: 'To the lobby',
  turnYou: 'Your turn.',
  nextRoundAfterBilanz: 'The next round starts after “Continue”.',
  nextRoundWhenAllRead: 'The next round starts once everyone has closed the summary with “Continue”.',
  turnAway: 'Your turn – the computer plays for you.',
  turnOther: (name) => (name === 'You' ? 'Your turn.' : `${name} to play.`),
  gameOver: 'The game is over.',
  gameWon: (names) =>
    names.length === 1 ? `${yo(names[0] ?? '', 'win', 'wins')}.` : `${names.join(' and ')} share first place.`,
  computerForYou: 'The computer (for you)',
  computerFor: (name: string) => `The computer (for ${name})`,
  keysLine: (hint: boolean) =>
    `Keys: 1–9, 0, ⇧1–⇧0 or ← → choose a card · M stock · L lay camp · N lay off · A or Enter discard · S sort · ${hint ? 'R hint · ' : ''}B scores · Esc clear`,
  log: 'Log',
  graceTitle: 'Grace time!',
  graceText: 'Your think time is up – decide now, or the computer decides for you.',
  timedOutMove: 'Your think time ran out – the computer played for you.',
  sherpa: 'Sherpa',
  schneesturm: 'Snowstorm',
  cardName: (num, rope) => `${num} ${rope}`,
  kinds: {
    run: EN_RUN,
    set: (n) => EN_SETS[n] ?? `${n} of a kind`,
    color: (n) => `${n} cards of one colour`,
  },
  meldRun: (lo, hi) => `run ${lo}–${hi}`,
  meldSet: (n, count) => `${count} × ${n}`,
  meldColor: (rope, count) => `${count} cards ${rope}`,
  ev: {
    roundStarted: (n, dealer) => `Round ${n} – ${yo(dealer, 'deal', 'deals')}.`,
    drewStock: (name, card) => `${yo(name, 'take', 'takes')} ${card ?? ''}${card ? ' ' : ''}from the stock.`,
    drewPile: (name, card, where) => `${yo(name, 'take', 'takes')} ${card} ${where}.`,
    fromDepot: (owner) => (owner === 'You' ? 'from your depot' : `from ${owner}'s depot`),
    fromDiscard: 'from the discard pile',
    drewBackpack: (name, card) => `${yo(name, 'take', 'takes')} ${card ?? 'a card'} from the backpack.`,
    reshuffled: (cards, storm) =>
      storm
        ? `Snowstorm under the stock – the depots are reshuffled (${cards} cards).`
        : `The stock ran out – reshuffled (${cards} cards).`,
    campLaid: (name) => `${yo(name, 'lay', 'lays')} the camp.`,
    laidOff: (name, card, meld) => `${yo(name, 'lay', 'lays')} off ${card} at combination ${meld}.`,
    discarded: (name, card) => `${yo(name, 'discard', 'discards')} ${card}.`,
    stormFizzled: (name) =>
      `${yo(name, 'discard', 'discards')} the snowstorm as the last card – it blows over without effect.`,
    stormPlaced: (name, target) =>
      `${yo(name, 'lay', 'lays')} a snowstorm before ${target === 'You' ? 'you' : target}.`,
    skipped: (name) => `${yo(name, 'miss', 'misses')} a turn (snowstorm).`,
    packed: (name) => `${yo(name, 'pack', 'packs')} a card.`,
    stageChosen: (name, n) => `${yo(name, 'choose', 'chooses')} stage ${n}.`,
    kept: (name, n) => `${yo(name, 'keep', 'keeps')} ${n} cards.`,
    roundEnded: (n) => `Round ${n} is over.`,
    gameEnded: 'The game is over.',
  },
  why: {
    keep: 'Take the most useful cards along.',
    takePile: (card) => `${card} fits your camp.`,
    unpack: (card) => `${card} from the backpack helps now.`,
    drawStock: 'No open card helps – draw from the stock.',
    onlyChoice: 'This is the only card to be had.',
    stage: (n) => `Stage ${n} suits your cards and backpack best.`,
    camp: 'Your camp is complete – lay it!',
    layoff: (card) => `${card} fits a combination on the table.`,
    discardAny: (card) => `Discard ${card}.`,
    discardUseless: (card) => `${card} does not help your camp.`,
    discardUselessToAll: (card) => `${card} does not help you, and nobody collects it.`,
    discardLeastUseful: (card) => `${card} is your least useful card.`,
    discardForcedGift: (card) => `Someone could lay off any of your cards at once – ${card} costs you least.`,
    pack: (card) => `Pack ${card} for a later stage instead of discarding it.`,
    stormFinishing: (name) => `${name} is about to finish – snowstorm!`,
    storm: (name) => `Lay a snowstorm before ${name}.`,
  },
  links: { practice: 'Practise offline' },
};

export const TEXT: Readonly<Record<'de' | 'en', SpeedclimbText>> = { de, en };

/** German and English rope colour names (the card's colour is also a shape and a pattern). */
export const ROPE_NAMES: Readonly<Record<'de' | 'en', Readonly<Record<string, string>>>> = {
  de: { R: 'rot', B: 'blau', G: 'grün', Y: 'gelb', O: 'orange', V: 'violett' },
  en: { R: 'red', B: 'blue', G: 'green', Y: 'yellow', O: 'orange', V: 'violet' },
};
