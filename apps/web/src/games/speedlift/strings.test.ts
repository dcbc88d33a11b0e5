import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';

describe('Speedlift log texts (issue 19)', () => {
  it('"Du eröffnest", not "Du eröffnet"; others "eröffnet"', () => {
    expect(TEXT.de.roundStarted(2, 'Du')).toBe('Runde 2: Du eröffnest.');
    expect(TEXT.de.roundStarted(2, 'Anna')).toBe('Runde 2: Anna eröffnet.');
    expect(TEXT.en.roundStarted(2, 'You')).toBe('Round 2: You open.');
  });
});
