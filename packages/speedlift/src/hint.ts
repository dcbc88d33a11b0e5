/**
 * The hint ("Rat"): "zeigt dir der starke Computer seine Wahl mit Begründung – wie
 * wahrscheinlich der Nächste nicht passend legen kann und was die Wahl im Durchspielen kostet."
 * "Tagesfahrt: … Einen Rat gibt es dabei nicht."
 */
import { err, nextSeat, ok, ruleError, Rng, type Budget, type Result, type Seat } from '@kartenhaus/core';
import { bestOf, estimateMoves, STARK, type MoveEstimate } from './bots.js';
import { cardCode, cardName, codeFloor, isNumberCode, loadKartons, type Card } from './cards.js';
import { makeMove, sameMove, type Move, type SpeedliftError } from './moves.js';
import { afterCard, GROUND_FLOOR, NOT_OPENED, ROOF, type Dir } from './ride.js';
import type { View } from './view.js';

/**
 * What a move does, as data: the web says it in the players' words (card names as on the table,
 * seats by their names) in German and English; `text` is the German sentence of the same facts.
 */
export type HintWhy =
  /** Opens the ride on the card's floor. */
  | { readonly kind: 'open'; readonly card: Card; readonly floor: number }
  /** A special card that does nothing at the opening (L5: no number card in hand). */
  | { readonly kind: 'openSpecial'; readonly card: Card }
  /** A number card: the lift goes up or down, or the direction stays open (`dir` 0). */
  | { readonly kind: 'number'; readonly card: Card; readonly floor: number; readonly dir: Dir }
  | { readonly kind: 'liftboy'; readonly floor: number; readonly dir: Dir }
  /** Back to the start: up to the Erdgeschoss (`dir` 1) or down to the Dach. */
  | { readonly kind: 'express'; readonly dir: Dir }
  /** The detective: `caught` (the one who laid the card before) takes the load. */
  | { readonly kind: 'detective'; readonly caught: Seat | null; readonly kartons: number }
  | { readonly kind: 'exit'; readonly kartons: number };

/** One legal move with the reasons the strong computer found. */
export interface HintReason extends MoveEstimate {
  readonly why: HintWhy;
  /** The seat after the viewing one (whom `nextCannotFollow` is about). */
  readonly next: Seat;
  /** The German sentence, e.g. "Hutsalon 12: der Lift fährt rauf; Anna kann mit 100 % nicht mehr folgen; …". */
  readonly text: string;
}

export interface Hint {
  readonly choice: Move;
  readonly text: string;
  /** Every legal move, in the order of the view's legal moves. */
  readonly reasons: readonly HintReason[];
}

export interface HintOptions {
  /** Names per seat for the German sentences, as the table shows them (default "Spieler N"). */
  readonly names?: readonly string[];
  readonly rng?: Rng;
  readonly budget?: Budget;
}

/** The strong computer's choice and reasons for the viewing seat on turn. */
export function hint(view: View, options: HintOptions = {}): Result<Hint, SpeedliftError> {
  if (view.config.tagesfahrt) return err(ruleError('ERR_NO_HINT_IN_TAGESFAHRT'));
  if (view.over) return err(ruleError('ERR_GAME_OVER'));
  if (view.seat === null || view.seat !== view.turn || view.legalMoves.length === 0)
    return err(ruleError('ERR_NOT_YOUR_TURN'));
  const rng = options.rng ?? Rng.fromSeed(`hint:${view.round}:${view.hand.join(',')}:${view.ride.length}`);
  const estimates = estimateMoves(view, rng, options.budget ?? { ms: Infinity }, STARK);
  const best = bestOf(estimates);
  const name = (seat: Seat): string => options.names?.[seat] ?? `Spieler ${seat + 1}`;
  const next = nextSeat(view.seat, view.config.players);
  const reasons = estimates.map((e): HintReason => {
    const why = whyOf(view, e.move);
    return { ...e, why, next, text: sentence(e, why, name(next), name) };
  });
  const chosen = reasons.find((r) => sameMove(r.move, best.move));
  return ok({ choice: best.move, text: chosen?.text ?? makeMove(best.move), reasons });
}

