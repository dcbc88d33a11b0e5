/**
 * The generic replay rendering for games without their own: a view's facts as nested
 * key/value lists. It shows only what the view holds — the seat's own view, nothing more.
 */
export interface Fact {
  readonly key: string;
  /** Text, or the facts one level down. */
  readonly value: string | readonly Fact[];
}

const MAX_DEPTH = 3;
const MAX_ITEMS = 60;
const MAX_TEXT = 240;

const clip = (s: string): string => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT - 1)}…` : s);

function primitive(v: unknown): string | null {
  if (v === null || v === undefined) return '–';
  if (typeof v === 'string') return v === '' ? '–' : v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return null;
}

function valueOf(v: unknown, depth: number): string | readonly Fact[] {
  const p = primitive(v);
  if (p !== null) return clip(p);
  if (Array.isArray(v)) {
    if (v.length === 0) return '–';
    const flat = v.map(primitive);
    if (flat.every((x): x is string => x !== null)) return clip(flat.join(', '));
    if (depth >= MAX_DEPTH) return clip(JSON.stringify(v));
    return v.slice(0, MAX_ITEMS).map((item, i) => ({ key: String(i + 1), value: valueOf(item, depth + 1) }));
  }
  if (typeof v === 'object') {
    if (depth >= MAX_DEPTH) return clip(JSON.stringify(v));
    const facts = viewFactsAt(v as Record<string, unknown>, depth + 1);
    return facts.length === 0 ? '–' : facts;
  }
  return '–';
}

function viewFactsAt(obj: Record<string, unknown>, depth: number): Fact[] {
  const facts = Object.entries(obj)
    .slice(0, MAX_ITEMS)
    .map(([key, v]) => ({ key, value: valueOf(v, depth) }));
  // Plain facts first (whose turn, the hand …), nested ones (the rules' options, tables) after.
  return [...facts.filter((f) => typeof f.value === 'string'), ...facts.filter((f) => typeof f.value !== 'string')];
}

/** The facts of a view: each field by name; lists of plain values joined, deeper structure nested. */
export function viewFacts(view: unknown): Fact[] {
  if (typeof view !== 'object' || view === null || Array.isArray(view)) return [{ key: '–', value: valueOf(view, 0) }];
  return viewFactsAt(view as Record<string, unknown>, 0);
}

/** A move as text: games send notation strings; anything else is shown as JSON. */
export const moveText = (move: unknown): string =>
  typeof move === 'string' ? move : move === null || move === undefined ? '–' : clip(JSON.stringify(move));

/** The replay's step keys: ←/→ one step, Home/End to the ends; null for any other key. */
export function stepAfterKey(key: string, step: number, last: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, step - 1);
    case 'ArrowRight':
      return Math.min(last, step + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
