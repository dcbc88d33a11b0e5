import { STAKES, THINK_TIMES, type TableSettings } from '@kartenhaus/protocol';
import type { GameId } from '../games.js';
import { TABLE_OPTIONS, type OptionValue } from './options.js';

type Values = Readonly<Record<string, OptionValue>>;

/** The lobby options that are table settings rather than the game's own options. */
export const TABLE_KEYS: ReadonlySet<string> = new Set([
  'computers',
  'strength',
  'seats',
  'freeSeats',
  'thinkTime',
  'tempo',
  'stake',
  'turbo',
  'three',
]);

const num = (v: OptionValue | undefined, fallback: number): number => (typeof v === 'number' ? v : fallback);

/**
 * Turns the lobby's chosen values into the protocol's `TableSettings` (the server and the game
 * validate them; nothing is decided here). Solo tables have no clock: the table waits for the player.
 */
export function toTableSettings(game: GameId, mode: 'solo' | 'online', values: Values): TableSettings {
  const options: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(values)) if (!TABLE_KEYS.has(k)) options[k] = v;
  if (mode === 'solo') {
    const players = game === 'gipfelsturm' ? (values.three === true ? 3 : 2) : num(values.computers, 3) + 1;
    const level =
      game === 'gipfelsturm' ? String(values.partnerSpeed ?? 'normal') : String(values.strength ?? 'normal');
    delete options.partnerSpeed;
    return {
      game,
      mode,
      players,
      options,
      level,
      clock: null,
      tempo: values.turbo === true ? 'turbo' : 'normal',
      stake: 0,
      free: 'computer',
    };
  }
  const think = num(values.thinkTime, 120);
  const stake = num(values.stake, 0);
  return {
    game,
    mode,
    players: num(values.seats, 4),
    options,
    level: 'normal',
    clock: (THINK_TIMES as readonly number[]).includes(think) ? (think as TableSettings['clock']) : null,
    tempo: values.tempo === 'schnell' ? 'schnell' : 'normal',
    stake: (STAKES as readonly number[]).includes(stake) ? (stake as TableSettings['stake']) : 0,
    free: values.freeSeats === 'leer' ? 'leer' : 'computer',
  };
}

/**
 * Which of an online table's settings the lobby's list names: those its opener could choose. A
 * Gipfelsturm table is played in real time and its form has neither think time nor tempo (the
 * settings still carry the defaults: the think time bounds how long a Rekordjagd's summary waits,
 * docs/server.md), so its list entry names neither.
 */
export function listedSettings(game: GameId): { readonly thinkTime: boolean; readonly tempo: boolean } {
  const offered = (id: string) => TABLE_OPTIONS[game].some((o) => o.id === id);
  return { thinkTime: offered('thinkTime'), tempo: offered('tempo') };
}

/** The Tagesfahrt (L8): four seats, three normal computers, standard rules, the day's deals. */
export function dailySettings(): TableSettings {
  return {
    game: 'speedlift',
    mode: 'solo',
    players: 4,
    options: { tagesfahrt: true },
    level: 'normal',
    clock: null,
    tempo: 'normal',
    stake: 0,
    free: 'computer',
  };
}
