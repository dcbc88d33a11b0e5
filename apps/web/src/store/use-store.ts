import { useSyncExternalStore } from 'react';

/** Anything with `subscribe` and `getSnapshot` (TableStore, SettingsStore, Router, WsClient …). */
export interface ExternalStore<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

/** Reads an external store in React; re-renders when it changes. */
export function useStore<S>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
