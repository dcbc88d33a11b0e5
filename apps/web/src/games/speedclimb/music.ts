/**
 * Speedclimb's music: a Ländler in G (3/4) for the climb — broken chords that leap like a yodel,
 * over an alternating bass (root, then fifth) on each bar's first beat.
 */
import type { Tune } from '../../table/tune.js';

export const LAENDLER: Tune = {
  beatMs: 330,
  melody: {
    // G | G | D7 | D7 | D7 | G | D7 | G
    notes: [
      392, 494, 587, 784, 587, 494, 440, 523, 740, 880, 740, 587, 523, 440, 370, 392, 494, 587, 523, 494, 440, 392, 0,
      0,
    ],
    wave: 'triangle',
    seconds: 0.28,
    gain: 0.03,
  },
  bass: {
    notes: [196, 0, 0, 147, 0, 0, 147, 0, 0, 220, 0, 0, 147, 0, 0, 196, 0, 0, 147, 0, 0, 196, 0, 0],
    wave: 'sine',
    seconds: 0.5,
    gain: 0.035,
  },
};
