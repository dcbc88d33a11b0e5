/**
 * The answers of the HTTP API (accounts, wallet, settings, leaderboards, Tagesliste, history, game
 * records; docs/accounts.md "API") as zod schemas: the server types its answers with them
 * (`satisfies`), the page parses each answer once at its edge (apps/web/src/net) — one definition
 * for both sides. Objects are not strict: a field the page does not know yet is dropped, a missing
 * or mistyped one is refused (the page shows "ERR_BAD_RESPONSE" instead of half an answer).
 */
import { z } from 'zod';

const Seat = z.number().int().nonnegative();
const Count = z.number().int().nonnegative();
/** A place in a list or a game, 1-based; equal values share it (1, 1, 3). */
const Place = z.number().int().positive();
/** Milliseconds since the epoch. */
const Millis = z.number().int().nonnegative();
/** Taler: whole coins, negative for what was paid. */
const Taler = z.number().int();
/** Points and scores: whole numbers by every rule text, negative for penalties and leaving. */
const Points = z.number().int();

/** Every refusal: `{ error: { code, detail?, retryAfterMs? } }`. */
export const ApiErrorBody = z.object({
  error: z.object({
    code: z.string().startsWith('ERR_'),
    detail: z.string().optional(),
    retryAfterMs: z.number().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** A player as the accounts part names them (a guest too: `guest`, no Taler). */
export const ApiPlayer = z.object({ id: z.string(), name: z.string(), guest: z.boolean() });
export type ApiPlayer = z.infer<typeof ApiPlayer>;

/** `GET /api/me`, `POST /api/register`, `POST /api/login`. */
export const PlayerAnswer = z.object({ player: ApiPlayer });
export type PlayerAnswer = z.infer<typeof PlayerAnswer>;

/** `POST /api/logout`. */
export const OkAnswer = z.object({ ok: z.literal(true) });
export type OkAnswer = z.infer<typeof OkAnswer>;

/** The game a posting belongs to: its id (for `/api/games/:id`, the replay) and which game it is. */
export const StatementGame = z.object({ id: z.string(), game: z.string() });
export type StatementGame = z.infer<typeof StatementGame>;

/**
 * One posting of the wallet's statement (`amount` positive: received; negative: paid). `game`: the
 * game whose pot the Taler went to or came from (stake, payout, refund); absent for the others
 * (start, top-up) and in an older server's answer.
 */
export const StatementLine = z.object({
  key: z.string(),
  kind: z.string(),
  amount: Taler,
  at: Millis,
  game: StatementGame.optional(),
});
export type StatementLine = z.infer<typeof StatementLine>;

/** `GET /api/wallet`: the balance, the latest 50 postings, whether the A2 top-up can be claimed. */
export const WalletAnswer = z.object({
  balance: Taler,
  topupAvailable: z.boolean(),
  /**
   * Whether today's (Berlin day's) top-up was claimed already: the profile says so below 10 Taler,
   * where no button shows ("Heute schon aufgestockt"). Absent in an older server's answer.
   */
  topupClaimedToday: z.boolean().optional(),
  /** Taler staked in games that still run (they count toward the top-up's "below 10", ruling AC10). */
  inPlay: Taler,
  statement: z.array(StatementLine),
});
export type WalletAnswer = z.infer<typeof WalletAnswer>;

/** `POST /api/wallet/topup`: what was granted and the new balance. */
export const TopupAnswer = z.object({ amount: Taler, balance: Taler });
export type TopupAnswer = z.infer<typeof TopupAnswer>;

/** A player's stored settings (flat; the web app owns their meaning). */
export const StoredSettings = z.record(z.string(), z.union([z.boolean(), z.number(), z.string()]));

/** `GET /api/settings`: nulls when none were saved yet. */
export const SettingsAnswer = z.object({ settings: StoredSettings.nullable(), updatedAt: Millis.nullable() });
export type SettingsAnswer = z.infer<typeof SettingsAnswer>;

/** `PUT /api/settings`. */
export const SettingsSaved = z.object({ ok: z.literal(true), updatedAt: Millis });
export type SettingsSaved = z.infer<typeof SettingsSaved>;

/** One line of a Bestenliste (`shared`: others have the same place). */
export const LeaderboardLine = z.object({
  place: Place,
  shared: z.boolean(),
  playerId: z.string(),
  name: z.string(),
  points: Points,
  games: Count,
});
export type LeaderboardLine = z.infer<typeof LeaderboardLine>;

/** `GET /api/leaderboard/:game`. */
export const LeaderboardAnswer = z.object({
  game: z.string(),
  period: z.enum(['all', 'week']),
  /** The ISO week (`YYYY-Www`) of a weekly list; null for all time. */
  week: z.string().nullable(),
  lines: z.array(LeaderboardLine),
});
export type LeaderboardAnswer = z.infer<typeof LeaderboardAnswer>;

/** One line of the Tagesliste (L8): a player's counted attempt. */
export const DailyLine = z.object({
  place: Place,
  shared: z.boolean(),
  name: z.string(),
  points: Points,
  /** The game's penalty points (Speedlift), shown next to the points. */
  penalty: Points.nullable(),
});
export type DailyLine = z.infer<typeof DailyLine>;

/** `GET /api/daily`: the day's list; its seed once the day is over (L8). */
export const DailyAnswer = z.object({ day: z.string(), seed: z.string().nullable(), lines: z.array(DailyLine) });
export type DailyAnswer = z.infer<typeof DailyAnswer>;

/** A cooperative game's outcome (Gipfelsturm): won or lost together, the team's score. */
export const TeamOutcome = z.object({ won: z.boolean(), score: Points });

/** One game in a player's history. */
export const HistoryLine = z.object({
  gameId: z.string(),
  game: z.string(),
  seat: Seat,
  stake: Count,
  solo: z.boolean(),
  /** The Tagesfahrt's date when the game is one. */
  daily: z.string().nullable(),
  finished: z.boolean(),
  place: Place.nullable(),
  points: Points.nullable(),
  /**
   * The game entered the player's lists (Bestenliste, Tagesliste): not a guest's game (A1, also one
   * played before registering), not a Tagesfahrt's attempt after the first (L8), not a running one.
   */
  counted: z.boolean(),
  leftEarly: z.boolean(),
  /** Everyone shares place 1 in a cooperative game, so the place alone says nothing there. */
  team: TeamOutcome.nullable(),
  startedAt: Millis,
});
export type HistoryLine = z.infer<typeof HistoryLine>;

/** `GET /api/history`: the player's games, newest first. */
export const HistoryAnswer = z.object({ games: z.array(HistoryLine) });
export type HistoryAnswer = z.infer<typeof HistoryAnswer>;

/** A game's result (`GameResult` of packages/core), by game seat. */
export const ApiGameResult = z.object({
  places: z.array(Place).readonly(),
  scores: z.array(Points).readonly(),
  points: z.array(Points).readonly(),
  team: TeamOutcome.optional(),
});

/** The pot of a stake game: stakes taken (by seat) and who got what (`seat: null`: the house). */
export const GamePot = z.object({
  total: Taler,
  stakers: z.array(Seat),
  shares: z.array(z.object({ seat: Seat.nullable(), amount: Taler })),
});
export type GamePot = z.infer<typeof GamePot>;

/** Leaderboard points a seat was counted with (A1: not guests; L8: the counted attempt only). */
export const SeatPoints = z.object({ seat: Seat, points: Points });
export type SeatPoints = z.infer<typeof SeatPoints>;

const GameBase = z.object({
  id: z.string(),
  game: z.string(),
  stake: Count,
  solo: z.boolean(),
  daily: z.string().nullable(),
  /** SHA-256 of the seed, published at the start (null: the game predates published hashes). */
  seedHash: z.string().nullable(),
  players: z.array(z.object({ seat: Seat, name: z.string(), guest: z.boolean() })),
  startedAt: Millis,
});

/** A running game: players, stake, the seed's hash — nothing hidden. */
export const RunningGame = GameBase.extend({ finished: z.literal(false) });
/** A finished Tagesfahrt whose day is not over: the result, but neither seed nor moves yet (L8). */
export const SealedGame = GameBase.extend({
  finished: z.literal(true),
  endedAt: Millis.nullable(),
  result: ApiGameResult.nullable(),
  leavers: z.array(Seat).readonly(),
  /**
   * Seats whose player walked away from a game dealt to them alone: the computer finished it (AC11).
   * (Absent in an answer of a server before 7 Dec 2026.)
   */
  abandoned: z.array(Seat).readonly().default([]),
  pot: GamePot.nullable(),
  points: z.array(SeatPoints),
  sealed: z.literal(true),
});
/** A finished game: the result, the settlement, the revealed seed and the move log. */
export const RevealedGame = SealedGame.omit({ sealed: true }).extend({
  /** The revealed seed (null only for a game the accounts part never learnt it of). */
  seed: z.string().nullable(),
  config: z.unknown(),
  moves: z.array(z.object({ n: Count, seat: z.number().int(), move: z.string(), at: Millis })),
});

/** `GET /api/games/:id`. */
export const GameInfo = z.union([RunningGame, SealedGame, RevealedGame]);
export type GameInfo = z.infer<typeof GameInfo>;

/** What `GET /api/games/:id/verify` answers once a game has ended. */
export const Verification = z.object({
  gameId: z.string(),
  /** The hash published at the start (null: the game predates published hashes). */
  seedHash: z.string().nullable(),
  seed: z.string(),
  /** SHA-256 of the revealed seed equals the hash published at the start. */
  hashMatches: z.boolean(),
  /** Moves replayed from the deal of `(config, seed)`; all of them were legal. */
  movesReplayed: z.number().int().nonnegative(),
  movesLegal: z.boolean(),
  /** The replay ends in the result that was recorded. */
  resultMatches: z.boolean(),
  verified: z.boolean(),
  firstProblem: z.string().optional(),
});
export type Verification = z.infer<typeof Verification>;

/** One step of a replay: the deal (n 0) or a logged move, and each seat's view after it. */
export const ReplayStep = z.object({
  n: z.number().int().nonnegative(),
  /** Who moved; null for the deal and server ticks. */
  seat: Seat.nullable(),
  /** The move's notation; null for the deal, and while the game runs for every move but the requester's. */
  move: z.string().nullable(),
  /** Per seat: that seat's view after the step (`view(state, seat)`), null where the requester may not see it. */
  views: z.array(z.unknown()),
  /**
   * A step whose move is not shown (another seat's, or a server tick, while the game runs): its
   * events as the requester's seat saw them at the table (`viewEvent`), for the replay's log.
   */
  events: z.array(z.unknown()).optional(),
});
export type ReplayStep = z.infer<typeof ReplayStep>;

/** What `GET /api/games/:id/replay` answers. */
export const Replay = z.object({
  id: z.string(),
  game: z.string(),
  finished: z.boolean(),
  /** Player names by game seat; null for a computer seat. */
  seats: z.array(z.string().nullable()),
  /** The requester's game seat, or null. */
  you: Seat.nullable(),
  steps: z.array(ReplayStep),
});
export type Replay = z.infer<typeof Replay>;
