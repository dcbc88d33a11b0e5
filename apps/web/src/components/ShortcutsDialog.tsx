import { useI18n } from '../context.js';
import type { GameId } from '../games.js';
import { GAME_NAMES } from '../games.js';
import type { MessageKey } from '../i18n/de.js';
import { Dialog } from './Dialog.js';

type Row = readonly [keys: string, what: MessageKey];

const SITE: readonly Row[] = [
  ['?', 'keyHelp'],
  ['Esc', 'keyEsc'],
  ['Tab / ⇧ Tab', 'keyTab'],
  ['Enter / Leertaste', 'keyActivate'],
  [',', 'keySettings'],
];

/**
 * The keys the game screens handle (their models' `keyIntent`; `ShortcutsDialog.test.ts` checks
 * that the lists and the models agree): the rule texts' "Bedienung" keys and ours. A row's keys
 * are split at " / "; "1–9" is a range.
 */
export const GAME_KEYS: Readonly<Record<GameId, readonly Row[]>> = {
  speedclimb: [
    ['1–9 / 0', 'keySc19'],
    ['← / →', 'keyScArrows'],
    ['M', 'keyScM'],
    ['L', 'keyScL'],
    ['N', 'keyScN'],
    ['A / Enter', 'keyScA'],
    ['S', 'keyScS'],
    ['R', 'keyScR'],
    ['B', 'keyScB'],
    ['Esc', 'keyScEsc'],
  ],
  speedlift: [
    ['1–9 / 0', 'keySl19'],
    ['← / →', 'keySlArrows'],
    ['Enter', 'keySlEnter'],
    ['A', 'keySlA'],
    ['R', 'keySlR'],
    ['B', 'keySlB'],
    ['Esc', 'keySlEsc'],
  ],
  // The rule text names no keys for Gipfelsturm; these are the screen's (docs/web-gipfelsturm.md).
  gipfelsturm: [
    ['← / → / ↑ / ↓', 'keyGsArrows'],
    ['N', 'keyGsN'],
    ['Enter / Leertaste', 'keyGsPlay'],
    ['1 / 2 / 3', 'keyGsPile'],
    ['V', 'keyGsV'],
    ['W', 'keyGsW'],
    ['D', 'keyGsD'],
    ['B', 'keyGsB'],
    ['A / 2–9 / 0 / B / D / K', 'keyGsRank'],
    ['Esc', 'keyGsEsc'],
  ],
};

function Table({ rows, caption }: { rows: readonly Row[]; caption: string }) {
  const { t } = useI18n();
  return (
    <table className="keys">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([k, what]) => (
          <tr key={k}>
            <th scope="row">
              {k.split(' / ').map((part, i) => (
                <span key={part}>
                  {i > 0 && ' / '}
                  <kbd>{part}</kbd>
                </span>
              ))}
            </th>
            <td>{t(what)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** `?`: the site's keys, and the current game's keys. */
export function ShortcutsDialog({ open, onClose, game }: { open: boolean; onClose: () => void; game: GameId | null }) {
  const { t } = useI18n();
  const gameRows = game ? GAME_KEYS[game] : [];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcutsTitle')}>
      <Table rows={SITE} caption={t('shortcutsSite')} />
      {game && gameRows.length > 0 && (
        <Table rows={gameRows} caption={t('shortcutsGame', { game: GAME_NAMES[game] })} />
      )}
      {game === 'gipfelsturm' && <p className="muted">{t('keyGipfelsturmNote')}</p>}
    </Dialog>
  );
}
