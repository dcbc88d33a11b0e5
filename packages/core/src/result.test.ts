import { describe, expect, it } from 'vitest';
import { all, andThen, err, map, ok, unwrap } from './result.js';

describe('Result', () => {
  it('maps and chains values, passes errors through', () => {
    expect(map(ok(2), (x) => x * 3)).toEqual(ok(6));
    expect(map(err('E'), (x: number) => x * 3)).toEqual(err('E'));
    expect(andThen(ok(2), (x) => (x > 1 ? ok(x) : err('small')))).toEqual(ok(2));
    expect(andThen(ok(0), (x) => (x > 1 ? ok(x) : err('small')))).toEqual(err('small'));
  });

  it('collects arrays, the first error wins', () => {
    expect(all([ok(1), ok(2)])).toEqual(ok([1, 2]));
    expect(all([ok(1), err('a'), err('b')])).toEqual(err('a'));
  });

  it('unwrap throws on an error', () => {
    expect(unwrap(ok(1))).toBe(1);
    expect(() => unwrap(err({ code: 'ERR_X' }))).toThrow(/ERR_X/);
  });
});
