import { describe, expect, it } from 'vitest';
import { nextRefusal } from './refusal.js';

describe('a refusal shown in an alert', () => {
  const none = { refused: null, key: 0 };

  it('is a new alert each time it is said, also the same words again', () => {
    const first = nextRefusal(none, 'ERR_NOT_YOUR_TURN', true);
    expect(first).toEqual({ refused: 'ERR_NOT_YOUR_TURN', key: 1 });
    expect(nextRefusal(first, 'ERR_NOT_YOUR_TURN', true)).toEqual({ refused: 'ERR_NOT_YOUR_TURN', key: 2 });
  });

  it('stays the same alert when a lifted card only repeats what stands, and a new one when its words differ', () => {
    const first = nextRefusal(none, 'ERR_ONLY_ABOVE', true);
    expect(nextRefusal(first, 'ERR_ONLY_ABOVE', false)).toEqual(first);
    expect(nextRefusal(first, 'ERR_ONLY_BELOW', false)).toEqual({ refused: 'ERR_ONLY_BELOW', key: 2 });
  });

  it('clears without a new key', () => {
    const first = nextRefusal(none, 'X', true);
    expect(nextRefusal(first, null, true)).toEqual({ refused: null, key: 1 });
  });
});
