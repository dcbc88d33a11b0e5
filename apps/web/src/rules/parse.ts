/**
 * Reads a rule text (plain text as the players read it) into blocks the Rules page sets:
 * headings, paragraphs, lists (bullets "•", nested by indent; numbered "1."), and tab tables.
 */
export type RuleBlock =
  | { readonly kind: 'heading'; readonly text: string; readonly id: string }
  | { readonly kind: 'p'; readonly text: string }
  | { readonly kind: 'ul'; readonly items: readonly { readonly text: string; readonly nested: boolean }[] }
  | { readonly kind: 'ol'; readonly items: readonly string[] }
  | { readonly kind: 'table'; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] };

export interface RuleText {
  readonly title: string;
  readonly subtitle: string;
  readonly blocks: readonly RuleBlock[];
}

/** A URL fragment for a heading ("Die Kombinationen" → "die-kombinationen"). */
export const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BULLET = /^(\s*)•\s+(.*)$/;
const NUMBERED = /^\d+\.\s+(.*)$/;

/** A block of one short line without closing punctuation is a heading. */
const isHeading = (lines: readonly string[]): boolean => {
  if (lines.length !== 1) return false;
  const line = (lines[0] ?? '').trim();
  return line.length > 0 && line.length <= 48 && !/[.:!,;]$/.test(line) && !BULLET.test(line) && !NUMBERED.test(line);
};

function parseBlock(lines: readonly string[], out: RuleBlock[]): void {
  const push = (b: RuleBlock) => out.push(b);
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BULLET.test(line)) {
      const items: { text: string; nested: boolean }[] = [];
      while (i < lines.length) {
        const m = BULLET.exec(lines[i] ?? '');
        if (m) items.push({ text: m[2] ?? '', nested: (m[1] ?? '').length > 0 });
        else if (/^\s+\S/.test(lines[i] ?? '') && !(lines[i] ?? '').includes('\t')) {
          // An indented line after a nested list continues the parent item.
          const parent = [...items].reverse().find((it) => !it.nested);
          if (parent) parent.text += ` ${(lines[i] ?? '').trim()}`;
        } else break;
        i++;
      }
      push({ kind: 'ul', items });
    } else if (NUMBERED.test(line)) {
      const items: string[] = [];
      for (let m = NUMBERED.exec(lines[i] ?? ''); m && i < lines.length; m = NUMBERED.exec(lines[++i] ?? ''))
        items.push(m[1] ?? '');
      push({ kind: 'ol', items });
    } else if (line.includes('\t')) {
      const rows: string[][] = [];
      while (i < lines.length && (lines[i] ?? '').includes('\t')) rows.push((lines[i++] ?? '').trim().split('\t'));
      push({ kind: 'table', head: rows[0] ?? [], rows: rows.slice(1) });
    } else {
      push({ kind: 'p', text: line.trim() });
      i++;
    }
  }
}

/**
 * Parses a whole rule text: its first line is the title, the first heading-like line after it the subtitle.
 * A translation passes its original: links and the table of contents name a section by the German
 * heading's id in every language, so the n-th heading takes the original's n-th id.
 */
export function parseRuleText(text: string, original?: RuleText): RuleText {
  const parsed = parseOwn(text);
  if (!original) return parsed;
  const ids = original.blocks.flatMap((b) => (b.kind === 'heading' ? [b.id] : []));
  let n = 0;
  const blocks = parsed.blocks.map((b) => (b.kind === 'heading' ? { ...b, id: ids[n++] ?? b.id } : b));
  return { ...parsed, blocks };
}

function parseOwn(text: string): RuleText {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.split('\n').filter((l) => l.trim() !== ''));
  const nonEmpty = blocks.filter((b) => b.length > 0);
  const [titleBlock, subtitleBlock, ...rest] = nonEmpty;
  const out: RuleBlock[] = [];
  for (const lines of rest) {
    if (isHeading(lines)) {
      const text = (lines[0] ?? '').trim();
      out.push({ kind: 'heading', text, id: slug(text) });
    } else parseBlock(lines, out);
  }
  return { title: (titleBlock?.[0] ?? '').trim(), subtitle: (subtitleBlock?.[0] ?? '').trim(), blocks: out };
}

/** One ruling ("S4 A camp is laid …"). */
export interface Ruling {
  readonly id: string;
  readonly text: string;
}

/** The rulings of one section of RULINGS.md (e.g. "Speedclimb", "All games"). */
export function parseRulings(markdown: string, section: string): Ruling[] {
  const parts = markdown.split(/^## /m);
  const body = parts.find((p) => p.startsWith(section));
  if (!body) return [];
  const out: Ruling[] = [];
  for (const line of body.split('\n').slice(1)) {
    const m = /^- ([A-Z]\d+) (.*)$/.exec(line);
    const last = out[out.length - 1];
    if (m) out.push({ id: m[1] ?? '', text: m[2] ?? '' });
    else if (last && /^\s+\S/.test(line)) out[out.length - 1] = { ...last, text: `${last.text} ${line.trim()}` };
  }
  return out;
}
