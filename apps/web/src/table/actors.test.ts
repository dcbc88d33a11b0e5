import { describe, expect, it } from 'vitest';
import { actorsOf, computerNames } from './actors.js';

const WORDS = { computerForYou: 'Der Computer (für dich)', computerFor: (n: string) => `Der Computer (für ${n})` };

describe('who acted, for the log', () => {
  const names = ['Du', 'Anna', 'Computer 3'];
  it('reads the seats as the computer for an event of a move the computer made for a player', () => {
    const of = actorsOf(names, 0, WORDS, [false, true, true]);
    expect(of(0)).toEqual(names);
    expect(of(1)).toEqual(['Der Computer (für dich)', 'Der Computer (für Anna)', 'Der Computer (für Computer 3)']);
    expect(of(2)[0]).toBe('Der Computer (für dich)');
    // beyond the marked events, and without marks (practice, replay): the names
    expect(of(3)).toEqual(names);
    expect(actorsOf(names, 0, WORDS, undefined)(0)).toEqual(names);
  });

  it('to a watcher (no own seat) every seat is the computer for its player (QA 7 Dec 2026: "Ben legt …" for the computer’s move)', () => {
    expect(computerNames(['Ben', 'Anna', 'Computer 3'], null, WORDS)).toEqual([
      'Der Computer (für Ben)',
      'Der Computer (für Anna)',
      'Der Computer (für Computer 3)',
    ]);
    expect(actorsOf(['Ben', 'Anna'], null, WORDS, [true])(0)).toEqual([
      'Der Computer (für Ben)',
      'Der Computer (für Anna)',
    ]);
  });
});
