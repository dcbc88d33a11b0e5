/**
 * The end screen's account of what the game settled (the frame's "Partie zu Ende"): who won the
 * pot and how much (S13), and the points each player took into the leaderboards (S14, L9; −10
 * for a leaver; A1: not guests) — as the server's ledger and leaderboards recorded them
 * (`GET /api/games/:id`, `parseGameEnd`), never worked out here.
 */
import type { Translate } from '../i18n/i18n.js';
import type { GameEnd } from './fair.js';

/** "+50", "−10": signed, with a real minus. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const plain = (n: number): string => (n < 0 ? `−${-n}` : String(n));

/**
 * The end screen's lines. `names` by game seat ("Du" for the own one), `me` the own game seat
 * (null: watching), `guest` whether the player is a guest (null: unknown).
 */
export function endLines(
  t: Translate,
  end: GameEnd,
  names: readonly string[],
  me: number | null,
  guest: boolean | null,
): string[] {
  const name = (seat: number) => names[seat] ?? t('seatN', { n: seat + 1 });
  const out: string[] = [];
  // The table's own line and standings say the seat's result ("Du gewinnst.", "1. Du") — the
  // computer's, played for the seat after its player left: first what that means for the player
  // (QA 7 Dec 2026: a leaver read "Du gewinnst." above "Punkte: Du −10").
  if (me !== null && end.leavers.includes(me)) out.push(t('endYouLeft'));
  const pot = end.pot;
  // The leavers the pot's line names (a staker without a share; every staker when the house took it).
  const saidGone = new Set<number>();
  if (pot) {
    const house = pot.shares.length === 0 || pot.shares.some((s) => s.seat === null);
    const shares = pot.shares
      .flatMap((s) => (s.seat === null ? [] : [`${name(s.seat)} ${signed(s.amount)}`]))
      .join(' · ');
    // Another staker who left early got nothing (S13): said, or the pot read as the winner's luck
    // (QA 7 Dec 2026: "Pot (200 Taler): Du +200" with no word why). The own leaving has its line above.
    const gone = pot.stakers.filter((s) => s !== me && end.leavers.includes(s));
    if (house) out.push(t('endPotHouse', { n: pot.total }));
    else if (pot.stakers.length === 1) out.push(t('endPotBack', { n: pot.total, shares }));
    else if (gone.length > 0) out.push(t('endPotLeavers', { n: pot.total, shares, names: gone.map(name).join(', ') }));
    else out.push(t('endPot', { n: pot.total, shares }));
    for (const s of house ? pot.stakers : gone) saidGone.add(s);
  }
  // Every other player who left early, not named by the pot's line: the game's own standings list
  // their seat with the computer's result ("Platz 1 Anna"), and nothing there said they had gone
  // (QA 7 Dec 2026, a Speedlift table of six with guests — no pot, no points to say it).
  const others = end.leavers.filter((s) => s !== me && !saidGone.has(s)).map(name);
  if (others.length > 0)
    out.push(t(others.length === 1 ? 'endOtherLeft' : 'endOthersLeft', { names: others.join(', ') }));
  if (end.points && end.points.length > 0)
    out.push(t('endPoints', { list: end.points.map((p) => `${name(p.seat)} ${plain(p.points)}`).join(' · ') }));
  if (me !== null && guest === true) out.push(t('endGuestPoints'));
  else if (me !== null && guest === false && end.points && !end.points.some((p) => p.seat === me))
    out.push(t('endNoPoints'));
  return out;
}
