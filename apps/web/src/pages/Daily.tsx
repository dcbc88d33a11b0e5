import { ApiState } from '../components/ApiState.js';
import { BoardTable } from '../components/BoardTable.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import { parseDaily } from '../net/shapes.js';
import { useApi } from '../net/use-api.js';

/** Tagesliste: today's Tagesfahrt results (L8: one counted attempt per player and day). */
export function Daily() {
  const { t } = useI18n();
  const [daily, reload] = useApi('/api/daily', parseDaily);
  return (
    <>
      <PageHead title={t('dailyListTitle')} lead={t('dailyLine')} />
      <section className="card" aria-labelledby="daily-list">
        <h2 id="daily-list">{t('dailyToday')}</h2>
        <p className="muted">{t('dailyOnce')}</p>
        <ApiState result={daily} retry={reload} what={t('whatDaily')}>
          {(d) => <BoardTable rows={d.rows} caption={t('dailyListTitle')} />}
        </ApiState>
        <p className="actions">
          <Link className="button primary" href="/spiel/speedlift#tagesfahrt">
            {t('dailyGo')}
          </Link>
        </p>
      </section>
    </>
  );
}
