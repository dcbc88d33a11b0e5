/** The Speedlift pages' path segments: `/spiel/speedlift/<id>`. */
export const SPEEDLIFT_PAGES = ['uebung', 'tagesfahrt', 'fahrschule', 'karten'] as const;
export type SpeedliftPageId = (typeof SPEEDLIFT_PAGES)[number];

export const isSpeedliftPage = (s: string | undefined): s is SpeedliftPageId =>
  (SPEEDLIFT_PAGES as readonly (string | undefined)[]).includes(s);
