/**
 * The hint ("Rat"): "zeigt dir der starke Computer seine Wahl mit Begründung – wie
 * wahrscheinlich der Nächste nicht passend legen kann und was die Wahl im Durchspielen kostet."
 * "Tagesfahrt: … Einen Rat gibt es dabei nicht."
 */
import { err, nextSeat, ok, ruleError, Rng, type Budget, type Result, type Seat } from '@kartenhaus/core';
import { bestOf, estimateMoves, STARK, type MoveEstimate } from './bots.js';
import { cardCode, codeFloor, isNumberCode, loadKartons, type Card } from './cards.js';
import { makeMove, sameMove, type Move, type SpeedliftError } from './moves.js';
import { afterCard, NOT_OPENED, type Dir } from './ride.js';
import type { View } from './view.js';

/** One legal move with the reasons the strong computer found. */
export interface HintReason extends MoveEstimate {
  /** One German sentence, e.g. "Mit der 9 fährt der Lift rauf; Platz 3 kann mit 62 % nicht mehr folgen …". */
  readonly text: string;
}

export interface Hint {
  readonly choice: Move;
  readonly text: string;
  /** Every legal move, in the order of the view's legal moves. */
  readonly reasons: readonly HintReason[];
}

export interface HintOptions {
  /** Names per seat for the sentences (default "Platz N"). */
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
  const name = (seat: Seat): string => options.names?.[seat] ?? `Platz ${seat + 1}`;
  const reasons = estimates.map((e) => ({ ...e, text: sentence(view, e, name) }));
  const chosen = reasons.find((r) => sameMove(r.move, best.move));
  return ok({ choice: best.move, text: chosen?.text ?? makeMove(best.move), reasons });
}

const pct = (p: number): string => `${Math.round(p * 100)} %`;
const num = (x: number): string => x.toFixed(1).replace('.', ',');

/** The German sentence for one move. */
function sentence(view: View, e: MoveEstimate, name: (seat: Seat) => string): string {
  const cost = `erwartete Strafe ${num(e.expectedPenalty)}`;
  const seat = view.seat ?? 0;
  const next = name(nextSeat(seat, view.config.players));
  const follow = e.nextCannotFollow === null ? '' : `${next} kann mit ${pct(e.nextCannotFollow)} nicht mehr folgen, `;
  const move = e.move;
  switch (move.type) {
    case 'exit':
      return `Aussteigen: du nimmst ${loadKartons(view.ride.map((r) => r.card))} Kartons und eröffnest die nächste Fahrt; ${cost}.`;
    case 'play':
      return `${effect(view, move.card, name)}; ${follow}${cost}.`;
  }
}

const DIR_WORD: Readonly<Record<Dir, string>> = { 1: 'rauf', [-1]: 'runter', 0: '' };

/** What the card does to the lift, as the start of the sentence. */
function effect(view: View, card: Card, name: (seat: Seat) => string): string {
  const code = cardCode(card);
  const last = view.ride[view.ride.length - 1];
  if (view.floor === NOT_OPENED)
    return isNumberCode(code)
      ? `Mit der ${codeFloor(code)} eröffnest du die Fahrt auf Etage ${codeFloor(code)}`
      : `Die Sonderkarte wirkt bei der Eröffnung nicht (keine Zahlenkarte auf der Hand)`;
  const after = afterCard(code, view.floor, view.dir);
  switch (card) {
    case 'LB':
      return `Mit dem Liftboy fährt der Lift ab Etage ${view.floor} ${DIR_WORD[after.dir]}`;
    case 'EX':
      return `Mit der Expresskabine fährt der Lift zurück ${after.dir === 1 ? 'ins Erdgeschoss' : 'aufs Dach'}`;
    case 'HD': {
      const load = loadKartons([...view.ride.map((r) => r.card), 'HD']);
      return `Mit dem Hausdetektiv nimmt ${last ? name(last.seat) : 'der Vorgänger'} die Ladung mit ${load} Kartons`;
    }
    default:
      return after.dir === 0
        ? `Mit der ${codeFloor(code)} bleibt die Richtung offen`
        : `Mit der ${codeFloor(code)} fährt der Lift ${DIR_WORD[after.dir]}`;
  }
}
