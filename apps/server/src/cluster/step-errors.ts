/**
 * The log of the cluster's failed steps. While Redis is away every part of the cluster fails at
 * its own pace — lease renewals, the takeover loop, the bus, the shared counters — and each
 * failure was one `cluster step failed` line with a stack and no word of which part failed: about
 * two a second for as long as Redis was gone (QA 7 Dec 2026, a Redis held with SIGSTOP). Now each
 * line names its part (`part`), and the same failure of the same part is written once per
 * `windowMs`; the next line of it says how many were held back meanwhile (`heldBack`).
 */
export type StepLog = (fields: { part: string; err: unknown; heldBack?: number }, msg: string) => void;

/** A failure handler per part of the cluster, all writing through `log`. */
export function stepErrors(log: StepLog, windowMs = 10_000, now: () => number = Date.now) {
  const last = new Map<string, { at: number; held: number }>();
  return (part: string) =>
    (e: unknown): void => {
      const key = `${part}\u0000${e instanceof Error ? e.message : String(e)}`;
      const t = now();
      const seen = last.get(key);
      if (seen && t - seen.at < windowMs) {
        seen.held++;
        return;
      }
      // Old failures are forgotten: at once when nothing of them was held back, else when they did
      // not come again for ten windows (a count held back is said with the failure's next line).
      for (const [k, v] of last) if (t - v.at >= (v.held === 0 ? windowMs : 10 * windowMs)) last.delete(k);
      last.set(key, { at: t, held: 0 });
      log({ part, err: e, ...(seen && seen.held > 0 ? { heldBack: seen.held } : {}) }, 'cluster step failed');
    };
}
