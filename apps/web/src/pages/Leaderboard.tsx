import { ApiState } from '../components/ApiState.js';
import { BoardTable } from '../components/BoardTable.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import { say } from '../game-module.js';
import { GAMES, gameName } from '../games/registry.js';
import type { Translate } from '../i18n/i18n.js';
import { parseBoard } from '../net/shapes.js';
import { useApi } from '../net/use-api.js';
import { hrefFor, type Period } from '../router.js';

/**
 * The tab's title of a Bestenliste: its game and period, as the list's own heading says them —
 * "Bestenliste: Speedlift · Diese Woche" (every game's and period's tab had said "Bestenliste").
 */
export const leaderboardTab = (t: Translate, game: string, period: Period): string =>
  `${t('leaderboardOf', { game: gameName(game) })} · ${period === 'all' ? t('periodAll') : t('periodWeek')}`;

/** Bestenliste per game, all-time or this week. */
export function Leaderboard({ game, period }: { game: string; period: Period }) {
  const { t, lang } = useI18n();
  const [rows, reload] = useApi(`/api/leaderboard/${game}?period=${period}`, parseBoard);
  const formula = GAMES.find((g) => g.id === game)?.formula;
  return (
    <>
      <PageHead title={t('leaderboardTitle')} tab={leaderboardTab(t, game, period)} lead={t('leaderboardLead')} />
      <nav aria-label={t('leaderboardGames')} className="tabs">
        {GAMES.map(({ id: g, name }) => (
          <Link
            key={g}
            href={hrefFor({ page: 'leaderboard', game: g, period })}
            aria-current={g === game ? 'page' : undefined}
            className="tab"
          >
            {name}
          </Link>
        ))}
      </nav>
      <nav aria-label={t('leaderboardPeriod')} className="tabs tabs-small">
        {(['all', 'week'] as const).map((p) => (
          <Link
            key={p}
            href={hrefFor({ page: 'leaderboard', game, period: p })}
            aria-current={p === period ? 'page' : undefined}
            className="tab"
          >
            {p === 'all' ? t('periodAll') : t('periodWeek')}
          </Link>
        ))}
      </nav>
      <section className="card" aria-labelledby="board-title">
        <h2 id="board-title">
          {gameName(game)} · {period === 'all' ? t('periodAll') : t('periodWeek')}
        </h2>
        {formula && <p className="muted">{say(t, lang, formula)}</p>}
        <ApiState result={rows} retry={reload} what={t('whatLeaderboard')}>
          {(data) => <BoardTable rows={data} caption={`${t('leaderboardTitle')} ${gameName(game)}`} />}
        </ApiState>
        <p className="muted small">{t('guestsNotListed')}</p>
      </section>
    </>
  );
}
