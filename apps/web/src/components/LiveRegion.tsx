import { useServices } from '../context.js';
import { useStore } from '../store/use-store.js';

/**
 * The polite live region every announcement goes through (what others do, page changes, results).
 * One element per sentence (`announce.ts`), and only additions are read: a sentence said again is a
 * new element, said again; one added beside another still there is said alone; one removed after
 * its time is not said at all.
 */
export function LiveRegion() {
  const { announcer } = useServices();
  const shown = useStore(announcer);
  return (
    <div
      id="announcer"
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions"
    >
      {shown.map((a) => (
        <p key={a.id}>{a.text}</p>
      ))}
    </div>
  );
}
