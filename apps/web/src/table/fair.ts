import type { TableInfo } from '@kartenhaus/protocol';

/** The fair-deal and audience fields of a table (protocol `TableInfo`, read defensively). */
export interface TableExtras {
  readonly gameId: string | null;
  readonly seedHash: string | null;
  readonly spectators: readonly string[];
}

/** Reads the running game's id, its seed hash and the watchers; absent fields mean "none". */
export function tableExtras(info: TableInfo): TableExtras {
  const x = info as TableInfo & { gameId?: unknown; seedHash?: unknown; spectators?: unknown };
  return {
    gameId: typeof x.gameId === 'string' ? x.gameId : null,
    seedHash: typeof x.seedHash === 'string' ? x.seedHash : null,
    spectators: Array.isArray(x.spectators) ? x.spectators.filter((s): s is string => typeof s === 'string') : [],
  };
}

/**
 * Who started watching between two lists (each name once, in the new list's order). A name
 * that appears twice in `next` but once in `prev` counts once more (two guests may share it).
 */
export function newWatchers(prev: readonly string[], next: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const n of prev) left.set(n, (left.get(n) ?? 0) + 1);
  const out: string[] = [];
  for (const n of next) {
    const k = left.get(n) ?? 0;
    if (k > 0) left.set(n, k - 1);
    else out.push(n);
  }
  return out;
}

/** The revealed seed from `GET /api/games/:id` (present once the game is settled). */
export function parseRevealedSeed(body: unknown): { finished: boolean; seed: string | null } | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { finished?: unknown; seed?: unknown };
  return { finished: b.finished === true, seed: typeof b.seed === 'string' ? b.seed : null };
}
