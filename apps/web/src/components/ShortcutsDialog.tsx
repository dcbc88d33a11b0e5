import { useI18n } from '../context.js';
import { say, type KeyRow, type WebGame } from '../game-module.js';
import { Dialog } from './Dialog.js';

const SITE: readonly KeyRow[] = [
  ['?', 'keyHelp'],
  ['Esc', 'keyEsc'],
  ['Tab / ⇧ Tab', 'keyTab'],
  ['Enter / Leertaste', 'keyActivate'],
  [',', 'keySettings'],
];

function Table({ rows, caption }: { rows: readonly KeyRow[]; caption: string }) {
  const { t, lang } = useI18n();
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
            <td>{say(t, lang, what)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * `?`: the site's keys, and the current game's keys (its module's `keys`: the rule texts'
 * "Bedienung" keys and ours; a row's keys are split at " / ", "1–9" is a range).
 */
export function ShortcutsDialog({ open, onClose, game }: { open: boolean; onClose: () => void; game: WebGame | null }) {
  const { t, lang } = useI18n();
  const gameRows = game ? game.keys : [];
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcutsTitle')}>
      <Table rows={SITE} caption={t('shortcutsSite')} />
      {game && gameRows.length > 0 && <Table rows={gameRows} caption={t('shortcutsGame', { game: game.name })} />}
      {game?.keysNote && <p className="muted">{say(t, lang, game.keysNote)}</p>}
    </Dialog>
  );
}
