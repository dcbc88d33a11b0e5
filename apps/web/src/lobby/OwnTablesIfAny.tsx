import { lazy, Suspense } from 'react';
import { useServices } from '../context.js';
import { useStore } from '../store/use-store.js';

// The socket and its protocol load with the list: only a player with a session can have tables.
const OwnTables = lazy(() => import('./OwnTables.js'));

/**
 * The player's own running or waiting tables, with the way back (nothing while none or no session):
 * on the start page, and in the Profil beside the games (QA, session 46: the Profil named a game
 * "läuft noch" with no way back to its table).
 */
export function OwnTablesIfAny() {
  const me = useStore(useServices().account);
  if (me?.state !== 'ok') return null;
  return (
    <Suspense fallback={null}>
      <OwnTables />
    </Suspense>
  );
}
