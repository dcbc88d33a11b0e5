import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GIPFELMARSCH } from '../games/gipfelsturm/music.js';
import { LAENDLER } from '../games/speedclimb/music.js';
import { WALTZ } from '../games/speedlift/music.js';
import { beatOf, startTune, type Tune } from './tune.js';

/** The notes a fake AudioContext was asked to play: pitch and wave, in order. */
function fakeAudio(): { played: { hz: number; wave: OscillatorType }[] } {
  const played: { hz: number; wave: OscillatorType }[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const o = {
        type: 'sine' as OscillatorType,
        frequency: { value: 0 },
        connect: (g: unknown) => g,
        start: () => played.push({ hz: o.frequency.value, wave: o.type }),
        stop: () => undefined,
      };
      return o;
    }
    createGain() {
      const g = {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (x: unknown) => x,
      };
      return g;
    }
  }
  vi.stubGlobal('window', { AudioContext: FakeContext, setInterval, clearInterval });
  return { played };
}

const TUNES: Record<string, Tune> = { WALTZ, LAENDLER, GIPFELMARSCH };

describe('the tables’ music', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays the melody and the bass beat by beat, rests silent, round and round, until stopped', () => {
    const tune: Tune = {
      beatMs: 100,
      melody: { notes: [440, 0, 660], wave: 'triangle', seconds: 0.1, gain: 0.03 },
      bass: { notes: [110], wave: 'sine', seconds: 0.3, gain: 0.03 },
    };
    const { played } = fakeAudio();
    const stop = startTune(tune);
    vi.advanceTimersByTime(99);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(1 + 400); // beats 0–4: the melody twice round (with its rest), the bass on each
    expect(played).toEqual([
      { hz: 440, wave: 'triangle' },
      { hz: 110, wave: 'sine' },
      { hz: 110, wave: 'sine' },
      { hz: 660, wave: 'triangle' },
      { hz: 110, wave: 'sine' },
      { hz: 440, wave: 'triangle' },
      { hz: 110, wave: 'sine' },
      { hz: 110, wave: 'sine' },
    ]);
    stop();
    vi.advanceTimersByTime(1000);
    expect(played).toHaveLength(8);
  });

  it('is silent without WebAudio', () => {
    vi.stubGlobal('window', { setInterval, clearInterval });
    const stop = startTune(WALTZ);
    vi.advanceTimersByTime(2000);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('the waltz sounds as it did before it became a tune: twelve notes, the bar’s first an octave lower beneath', () => {
    const notes = [392, 494, 587, 494, 440, 523, 659, 523, 392, 494, 587, 740];
    for (let beat = 0; beat < 24; beat++)
      expect(beatOf(WALTZ, beat)).toEqual({
        melody: notes[beat % 12],
        bass: beat % 3 === 0 ? notes[beat % 12]! / 2 : 0,
      });
  });

  it.each(Object.entries(TUNES))('%s: whole bars, quiet, every pitch audible', (_, tune) => {
    const bar = tune === GIPFELMARSCH ? 4 : 3;
    for (const v of [tune.melody, tune.bass]) {
      expect(v.notes.length % bar).toBe(0);
      expect(v.gain).toBeGreaterThan(0);
      expect(v.gain).toBeLessThanOrEqual(0.05); // under the cues (0.08–0.25): background music
      for (const hz of v.notes) expect(hz === 0 || (hz >= 80 && hz <= 1500)).toBe(true);
    }
    expect(tune.melody.notes.length).toBe(tune.bass.notes.length);
    // Each bar begins with a bass note, and the melody has notes in most beats.
    for (let b = 0; b < tune.bass.notes.length; b += bar) expect(tune.bass.notes[b]).toBeGreaterThan(0);
    expect(tune.melody.notes.filter((n) => n > 0).length).toBeGreaterThan(tune.melody.notes.length / 2);
  });
});
