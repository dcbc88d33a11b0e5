import { useServices } from '../context.js';
import { useStore } from '../store/use-store.js';

/** The polite live region every announcement goes through (what others do, page changes, results). */
export function LiveRegion() {
  const { announcer } = useServices();
  const current = useStore(announcer);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {current && <span key={current.id}>{current.text}</span>}
    </div>
  );
}
