// `npm start`: build the web app if needed, then serve everything on PORT (default 8080).
import { ensureWebBuilt } from './build-web.js';

ensureWebBuilt();
const { main } = await import('@kartenhaus/server/main');
await main();
