/** The Tagesfahrt (L8), Speedlift's daily ride, as the page asks for it and tells whether it counts. */
import type { DailyRide } from '../../game-module.js';
import { DAILY_WORDS } from './texts.js';
import { NAME } from '@kartenhaus/speedlift/name';

export const dailyRide: DailyRide = {
  words: DAILY_WORDS,
  // Four seats, three normal computers, standard rules, the day's deals.
  settings: () => ({
    game: NAME,
    mode: 'solo',
    players: 4,
    options: { tagesfahrt: true },
    level: 'normal',
    clock: null,
    tempo: 'normal',
    stake: 0,
    free: 'computer',
  }),
  notice: () => import('./links.js').then((m) => m.SpeedliftDailyNotice),
  counts: () => import('./daily.js').then((m) => m.runningRideCounts),
};
