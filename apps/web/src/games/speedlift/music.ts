/** Speedlift's music, made with WebAudio (no files): a quiet lift-music loop. */
import { audio, tone } from '../../table/sound.js';

/** A quiet paternoster waltz, looped while music is on; returns the stop function. */
export function startMusic(): () => void {
  const c = audio();
  if (!c) return () => undefined;
  const notes = [392, 494, 587, 494, 440, 523, 659, 523, 392, 494, 587, 740];
  let i = 0;
  const id = window.setInterval(() => {
    const n = notes[i++ % notes.length] ?? 392;
    tone(c, n, 0, 0.35, 'triangle', 0.035);
    if (i % 3 === 1) tone(c, n / 2, 0, 0.6, 'sine', 0.03);
  }, 380);
  return () => window.clearInterval(id);
}
