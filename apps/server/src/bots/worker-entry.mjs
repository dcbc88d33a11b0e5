// Worker threads start without tsx's loader; register it here, then load the TypeScript worker
// (the same approach as packages/core/src/runner/worker-entry.mjs).
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./worker.ts');
export default run;
