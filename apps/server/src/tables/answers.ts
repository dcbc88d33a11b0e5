/** The answer to a move: committed at version `v`, or refused with a stable code. */
export type MoveAnswer =
  { readonly ok: true; readonly v: number } | { readonly ok: false; readonly code: string; readonly detail?: string };

const KEEP = 64;

/**
 * Exactly-once moves: per player the answers to the last sequence numbers. A repeated `seq` gets
 * the original answer; an older one whose answer is forgotten is stale.
 */
export class Answers {
  private readonly byPlayer = new Map<string, { last: number; answers: Map<number, MoveAnswer> }>();

  /** The earlier answer to (player, seq), `stale` for a forgotten older seq, or `null` when new. */
  lookup(playerId: string, seq: number): MoveAnswer | 'stale' | null {
    const p = this.byPlayer.get(playerId);
    if (!p) return null;
    const a = p.answers.get(seq);
    if (a) return a;
    return seq <= p.last ? 'stale' : null;
  }

  /** The highest sequence number answered for this player (0: none). */
  lastSeq(playerId: string): number {
    return this.byPlayer.get(playerId)?.last ?? 0;
  }

  remember(playerId: string, seq: number, answer: MoveAnswer): void {
    let p = this.byPlayer.get(playerId);
    if (!p) this.byPlayer.set(playerId, (p = { last: 0, answers: new Map() }));
    p.answers.set(seq, answer);
    p.last = Math.max(p.last, seq);
    if (p.answers.size > KEEP) {
      const oldest = Math.min(...p.answers.keys());
      p.answers.delete(oldest);
    }
  }

  /** Forgets everything (a new game starts: sequence numbers may start again). */
  clear(): void {
    this.byPlayer.clear();
  }
}
