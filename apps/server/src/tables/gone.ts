/**
 * T14: since when each human of a running real-time deal (Gipfelsturm) has had no connection to
 * its table. A turn-based game hands a silent human's decision to the computer when the think time
 * runs out, and the seat after two timeouts in a row (A3); a real-time game has no decisions to
 * time out, so a partner whose page was closed without "Tisch verlassen" sat in every later deal
 * with its pile never turned up. Gone this long, the seat is taken over as after timeouts: not a
 * leaver, "Ich bin zurück" gives it back.
 *
 * Plain bookkeeping on the table's monotonic clock, asked at every tick of the deal: the seats gone
 * for `goneMs`, each once. Kept in memory only: after a restart a seat's absence begins anew, in the
 * player's favour (their sockets come back within seconds of any restart).
 */
export class GoneWatch {
  private readonly since = new Map<number, number>();

  constructor(private readonly goneMs: number) {}

  /**
   * The table seats among `gone` (the humans still playing who have no connection now) that have
   * been gone for `goneMs` by `now`; each is reported once and then starts afresh. A seat not in
   * `gone` is forgotten.
   */
  due(now: number, gone: readonly number[]): number[] {
    for (const ts of this.since.keys()) if (!gone.includes(ts)) this.since.delete(ts);
    const out: number[] = [];
    for (const ts of gone) {
      const at = this.since.get(ts);
      if (at === undefined) this.since.set(ts, now);
      else if (now - at >= this.goneMs) {
        out.push(ts);
        this.since.delete(ts);
      }
    }
    return out;
  }

  /** The seat's player opened the table again: its absence, if any, is over. */
  back(ts: number): void {
    this.since.delete(ts);
  }
}
