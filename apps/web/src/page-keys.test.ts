import { describe, expect, it } from 'vitest';
import { isPageKey, type KeyPress } from './page-keys.js';

const press = (key: string, target: object | null = null, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: target as EventTarget | null,
  ...mods,
});
const closed = { dialogOpen: () => false };
const body = { tagName: 'BODY', isContentEditable: false };

describe('the page’s shortcuts', () => {
  it('take a plain key pressed on the page', () => {
    expect(isPageKey(press('?', body), closed)).toBe(true);
    expect(isPageKey(press('ArrowLeft'), closed)).toBe(true);
  });

  it('leave keys typed into a field or an editable element to it', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(isPageKey(press('a', { tagName }), closed)).toBe(false);
    expect(isPageKey(press('a', { tagName: 'DIV', isContentEditable: true }), closed)).toBe(false);
  });

  it('leave Ctrl, Cmd and Alt combinations to the browser and the system', () => {
    expect(isPageKey(press('r', body, { ctrlKey: true }), closed)).toBe(false);
    expect(isPageKey(press('r', body, { metaKey: true }), closed)).toBe(false);
    expect(isPageKey(press('r', body, { altKey: true }), closed)).toBe(false);
  });

  it('leave every key to an open dialog', () => {
    expect(isPageKey(press('a', body), { dialogOpen: () => true })).toBe(false);
  });

  it('with `buttons`, leave Enter and Space on a focused button or link to it, but not other keys', () => {
    const button = { tagName: 'BUTTON' };
    const link = { tagName: 'A' };
    expect(isPageKey(press('Enter', button), { ...closed, buttons: true })).toBe(false);
    expect(isPageKey(press(' ', link), { ...closed, buttons: true })).toBe(false);
    expect(isPageKey(press('a', button), { ...closed, buttons: true })).toBe(true);
    expect(isPageKey(press('Enter', body), { ...closed, buttons: true })).toBe(true);
    // Without `buttons` (the app's keys, the replay's steps), Enter on a button is the page's to ignore or take.
    expect(isPageKey(press('Enter', button), closed)).toBe(true);
  });
});
