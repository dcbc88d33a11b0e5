import { useI18n } from '../context.js';
import { say, type KeyRow, type WebGame } from '../game-module.js';
import type { Language } from '../settings.js';
import { Dialog } from './Dialog.js';

export const SITE_KEYS: readonly KeyRow[] = [
  ['?', 'keyHelp'],
  ['Esc', 'keyEsc'],
  ['Tab / ⇧ Tab', 'keyTab'],
  ['Enter / Leertaste', 'keyActivate'],
  [',', 'keySettings'],
];

/** The keys the lists name in German ("Leertaste"), as an English keyboard calls them. */
const KEY_NAMES_EN: Readonly<Record<string, string>> = { Leertaste: 'Space' };

/** A row's keys as the list shows them, each on its own cap, in the page's language. */
export function keyCaps(keys: string, lang: Language): string[] {
  return keys.split(' / ').map((part) => (lang === 'en' ? (KEY_NAMES_EN[part] ?? part) : part));
}

function Table({ rows, caption }: { rows: readonly KeyRow[]; caption: string }) {
  const { t, lang } = useI18n();
  return (
    <table className="keys">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([k, what]) => (
          <tr key={k}>
            <th scope="row">
              {keyCaps(k, lang).map((part, i) => (
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
 * "Bedienung" keys and ours; a row's keys are split at " / ", "1–9" is a range). A watcher at a
 * table gets the site's keys and a line that the game's are for the players. On a game's own page
 * (`page`: `/spiel/<game>/<page>`) the keys that page handles, where the game names them (`pageKeys`).
 */
export function gameKeyRows(game: WebGame, page: string | null): readonly KeyRow[] {
  return (page !== null ? game.pageKeys?.[page] : undefined) ?? game.keys;
}

export function ShortcutsDialog({
  open,
  onClose,
  game,
  page = null,
  watching = false,
}: {
  open: boolean;
  onClose: () => void;
  game: WebGame | null;
  page?: string | null;
  watching?: boolean;
}) {
  const { t, lang } = useI18n();
  const gameRows = game && !watching ? gameKeyRows(game, page) : [];
  // A page of the game's own that is no table (the Fahrschule) names the list by the page, not the table.
  const ownPage = game !== null && page !== null && game.pageKeys?.[page] !== undefined;
  return (
    <Dialog open={open} onClose={onClose} title={t('shortcutsTitle')}>
      <Table rows={SITE_KEYS} caption={t('shortcutsSite')} />
      {game && gameRows.length > 0 && (
        <Table rows={gameRows} caption={t(ownPage ? 'shortcutsPage' : 'shortcutsGame', { game: game.name })} />
      )}
      {game && watching && <p className="muted">{t('shortcutsWatching', { game: game.name })}</p>}
      {game?.keysNote && gameRows.length > 0 && <p className="muted">{say(t, lang, game.keysNote)}</p>}
    </Dialog>
  );
}
