/**
 * A refusal shown in an alert ("Du bist gerade nicht dran.", "Nur über 10."). A screen reader says
 * an alert when it appears or its words change: the same refusal twice in a row (the same card
 * tried again, "A" pressed again) changed nothing and was not said. Each refusal is a new alert
 * (`key`), unless it only repeats what stands (`again: false`: a card merely lifted while the
 * same refusal stands — arrowing along a hand of cards that do not fit would say it at each).
 */
import { useCallback, useState } from 'react';

export interface ShownRefusal<T> {
  readonly refused: T | null;
  /** The alert's key: a new one for each refusal said. */
  readonly key: number;
  readonly setRefused: (r: T | null, opts?: { readonly again?: boolean }) => void;
}

export function nextRefusal<T>(
  shown: { readonly refused: T | null; readonly key: number },
  r: T | null,
  again: boolean,
): { readonly refused: T | null; readonly key: number } {
  if (r === null) return { refused: null, key: shown.key };
  return { refused: r, key: again || r !== shown.refused ? shown.key + 1 : shown.key };
}

export function useRefusal<T>(): ShownRefusal<T> {
  const [shown, setShown] = useState<{ readonly refused: T | null; readonly key: number }>({ refused: null, key: 0 });
  const setRefused = useCallback(
    (r: T | null, opts?: { readonly again?: boolean }) => setShown((s) => nextRefusal(s, r, opts?.again ?? true)),
    [],
  );
  return { refused: shown.refused, key: shown.key, setRefused };
}
