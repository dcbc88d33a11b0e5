import { describe, expect, it } from 'vitest';
import { followTarget, placeOf } from './focus-follows.js';

// The regions as the hook sees them after a render: a table's hand (or free cards) and its calls.
describe('placeOf', () => {
  it('finds an element in the first region that holds it, and nothing outside every region', () => {
    const regions = [
      ['c1', 'c2', 'c3'],
      ['w', 'd'],
    ];
    expect(placeOf('c2', regions)).toEqual({ region: 0, index: 1 });
    expect(placeOf('d', regions)).toEqual({ region: 1, index: 1 });
    expect(placeOf('Abwerfen', regions)).toBeNull();
  });
});

describe('followTarget', () => {
  it('gives the focus to the element now at the same place of the same region', () => {
    // The second card laid: the third is second now.
    expect(followTarget({ region: 0, index: 1 }, [['c1', 'c3'], ['w']], [null, null])).toBe('c3');
    expect(followTarget({ region: 1, index: 0 }, [['c1', 'c3'], ['d']], [null, null])).toBe('d');
  });

  it("to the region's last element when the region got shorter", () => {
    expect(followTarget({ region: 0, index: 4 }, [['c1', 'c2']], [null])).toBe('c2');
  });

  it("to the region's fallback when it has none left (Gipfelsturm's \"Aufdecken\", Speedclimb's heading)", () => {
    expect(followTarget({ region: 0, index: 2 }, [[], ['w']], ['Aufdecken', null])).toBe('Aufdecken');
    expect(followTarget({ region: 1, index: 0 }, [['c1'], []], [null, null])).toBeNull();
  });

  it('without a place (the focus was never in a region): the first region’s first element, else its fallback', () => {
    expect(followTarget(null, [['c1', 'c2'], ['w']], ['h1', null])).toBe('c1');
    expect(followTarget(null, [[], ['w']], ['h1', null])).toBe('h1');
    expect(followTarget(null, [], [])).toBeNull();
  });
});

describe('followTarget with the same element', () => {
  it('gives the focus to the same element wherever it stands now (Speedclimb: the hand sorted anew)', () => {
    expect(followTarget({ region: 0, index: 0 }, [['c2', 'c3', 'c1']], [null], (c) => c === 'c1')).toBe('c1');
  });

  it('else to the element at the place (the card was laid)', () => {
    expect(followTarget({ region: 0, index: 1 }, [['c1', 'c3']], [null], (c) => c === 'c2')).toBe('c3');
  });
});
