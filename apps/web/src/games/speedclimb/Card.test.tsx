import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { ClimbCard } from './Card.js';

describe('the Speedclimb card faces', () => {
  it('the Schneesturm card says its word in the page’s language (QA: "Schneesturm" in English)', () => {
    const de = renderWithServices(<ClimbCard card="X" />, testServices('de'));
    const en = renderWithServices(<ClimbCard card="X" />, testServices('en'));
    expect(de).toContain('>Schneesturm</text>');
    expect(en).toContain('>Snowstorm</text>');
    expect(en).not.toContain('Schneesturm');
  });
});
