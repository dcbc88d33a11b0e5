import type { TableInfo, TableSettings, TableSummary } from '@kartenhaus/protocol';
import { DEFAULT_THINK_TIME, STAKES, THINK_TIMES } from '@kartenhaus/protocol/limits';
import type { GameId } from '../game-module.js';
import { findGame, GAMES } from '../games/registry.js';
import type { LobbyOption, OptionValue } from './options.js';

type Values = Readonly<Record<string, OptionValue>>;

/** The lobby options every game shares that are table settings rather than the game's own options. */
export const TABLE_KEYS: ReadonlySet<string> = new Set([
  'computers',
  'strength',
  'seats',
  'freeSeats',
  'thinkTime',
  'tempo',
  'stake',
  'turbo',
]);

/** Whether a lobby value of this game is a table setting (not passed to the game as an option). */
export const isTableKey = (game: GameId, key: string): boolean =>
  TABLE_KEYS.has(key) || (findGame(game)?.settingKeys?.includes(key) ?? false);

const num = (v: OptionValue | undefined, fallback: number): number => (typeof v === 'number' ? v : fallback);

/**
 * Turns the lobby's chosen values into the protocol's `TableSettings` (the server and the game
 * validate them; nothing is decided here). Solo tables have no clock: the table waits for the player.
 */
export function toTableSettings(game: GameId, mode: 'solo' | 'online', values: Values): TableSettings {
  const options: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(values)) if (!isTableKey(game, k)) options[k] = v;
  if (mode === 'solo') {
    // The game's own reading of its solo setup, else the player plus the computers at their strength.
    const seats = findGame(game)?.solo?.(values) ?? {
      players: num(values.computers, 3) + 1,
      level: String(values.strength ?? 'normal'),
    };
    return {
      game,
      mode,
      players: seats.players,
      options,
      level: seats.level,
      clock: null,
      tempo: values.turbo === true ? 'turbo' : 'normal',
      stake: 0,
      free: 'computer',
    };
  }
  const think = num(values.thinkTime, DEFAULT_THINK_TIME);
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
  const offered = (id: string) => findGame(game)?.tableOptions.some((o) => o.id === id) ?? false;
  return { thinkTime: offered('thinkTime'), tempo: offered('tempo') };
}

/** The game that has a daily ride (the Tagesfahrt, L8), if any. */
export const dailyGame = () => GAMES.find((g) => g.daily !== undefined) ?? null;

/** The daily ride's table (the Tagesfahrt, L8: four seats, three normal computers, the day's deals). */
export function dailySettings(): TableSettings {
  const game = dailyGame();
  if (!game?.daily) throw new Error('no game has a daily ride');
  return game.daily.settings();
}

/**
 * The player's own daily ride still running, among the tables the lobby lists (`mine`: the
 * player has a seat there): a table of the ride's game opened with the ride's own options. The
 * server refuses a second ride beside it (ERR_DAILY_RUNNING); this is where the page sends the
 * player back to instead.
 */
export function runningDaily(tables: readonly TableSummary[], ride: TableSettings): TableSummary | null {
  const running = new Set<TableSummary['phase']>(['waiting', 'countdown', 'playing', 'summary']);
  return (
    tables.find(
      (x) =>
        x.mine &&
        x.game === ride.game &&
        running.has(x.phase) &&
        Object.entries(ride.options).every(([k, v]) => x.options[k] === v),
    ) ?? null
  );
}

/** Whether the table's free seats become computers at the start (the game offers it, and it was chosen). */
export const freeToComputers = (info: TableInfo, options: readonly LobbyOption[]): boolean =>
  info.settings.free === 'computer' && options.some((o) => o.id === 'freeSeats');

/**
 * How many humans a waiting online table needs before its host can start it, or `null` when it can
 * start now. Free seats become computers where the game offers that ("Freie Plätze: Computer");
 * otherwise they stay empty and the game is dealt to the humans alone: at least two of them and the
 * game's fewest seats (Speedlift: three). The server decides (`ERR_TOO_FEW_PLAYERS`); the page says
 * it before the click instead of offering a start that is refused.
 */
export function humansNeeded(info: TableInfo, options: readonly LobbyOption[]): number | null {
  if (freeToComputers(info, options)) return null;
  const seats = options.find((o) => o.id === 'seats');
  const fewest = seats?.kind === 'choice' ? Math.min(...seats.values.map((v) => Number(v.value))) : 2;
  const need = Math.max(2, Number.isFinite(fewest) ? fewest : 2);
  return info.seats.filter((s) => s.kind === 'human').length >= need ? null : need;
}
