import { describe, expect, it } from 'vitest';
import { moveText, stepAfterKey, viewFacts } from './replay-facts.js';

describe('generic replay rendering', () => {
  it('lists a view field by field: plain values as text (first), lists of plain values joined, objects nested', () => {
    const facts = viewFacts({
      turn: 2,
      over: false,
      hand: ['3♥', '7♣'],
      ride: { floor: 4, cards: [] },
      scores: [
        [1, 2],
        [0, 5],
      ],
      note: null,
    });
    expect(facts).toEqual([
      { key: 'turn', value: '2' },
      { key: 'over', value: 'false' },
      { key: 'hand', value: '3♥, 7♣' },
      { key: 'note', value: '–' },
      {
        key: 'ride',
        value: [
          { key: 'floor', value: '4' },
          { key: 'cards', value: '–' },
        ],
      },
      {
        key: 'scores',
        value: [
          { key: '1', value: '1, 2' },
          { key: '2', value: '0, 5' },
        ],
      },
    ]);
  });

  it('stops nesting after three levels and clips long text', () => {
    expect(viewFacts({ a: { b: { c: { d: { e: 1 } } } } })).toEqual([
      { key: 'a', value: [{ key: 'b', value: [{ key: 'c', value: [{ key: 'd', value: '{"e":1}' }] }] }] },
    ]);
    const long = viewFacts({ s: 'x'.repeat(500) })[0]?.value as string;
    expect(long.length).toBe(240);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows a non-object view as one fact, and moves as notation or JSON', () => {
    expect(viewFacts('nur Text')).toEqual([{ key: '–', value: 'nur Text' }]);
    expect(moveText('L 3♥')).toBe('L 3♥');
    expect(moveText({ play: [1, 2] })).toBe('{"play":[1,2]}');
    expect(moveText(null)).toBe('–');
  });

  it('steps with ←/→ inside the bounds and jumps with Home/End; other keys do nothing', () => {
    expect(stepAfterKey('ArrowRight', 0, 5)).toBe(1);
    expect(stepAfterKey('ArrowRight', 5, 5)).toBe(5);
    expect(stepAfterKey('ArrowLeft', 0, 5)).toBe(0);
    expect(stepAfterKey('ArrowLeft', 3, 5)).toBe(2);
    expect(stepAfterKey('Home', 4, 5)).toBe(0);
    expect(stepAfterKey('End', 1, 5)).toBe(5);
    expect(stepAfterKey('a', 1, 5)).toBeNull();
  });
});
