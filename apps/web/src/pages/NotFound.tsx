import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';

export function NotFound() {
  const { t } = useI18n();
  return (
    <>
      <PageHead title={t('notFoundTitle')} lead={t('notFoundLead')} />
      <p>
        <Link className="button primary" href="/">
          {t('toStart')}
        </Link>
      </p>
    </>
  );
}
