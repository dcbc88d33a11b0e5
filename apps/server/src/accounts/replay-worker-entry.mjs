// Worker threads start without tsx's loader; register it here, then load the TypeScript task
// (as bots/worker-entry.mjs does). The built server has a plain replay-worker-entry.mjs instead.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./replay-worker.ts');
export default run;
