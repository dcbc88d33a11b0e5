/**
 * Speedlift's events in words (the table's log and live region) and a replay step's events, made
 * from its move and the views before and after it, so a replay says each move as the log does.
 * DOM-free.
 */
import type { Seat } from '@kartenhaus/core';
import { cardName, loadKartons, parseMove, rideAfter, type Event, type View } from '@kartenhaus/speedlift';
import type { ActorsOf } from '../../table/actors.js';
import type { SpeedliftText } from './strings.js';

/**
 * The sentence for an event (for the log and the live region). `actors` name who acted (the own
 * seat "Der Computer (für dich)" while the computer plays it); `names` who is acted upon.
 */
export function eventText(
  tx: SpeedliftText,
  e: Event,
  names: readonly string[],
  before: Pick<View, 'dir'> | null,
  actors: readonly string[] = names,
): string | null {
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const actor = (s: number) => actors[s] ?? name(s);
  switch (e.type) {
    case 'played':
      return (
        tx.played(actor(e.seat), cardName(e.card)) +
        // The call where this card set or turned the direction — not where the ride before it is not
        // known (`before` null: the first step of a snapshot may lie inside a ride already going).
        (e.dir !== 0 && before !== null && before.dir !== e.dir ? ` ${e.dir === 1 ? tx.rauf : tx.runter}` : '')
      );
    case 'exited':
      return tx.exited(actor(e.seat), loadKartons(e.load), e.forced);
    case 'caught':
      return tx.caught(name(e.seat), actor(e.by), loadKartons(e.load));
    case 'feierabend':
      return tx.feierabendBy(actor(e.seat));
    case 'roundStarted':
      return tx.roundStarted(e.round + 1, name(e.opener));
    case 'gameOver':
      return tx.gameOver;
  }
}

/**
 * What the speech setting says for a step's events (the calls the log shows): the direction call
 * when a card sets or turns the direction, and Feierabend — in the page's language, as its voice is.
 */
export function spokenCalls(tx: SpeedliftText, events: readonly Event[], prevDir: number | null): string[] {
  const calls: string[] = [];
  for (const e of events) {
    if (e.type === 'played' && e.dir !== 0 && e.dir !== prevDir) calls.push(e.dir === 1 ? tx.rauf : tx.runter);
    else if (e.type === 'feierabend') calls.push(tx.feierabend);
  }
  return calls;
}

/**
 * A snapshot's events (a page opened anew) each with what its line needs of the ride before it:
 * the ride's direction followed from one play to the next (a ride ends with an exit, a catch or
 * Feierabend).
 */
export function restoredSteps(
  events: readonly Event[],
): { readonly event: Event; readonly index: number; readonly before: Pick<View, 'dir'> | null }[] {
  let dir: View['dir'] | null = null;
  return events.map((event, index) => {
    const before = dir === null ? null : { dir };
    dir = event.type === 'played' ? event.dir : event.type === 'gameOver' ? dir : 0;
    return { event, index, before };
  });
}

/**
 * The log's lines for a snapshot's steps (a page opened anew): each event in turn, with the ride's
 * direction before it (`restoredSteps`); `actors` by event (the own seat's moves the computer made
 * for it are its, `table/actors.ts`).
 */
export function restoredLog(
  tx: SpeedliftText,
  events: readonly Event[],
  names: readonly string[],
  actors: ActorsOf,
): string[] {
  return restoredSteps(events)
    .map(({ event, index, before }) => eventText(tx, event, names, before, actors(index)))
    .filter((text): text is string => text !== null);
}

/**
 * The events of a replay step — a move in notation by `seat` — as far as the views before and
 * after it (both the same seat's) show them: what the log said when the move was played. An exit
 * is "freiwillig" only where the views show it was (the mover's own view, or no new public
 * forced-exit fact); `null` before: the deal.
 */
export function stepEvents(notation: string, seat: Seat, before: View | null, after: View): Event[] {
  const parsed = parseMove(notation);
  if (!parsed.ok || before === null) return [];
  const move = parsed.value;
  const out: Event[] = [];
  if (move.type === 'exit') {
    const mine = before.seat === seat;
    const forced = mine
      ? before.legalMoves.every((m) => m.type === 'exit')
      : before.config.aussteigenJederzeit || after.exits.length > before.exits.length;
    out.push({ type: 'exited', seat, forced, load: before.ride.map((r) => r.card) });
  } else {
    const newRound = after.round !== before.round || after.over !== before.over;
    // The engine's own rule for where the card takes the lift and whom a detective catches (after
    // a catch or Feierabend the lift in `after` is already empty).
    const step = rideAfter(before, seat, move.card);
    out.push({ type: 'played', seat, card: move.card, floor: step.floor, dir: step.dir });
    if (step.caught) out.push({ type: 'caught', seat: step.caught.seat, by: seat, load: [...step.caught.load] });
    if (newRound) {
      const score = after.scores[before.scores.length];
      if (score) out.push({ type: 'feierabend', round: before.round, seat, score });
      if (after.over) out.push({ type: 'gameOver', totals: after.totals });
      else out.push({ type: 'roundStarted', round: after.round, dealer: after.dealer, opener: after.turn });
    }
  }
  return out;
}

/**
 * The table's game number (`info.gameNo` at a server table) against the one the log has seen: a new
 * game ("Nochmal": its view comes with no event) gets the log's line "Neue Partie – Runde 1: …
 * eröffnet." once its view is here (not over; its turn is the first round's opener). The first
 * number known, the same one, or none (practice) say nothing.
 */
export function tableGameLine(
  tx: SpeedliftText,
  seen: number | null,
  game: number | null,
  view: Pick<View, 'over' | 'turn'>,
  names: readonly string[],
): { readonly seen: number | null; readonly line: string | null } {
  if (game === null || game === seen || view.over) return { seen, line: null };
  return { seen: game, line: seen === null ? null : tx.newGame(names[view.turn] ?? `#${view.turn + 1}`) };
}
