import { describe, expect, it } from 'vitest';
import { frameRefusal, gameScreen, mergeScreens, tableBody, type GameScreen } from './screens.js';

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

  it('an online table waiting for its start has no view yet: "not dealt yet", never "screen not built"', () => {
    // Seen in the browser (e2e/gipfelsturm-online): every waiting online table said the game's screen
    // was not built, though it was registered — only the view was missing, as no game runs yet.
    expect(tableBody(true, false, 'waiting')).toBe('dealing');
    expect(tableBody(true, false, 'countdown')).toBe('loading');
    expect(tableBody(true, false, 'closed')).toBe('none');
    expect(tableBody(true, true, 'waiting')).toBe('screen');
    expect(tableBody(true, true, 'playing')).toBe('screen');
    expect(tableBody(false, false, 'waiting')).toBe('notBuilt');
    expect(tableBody(false, true, 'playing')).toBe('notBuilt');
  });
});
