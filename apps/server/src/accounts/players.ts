import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Player } from '../hooks.js';
import type { Database } from '../storage/schema.js';

export const newId = (): string => randomBytes(12).toString('base64url');

export async function playerById(db: Kysely<Database>, id: string): Promise<Player | null> {
  const row = await db.selectFrom('players').select(['id', 'name', 'guest']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, guest: row.guest === 1 } : null;
}

/** Stores a guest (A1: a generated name, no password, no Taler); one stored already is left as it is. */
export async function storeGuest(db: Kysely<Database>, player: Player, now: number): Promise<void> {
  await db
    .insertInto('players')
    .values({ id: player.id, name: player.name, name_key: null, guest: 1, password_hash: null, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * The guest a session names before anything is stored (A1; issue 17): id and name follow from
 * the session's name (the hash of its token), so every request with the same cookie sees the
 * same guest without a row. Its id has 17 characters (`g` + 16), `newId`'s 16, so the two never
 * meet. The row is written at the guest's first real action (`storeGuest`).
 */
export function pendingGuest(session: string): Player {
  const h = createHash('sha256').update(`kartenhaus guest\0${session}`).digest();
  return {
    id: `g${h.subarray(0, 12).toString('base64url')}`,
    name: `Gast ${1000 + (h.readUInt32BE(12) % 9000)}`,
    guest: true,
  };
}

/**
 * Guests nobody can use any more: no session row left (expired sessions are deleted first) and
 * no seat in any game — the rows of visits that never played. Guests that played stay (their
 * games name them). Returns how many were deleted.
 */
export async function purgeUnusedGuests(db: Kysely<Database>): Promise<number> {
  const r = await db
    .deleteFrom('players')
    .where('guest', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('sessions').select('token_hash').whereRef('sessions.player_id', '=', 'players.id')),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('played_seats').select('game_id').whereRef('played_seats.player_id', '=', 'players.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A registered player by the key of the name (see `nameKey`). */
export async function registeredByKey(
  db: Kysely<Database>,
  key: string,
): Promise<{ id: string; name: string; password_hash: string | null } | null> {
  const row = await db
    .selectFrom('players')
    .select(['id', 'name', 'password_hash'])
    .where('name_key', '=', key)
    .where('guest', '=', 0)
    .executeTakeFirst();
  return row ?? null;
}

export async function nameTaken(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db.selectFrom('players').select('id').where('name_key', '=', key).executeTakeFirst();
  return row !== undefined;
}
