import { useI18n } from '../context.js';
import type { GameId } from '../games.js';
import type { OptionValue } from './options.js';

/**
 * The submit button of a setup form and the answer to it. The game server's tables are not
 * reachable from the web app yet, so a request is answered with that, in words.
 */
export function StartTable({
  label,
  requested,
}: {
  game: GameId;
  mode: 'solo' | 'online' | 'daily';
  values: Readonly<Record<string, OptionValue>>;
  label: string;
  requested: number;
}) {
  const { t } = useI18n();
  return (
    <div className="submit-row">
      <button className="button primary" type="submit">
        {label}
      </button>
      <p role="status" className="status-line">
        {requested > 0 && (
          <>
            <strong>{t('notYetAvailable')}</strong> {t('tablesNotYet')}
          </>
        )}
      </p>
    </div>
  );
}
