/**
 * Whether an element is shown: it and its parent wider and higher than 1 px. Where a screen has no
 * room for a part, its CSS clips it to one pixel and keeps it for screen readers (a log still says
 * each new line, a row of buttons is still read); its Tab stops then lead to nothing to be seen, so
 * the part takes itself out of the Tab order while clipped (200 % zoom and short-phone QA, 6 Dec 2026;
 * the one-screen e2e's `tabStopsSeen`). It follows the element's and its parent's size.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useShown(el: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const at = el.current;
    if (!at || typeof ResizeObserver === 'undefined') return undefined;
    const boxes = [at, at.parentElement].filter((b): b is HTMLElement => b !== null);
    const seen = () =>
      setShown(
        boxes.every((b) => {
          const r = b.getBoundingClientRect();
          return r.width > 1 && r.height > 1;
        }),
      );
    const watch = new ResizeObserver(seen);
    for (const b of boxes) watch.observe(b);
    seen();
    return () => watch.disconnect();
  }, [el]);
  return shown;
}
