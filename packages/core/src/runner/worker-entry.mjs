// Worker threads start without tsx's loader; register it here, then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
const { runAny } = await import('./worker.ts');
export default runAny;
