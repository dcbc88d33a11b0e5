/**
 * "Every colour pairing meets WCAG AA contrast" (DESIGN.md) for the words the games' style sheets
 * colour: 4.5 : 1 for text (cards/contrast.test.tsx measures the text drawn on the cards).
 * Measured, from each game's CSS with the site's variables (styles.css) resolved:
 * - every rule that sets a text colour and a solid background together: the one against the other;
 * - every rule that colours its text (other than the site's ink and muted grey) but leaves the ground
 *   to the page: against every light solid ground of the site and of that game (a panel, a badge,
 *   a sheet), since such a word may stand on any of them.
 * Not measured: white text whose dark ground another rule sets, and grounds drawn as gradients.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, isHex, luminance } from '../cards/contrast.js';
import { DEPARTMENTS, SUITS } from '../cards/symbols.js';

const GAMES = ['speedclimb', 'speedlift', 'gipfelsturm'] as const;

const read = (url: URL): string => readFileSync(url, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
const site = ['styles.css'].map((f) => read(new URL(`../${f}`, import.meta.url))).join('\n');
const sheets = (game: string): string[] => {
  const dir = new URL(`${game}/`, import.meta.url);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.css'))
    .map((f) => read(new URL(f, dir)));
};

interface Rule {
  readonly selector: string;
  readonly decls: ReadonlyMap<string, string>;
}

/** The innermost `selector { … }` blocks (rules inside @media come out as rules). */
function rules(css: string): Rule[] {
  return [...css.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map((m) => ({
    selector: (m[1] ?? '').trim().replace(/\s+/g, ' '),
    decls: new Map(
      (m[2] ?? '')
        .split(';')
        .map((d) => d.split(/:(.*)/s).map((s) => s.trim()))
        .filter((d): d is [string, string] => !!d[0] && d[1] !== undefined)
        .map(([p, v]) => [p, v]),
    ),
  }));
}

/** A value with `var(--x)` resolved through the variables given (one level of fallback). */
function resolve(value: string, vars: ReadonlyMap<string, string>): string {
  let v = value.trim();
  for (let i = 0; i < 5; i++) {
    const m = /^var\((--[\w-]+)(?:,\s*([^)]*))?\)$/.exec(v);
    if (!m?.[1]) break;
    v = (vars.get(m[1]) ?? m[2] ?? '').trim();
  }
  return v;
}

function variables(css: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const r of rules(css)) for (const [p, v] of r.decls) if (p.startsWith('--') && !vars.has(p)) vars.set(p, v);
  return vars;
}

interface Pair {
  readonly where: string;
  readonly ink: string;
  readonly ground: string;
  readonly ratio: number;
}

const ratio = (ink: string, ground: string) => Math.round(contrastRatio(ink, ground) * 100) / 100;

/** What one game's style sheets make of coloured text: measured pairs, and light grounds. */
function gameText(game: string) {
  const own = sheets(game).join('\n');
  const vars = variables(`${site}\n${own}`);
  const colourOf = (r: Rule, prop: string) => resolve(r.decls.get(prop) ?? '', vars);
  const groundOf = (r: Rule) => colourOf(r, 'background-color') || colourOf(r, 'background');
  const grounds = new Set(
    // The page and its panels; --paper-2 is only a hover ground there (a game's own rules add it where used).
    ['--paper', '--surface'].map((v) => resolve(`var(${v})`, vars)).filter((g) => isHex(g)),
  );
  for (const r of rules(own)) {
    const g = groundOf(r);
    if (isHex(g) && luminance(g) > 0.5) grounds.add(g);
  }
  const plain = new Set([resolve('var(--ink)', vars), resolve('var(--muted)', vars)]);
  const paired: Pair[] = [];
  const loose: Pair[] = [];
  for (const r of rules(own)) {
    const ink = colourOf(r, 'color');
    if (!isHex(ink)) continue;
    const ground = groundOf(r);
    if (isHex(ground)) paired.push({ where: r.selector, ink, ground, ratio: ratio(ink, ground) });
    else if (!plain.has(ink) && luminance(ink) < 0.5)
      for (const g of grounds) loose.push({ where: r.selector, ink, ground: g, ratio: ratio(ink, g) });
  }
  return { paired, loose, grounds: [...grounds], vars };
}

const tooPale = (ps: readonly Pair[]) => ps.filter((p) => p.ratio < AA_TEXT);

describe('coloured words in the games’ style sheets read at 4.5 : 1 (WCAG AA)', () => {
  for (const game of GAMES) {
    it(`${game}: text colour against the background its rule sets`, () => {
      const { paired } = gameText(game);
      expect(paired.length).toBeGreaterThan(3);
      expect(tooPale(paired)).toEqual([]);
    });
    it(`${game}: coloured words on the page’s light grounds`, () => {
      const { loose } = gameText(game);
      expect(tooPale(loose)).toEqual([]);
    });
  }

  it('Speedlift: the department names in the counting help, coloured inline', () => {
    const { grounds } = gameText('speedlift');
    const ps = Object.values(DEPARTMENTS).flatMap((d) =>
      grounds.map((g) => ({ where: d.name, ink: d.colour, ground: g, ratio: ratio(d.colour, g) })),
    );
    expect(tooPale(ps)).toEqual([]);
  });

  it('Speedlift: its colours are set on every page of the game, not only at the table', () => {
    // The variables are resolved from the whole sheet above, whichever rule sets them: here, that the
    // rule does reach the pages. A rule put between ".sl-page," and ".sl-table" had left the
    // Fahrschule's dial without its green, its cream direction word on the paper (QA 6 Dec 2026).
    const own = rules(sheets('speedlift').join('\n'));
    for (const v of ['--sl-green', '--sl-burgundy', '--sl-brass']) {
      const where = own.filter((r) => r.decls.has(v)).flatMap((r) => r.selector.split(',').map((x) => x.trim()));
      expect(where, v).toEqual(expect.arrayContaining(['.sl-page', '.sl-table']));
    }
    // The dial's frame, where the direction word stands: cream on that green reads at AA.
    const { vars } = gameText('speedlift');
    expect(contrastRatio('#f7e7c1', resolve('var(--sl-green)', vars))).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('Gipfelsturm: the rank and suit of a free card on the phone, coloured inline', () => {
    const { grounds } = gameText('gipfelsturm');
    const ps = Object.values(SUITS).flatMap((s) =>
      grounds.map((g) => ({ where: s.path.slice(0, 8), ink: s.colour, ground: g, ratio: ratio(s.colour, g) })),
    );
    expect(tooPale(ps)).toEqual([]);
  });
});
