import { simMain } from '@kartenhaus/core/cli';
import { GAME_MODULES } from './games.js';

process.exitCode = await simMain(process.argv.slice(2), GAME_MODULES);
