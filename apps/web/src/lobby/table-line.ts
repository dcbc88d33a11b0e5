/** What the lobby's list says about one table: its state, and whether "Platz nehmen" is offered. */
import type { TableSummary } from '@kartenhaus/protocol';
import type { GameId } from '../game-module.js';
import { findGame } from '../games/registry.js';
import type { MessageKey } from '../i18n/de.js';
import type { Translate } from '../i18n/i18n.js';
import { choiceLabel, THINK_TIME } from './options.js';
import { isTableKey } from './table-settings.js';

type Line = { readonly key: MessageKey; readonly params?: Readonly<Record<string, number>> };

/** Free seats only while the table waits; a running or finished table says so (no "0 von 2 Plätzen frei"). */
export function tableState(x: Pick<TableSummary, 'phase' | 'free' | 'players'>): Line {
  switch (x.phase) {
    case 'waiting':
      return { key: 'seatsFree', params: { free: x.free, n: x.players } };
    case 'countdown':
    case 'playing':
    case 'summary':
      return { key: 'tableRunning' };
    case 'finished':
    case 'closed':
      return { key: 'tableFinished' };
  }
}

/** "Platz nehmen": a free seat at a waiting table, not one's own; never a stake table for a guest (A1). */
export function offersSeat(x: Pick<TableSummary, 'phase' | 'free' | 'mine' | 'stake'>, guest: boolean | null): boolean {
  return x.free > 0 && x.phase === 'waiting' && !x.mine && !(x.stake > 0 && guest !== false);
}

/**
 * A guest sees a free seat it may not take: the table has a stake (A1). The lobby says why, where
 * "Platz nehmen" would otherwise stand (QA 5 Dec 2026: only "Zuschauen", no reason, until the table
 * was opened).
 */
export function guestKeptFromSeat(
  x: Pick<TableSummary, 'phase' | 'free' | 'mine' | 'stake'>,
  guest: boolean | null,
): boolean {
  return guest === true && x.stake > 0 && offersSeat({ ...x, stake: 0 }, guest);
}

/**
 * The game's own options a table was opened with, as the lobby's form names them: what decides
 * the game (an option marked `named`: Speedclimb's route, Speedlift's limit, Gipfelsturm's level)
 * is always named, a house rule or variant only when it is on (differs from the form's default).
 */
export function optionsLine(game: GameId, options: Readonly<Record<string, unknown>>, t: Translate): string[] {
  const out: string[] = [];
  for (const o of findGame(game)?.tableOptions ?? []) {
    if (isTableKey(game, o.id) || !(o.id in options)) continue;
    const v = options[o.id];
    if (o.kind === 'toggle') {
      if (v === true) out.push(t(o.label));
      continue;
    }
    if (o.named !== true && v === o.initial) continue;
    const choice = o.values.find((c) => c.value === v);
    if (!choice) continue;
    if (o.listed && typeof v === 'number') {
      out.push(t(o.listed, { n: v }));
      continue;
    }
    const value = choiceLabel(choice, t);
    out.push(t('optionIs', { label: t(o.label), value }));
  }
  return out;
}

/**
 * The think time a table was opened with, in the form's own words ("2 Minuten Bedenkzeit", "30 s
 * Bedenkzeit", "ohne Uhr"), not the protocol's seconds.
 */
export function thinkTimeLine(clock: TableSummary['clock'], t: Translate): string {
  if (clock === null) return t('thinkNone');
  const choice = THINK_TIME.kind === 'choice' ? THINK_TIME.values.find((c) => c.value === clock) : undefined;
  return t('thinkListed', { time: choice ? choiceLabel(choice, t) : `${clock} s` });
}
