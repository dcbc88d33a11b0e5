import { describe, expect, it } from 'vitest';
import { frameText } from './frame-text.js';

describe('frameText', () => {
  it('decodes a Buffer, fragments and an ArrayBuffer to the same text', () => {
    const text = '{"t":"welcome","name":"Gäste"}';
    const buf = Buffer.from(text);
    expect(frameText(buf)).toBe(text);
    expect(frameText([buf.subarray(0, 7), buf.subarray(7)])).toBe(text);
    const ab = new ArrayBuffer(buf.length);
    new Uint8Array(ab).set(buf);
    expect(frameText(ab)).toBe(text);
  });
});
