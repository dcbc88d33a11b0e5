import { describe, expect, it } from 'vitest';
import { tableKeyTaken } from './table-hooks.js';

const press = (key: string, tagName = 'BUTTON') => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { tagName } as unknown as EventTarget,
});

describe('the table keys in the round’s Bilanz', () => {
  it('A on "Weiter" reaches the table’s keys while the Bilanz dialog is open (QA 6 Dec 2026)', () => {
    expect(tableKeyTaken(press('a'), true)).toBe(true);
    expect(tableKeyTaken(press('A', 'DIALOG'), true)).toBe(true);
  });

  it('Enter and Space on a focused button stay the button’s (no second "Weiter"); Ctrl+A the browser’s', () => {
    expect(tableKeyTaken(press('Enter'), true)).toBe(false);
    expect(tableKeyTaken(press(' '), true)).toBe(false);
    expect(tableKeyTaken({ ...press('a'), ctrlKey: true }, true)).toBe(false);
  });
});
