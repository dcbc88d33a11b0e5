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

/** The keys the rule texts name under "Bedienung" (the game screens implement them). */
export const GAME_KEYS: Readonly<Record<GameId, readonly Row[]>> = {
  speedclimb: [
    ['M', 'keyScM'],
    ['L', 'keyScL'],
    ['A / Enter', 'keyScA'],
    ['S', 'keyScS'],
    ['R', 'keyScR'],
    ['B', 'keyScB'],
  ],
  speedlift: [
    ['1–9', 'keySl19'],
    ['A', 'keySlA'],
    ['R', 'keySlR'],
    ['B', 'keySlB'],
    ['Enter', 'keySlEnter'],
  ],
  gipfelsturm: [],
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

/** `?`: the site's keys, and the current game's keys from its rule text. */
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