/** What the move does to the lift and the ride. */
export function whyOf(view: View, move: Move): HintWhy {
  if (move.type === 'exit') return { kind: 'exit', kartons: loadKartons(view.ride.map((r) => r.card)) };
  const card = move.card;
  const code = cardCode(card);
  if (view.floor === NOT_OPENED)
    return isNumberCode(code) ? { kind: 'open', card, floor: codeFloor(code) } : { kind: 'openSpecial', card };
  const after = afterCard(code, view.floor, view.dir);
  switch (card) {
    case 'LB':
      return { kind: 'liftboy', floor: view.floor, dir: after.dir };
    case 'EX':
      return { kind: 'express', dir: after.dir };
    case 'HD': {
      const last = view.ride[view.ride.length - 1];
      return {
        kind: 'detective',
        caught: last ? last.seat : null,
        kartons: loadKartons([...view.ride.map((r) => r.card), 'HD']),
      };
    }
    default:
      return { kind: 'number', card, floor: codeFloor(code), dir: after.dir };
  }
}

const pct = (p: number): string => `${Math.round(p * 100)} %`;
const num = (x: number): string => x.toFixed(1).replace('.', ',');
/** "1 Karton", "0 Kartons", "7 Kartons" — as the table counts them. */
const kartonsWord = (k: number): string => `${k} ${k === 1 ? 'Karton' : 'Kartons'}`;
const DIR_WORD: Readonly<Record<Dir, string>> = { 1: 'rauf', [-1]: 'runter', 0: '' };

/** "rauf ins Erdgeschoss, runter aufs Dach": floors 0 and 13 have names, not numbers. */
const fromFloor = (f: number): string =>
  f === GROUND_FLOOR ? 'vom Erdgeschoss' : f === ROOF ? 'vom Dach' : `ab Etage ${f}`;

/** The German sentence for one move. */
function sentence(e: MoveEstimate, why: HintWhy, next: string, name: (seat: Seat) => string): string {
  const cost = `erwartete Strafe ${num(e.expectedPenalty)}`;
  const follow = e.nextCannotFollow === null ? '' : `; ${next} kann mit ${pct(e.nextCannotFollow)} nicht mehr folgen`;
  const end =
    e.endsAhead !== null && Math.round(e.endsAhead * 100) > 0
      ? `; mit ${pct(e.endsAhead)} endet die Partie mit dir vorn`
      : '';
  return `${effect(why, name)}${follow}${end}; ${cost}.`;
}

/** What the move does, as the start of the German sentence. */
function effect(why: HintWhy, name: (seat: Seat) => string): string {
  switch (why.kind) {
    case 'open':
      return `${cardName(why.card)}: du eröffnest die Fahrt auf Etage ${why.floor}`;
    case 'openSpecial':
      return `${cardName(why.card)} wirkt bei der Eröffnung nicht (keine Zahlenkarte auf der Hand)`;
    case 'number':
      return why.dir === 0
        ? `${cardName(why.card)}: die Richtung bleibt offen`
        : `${cardName(why.card)}: der Lift fährt ${DIR_WORD[why.dir]}`;
    case 'liftboy':
      return `Liftboy: der Lift fährt ${fromFloor(why.floor)} ${DIR_WORD[why.dir]}`;
    case 'express':
      return `Expresskabine: der Lift fährt zurück ${why.dir === 1 ? 'ins Erdgeschoss' : 'aufs Dach'}`;
    case 'detective':
      return `Hausdetektiv: ${why.caught === null ? 'der Vorgänger' : name(why.caught)} nimmt die Ladung mit ${kartonsWord(why.kartons)}`;
    case 'exit':
      return `Aussteigen: du nimmst ${kartonsWord(why.kartons)} und eröffnest die nächste Fahrt`;
  }
}
