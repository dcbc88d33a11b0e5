/** Counts of each item — for conservation checks ("cards are conserved"). */
export function countBy<T>(items: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** Whether two collections hold the same items with the same multiplicities. */
export function sameMultiset<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const counts = countBy(a);
  for (const item of b) {
    const n = counts.get(item);
    if (!n) return false;
    counts.set(item, n - 1);
  }
  return true;
}

/** Removes one copy of each of `remove` from `from`; `null` if one is missing. */
export function removeAll<T>(from: readonly T[], remove: readonly T[]): T[] | null {
  const out = from.slice();
  for (const item of remove) {
    const i = out.indexOf(item);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}
