/**
 * "Kaufhaus-Geräusche und Musik" (Zahnrad): each game's table plays its own tune while "Musik"
 * is on, and stops when it is switched off. The page's WebAudio oscillators are recorded (pitch
 * and wave at their start); the cues are off, so every note heard is the music's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GIPFELMARSCH } from '../apps/web/src/games/gipfelsturm/music.js';
import { LAENDLER } from '../apps/web/src/games/speedclimb/music.js';
import { WALTZ } from '../apps/web/src/games/speedlift/music.js';
import type { Tune } from '../apps/web/src/table/tune.js';
import { browserAvailable, siteAndBrowser } from './harness.js';

declare global {
  interface Window {
    heard: { hz: number; wave: string }[];
  }
}

const GAMES: { game: string; start: string; table: string; tune: Tune }[] = [
  { game: 'speedlift', start: 'Losfahren', table: '.sl-table', tune: WALTZ },
  { game: 'speedclimb', start: 'Losklettern', table: '.sc-table', tune: LAENDLER },
  { game: 'gipfelsturm', start: 'Los geht', table: '.gs-table', tune: GIPFELMARSCH },
];

/** The melody's notes as they follow each other from the start of the loop (rests are not heard). */
function melodyFromStart(tune: Tune, n: number): number[] {
  const notes: number[] = [];
  for (let beat = 0; notes.length < n; beat++) {
    const hz = tune.melody.notes[beat % tune.melody.notes.length]!;
    if (hz > 0) notes.push(hz);
  }
  return notes;
}

async function heard(page: Page, wave: string): Promise<number[]> {
  return page.evaluate((w) => window.heard.filter((x) => x.wave === w).map((x) => x.hz), wave);
}

describe.runIf(browserAvailable())('music at the table', () => {
  const site = siteAndBrowser();

  it.each(GAMES)(
    '$game: its own tune while "Musik" is on, silence once it is off',
    async ({ game, start, table, tune }) => {
      const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(() => {
        if (!localStorage.getItem('kartenhaus.settings.v1'))
          localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ music: true, sounds: false }));
        window.heard = [];
        // The original, taken as a plain function (it is BaseAudioContext's) and called on the page's context.
        const create = Object.getOwnPropertyDescriptor(BaseAudioContext.prototype, 'createOscillator')!.value as (
          this: BaseAudioContext,
        ) => OscillatorNode;
        AudioContext.prototype.createOscillator = function (this: AudioContext) {
          const o = create.call(this);
          const begin = o.start.bind(o);
          o.start = (when?: number) => {
            window.heard.push({ hz: o.frequency.value, wave: o.type });
            begin(when);
          };
          return o;
        };
      });
      await page.goto(`${site.server.url}/spiel/${game}/uebung?seed=laendler&tempo=schnell`);
      await page.getByRole('button', { name: start }).click();
      await page.locator(table).waitFor();

      // The melody from its first note on, in its own voice; the bass beneath in another.
      const eight = melodyFromStart(tune, 8);
      await expect
        .poll(() => heard(page, tune.melody.wave).then((h) => h.length), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(8);
      expect((await heard(page, tune.melody.wave)).slice(0, 8)).toEqual(eight);
      const bass = tune.bass.notes.filter((hz) => hz > 0);
      expect((await heard(page, tune.bass.wave)).slice(0, 2)).toEqual(bass.slice(0, 2));

      // Zahnrad: "Musik" off — nothing more is heard.
      await page.getByRole('banner').getByRole('button', { name: 'Zahnrad – Einstellungen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zahnrad – Einstellungen' });
      await dialog.getByRole('switch', { name: 'Musik' }).uncheck();
      const count = await page.evaluate(() => window.heard.length);
      await page.waitForTimeout(3 * tune.beatMs);
      expect(await page.evaluate(() => window.heard.length)).toBe(count);
      await page.keyboard.press('Escape');
      await page.close();
    },
  );
});
