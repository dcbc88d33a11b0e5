/**
 * Gipfelsturm's music: a brisk march up the peaks in D (4/4), pentatonic so that it never clashes
 * with the cues of cards laid and calls, over a bass on the first and third beat of each bar.
 */
import type { Tune } from '../../table/tune.js';

export const GIPFELMARSCH: Tune = {
  beatMs: 250,
  melody: {
    // D | D | A | A | D | D | A | D
    notes: [
      587, 0, 740, 880, 988, 880, 740, 0, 659, 0, 740, 587, 659, 0, 0, 0, 587, 0, 740, 880, 988, 0, 1175, 988, 880, 740,
      659, 740, 587, 0, 0, 0,
    ],
    wave: 'sine',
    seconds: 0.18,
    gain: 0.03,
  },
  bass: {
    notes: [
      147, 0, 110, 0, 147, 0, 110, 0, 110, 0, 165, 0, 110, 0, 165, 0, 147, 0, 110, 0, 147, 0, 110, 0, 110, 0, 165, 0,
      147, 0, 110, 0,
    ],
    wave: 'triangle',
    seconds: 0.22,
    gain: 0.04,
  },
};
