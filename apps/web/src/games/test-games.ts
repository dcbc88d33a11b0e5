/**
 * The games only a test build has: none here. A test build (`VITE_TEST_GAMES=true`, see
 * vite.config.ts and scripts/build-web.ts) reads `test-games.enabled.ts` instead, so a
 * production bundle holds no test game, not even as dead code.
 */
import type { WebGame } from '../game-module.js';

export const TEST_GAMES: readonly WebGame[] = [];
