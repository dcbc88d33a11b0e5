/**
 * A guest's "Tisch eröffnen" form kept over the way to an account (QA 7 Dec 2026): the form's line
 * in the stake's place links to `/anmelden?zurueck=/spiel/<game>#tische` so that the player can add
 * a stake to this table — and back at the lobby every choice (seats, free seats, route, think
 * time, tempo …) had gone back to its default. Following that link now writes the form's choices
 * to sessionStorage (one entry per game, `keepSetup`); the lobby's form reads them once as it
 * opens (`readKeptSetup`) and drops the entry (`dropKeptSetup`). Only that link writes it: a lobby opened any other
 * way starts with the defaults, as before. What is read is checked against the game's options
 * now: an entry of another version, of another game, older than `KEEP_FOR_MS` or not readable is
 * dropped; a single value the option does not offer (any more) falls back to the option's initial
 * value. The storage may be missing, full or blocked: then nothing is kept, and nothing fails.
 */
import { sessionKeepStore, type KeepStore } from '../table/practice-keep.js';
import type { LobbyOption, OptionValue } from './options.js';

/** The entry's shape; a change makes older entries unreadable (they are dropped). */
export const SETUP_KEEP_VERSION = 1;

/** How long a kept setup waits for the player to come back (login or registration): an hour. */
export const KEEP_FOR_MS = 60 * 60 * 1000;

/** The sessionStorage key of a game's kept "Tisch eröffnen" setup. */
export const setupKeepKey = (game: string): string => `kartenhaus:tisch-eroeffnen:${game}`;

const isRecord = (x: unknown): x is Readonly<Record<string, unknown>> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Writes the form's choices (the player is about to log in or register). */
export function keepSetup(
  game: string,
  values: Readonly<Record<string, OptionValue>>,
  store: () => KeepStore | null = sessionKeepStore,
  now: () => number = Date.now,
): void {
  try {
    store()?.setItem(setupKeepKey(game), JSON.stringify({ v: SETUP_KEEP_VERSION, game, at: now(), values }));
  } catch {
    // Full or blocked: the form comes back with its defaults, as without the keep.
  }
}

/** The option's value from a kept one: what the option offers now, else null. */
function optionValue(option: LobbyOption, raw: unknown): OptionValue | null {
  if (option.kind === 'toggle') return typeof raw === 'boolean' ? raw : null;
  return option.values.some((c) => c.value === raw) ? (raw as string | number) : null;
}

/** Drops the kept setup of `game` (restored, or not to be). */
export function dropKeptSetup(game: string, store: () => KeepStore | null = sessionKeepStore): void {
  try {
    store()?.removeItem(setupKeepKey(game));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/**
 * The kept setup of `game` for `options` (every option given a value: the kept one, else its
 * initial), or null when there is none that can be read. Reading leaves the entry
 * (`dropKeptSetup` drops it once the form has opened: React may render a form twice before).
 */
export function readKeptSetup(
  game: string,
  options: readonly LobbyOption[],
  store: () => KeepStore | null = sessionKeepStore,
  now: () => number = Date.now,
): Record<string, OptionValue> | null {
  let text: string | null;
  try {
    text = store()?.getItem(setupKeepKey(game)) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw.v !== SETUP_KEEP_VERSION || raw.game !== game || !isRecord(raw.values)) return null;
  const { at } = raw;
  const age = typeof at === 'number' && Number.isFinite(at) ? now() - at : NaN;
  if (!(age >= 0 && age <= KEEP_FOR_MS)) return null;
  const kept = raw.values;
  return Object.fromEntries(
    options.map((o) => [o.id, (Object.hasOwn(kept, o.id) ? optionValue(o, kept[o.id]) : null) ?? o.initial]),
  );
}
