import type { TableInfo } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { newWatchers, parseRevealedSeed, tableExtras } from './fair.js';
import { shortHash } from './SeedHash.js';

const base = {
  id: 't1',
  phase: 'playing',
  seats: [],
  you: 0,
  host: null,
  gameNo: 1,
  timerMs: null,
  result: null,
  seq: 0,
};

describe('fair deal and watchers in the table info', () => {
  it('reads the game id, the seed hash and the watchers, and treats missing fields as none', () => {
    const info = {
      ...base,
      gameId: 'g1',
      seedHash: 'ab'.repeat(32),
      spectators: ['Anna', 'Ben'],
    } as unknown as TableInfo;
    expect(tableExtras(info)).toEqual({ gameId: 'g1', seedHash: 'ab'.repeat(32), spectators: ['Anna', 'Ben'] });
    expect(tableExtras(base as unknown as TableInfo)).toEqual({ gameId: null, seedHash: null, spectators: [] });
  });

  it('names only those who started watching, a shared name once more when it appears twice', () => {
    expect(newWatchers([], ['Anna'])).toEqual(['Anna']);
    expect(newWatchers(['Anna'], ['Anna', 'Ben'])).toEqual(['Ben']);
    expect(newWatchers(['Anna', 'Ben'], ['Ben'])).toEqual([]);
    expect(newWatchers(['Gast 7'], ['Gast 7', 'Gast 7'])).toEqual(['Gast 7']);
    expect(newWatchers(['Anna'], ['Anna'])).toEqual([]);
  });

  it('reads the revealed seed only where the API gives one', () => {
    expect(parseRevealedSeed({ finished: true, seed: 'f00d' })).toEqual({ finished: true, seed: 'f00d' });
    expect(parseRevealedSeed({ finished: false, seedHash: 'x' })).toEqual({ finished: false, seed: null });
    expect(parseRevealedSeed('nope')).toBeNull();
  });

  it('shortens a hash to 12 characters and an ellipsis', () => {
    expect(shortHash('0123456789abcdef0123')).toBe('0123456789ab…');
    expect(shortHash('abc')).toBe('abc');
  });
});
