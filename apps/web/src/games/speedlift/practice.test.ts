import { DEFAULT_CONFIG } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { inlineRunner } from './bots-inline.js';
import { PracticeGame } from './practice.js';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('offline practice', () => {
  it('plays a whole game: the computers move, each Abrechnung waits for confirmation, standings at the end', async () => {
    const game = new PracticeGame({
      config: { ...DEFAULT_CONFIG, players: 3, limit: 30 },
      seed: 'practice-test',
      levels: ['leicht', 'leicht', 'normal'],
      runner: inlineRunner(5),
      pauseMs: 0,
    });
    let abrechnungen = 0;
    for (let i = 0; i < 500 && !game.getSnapshot().view.over; i++) {
      await settle();
      const s = game.getSnapshot();
      if (s.abrechnung !== null) {
        expect(s.view.scores[s.abrechnung]).toBeDefined();
        abrechnungen++;
        game.confirm();
      } else if (s.view.turn === 0 && s.thinking === null && s.view.legalMoves.length > 0) {
        expect(game.play(s.view.legalMoves[0]!)).toBeNull();
      }
    }
    const end = game.getSnapshot().view;
    expect(end.over).toBe(true);
    expect(end.result?.places).toHaveLength(3);
    expect(abrechnungen).toBe(end.scores.length);
    game.dispose();
  });

  it('refuses a move the engine refuses, and gives no Rat in the Tagesfahrt', async () => {
    const game = new PracticeGame({
      config: { ...DEFAULT_CONFIG, players: 4, tagesfahrt: true },
      seed: 'x',
      levels: ['normal', 'normal', 'normal', 'normal'],
      runner: inlineRunner(5),
      pauseMs: 0,
    });
    await settle();
    expect(game.play({ type: 'exit' })).not.toBeNull();
    expect(await game.hint(['Du'])).toBeNull();
    game.dispose();
  });
});
