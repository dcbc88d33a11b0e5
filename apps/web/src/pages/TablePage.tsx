import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';

/**
 * A table (`/tisch/:id`). The game server's tables are not reachable from the web app yet:
 * the page says so instead of showing an empty or made-up table.
 */
export function TablePage({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <>
      <PageHead title={t('tableTitle', { id })} />
      <div className="state state-unavailable" role="status">
        <strong>{t('notYetAvailable')}</strong> {t('tablesNotYet')}
      </div>
      <p>
        <Link className="button" href="/">
          {t('toStart')}
        </Link>
      </p>
    </>
  );
}
