/**
 * Names as a page shows them. The server names a guest "Gast 1234" (A1; nobody may register a name
 * like it, `accounts/names.ts`), in German; an English page reads it "Guest 1234". Every other
 * name is the player's own and stays as it is.
 */
import type { TableInfo } from '@kartenhaus/protocol';
import type { Translate } from './i18n.js';

const GUEST = /^Gast (\d{1,6})$/;

/** `name` for the page's language: a generated guest name in its words, any other as it is. */
export function shownName(name: string, t: Translate): string {
  const m = GUEST.exec(name);
  return m ? t('guestName', { n: m[1]! }) : name;
}

/**
 * A table's info with every name as the page shows it (seats, the game's seats, host, watchers);
 * the very object when no name reads otherwise (a German page), so memos keyed on it hold.
 */
export function withShownNames(info: TableInfo, t: Translate): TableInfo {
  const name = (n: string | null) => (n === null ? null : shownName(n, t));
  const same =
    info.seats.every((s) => name(s.name) === s.name) &&
    (info.gameSeats ?? []).every((g) => name(g.name) === g.name) &&
    name(info.host) === info.host &&
    info.spectators.every((n) => shownName(n, t) === n);
  if (same) return info;
  return {
    ...info,
    seats: info.seats.map((s) => ({ ...s, name: name(s.name) })),
    gameSeats: info.gameSeats?.map((g) => ({ ...g, name: name(g.name) })) ?? null,
    host: name(info.host),
    spectators: info.spectators.map((n) => shownName(n, t)),
  };
}
