/**
 * A replay step in the log's words: the log entries (`LogEntry`, worded by `strings.logLine`) of
 * one step — a move in notation by a seat, or the server's tick — made from the move and the
 * same seat's views before and after it. DOM-free.
 */
import { COVERS, FACE_DOWN, fits, isFree, parseMove, type GipfelView } from '@kartenhaus/gipfelsturm';
import type { LogEntry } from './model.js';

/** G2: a click goes to the own pile if the card fits there, else to the next partner's that fits. */
function clickTarget(before: GipfelView, seat: number, card: number): number | null {
  for (let i = 0; i < before.players; i++) {
    const s = (seat + i) % before.players;
    const top = before.piles[s]?.at(-1);
    if (top !== undefined && fits(card, top, before.wrap)) return s;
  }
  return null;
}

/** The face-down peak cards a card's going uncovers, as the after-view shows them ("Frei: …"). */
function uncovered(before: GipfelView, after: GipfelView, card: number): LogEntry[] {
  const pos = before.peaks.indexOf(card);
  if (pos < 0) return [];
  const peaks = before.peaks.map((c) => (c === card ? null : c === 'down' ? -1 : c));
  const out: LogEntry[] = [];
  for (const parent of COVERS[pos] ?? []) {
    const shown = after.peaks[parent];
    if (parent < FACE_DOWN && isFree(peaks, parent) && typeof shown === 'number')
      out.push({ kind: 'flipped', card: shown });
  }
  return out;
}

/**
 * The log entries of a replay step: `notation` null is the server's tick (the time running out).
 * Nothing for the deal (`before` null) or a notation it cannot read. A deal that ended with the
 * step says how; in a series the next deal is then already laid out in `after` (no "Frei: …").
 */
export function stepEntries(
  notation: string | null,
  seat: number | null,
  before: GipfelView | null,
  after: GipfelView,
): LogEntry[] {
  if (before === null) return [];
  const out: LogEntry[] = [];
  const ended = after.finished.length > before.finished.length;
  // A series deals its next deal at once: `after` then shows fresh peaks and piles.
  const fresh = ended && !after.over;
  if (notation !== null && seat !== null) {
    const parsed = parseMove(notation);
    if (!parsed.ok) return [];
    const move = parsed.value;
    // The first card move or flip starts the clock if "Los!" has not; a quick call never does.
    if (before.clock.startedAt === null && move.type !== 'call') out.push({ kind: 'started' });
    switch (move.type) {
      case 'start':
        break;
      case 'call':
        out.push({ kind: 'called', seat, call: move.call });
        break;
      case 'flip': {
        // The turned card lies on the seat's own pile now (the next deal's view has fresh piles).
        const card = fresh ? undefined : after.piles[seat]?.at(-1);
        if (card !== undefined) out.push({ kind: 'turned', seat, card });
        break;
      }
      case 'play': {
        const pile = move.pile ?? clickTarget(before, seat, move.card);
        if (pile !== null) out.push({ kind: 'played', seat, card: move.card, pile });
        if (!fresh) out.push(...uncovered(before, after, move.card));
        break;
      }
    }
  }
  const outcome = after.finished[before.finished.length];
  if (ended && outcome) {
    out.push({ kind: 'over', outcome });
    if (!after.over) out.push({ kind: 'dealt', game: after.finished.length });
  }
  return out;
}
