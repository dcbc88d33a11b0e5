import type { SettingsAnswer } from '@kartenhaus/protocol';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { toNumber } from '../storage/dialect.js';
import type { Database } from '../storage/schema.js';

/** At most this many settings; the web app owns their meaning, the server only keeps them. */
export const MAX_SETTINGS = 32;

/**
 * The body of `PUT /api/settings`: a flat object of at most 32 keys (a letter, then letters or
 * digits, up to 32 characters) with boolean, finite number or short string values.
 */
export const settingsBody = z.strictObject({
  settings: z
    .record(
      z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,31}$/, 'a key is a letter, then up to 31 letters or digits'),
      z.union([z.boolean(), z.number().finite(), z.string().max(64)]),
    )
    .refine((o) => Object.keys(o).length <= MAX_SETTINGS, `at most ${MAX_SETTINGS} keys`),
});

export type Settings = z.infer<typeof settingsBody>['settings'];

/** A player's stored settings, or nulls when none were saved yet. */
export async function settingsOf(db: Kysely<Database>, playerId: string): Promise<SettingsAnswer> {
  const row = await db
    .selectFrom('player_settings')
    .select(['settings', 'updated_at'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return row
    ? { settings: JSON.parse(row.settings) as Settings, updatedAt: toNumber(row.updated_at) }
    : { settings: null, updatedAt: null };
}

/** Replaces a player's settings as a whole. */
export async function saveSettings(db: Kysely<Database>, playerId: string, settings: Settings, at: number) {
  const value = JSON.stringify(settings);
  await db
    .insertInto('player_settings')
    .values({ player_id: playerId, settings: value, updated_at: at })
    .onConflict((oc) => oc.column('player_id').doUpdateSet({ settings: value, updated_at: at }))
    .execute();
}
