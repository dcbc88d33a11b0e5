/** The site's three games; names are proper names and stay the same in every language. */
export const GAME_IDS = ['speedclimb', 'gipfelsturm', 'speedlift'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const GAME_NAMES: Readonly<Record<GameId, string>> = {
  speedclimb: 'Speedclimb',
  gipfelsturm: 'Gipfelsturm',
  speedlift: 'Speedlift',
};
