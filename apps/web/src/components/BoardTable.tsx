import { useI18n } from '../context.js';
import type { BoardRow } from '../net/shapes.js';
import { formatNumber } from '../i18n/i18n.js';

/** A Bestenliste/Tagesliste table; equal places are marked as shared. */
export function BoardTable({ rows, caption }: { rows: readonly BoardRow[]; caption: string }) {
  const { t, lang } = useI18n();
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
          <tr key={`${r.place}-${r.name}-${i}`}>
            <td>
              {r.place}.{r.shared && <span className="shared"> {t('placeShared')}</span>}
            </td>
            <th scope="row">{r.name}</th>
            <td className="num">{formatNumber(r.points, lang)}</td>
            {rows.some((x) => x.games !== null) && <td className="num">{r.games ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
