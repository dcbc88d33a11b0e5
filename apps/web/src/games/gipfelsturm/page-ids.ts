/** The Gipfelsturm pages' path segments: `/spiel/gipfelsturm/<id>`. */
export const GIPFELSTURM_PAGES = ['uebung'] as const;
export type GipfelsturmPageId = (typeof GIPFELSTURM_PAGES)[number];

export const isGipfelsturmPage = (s: string | undefined): s is GipfelsturmPageId =>
  (GIPFELSTURM_PAGES as readonly (string | undefined)[]).includes(s);
