import { useEffect, type ReactNode } from 'react';
import { useI18n, useServices } from '../context.js';

/**
 * "Lädt …" where a page or a part of it is not there yet. Shown, but no live region of its own: the
 * announcer says "Lädt …" once for the page if it is still loading after a moment (`announce.ts`
 * `loading`) — a status region for each part said it three or four times on the way from the lobby
 * to a table (QA). `children` replaces the shown words (the table page's "Verbinde …"); `bare` leaves out the
 * box of a page's state (where a part of a page loads in its place).
 */
export function Loading({ children, bare = false }: { children?: ReactNode; bare?: boolean }) {
  const { t } = useI18n();
  const { announcer } = useServices();
  const said = t('loading');
  useEffect(() => announcer.loading(said), [announcer, said]);
  return <p className={bare ? undefined : 'state'}>{children ?? said}</p>;
}
