import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckField, fastTempo, practiceSeed, SelectField, StartButton } from './practice-setup.js';

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
});
