/**
 * Moves and events in words (the Rat, the log and its live region) and the sound cue of an event.
 * DOM-free. The own seat is named "Du"/"You" and gets the second person ("Du wirfst 7 rot ab.").
 */
import {
  ROUTES,
  STORM,
  speedclimb,
  type Card,
  type Event,
  type Move,
  type View,
  type Why,
} from '@kartenhaus/speedclimb';
import type { Cue } from '../../table/sound.js';
import { cardName } from './Card.js';
import { meldLabel } from './panels.js';
import type { SpeedclimbText } from './strings.js';

type Lang = 'de' | 'en';

/** A move in words (the Rat says what the strong computer would do). */
export function moveText(move: Move, view: View, names: readonly string[], lang: Lang, tx: SpeedclimbText): string {
  const depots = ROUTES[view.route].piles === 'depots';
  switch (move.type) {
    case 'draw':
      if (move.from === 'stock') return tx.drawStock;
      if (move.from === 'backpack') return tx.unpack(cardName(move.card, lang));
      return tx.takeFrom(depots ? tx.depotOf(names[move.pile] ?? '') : tx.discardPile);
    case 'camp':
      // The parts apart by "; " — a screen reader read " | " as "senkrechter Strich" (QA 7 Dec 2026).
      return `${tx.layCamp}: ${move.parts.map((p) => p.cards.map((c) => cardName(c, lang)).join(', ')).join('; ')}`;
    case 'layoff': {
      const m = view.melds[move.meld];
      return `${cardName(move.card, lang)}: ${tx.layOff(m ? meldLabel(m, lang, tx) : String(move.meld + 1), '')}`;
    }
    case 'discard':
      return `${tx.discard}: ${cardName(move.card, lang)}`;
    case 'storm':
      return tx.storm(names[move.target] ?? '');
    case 'pack':
      return `${tx.pack}: ${cardName(move.card, lang)}`;
    case 'stage':
      return tx.stage(move.stage + 1);
    case 'keep':
      return move.cards.map((c) => cardName(c, lang)).join(', ');
  }
}

/** Why the strong computer proposes its move (the Rat), in the players' words. */
export function whyText(why: Why, names: readonly string[], lang: Lang, tx: SpeedclimbText): string {
  const w = tx.why;
  switch (why.kind) {
    case 'keep':
    case 'drawStock':
    case 'onlyChoice':
    case 'camp':
      return w[why.kind];
    case 'takePile':
    case 'unpack':
    case 'layoff':
    case 'pack':
      return w[why.kind](cardName(why.card, lang));
    case 'stage':
      return w.stage(why.stage + 1);
    case 'discard': {
      const card = cardName(why.card, lang);
      switch (why.because) {
        case 'any':
          return w.discardAny(card);
        case 'useless':
          return w.discardUseless(card);
        case 'uselessToAll':
          return w.discardUselessToAll(card);
        case 'leastUseful':
          return w.discardLeastUseful(card);
        case 'forcedGift':
          return w.discardForcedGift(card);
      }
      break;
    }
    case 'storm': {
      const name = names[why.target] ?? `#${why.target + 1}`;
      return why.aboutToFinish ? w.stormFinishing(name) : w.storm(name);
    }
  }
}

/** The sentence for an event (log and live region). */
export function eventText(
  e: Event,
  view: View,
  names: readonly string[],
  lang: Lang,
  tx: SpeedclimbText,
  /** Who acted, by seat: the own seat "Der Computer (für dich)" while the computer plays it (A3). */
  actors: readonly string[] = names,
  /** The event after this one in the same step (a last card's discard is followed by the round's end). */
  next?: Event,
): string | null {
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const actor = (s: number) => actors[s] ?? name(s);
  const ev = tx.ev;
  const depots = ROUTES[view.route].piles === 'depots';
  switch (e.type) {
    case 'roundStarted':
      return ev.roundStarted(e.round, name(e.dealer));
    case 'drew':
      // The card is in the event only for the seat that drew it (`viewEvent`).
      if (e.from === 'stock') return ev.drewStock(actor(e.seat), e.card ? cardName(e.card, lang) : null);
      if (e.from === 'backpack') return ev.drewBackpack(actor(e.seat), e.card ? cardName(e.card, lang) : null);
      return ev.drewPile(
        actor(e.seat),
        e.card ? cardName(e.card, lang) : '?',
        depots ? ev.fromDepot(name(e.pile ?? 0)) : ev.fromDiscard,
      );
    case 'reshuffled':
      return ev.reshuffled(e.cards, e.cause === 'storm');
    case 'campLaid':
      return ev.campLaid(actor(e.seat));
    case 'laidOff':
      return ev.laidOff(actor(e.seat), cardName(e.card, lang), e.meld + 1);
    case 'discarded':
      // A Schneesturm as the last card: "verfliegt er wirkungslos" (S8: it still finishes the round).
      if (e.card === STORM && next?.type === 'roundEnded' && next.record.finisher === e.seat)
        return ev.stormFizzled(actor(e.seat));
      return ev.discarded(actor(e.seat), cardName(e.card, lang));
    case 'stormPlaced':
      return ev.stormPlaced(actor(e.seat), name(e.target));
    case 'skipped':
      return ev.skipped(name(e.seat));
    case 'packed':
      return ev.packed(actor(e.seat));
    case 'stageChosen':
      return ev.stageChosen(actor(e.seat), e.stage + 1);
    case 'kept':
      return ev.kept(actor(e.seat), e.count);
    case 'roundEnded':
      return ev.roundEnded(e.record.round);
    case 'gameEnded':
      return ev.gameEnded;
  }
}

