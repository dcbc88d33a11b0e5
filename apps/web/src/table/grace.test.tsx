import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GraceNotice } from './grace.js';

describe('GraceNotice', () => {
  it("says the game's words as an alert and counts the seconds as 0:ss", () => {
    const html = renderToStaticMarkup(<GraceNotice seconds={7} title="Nachfrist" text="Lege jetzt." />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<strong>Nachfrist</strong> Lege jetzt.');
    expect(html).toContain('0:07');
  });
});
