import { useI18n } from '../context.js';
import type { BoardRow } from '../net/shapes.js';
import type { Language } from '../settings.js';

/**
 * Points as the site writes them: grouped by the language's habit, a sum below zero with a real
 * minus ("−10", as the end screen and the profile; `toLocaleString` writes a hyphen).
 */
export const shownPoints = (points: number, lang: Language): string =>
  points.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB').replace('-', '−');

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
            <td className="num">{shownPoints(r.points, lang)}</td>
            {rows.some((x) => x.games !== null) && <td className="num">{r.games ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
