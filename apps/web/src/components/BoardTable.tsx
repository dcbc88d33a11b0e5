import { useI18n } from '../context.js';
import type { BoardRow } from '../net/shapes.js';
import { formatNumber } from '../i18n/i18n.js';
import { useMe } from '../pages/use-me.js';

/**
 * A Bestenliste/Tagesliste table; equal places are marked as shared, the player's own row (a
 * registered player's name; names are unique) as "(du)" — a new player looked for it among the
 * others (QA 7 Dec 2026).
 */
export function BoardTable({ rows, caption }: { rows: readonly BoardRow[]; caption: string }) {
  const { t, lang } = useI18n();
  const me = useMe();
  const mine = me && !me.guest ? me.name : null;
  if (rows.length === 0) return <p className="state">{t('boardEmpty')}</p>;
  return (
    <table className="board">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('colPlace')}</th>
          <th scope="col">{t('colName')}</th>
          <th scope="col" className="num">
            {t('colPoints')}
          </th>
          {rows.some((r) => r.games !== null) && (
            <th scope="col" className="num">
              {t('colGames')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.place}-${r.name}-${i}`} className={r.name === mine ? 'board-me' : undefined}>
            <td>
              {r.place}.{r.shared && <span className="shared"> {t('placeShared')}</span>}
            </td>
            <th scope="row">
              {r.name}
              {r.name === mine && <span className="board-me-mark"> {t('boardYou')}</span>}
            </th>
            <td className="num">{formatNumber(r.points, lang)}</td>
            {rows.some((x) => x.games !== null) && <td className="num">{r.games ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
