import { useCallback, useEffect, useState } from 'react';
import { callApi, type ApiResult, type Parse } from './api.js';

/**
 * Loads an API path; `null` while loading. Changes of `path` reload. With `keepWhileReloading` a
 * reload keeps the answer shown until the new one is there (the page is not drawn anew meanwhile,
 * the focus stays where it is).
 */
export function useApi<T>(
  path: string | null,
  parse: Parse<T>,
  { keepWhileReloading = false }: { keepWhileReloading?: boolean } = {},
): [ApiResult<T> | null, () => void] {
  const [result, setResult] = useState<ApiResult<T> | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (path === null) return undefined;
    let live = true;
    if (!keepWhileReloading || tick === 0) setResult(null);
    void callApi(path, parse).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
    // `parse` is a module-level function; only the path and reloads matter.
  }, [path, tick]);
  return [result, useCallback(() => setTick((n) => n + 1), [])];
}
