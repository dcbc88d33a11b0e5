import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../../cards/contrast.js';
import { FloorDial } from './FloorDial.js';

const PAPER = ['#ffffff', '#fbf8f1', '#f6f1e7'];

describe('Speedlift floor dial: the direction word under it', () => {
  it('stands on a plate of its own, AA against it, so it reads on the light page too (the Fahrschule)', () => {
    // "Runter" was cream (#f7e7c1) straight on whatever lay under the dial: nearly invisible on the
    // page's paper (QA 6 Dec 2026). Both words: the lift's and the dashed preview's.
    const svg = renderToStaticMarkup(
      <FloorDial
        floor={7}
        dir={-1}
        preview={{ floor: 9, dir: 1 }}
        label="Lift"
        upWord="Up"
        downWord="Down"
        ends={['G', 'R']}
      />,
    );
    const groups = [...svg.matchAll(/<g [^>]*class="(sl-dial-dir|sl-dial-preview)"[^>]*>([\s\S]*?)<\/g>/g)];
    expect(groups.map((g) => g[1])).toEqual(['sl-dial-dir', 'sl-dial-preview']);
    for (const [, , inner] of groups) {
      const ink = /<text[^>]*fill="(#[0-9a-f]{6})"[^>]*>([^<]+)<\/text>/i.exec(inner ?? '');
      const plate = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(inner ?? '');
      expect(ink?.[2]).toMatch(/^(Up|Down)$/);
      expect(plate, 'a plate under the word').not.toBeNull();
      expect(contrastRatio(ink![1]!, plate![1]!)).toBeGreaterThanOrEqual(AA_TEXT);
      // Whatever the page's ground: the plate, not the page, is what the word stands on — and the plate
      // itself stands out from the paper.
      for (const p of PAPER) expect(contrastRatio(plate![1]!, p)).toBeGreaterThanOrEqual(3);
    }
  });
});
