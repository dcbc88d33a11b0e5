import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TEXT } from '../games/speedlift/strings.js';
import { CheckField, fastTempo, practiceNames, practiceSeed, SelectField, StartButton } from './practice-setup.js';

const none = (): void => undefined;

describe('the practice setup pieces', () => {
  it('a select lists every option by its text and marks the chosen one', () => {
    const html = renderToStaticMarkup(
      <SelectField
        label="Stärke"
        value="normal"
        options={['leicht', 'normal']}
        text={(o) => o.toUpperCase()}
        onChange={none}
      />,
    );
    expect(html).toContain('<label>Stärke <select>');
    expect(html).toContain('<option value="leicht">LEICHT</option>');
    expect(html).toContain('<option value="normal" selected="">NORMAL</option>');
  });

  it('a checkbox with its label, and the start button submits the form', () => {
    expect(renderToStaticMarkup(<CheckField label="Turbo" checked onChange={none} />)).toBe(
      '<label class="check"><input type="checkbox" checked=""/> Turbo</label>',
    );
    expect(renderToStaticMarkup(<StartButton label="Los" />)).toContain('type="submit"');
  });

  it('the seed is the seed from the address and the round, so "Nochmal" deals anew', () => {
    vi.stubGlobal('location', { search: '?seed=abc&tempo=schnell' });
    try {
      expect(practiceSeed(0)).toBe('abc:0');
      expect(practiceSeed(2)).toBe('abc:2');
      expect(fastTempo()).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names the computers 1 … n, or from a given place (Speedlift’s Tagesfahrt practice: 2–4, as at the server)', () => {
    expect(practiceNames(TEXT.de, 3)).toEqual(['Du', 'Computer 1', 'Computer 2', 'Computer 3']);
    expect(practiceNames(TEXT.de, 3, 2)).toEqual(['Du', 'Computer 2', 'Computer 3', 'Computer 4']);
  });
});
