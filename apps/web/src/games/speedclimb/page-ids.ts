/** The Speedclimb pages' path segments: `/spiel/speedclimb/<id>`. */
export const SPEEDCLIMB_PAGES = ['uebung'] as const;
export type SpeedclimbPageId = (typeof SPEEDCLIMB_PAGES)[number];

export const isSpeedclimbPage = (s: string | undefined): s is SpeedclimbPageId =>
  (SPEEDCLIMB_PAGES as readonly (string | undefined)[]).includes(s);
