import { describe, expect, it } from 'vitest';
import { actorsOf, withComputerForYou } from './actors.js';

describe('who acted, for the log', () => {
  const names = ['Du', 'Anna', 'Computer 3'];
  it('reads the own seat as the computer for an event of a move the computer made for it', () => {
    const of = actorsOf(names, 0, 'Der Computer (für dich)', [false, true, true]);
    expect(of(0)).toEqual(names);
    expect(of(1)).toEqual(['Der Computer (für dich)', 'Anna', 'Computer 3']);
    expect(of(2)[0]).toBe('Der Computer (für dich)');
    // beyond the marked events, and without marks (practice, replay): the names
    expect(of(3)).toEqual(names);
    expect(actorsOf(names, 0, 'x', undefined)(0)).toEqual(names);
  });

  it('changes nobody for a watcher (no own seat)', () => {
    expect(withComputerForYou(names, null, 'x')).toEqual(names);
    expect(actorsOf(names, null, 'x', [true])(0)).toEqual(names);
  });
});
