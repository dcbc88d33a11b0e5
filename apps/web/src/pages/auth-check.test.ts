import { describe, expect, it } from 'vitest';
import { authProblem } from './auth-check.js';

const ok = { name: 'Bergfex', password: 'sehr-geheim-42', repeat: 'sehr-geheim-42' };

describe('authProblem (the forms check before sending, in the page’s words)', () => {
  it('the name: 3 to 20 characters as the server counts them, spaces around it not counted', () => {
    for (const mode of ['login', 'register'] as const) {
      expect(authProblem(mode, { ...ok, name: '' })).toEqual({ field: 'name', say: { code: 'ERR_NAME_LENGTH' } });
      expect(authProblem(mode, { ...ok, name: '  Jo  ' })?.field).toBe('name');
      expect(authProblem(mode, { ...ok, name: 'x'.repeat(21) })?.field).toBe('name');
      expect(authProblem(mode, { ...ok, name: 'Joe' })).toBeNull();
      // An emoji is one character (two UTF-16 units): 20 of them are a name of 20.
      expect(authProblem(mode, { ...ok, name: '😀'.repeat(3) })).toBeNull();
    }
  });

  it('logging in: any password but none (an account’s is what it is)', () => {
    expect(authProblem('login', { ...ok, password: '' })).toEqual({
      field: 'password',
      say: { key: 'passwordMissing' },
    });
    expect(authProblem('login', { ...ok, password: 'kurz', repeat: '' })).toBeNull();
  });

  it('registering: 8 characters at least, then both passwords the same', () => {
    expect(authProblem('register', { ...ok, password: 'kurz', repeat: 'kurz' })).toEqual({
      field: 'password',
      say: { code: 'ERR_PASSWORD_LENGTH' },
    });
    expect(authProblem('register', { ...ok, repeat: 'sehr-geheim-43' })).toEqual({
      field: 'repeat',
      say: { key: 'passwordsDiffer' },
    });
    expect(authProblem('register', ok)).toBeNull();
  });
});
