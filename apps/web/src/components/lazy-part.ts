import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Loader } from '../game-module.js';

// One lazy component per loader, made once, so React keeps a game's part mounted across renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by loaders of any props
const parts = new WeakMap<Loader<ComponentType<any>>, LazyExoticComponent<ComponentType<any>>>();

/** A game module's lazy part (a table screen, a sub-page, the lobby's links …) as a component. */
export function lazyPart<P extends object>(load: Loader<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  let part = parts.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!part) {
    part = lazy(() => load().then((c) => ({ default: c })));
    parts.set(load, part);
  }
  return part;
}
