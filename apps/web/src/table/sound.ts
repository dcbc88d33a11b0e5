/**
 * The tables' sound cues, made with WebAudio (no files), first made for the department store:
 * a card laid, the lift bell for a direction call, the Feierabend gong, a thump for a taken load.
 * Every game uses them (Speedclimb and Gipfelsturm for their own moments).
 */
export type Cue = 'lay' | 'bell' | 'gong' | 'take';

let ctx: AudioContext | null = null;

/** The page's one AudioContext (null without WebAudio), resumed if the browser suspended it. */
export function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  // Before the page's first click, tap or key the browser plays no sound (its autoplay policy): an
  // AudioContext made or resumed then only warns in the console — seven times on a Tagesfahrt opened
  // by its address, whose computers lay before the player touched anything (phone QA, 5 Dec 2026).
  const activation =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as { userActivation?: { readonly hasBeenActive: boolean } }).userActivation;
  if (activation && !activation.hasBeenActive) return null;
  ctx ??= new window.AudioContext();
  if (ctx.state === 'suspended') void ctx.resume();
  return ctx;
}

/** One tone: `freq` Hz from `start` s for `dur` s, fading out. */
export function tone(
  c: AudioContext,
  freq: number,
  start: number,
  dur: number,
  type: OscillatorType,
  gain: number,
): void {
  const o = c.createOscillator();
  const g = c.createGain();
  o.type = type;
  o.frequency.value = freq;
  g.gain.setValueAtTime(gain, c.currentTime + start);
  g.gain.exponentialRampToValueAtTime(0.0001, c.currentTime + start + dur);
  o.connect(g).connect(c.destination);
  o.start(c.currentTime + start);
  o.stop(c.currentTime + start + dur + 0.02);
}

export function playCue(cue: Cue): void {
  const c = audio();
  if (!c) return;
  switch (cue) {
    case 'lay':
      tone(c, 420, 0, 0.07, 'triangle', 0.12);
      return;
    case 'bell':
      tone(c, 988, 0, 0.5, 'sine', 0.15);
      tone(c, 784, 0.18, 0.6, 'sine', 0.12);
      return;
    case 'gong':
      tone(c, 196, 0, 1.6, 'sine', 0.25);
      tone(c, 294, 0, 1.2, 'sine', 0.1);
      return;
    case 'take':
      tone(c, 110, 0, 0.25, 'square', 0.08);
      return;
  }
}
