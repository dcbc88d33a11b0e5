import { REAL_STAKES } from '@kartenhaus/protocol';
import { err, ok, ruleError, type Result, type RuleError } from '@kartenhaus/core';
import type { Kysely } from 'kysely';
import type { Player } from '../hooks.js';
import type { Database } from '../storage/schema.js';
import { balanceOf, playerAccount, potAccount, transfer, type Leg } from './ledger.js';

/**
 * Whether a player may sit at a table with this stake, for the game server to ask at "sit":
 * guests play without stakes (`ERR_GUEST_NO_STAKE`), and a player needs the stake
 * (`ERR_NOT_ENOUGH_TALER`). The start checks again; this only gives the message early.
 */
export async function checkSeat(db: Kysely<Database>, player: Player, stake: number): Promise<Result<void, RuleError>> {
  if (stake === 0) return ok(undefined);
  if (!(REAL_STAKES as readonly number[]).includes(stake)) return err(ruleError('ERR_BAD_STAKE', String(stake)));
  if (player.guest) return err(ruleError('ERR_GUEST_NO_STAKE'));
  if ((await balanceOf(db, playerAccount(player.id))) < stake) return err(ruleError('ERR_NOT_ENOUGH_TALER'));
  return ok(undefined);
}

/**
 * A game that will never end (`isOrphaned`, found by `reconcile` at startup): every stake goes
 * back to whoever paid it, under the game's payout key — so a late end can never pay the pot as
 * well — and the game is settled without results. Inside the caller's transaction; false if
 * already settled.
 */
export async function abandonGame(trx: Kysely<Database>, gameId: string, at: number): Promise<boolean> {
  const game = await trx.selectFrom('played_games').select('status').where('id', '=', gameId).executeTakeFirst();
  if (!game || game.status === 'settled') return false;
  const stakes = await trx
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_transfers as t', 't.key', 'p.transfer_key')
    .select(['p.debit', 'p.amount'])
    .where('t.kind', '=', 'stake')
    .where('p.credit', '=', potAccount(gameId))
    .orderBy('p.transfer_key')
    .execute();
  const legs: Leg[] = stakes.map((s) => ({ from: potAccount(gameId), to: s.debit, amount: Number(s.amount) }));
  if (legs.length > 0) await transfer(trx, `game:${gameId}:payout`, 'payout', legs, at);
  await trx.updateTable('played_games').set({ status: 'settled', ended_at: at }).where('id', '=', gameId).execute();
  return true;
}
