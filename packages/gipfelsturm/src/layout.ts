/**
 * The three overlapping peaks of TriPeaks: "28 Karten in vier überlappenden Reihen … 3, 6 und 9
 * Karten verdeckt, dann 10 Karten offen". Positions 0–27, row by row from the top:
 * row 1 = 0–2 (the three summits), row 2 = 3–8, row 3 = 9–17, row 4 = 18–27.
 * "Jede Karte der Reihen 1–3 ist von den zwei Karten der nächsten Reihe bedeckt, die auf ihr liegen."
 */
export const PEAK_CARDS = 28;
export const ROW_STARTS = [0, 3, 9, 18] as const;
export const FACE_DOWN = 18;

/** COVERED_BY[p]: the two positions lying on p (none for the bottom row). */
export const COVERED_BY: readonly (readonly number[])[] = buildCoveredBy();
/** COVERS[p]: the positions p lies on (its "parents" one row up). */
export const COVERS: readonly (readonly number[])[] = buildCovers();

function buildCoveredBy(): number[][] {
  const out: number[][] = [];
  // Row 1: summit k lies under cards 2k and 2k + 1 of row 2.
  for (let k = 0; k < 3; k++) out.push([3 + 2 * k, 4 + 2 * k]);
  // Row 2: card j of summit k lies under cards 3k + j and 3k + j + 1 of row 3.
  for (let i = 0; i < 6; i++) {
    const k = Math.floor(i / 2);
    const j = i % 2;
    out.push([9 + 3 * k + j, 10 + 3 * k + j]);
  }
  // Row 3: card i lies under cards i and i + 1 of row 4 (the peaks touch at the bottom).
  for (let i = 0; i < 9; i++) out.push([18 + i, 19 + i]);
  for (let i = 0; i < 10; i++) out.push([]);
  return out;
}

function buildCovers(): number[][] {
  const out: number[][] = Array.from({ length: PEAK_CARDS }, () => []);
  COVERED_BY.forEach((cov, p) => cov.forEach((c) => out[c]?.push(p)));
  return out;
}

/** Bit masks of COVERED_BY for the fast simulators (bit p = position p). */
export const COVER_MASK: readonly number[] = COVERED_BY.map((cov) => cov.reduce((m, c) => m | (1 << c), 0));
export const ALL_PEAKS_MASK = (1 << PEAK_CARDS) - 1;

/**
 * "Sobald beide Karten weg sind, die eine verdeckte Karte bedecken … Sie ist jetzt frei."
 * A present card is free (and face up) exactly when no card lies on it any more.
 */
export function isFree(peaks: readonly (number | null)[], pos: number): boolean {
  if (peaks[pos] === null || peaks[pos] === undefined) return false;
  return (COVERED_BY[pos] ?? []).every((c) => peaks[c] === null);
}

/** The positions that become free when the card at `pos` leaves (its parents with no other cover). */
export function uncoveredBy(peaks: readonly (number | null)[], pos: number): number[] {
  return (COVERS[pos] ?? []).filter((p) => (COVERED_BY[p] ?? []).every((c) => c === pos || peaks[c] === null));
}