/** The kinds of event a replay step shows (see `stepEvents`); the others it cannot see in the views. */
export const STEP_EVENTS: ReadonlySet<Event['type']> = new Set([
  'drew',
  'campLaid',
  'laidOff',
  'discarded',
  'stormPlaced',
  'packed',
  'stageChosen',
  'kept',
  'roundEnded',
  'roundStarted',
  'gameEnded',
]);

/** The card in `after`'s hand that `before`'s did not hold (the one drawn), if one. */
function newCard(before: View, after: View): Card | null {
  const left = [...before.hand];
  for (const c of after.hand) {
    const i = left.indexOf(c);
    if (i < 0) return c;
    left.splice(i, 1);
  }
  return null;
}

/** The move's own event: what the log said of it. */
function moveEvent(move: Move, seat: number, before: View, after: View): Event {
  switch (move.type) {
    case 'draw':
      // A card taken from a pile was its open top; one from the stock or the backpack is named only
      // to the seat that drew it, as the event its view gets (`viewEvent`).
      if (move.from === 'pile')
        return { type: 'drew', seat, from: 'pile', pile: move.pile, card: before.piles[move.pile]?.top ?? null };
      if (after.seat !== seat) return { type: 'drew', seat, from: move.from, card: null };
      return {
        type: 'drew',
        seat,
        from: move.from,
        card: move.from === 'backpack' ? move.card : newCard(before, after),
      };
    case 'camp':
      return { type: 'campLaid', seat, melds: after.melds.filter((m) => m.owner === seat) };
    case 'layoff':
      return { type: 'laidOff', seat, card: move.card, meld: move.meld, end: move.end };
    case 'discard':
      return { type: 'discarded', seat, card: move.card };
    case 'storm':
      return { type: 'stormPlaced', seat, target: move.target };
    case 'pack':
      return { type: 'packed', seat, card: move.card };
    case 'stage':
      return { type: 'stageChosen', seat, stage: move.stage };
    case 'keep':
      return { type: 'kept', seat, count: move.cards.length };
  }
}

/**
 * The events of a replay step — a move in notation by `seat` — as far as the views before and
 * after it (both the same seat's) show them (`STEP_EVENTS`): what the log said when the move
 * was played, for `eventText`. Nothing for the deal (`before` null) or a notation it cannot read.
 */
export function stepEvents(notation: string, seat: number, before: View | null, after: View): Event[] {
  const parsed = speedclimb.parseMove(notation);
  if (!parsed.ok || before === null) return [];
  const out: Event[] = [moveEvent(parsed.value, seat, before, after)];
  const record = after.history[before.history.length];
  if (record) out.push({ type: 'roundEnded', record });
  if (after.phase === 'over' && before.phase !== 'over') out.push({ type: 'gameEnded' });
  else if (after.round !== before.round)
    out.push({ type: 'roundStarted', round: after.round, dealer: after.dealer, opening: null });
  return out;
}

/** The cue for an event with the Zahnrad's "Geräusche" on: a card laid, a card taken, the storm's bell, the round's gong. */
export function cueOf(e: Event): Cue | null {
  switch (e.type) {
    case 'campLaid':
    case 'laidOff':
    case 'discarded':
    case 'packed':
      return 'lay';
    case 'drew':
      return 'take';
    case 'stormPlaced':
    case 'skipped':
      return 'bell';
    case 'roundEnded':
      return 'gong';
    case 'roundStarted':
    case 'reshuffled':
    case 'stageChosen':
    case 'kept':
    case 'gameEnded':
      return null;
  }
}
