import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Player } from '../hooks.js';
import type { Database } from '../storage/schema.js';

export const newId = (): string => randomBytes(12).toString('base64url');

export async function playerById(db: Kysely<Database>, id: string): Promise<Player | null> {
  const row = await db.selectFrom('players').select(['id', 'name', 'guest']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, name: row.name, guest: row.guest === 1 } : null;
}

/** A guest (A1): a generated name, no password, no Taler. */
export async function createGuest(db: Kysely<Database>, now: number): Promise<Player> {
  const player: Player = { id: newId(), name: `Gast ${randomInt(1000, 10000)}`, guest: true };
  await db
    .insertInto('players')
    .values({ id: player.id, name: player.name, name_key: null, guest: 1, password_hash: null, created_at: now })
    .execute();
  return player;
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
