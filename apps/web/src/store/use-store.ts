import { useSyncExternalStore } from 'react';

/**
 * Anything with `subscribe` and `getSnapshot` (TableStore, SettingsStore, Router, WsClient …).
 * Both are handed to React unbound, so they are arrow-function fields, not methods.
 */
export interface ExternalStore<S> {
  readonly subscribe: (listener: () => void) => () => void;
  readonly getSnapshot: () => S;
}

/** Reads an external store in React; re-renders when it changes. */
export function useStore<S>(store: ExternalStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
