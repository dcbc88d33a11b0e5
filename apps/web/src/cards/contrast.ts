/**
 * WCAG 2 contrast between two colours (#rgb or #rrggbb), for the tests that hold every text on a
 * card and every coloured word to AA: 4.5 : 1 for text, 3 : 1 only for large text (≥ 24 px, or
 * bold ≥ 18.66 px). https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */

/** AA for body text. */
export const AA_TEXT = 4.5;
/** AA for large text (≥ 24 px, or bold ≥ 18.66 px). */
export const AA_LARGE = 3;

function channels(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`not a hex colour: ${hex}`);
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance (sRGB). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether `hex` is a colour this module can measure (not `none`, a gradient or a pattern). */
export const isHex = (value: string | undefined): value is string => !!value && /^#([0-9a-f]{3}){1,2}$/i.test(value);
