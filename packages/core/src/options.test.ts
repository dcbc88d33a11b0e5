import { describe, expect, it } from 'vitest';
import { unknownOptions } from './options.js';

describe('unknownOptions', () => {
  it('names every key the game does not know, in order', () => {
    expect(unknownOptions({ players: 2, foo: '<svg>', bar: 1 }, ['players'])).toBe('unknown option foo, bar');
  });
  it('is null when every key is known (missing keys are the game’s defaults)', () => {
    expect(unknownOptions({ players: 2 }, ['players', 'route'])).toBeNull();
    expect(unknownOptions({}, ['players'])).toBeNull();
  });
});
