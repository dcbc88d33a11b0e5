import { describe, expect, it } from 'vitest';
import { handKey, handPosOfKey, keyOf } from './hand-keys.js';

describe('the hand’s number keys', () => {
  it('1–9, 0 the 1st–10th card, ⇧1–⇧9, ⇧0 the 11th–20th, none after', () => {
    expect([0, 8, 9, 10, 11, 18, 19, 20].map((i) => handKey(i)?.key ?? null)).toEqual([
      '1',
      '9',
      '0',
      '⇧1',
      '⇧2',
      '⇧9',
      '⇧0',
      null,
    ]);
    expect(handKey(10)?.aria).toBe('Shift+1');
    for (let i = 0; i < 20; i++) expect(handPosOfKey(handKey(i)!.aria)).toBe(i);
    expect(handPosOfKey('a')).toBeNull();
    expect(handPosOfKey('Shift+a')).toBeNull();
  });

  it('reads a digit key with Shift by its place, whatever sign the layout gives it', () => {
    // "!" on a US or German keyboard is Shift+1; where the digit itself takes Shift (AZERTY) it stays
    // the digit; other shifted keys stay what they are.
    expect(keyOf({ key: '!', code: 'Digit1', shiftKey: true })).toBe('Shift+1');
    expect(keyOf({ key: '=', code: 'Digit0', shiftKey: true })).toBe('Shift+0');
    expect(keyOf({ key: '1', code: 'Digit1', shiftKey: true })).toBe('1');
    expect(keyOf({ key: '?', code: 'Minus', shiftKey: true })).toBe('?');
    expect(keyOf({ key: 'A', code: 'KeyA', shiftKey: true })).toBe('A');
    expect(keyOf({ key: '7', code: 'Digit7', shiftKey: false })).toBe('7');
  });
});
