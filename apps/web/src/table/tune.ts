/**
 * A tune for the tables' background music, made with WebAudio (no files): each game names its own,
 * a short loop of beats (`music.ts` plays it while "Musik" is on in the Zahnrad).
 */
import { audio, tone } from './sound.js';

/** One voice of a tune: a pitch per beat (Hz; 0 is a rest), its sound, length and loudness. */
export interface Voice {
  readonly notes: readonly number[];
  readonly wave: OscillatorType;
  /** How long each note sounds, in seconds. */
  readonly seconds: number;
  readonly gain: number;
}

/** A loop: a melody and, under it, a bass of the same number of beats (or fewer, repeated). */
export interface Tune {
  readonly beatMs: number;
  readonly melody: Voice;
  readonly bass: Voice;
}

/** What one beat of the loop sounds: each voice's pitch, or nothing. */
export function beatOf(tune: Tune, beat: number): { melody: number; bass: number } {
  const at = (v: Voice) => (v.notes.length === 0 ? 0 : (v.notes[beat % v.notes.length] ?? 0));
  return { melody: at(tune.melody), bass: at(tune.bass) };
}

/** Plays `tune` over and over until the returned function is called (nothing without WebAudio). */
export function startTune(tune: Tune): () => void {
  const c = audio();
  if (!c) return () => undefined;
  let beat = 0;
  const id = window.setInterval(() => {
    const { melody, bass } = beatOf(tune, beat);
    beat += 1;
    for (const [v, hz] of [
      [tune.melody, melody],
      [tune.bass, bass],
    ] as const)
      if (hz > 0) tone(c, hz, 0, v.seconds, v.wave, v.gain);
  }, tune.beatMs);
  return () => window.clearInterval(id);
}
