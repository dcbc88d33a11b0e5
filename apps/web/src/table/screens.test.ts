import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/registry.js';
import { errorsDe, errorsEn } from '../i18n/errors.js';
import { frameRefusal, gameScreen, stakeRefusal, tableBody, type GameScreen } from './screens.js';

describe('game screen registry', () => {
  const table: GameScreen['table'] = () => Promise.resolve(() => null);

  it('takes every registered game’s screen from its module (games/registry.ts), by the game’s id', () => {
    for (const game of GAMES) {
      expect(gameScreen(game.id)).toBe(game.screen);
      expect(typeof gameScreen(game.id).table, game.id).toBe('function');
      expect(typeof gameScreen(game.id).replay, game.id).toBe('function');
    }
    expect(GAMES.map((g) => g.id).sort()).toEqual(['gipfelsturm', 'speedclimb', 'speedlift']);
  });

  it('finds the registration in src/games/speedlift/screen.ts and has no screen for an unknown game', () => {
    expect(typeof gameScreen('speedlift').table).toBe('function');
    expect(gameScreen('speedlift').ownsSummary).toBe(true);
    // Only the game with a countdown before its start shows it itself.
    expect(GAMES.filter((g) => gameScreen(g.id).ownsCountdown === true).map((g) => g.id)).toEqual(['gipfelsturm']);
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

describe('a start refused for want of Taler', () => {
  it("names the page's own empty wallet as its own, another player's as someone else's (QA 7 Dec 2026)", () => {
    // The host's start: the guest on seat 2 cannot pay — the host had read "Du hast nicht genug Taler".
    expect(stakeRefusal('ERR_NOT_ENOUGH_TALER', 'player:ben', 'anna')).toBe('ERR_NOT_ENOUGH_TALER_OTHER');
    expect(stakeRefusal('ERR_NOT_ENOUGH_TALER', 'player:anna', 'anna')).toBe('ERR_NOT_ENOUGH_TALER');
    // Without the detail or before /api/me answered: the server's code as it is.
    expect(stakeRefusal('ERR_NOT_ENOUGH_TALER', undefined, 'anna')).toBe('ERR_NOT_ENOUGH_TALER');
    expect(stakeRefusal('ERR_NOT_ENOUGH_TALER', 'player:ben', null)).toBe('ERR_NOT_ENOUGH_TALER');
    expect(stakeRefusal('ERR_TOO_FEW_PLAYERS', 'player:ben', 'anna')).toBe('ERR_TOO_FEW_PLAYERS');
    expect(errorsDe.ERR_NOT_ENOUGH_TALER_OTHER).toMatch(/^Jemand am Tisch hat nicht genug Taler/);
    expect(errorsEn.ERR_NOT_ENOUGH_TALER_OTHER).toMatch(/^Someone at the table does not have enough Taler/);
  });
});
