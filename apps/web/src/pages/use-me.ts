import { useServices } from '../context.js';
import type { Me } from '../net/shapes.js';
import { useStore } from '../store/use-store.js';

/** The player when the server knows them; null while loading or when the API is not there. */
export function useMe(): Me | null {
  const r = useStore(useServices().account);
  return r?.state === 'ok' ? r.data : null;
}
