import type { Player } from '../hooks.js';
import type { Bus } from './bus.js';
import type { Directory, DirectoryEntry } from './directory.js';
import type { ForwardedAnswer } from './forwarded.js';

/**
 * How long a `create` beyond the budget waits for the owners' answers. Letting a game go is one
 * write in PostgreSQL and one in Redis; an owner that takes longer (or died) keeps its game and
 * the `create` is answered without it, not after the 5 s a connection's command may wait.
 */
export const LET_GO_ANSWER_MS = 2_000;

/**
 * T15 across processes (docs/server.md): asks the owners of the player's solo games on other
 * processes, as the lobby's directory lists them, to let go of each that no page has open — a
 * forwarded command (`{ op: 'letGo' }`) like a connection's, answered the same way. The owner
 * decides (a page open on any process is a socket subscribed there), and answers after its
 * directory entry says `left`, so the `create` that retries counts the game no more. Whether any
 * was let go. Redis away: none is (the entries cannot be read, or the questions time out).
 */
export async function letGoElsewhere(directory: Directory, bus: Bus, p: Player): Promise<boolean> {
  let entries;
  try {
    entries = await directory.entries();
  } catch {
    return false;
  }
  const theirs = entries.filter((e) => e.solo && e.busy && e.left !== true && e.o !== bus.holder && e.p.includes(p.id));
  if (theirs.length === 0) return false;
  const ask = (e: DirectoryEntry) =>
    bus.request(e.o, { conn: '', table: e.s.id, player: p, command: { op: 'letGo' } }, LET_GO_ANSWER_MS) as Promise<
      ForwardedAnswer | 'timeout'
    >;
  // Sent in this turn: one publish per owner process, whatever the number of games.
  const answers = await Promise.all(theirs.map(ask));
  // `moved`: the table left that process (another runs it now): it is kept this time.
  return answers.some((a) => a !== 'timeout' && 'value' in a && a.value === true);
}
