import type { Kysely } from 'kysely';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';
import { HOUSE } from './ledger.js';

/** One broken invariant, with the posting or account it concerns. */
export interface LedgerProblem {
  readonly problem: string;
  readonly key?: string;
  readonly account?: string;
}

/** What each kind of transfer's key must look like (the idempotency keys of the issue). */
const KEY_SHAPES: Readonly<Record<string, RegExp>> = {
  signup: /^signup:[^:]+$/,
  topup: /^topup:[^:]+:\d{4}-\d{2}-\d{2}$/,
  stake: /^game:[^:]+:stake:\d+$/,
  payout: /^game:[^:]+:payout$/,
};

/**
 * Verifies every ledger invariant on a database: the sum over all accounts is 0 (the house
 * issues every Taler), no account but the house is below zero, every balance equals its
 * postings, every posting is a positive integer between two different accounts under a
 * well-formed key, signups are 500, pots of settled games are empty. Returns what is broken.
 */
export async function checkLedger(db: Kysely<Database>): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const accounts = await db.selectFrom('ledger_accounts').selectAll().execute();
  const postings = await db.selectFrom('ledger_postings').selectAll().orderBy('transfer_key').orderBy('leg').execute();
  const transfers = await db.selectFrom('ledger_transfers').selectAll().execute();
  const fromPostings = new Map<string, number>();
  const legsPerKey = new Map<string, number>();
  for (const p of postings) {
    const amount = toNumber(p.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0) {
      problems.push({ problem: `amount ${amount} is not a positive integer`, key: p.transfer_key });
    }
    if (p.debit === p.credit) problems.push({ problem: 'posting to itself', key: p.transfer_key });
    fromPostings.set(p.debit, (fromPostings.get(p.debit) ?? 0) - amount);
    fromPostings.set(p.credit, (fromPostings.get(p.credit) ?? 0) + amount);
    legsPerKey.set(p.transfer_key, (legsPerKey.get(p.transfer_key) ?? 0) + 1);
  }
  let sum = 0;
  for (const a of accounts) {
    const balance = toNumber(a.balance);
    sum += balance;
    if (balance < 0 && a.id !== HOUSE) problems.push({ problem: `balance ${balance} below zero`, account: a.id });
    const expected = fromPostings.get(a.id) ?? 0;
    if (expected !== balance) {
      problems.push({ problem: `balance ${balance} but postings sum to ${expected}`, account: a.id });
    }
  }
  if (sum !== 0) problems.push({ problem: `sum over all accounts is ${sum}, not 0` });
  for (const t of transfers) {
    const shape = KEY_SHAPES[t.kind];
    if (!shape?.test(t.key)) problems.push({ problem: `key does not fit kind ${t.kind}`, key: t.key });
    if (!legsPerKey.has(t.key)) problems.push({ problem: 'transfer without postings', key: t.key });
  }
  for (const p of postings) {
    if (p.transfer_key.startsWith('signup:') && (toNumber(p.amount) !== 500 || p.debit !== HOUSE)) {
      problems.push({ problem: 'signup is not 500 Taler from the house', key: p.transfer_key });
    }
  }
  problems.push(...(await checkPots(db)));
  return problems;
}

/** A settled game's pot is empty; a running game's pot holds exactly its stakes. */
async function checkPots(db: Kysely<Database>): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const games = await db.selectFrom('played_games').select(['id', 'status']).where('stake', '>', 0).execute();
  const status = new Map(games.map((g) => [`pot:${g.id}`, g.status]));
  const pots = await db.selectFrom('ledger_accounts').select(['id', 'balance']).where('kind', '=', 'pot').execute();
  for (const pot of pots) {
    const s = status.get(pot.id);
    const balance = toNumber(pot.balance);
    if (s === undefined) problems.push({ problem: 'pot of an unknown game', account: pot.id });
    if (s === 'settled' && balance !== 0)
      problems.push({ problem: `settled game's pot holds ${balance}`, account: pot.id });
  }
  return problems;
}
