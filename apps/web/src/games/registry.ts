/**
 * The games the page knows: one line per game, in the start page's order. The shell (router, App,
 * pages, lobby, components) loops over this list and names no game; each game's module
 * (`<game>/index.tsx`, a `WebGame`) says everything the page shows of it.
 */
import type { GameId, Localized, WebGame } from '../game-module.js';
import { gipfelsturmGame } from './gipfelsturm/index.js';
import { speedclimbGame } from './speedclimb/index.js';
import { speedliftGame } from './speedlift/index.js';
// Games only a test build has (core's tiny game); none in production (test-games.ts).
import { TEST_GAMES } from './test-games.js';

/** The site's games (and, in a test build, the test games after them). */
export const GAMES: readonly WebGame[] = [speedclimbGame, gipfelsturmGame, speedliftGame, ...TEST_GAMES];

const BY_ID = new Map(GAMES.map((g) => [g.id, g]));

/** A registered game by its id (the server's game name); undefined for a game this page does not know. */
export const findGame = (id: string | null | undefined): WebGame | undefined =>
  id === null || id === undefined ? undefined : BY_ID.get(id);

/**
 * The text of a game's own error code (`WebGame.errors`): that game's, or without `game` the first
 * registered game's that has the code.
 */
export function gameError(code: string, game?: GameId): Localized | undefined {
  const has = (g: WebGame | undefined) => g?.errors !== undefined && Object.hasOwn(g.errors.de, code);
  const owner = game === undefined ? GAMES.find(has) : BY_ID.get(game);
  return owner?.errors && has(owner) ? { de: owner.errors.de[code] ?? '', en: owner.errors.en[code] ?? '' } : undefined;
}

/** The game's proper name, or the id itself for a game this page does not know. */
export const gameName = (id: GameId): string => BY_ID.get(id)?.name ?? id;
