import { describe, expect, it } from 'vitest';
import { decideNow, inlineRunner } from './bots-inline.js';
import { keepMove } from './model.js';
import { PracticeGame } from './practice.js';

/** Waits until the computers have handed the turn back (or the game waits for "Weiter" or is over). */
async function settle(game: PracticeGame): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    const s = game.getSnapshot();
    if (s.thinking === null && (s.summary !== null || s.view.phase === 'over' || s.view.legalMoves.length > 0)) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('computers never finished');
}

describe('speedclimb offline practice', () => {
  it.each(['gipfelsturm', 'nordwand'] as const)(
    'plays a whole %s game: each Bilanz waits for "Weiter", the carry-over choice goes with it',
    async (route) => {
      const game = new PracticeGame({
        config: { players: 2, route },
        seed: `t-${route}`,
        level: 'leicht',
        runner: inlineRunner(),
        pauseMs: 0,
      });
      let summaries = 0;
      for (let i = 0; i < 5000; i++) {
        await settle(game);
        const s = game.getSnapshot();
        if (s.view.phase === 'over') break;
        if (s.summary !== null) {
          summaries++;
          // While the Bilanz waits, no move is taken.
          expect(game.play({ type: 'draw', from: 'stock' })).toBe('ERR_NOT_YOUR_TURN');
          const v = s.view;
          const keep = v.phase === 'carry' && v.keepPending[0] ? keepMove(v, v.keep ?? []) : null;
          expect(game.confirm(keep)).toBeNull();
          continue;
        }
        expect(game.play(decideNow('normal', s.view, `h${i}`))).toBeNull();
      }
      const end = game.getSnapshot();
      expect(end.view.phase).toBe('over');
      expect(summaries).toBeGreaterThan(0);
      expect(end.view.history.length).toBeGreaterThanOrEqual(summaries);
      game.dispose();
    },
    60_000,
  );
});
