import { describe, expect, it } from 'vitest';
import { frameRefusal, gameScreen, mergeScreens, type GameScreen } from './screens.js';

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

  it('leaves move refusals to a screen that owns them, while it is shown; its own commands’ refusals stay', () => {
    const owns: GameScreen = { table, ownsRefusals: true };
    const late = { code: 'ERR_CARD_GONE', move: true };
    const command = { code: 'ERR_SEAT_TAKEN', move: false };
    expect(frameRefusal(late, owns, true)).toBeNull();
    expect(frameRefusal(command, owns, true)).toBe('ERR_SEAT_TAKEN');
    // The screen not (yet) shown: the frame tells it.
    expect(frameRefusal(late, owns, false)).toBe('ERR_CARD_GONE');
    expect(frameRefusal(late, { table }, true)).toBe('ERR_CARD_GONE');
    expect(frameRefusal(null, owns, true)).toBeNull();
  });

  it('Gipfelsturm tells its refused plays itself; Speedclimb and Speedlift leave server refusals to the frame', () => {
    expect(gameScreen('gipfelsturm').ownsRefusals).toBe(true);
    // Their screens show only refusals found in the page (practice); at a server table `onMove`
    // returns null, so the frame's alert is the only place a server refusal is told.
    expect(gameScreen('speedclimb').ownsRefusals).toBeUndefined();
    expect(gameScreen('speedlift').ownsRefusals).toBeUndefined();
  });
});
