/**
 * The test build's games (`VITE_TEST_GAMES=true`: vite.config.ts puts this file in place of
 * `test-games.ts`): core's tiny game, one line per game. Played by e2e/tiny-game.e2e.test.ts
 * against a server built with `testGames`.
 */
import type { WebGame } from '../game-module.js';
import { tinyGame } from './tiny/index.js';

export const TEST_GAMES: readonly WebGame[] = [tinyGame];
