import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import type { StatementGame, StatementLine, TopupAnswer, WalletAnswer } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import { toNumber, type DialectName } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import { balanceOf, HOUSE, openAccount, playerAccount, potAccount, transfer } from './ledger.js';
import { berlinDay } from './time.js';

/** A2: a new registered account starts with 500 Taler. */
export const SIGNUP_TALER = 500;
/** A2: once a day a player below 10 Taler may claim a top-up to 100. */
export const TOPUP_BELOW = 10;
export const TOPUP_TO = 100;

/** Opens the player's account and grants the 500 Taler (key `signup:<user>`), inside a transaction. */
export async function grantSignup(trx: Kysely<Database>, playerId: string, at: number): Promise<void> {
  await openAccount(trx, playerAccount(playerId), 'player');
  await transfer(
    trx,
    `signup:${playerId}`,
    'signup',
    [{ from: HOUSE, to: playerAccount(playerId), amount: SIGNUP_TALER }],
    at,
  );
}

/**
 * A2 top-up inside a transaction: brings the balance up to 100 when it is below 10, once per
 * Berlin day (key `topup:<user>:<date>`).
 */
export async function claimTopup(
  trx: Kysely<Database>,
  dialect: DialectName,
  playerId: string,
  at: number,
): Promise<Result<TopupAnswer, RuleError>> {
  const account = playerAccount(playerId);
  let q = trx.selectFrom('ledger_accounts').select('balance').where('id', '=', account);
  // PostgreSQL: hold the row so a concurrent stake cannot slip between reading and topping up.
  if (dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) return err(ruleError('ERR_NO_WALLET'));
  const balance = toNumber(row.balance);
  if (balance >= TOPUP_BELOW) return err(ruleError('ERR_TOPUP_NOT_NEEDED'));
  if (balance + (await stakedInPlay(trx, playerId)) >= TOPUP_BELOW) return err(ruleError('ERR_TOPUP_WHILE_STAKED'));
  const amount = TOPUP_TO - balance;
  const key = `topup:${playerId}:${berlinDay(at)}`;
  const r = await transfer(trx, key, 'topup', [{ from: HOUSE, to: account, amount }], at);
  if (r === 'duplicate') return err(ruleError('ERR_TOPUP_ALREADY_CLAIMED'));
  return ok({ amount, balance: balance + amount });
}

/**
 * Ruling AC10: the Taler a player has staked in games that still run count toward "below 10" —
 * a stake at a table where the player is the only human comes back (S13), and staking everything
 * there would otherwise earn a top-up every day. A stake lost by leaving counts until the game ends.
 */
async function stakedInPlay(db: Kysely<Database>, playerId: string): Promise<number> {
  const row = await db
    .selectFrom('played_seats as s')
    .innerJoin('played_games as g', 'g.id', 's.game_id')
    .select((eb) => eb.fn.sum<number | string | bigint | null>('g.stake').as('staked'))
    .where('s.player_id', '=', playerId)
    .where('g.status', '=', 'running')
    .where('g.stake', '>', 0)
    .executeTakeFirst();
  return toNumber(row?.staked);
}

/**
 * Of these pots, those whose payout only gave the stakes back, for the statement to name it
 * "Einsatz zurück" and not a win: a pot one human staked alone (S13: "Sitzt nur ein Mensch am
 * Tisch, bekommt er seinen Einsatz zurück" — also in 2nd place, also as a leaver), and the pot of a
 * game abandoned without a result (every stake back to whoever paid it, `abandonGame`). Read from
 * the ledger, as the end screen reads it (`stakers`): the payout's stored kind is `payout` either
 * way (its key guards against paying twice), so older postings are named right too.
 */
async function refundedPots(db: Kysely<Database>, pots: readonly string[]): Promise<Set<string>> {
  if (pots.length === 0) return new Set();
  const stakes = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transfers as t', 't.key', 'p.transfer_key')
    .select('p.credit')
    .where('t.kind', '=', 'stake')
    .where('p.credit', 'in', pots)
    .execute();
  const stakers = new Map<string, number>();
  for (const s of stakes) stakers.set(s.credit, (stakers.get(s.credit) ?? 0) + 1);
  const abandoned = await db
    .selectFrom('played_games')
    .select('id')
    .where('id', 'in', pots.map(gameOfPot))
    .where('status', '=', 'settled')
    .where('result_json', 'is', null)
    .execute();
  const refunded = new Set(abandoned.map((g) => potAccount(g.id)));
  for (const [pot, n] of stakers) if (n === 1) refunded.add(pot);
  return refunded;
}

/** Whether a ledger account is a game's pot. */
const isPot = (id: string): boolean => id.startsWith('pot:');

/** The game a pot account belongs to (`pot:<gameId>`). */
const gameOfPot = (pot: string): string => pot.slice('pot:'.length);

/**
 * The games of these pots by id, for the statement to name the game of a stake, payout or refund
 * (QA: "Einsatz −25" named no game): its id and which game it is (`played_games.game`).
 */
async function gamesOfPots(db: Kysely<Database>, pots: readonly string[]): Promise<Map<string, StatementGame>> {
  if (pots.length === 0) return new Map();
  const games = await db
    .selectFrom('played_games')
    .select(['id', 'game'])
    .where('id', 'in', [...new Set(pots.map(gameOfPot))])
    .execute();
  return new Map(games.map((g) => [potAccount(g.id), { id: g.id, game: g.game }]));
}

/** The balance, the latest postings and whether a top-up can be claimed today. */
export async function walletOf(db: Kysely<Database>, playerId: string, at: number): Promise<WalletAnswer> {
  const account = playerAccount(playerId);
  const balance = await balanceOf(db, account);
  const claimed = await db
    .selectFrom('ledger_transfers')
    .select('key')
    .where('key', '=', `topup:${playerId}:${berlinDay(at)}`)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transfers as t', 't.key', 'p.transfer_key')
    .select(['p.transfer_key', 't.kind', 'p.debit', 'p.credit', 'p.amount', 't.created_at'])
    .where((eb) => eb.or([eb('p.debit', '=', account), eb('p.credit', '=', account)]))
    .orderBy('t.created_at', 'desc')
    .limit(50)
    .execute();
  const refunds = await refundedPots(
    db,
    rows.flatMap((r) => (r.kind === 'payout' && r.credit === account ? [r.debit] : [])),
  );
  // The other side of each posting: a pot names the game the Taler went to or came from.
  const other = (r: (typeof rows)[number]): string => (r.credit === account ? r.debit : r.credit);
  const games = await gamesOfPots(db, rows.map(other).filter(isPot));
  const statement = rows.map((r): StatementLine => {
    const game = games.get(other(r));
    return {
      key: r.transfer_key,
      kind: r.kind === 'payout' && refunds.has(r.debit) ? 'refund' : r.kind,
      amount: r.credit === account ? toNumber(r.amount) : -toNumber(r.amount),
      at: toNumber(r.created_at),
      ...(game ? { game } : {}),
    };
  });
  const inPlay = await stakedInPlay(db, playerId);
  return {
    balance,
    topupAvailable: balance + inPlay < TOPUP_BELOW && !claimed,
    topupClaimedToday: claimed !== undefined,
    inPlay,
    statement,
  };
}
