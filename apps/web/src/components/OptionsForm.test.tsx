import { describe, expect, it } from 'vitest';
import { TABLE } from '../games/gipfelsturm/options.js';
import { renderWithServices } from '../test-services.js';
import { OptionsFields } from './OptionsForm.js';

const form = (values: Record<string, string | number | boolean>) =>
  renderWithServices(<OptionsFields options={TABLE} values={values} onChange={() => {}} />);

describe('OptionsFields: a hint that follows the chosen values', () => {
  it('Gipfelsturm\'s level hint names the stock for the seats chosen ("Plätze: 3" deals 8, 6, 6)', () => {
    const two = form({ seats: 2, level: 'normal' });
    expect(two).toContain('Normal: je 12 Vorratskarten');
    expect(two).not.toContain('je 8');
    const three = form({ seats: 3, level: 'normal' });
    expect(three).toContain('Zu dritt – Normal: je 8 Vorratskarten');
    expect(three).not.toContain('je 12');
  });
});
