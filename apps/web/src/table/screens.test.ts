import { describe, expect, it } from 'vitest';
import { gameScreen, mergeScreens, type GameScreen } from './screens.js';

describe('game screen registry', () => {
  const table: GameScreen['table'] = () => Promise.resolve(() => null);
  const replay: GameScreen['replay'] = () => Promise.resolve(() => null);

  it('lets a game folder’s screen.ts add to the built-in entry (by folder name) and ignores other files', () => {
    const merged = mergeScreens(
      { speedlift: { table } },
      {
        '../games/speedlift/screen.ts': { screen: { ownsSummary: true, replay } },
        '../games/speedclimb/screen.tsx': { screen: { table } },
        '../games/gipfelsturm/screen.ts': {},
        '../elsewhere/screen.ts': { screen: { ownsSummary: true } },
      },
    );
    expect(merged.get('speedlift')).toEqual({ table, ownsSummary: true, replay });
    expect(merged.get('speedclimb')).toEqual({ table });
    expect(merged.has('gipfelsturm')).toBe(false);
    expect([...merged.keys()].sort()).toEqual(['speedclimb', 'speedlift']);
  });

  it('finds the registration in src/games/speedlift/screen.ts and has no screen for an unknown game', () => {
    expect(typeof gameScreen('speedlift').table).toBe('function');
    expect(gameScreen('speedlift').ownsSummary).toBe(true);
    expect(gameScreen('schach')).toEqual({});
  });
});
