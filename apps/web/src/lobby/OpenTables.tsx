import { useI18n } from '../context.js';
import type { GameId } from '../games.js';

/** The live list of open tables of a game (not reachable yet: says so). */
export function OpenTables(_: { game: GameId }) {
  const { t } = useI18n();
  return (
    <div className="state state-unavailable" role="status">
      <strong>{t('notYetAvailable')}</strong> {t('tablesNotYet')}
    </div>
  );
}
