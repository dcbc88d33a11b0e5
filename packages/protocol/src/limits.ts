/**
 * The table limits every side shares, as plain data: think times, tempos, stakes, the grace, free
 * seats. No zod here — the page's start download imports these (the lobby's options) through
 * `@kartenhaus/protocol/limits` without the message schemas; `client.ts` builds its schemas on them.
 */

/** Think time per decision in seconds, or `null` for "ohne Uhr" (the table waits). */
export const THINK_TIMES = [30, 60, 90, 120] as const;
/** "Bedenkzeit je Entscheidung 30, 60 oder 90 Sekunden, 2 Minuten (Standard) oder ohne Uhr" (Speedclimb). */
export const DEFAULT_THINK_TIME = 120 satisfies (typeof THINK_TIMES)[number];
export const TEMPOS = ['normal', 'schnell', 'turbo'] as const;
/** Taler per human at an online table of a game with stakes (S13: "10, 25, 50 oder 100 Taler je Partie"); 0: none. */
export const STAKES = [0, 10, 25, 50, 100] as const;
/** The stakes a table may actually carry (every one of `STAKES` but 0). */
export const REAL_STAKES = STAKES.filter((s) => s > 0) as readonly (typeof STAKES)[number][];
/** "danach gibt es 10 Sekunden Nachfrist": the grace after a decision's think time. */
export const GRACE_MS = 10_000;
/**
 * T13: at a table "ohne Uhr", one step (a decision, or the round summary's "Weiter") that keeps the
 * others waiting this long marks those it waits on as stalling; the others may then leave without −10.
 */
export const STALL_MS = 10 * 60_000;
/** A registered player's name: characters (letters, digits, single spaces, `_ . - '`). */
export const NAME_LENGTH = { min: 3, max: 20 } as const;
/** A password's characters. */
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;
/** Free seats at the start: "Computer" or "leer" (then at least two humans). */
export const FREE_SEATS = ['computer', 'leer'] as const;
