// `npm start`, first step: build the web app if needed and compile the server to plain
// JavaScript (apps/server/dist); package.json then runs `node apps/server/dist/main.mjs`, which
// serves everything on PORT (default 8080) without tsx's loader (about 38 MB less memory).
import { ensureWebBuilt } from './build-web.js';
import { buildServer } from '@kartenhaus/server/build';

ensureWebBuilt();
await buildServer();
