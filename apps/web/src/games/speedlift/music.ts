/** Speedlift's music: a quiet paternoster waltz in G (3/4), the bass on each bar's first beat. */
import type { Tune } from '../../table/tune.js';

export const WALTZ: Tune = {
  beatMs: 380,
  melody: {
    notes: [392, 494, 587, 494, 440, 523, 659, 523, 392, 494, 587, 740],
    wave: 'triangle',
    seconds: 0.35,
    gain: 0.035,
  },
  // The melody's first note of each bar an octave lower.
  bass: { notes: [196, 0, 0, 247, 0, 0, 329.5, 0, 0, 247, 0, 0], wave: 'sine', seconds: 0.6, gain: 0.03 },
};
