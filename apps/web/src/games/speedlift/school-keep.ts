/**
 * The Fahrschule's progress kept in the tab (QA 7 Dec 2026): a new player who passed lessons 1–3,
 * looked at "Karten" or the lobby and came back found every ✓ gone and lesson 1 open again. Which
 * lessons' moves and quiz questions were right is kept in sessionStorage; the page reads it as it
 * opens. An entry that cannot be read, or is for another number of lessons, is ignored. The
 * storage may be missing, full or blocked: then nothing is kept, and nothing fails.
 */
import { sessionKeepStore, type KeepStore } from '../../table/practice-keep.js';

/** The sessionStorage key of the Fahrschule's progress. */
export const SCHOOL_KEEP_KEY = 'kartenhaus:speedlift:fahrschule';

export interface SchoolProgress {
  /** Per lesson: its move was played right. */
  readonly played: readonly boolean[];
  /** Per lesson: its quiz question was answered right. */
  readonly answered: readonly boolean[];
}

const flags = (x: unknown, n: number): x is boolean[] =>
  Array.isArray(x) && x.length === n && x.every((b) => typeof b === 'boolean');

/** The kept progress of `n` lessons, or null when there is none that can be read. */
export function readSchoolProgress(n: number, store: () => KeepStore | null = sessionKeepStore): SchoolProgress | null {
  try {
    const text = store()?.getItem(SCHOOL_KEEP_KEY) ?? null;
    if (text === null) return null;
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return null;
    const { played, answered } = raw as Record<string, unknown>;
    return flags(played, n) && flags(answered, n) ? { played, answered } : null;
  } catch {
    return null;
  }
}

/** Keeps the progress (after each right move or answer). */
export function keepSchoolProgress(progress: SchoolProgress, store: () => KeepStore | null = sessionKeepStore): void {
  try {
    store()?.setItem(SCHOOL_KEEP_KEY, JSON.stringify({ played: progress.played, answered: progress.answered }));
  } catch {
    // Full or blocked: the page forgets the progress when it is left, as before.
  }
}
