import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GraceNotice, graceLeft } from './grace.js';

describe('GraceNotice', () => {
  it("says the game's words as an alert and counts the seconds as 0:ss", () => {
    const html = renderToStaticMarkup(<GraceNotice seconds={7} title="Nachfrist" text="Lege jetzt." />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<strong>Nachfrist</strong> Lege jetzt.');
    expect(html).toContain('0:07');
  });
});

describe('graceLeft', () => {
  it('counts from when the clock arrived: the think time first, then the 10 s grace in whole seconds', () => {
    // A 30 s clock (40 s with the grace) that arrived at 1000 ms.
    expect(graceLeft(40_000, false, 1000, 1000)).toBeNull();
    expect(graceLeft(40_000, false, 1000, 30_999)).toBeNull();
    expect(graceLeft(40_000, false, 1000, 31_000)).toBe(10);
    expect(graceLeft(40_000, false, 1000, 36_500)).toBe(5);
    expect(graceLeft(40_000, false, 1000, 60_000)).toBe(0);
    // The server says the grace runs (a resumed decision, T3): from the first moment.
    expect(graceLeft(9_000, true, 1000, 1000)).toBe(9);
  });

  it('a new decision with the same clock reading, counted from its own frame, is in its think time again', () => {
    // QA 7 Dec 2026: the computer decided the seat's draw at the deadline; the next decision's clock
    // read 40 000 ms as the draw's had, so the update left the info out. Counted from the old frame
    // the grace stood at 0:00; counted from the new frame it is the think time.
    expect(graceLeft(40_000, false, 1000, 42_000)).toBe(0);
    expect(graceLeft(40_000, false, 41_500, 42_000)).toBeNull();
  });
});
