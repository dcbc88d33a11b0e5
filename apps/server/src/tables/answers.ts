/** The answer to a move: committed at version `v`, or refused with a stable code. */
export type MoveAnswer =
  { readonly ok: true; readonly v: number } | { readonly ok: false; readonly code: string; readonly detail?: string };

/** Answers kept per player: a client has few moves in flight; older repeats get `stale`. */
export const KEEP = 16;

/**
 * One player's last KEEP answers in a ring (a table keeps one per seated player for the whole
 * game, so it is kept small: a committed move's answer is just its version).
 */
interface Ring {
  last: number;
  count: number;
  readonly seqs: number[];
  readonly answers: (number | Exclude<MoveAnswer, { ok: true }>)[];
}

/**
 * Exactly-once moves: per player the answers to the last sequence numbers. A repeated `seq` gets
 * the original answer; an older one whose answer is forgotten is stale.
 */
export class Answers {
  private readonly byPlayer = new Map<string, Ring>();

  /** The earlier answer to (player, seq), `stale` for a forgotten older seq, or `null` when new. */
  lookup(playerId: string, seq: number): MoveAnswer | 'stale' | null {
    const p = this.byPlayer.get(playerId);
    if (!p) return null;
    const i = p.seqs.indexOf(seq);
    if (i >= 0) {
      const a = p.answers[i]!;
      return typeof a === 'number' ? { ok: true, v: a } : a;
    }
    return seq <= p.last ? 'stale' : null;
  }

  /** The highest sequence number answered for this player (0: none). */
  lastSeq(playerId: string): number {
    return this.byPlayer.get(playerId)?.last ?? 0;
  }

  remember(playerId: string, seq: number, answer: MoveAnswer): void {
    let p = this.byPlayer.get(playerId);
    if (!p) this.byPlayer.set(playerId, (p = { last: 0, count: 0, seqs: [], answers: [] }));
    const at = p.count % KEEP;
    p.seqs[at] = seq;
    p.answers[at] = answer.ok ? answer.v : answer;
    p.count += 1;
    p.last = Math.max(p.last, seq);
  }

  /** Forgets everything (a new game starts: sequence numbers may start again). */
  clear(): void {
    this.byPlayer.clear();
  }
}
