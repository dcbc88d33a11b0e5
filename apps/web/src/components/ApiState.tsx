import type { ReactNode } from 'react';
import { useI18n } from '../context.js';
import type { ApiResult } from '../net/api.js';
import { Loading } from './Loading.js';

/** Shows an API answer: the data, or in words why there is none (never made-up data). */
export function ApiState<T>({
  result,
  children,
  retry,
  what,
}: {
  result: ApiResult<T> | null;
  children: (data: T) => ReactNode;
  retry?: () => void;
  /** What is missing, for the "not yet available" text (e.g. "Die Bestenliste"). */
  what: string;
}) {
  const { t, err } = useI18n();
  if (result === null) return <Loading />;
  switch (result.state) {
    case 'ok':
      return <>{children(result.data)}</>;
    case 'unavailable':
      return (
        <div className="state state-unavailable" role="status">
          <strong>{t('notYetAvailable')}</strong> <span>{t('notYetAvailableWhat', { what })}</span>
        </div>
      );
    case 'error':
      return (
        <div className="state state-error" role="alert">
          {err(result.code)} {retry && <RetryButton retry={retry} />}
        </div>
      );
    case 'offline':
      return (
        <div className="state state-error" role="alert">
          {t('offline')} {retry && <RetryButton retry={retry} />}
        </div>
      );
  }
}

function RetryButton({ retry }: { retry: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="button small" onClick={retry}>
      {t('retry')}
    </button>
  );
}
