import { DEFAULT_CONFIG } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { inlineRunner } from './bots-inline.js';
import { PracticeGame, parseRecord, type PracticeOptions, type PracticeRecord } from './practice.js';

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
      if (s.roundEnd !== null) {
        expect(s.view.scores[s.roundEnd]).toBeDefined();
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
    // A finished game is not kept (nothing to restore).
    expect(game.record()).toBeNull();
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

describe('practice kept over a reload', () => {
  const options = (seed: string): PracticeOptions => ({
    config: { ...DEFAULT_CONFIG, players: 3, limit: 30 },
    seed,
    levels: ['leicht', 'leicht', 'leicht'],
    runner: inlineRunner(5),
    pauseMs: 0,
  });
  /** The record as sessionStorage gives it back. */
  const reloaded = (game: PracticeGame): PracticeRecord => {
    const record = parseRecord(JSON.parse(JSON.stringify(game.record())));
    expect(record).not.toBeNull();
    return record!;
  };

  it('restores the same table: the same hand and step, and the Abrechnung still waiting', async () => {
    const game = new PracticeGame(options('keep-1'));
    let compared = false;
    for (let i = 0; i < 500 && game.getSnapshot().roundEnd === null; i++) {
      await settle();
      const s = game.getSnapshot();
      if (s.roundEnd === null && s.view.turn === 0 && s.thinking === null && s.view.legalMoves.length > 0) {
        if (!compared && s.step > 2) {
          const back = PracticeGame.restore(options('keep-1'), reloaded(game))!;
          expect(back.getSnapshot()).toEqual({ ...s, restored: true });
          back.dispose();
          compared = true;
        }
        expect(game.play(s.view.legalMoves[0]!)).toBeNull();
      }
    }
    expect(compared).toBe(true);
    const s = game.getSnapshot();
    expect(s.roundEnd).not.toBeNull();
    const back = PracticeGame.restore(options('keep-1'), reloaded(game))!;
    expect(back.getSnapshot()).toEqual({ ...s, restored: true });
    expect(back.play(s.view.legalMoves[0] ?? { type: 'exit' })).toBe('ERR_NOT_YOUR_TURN');
    back.confirm();
    expect(back.getSnapshot().roundEnd).toBeNull();
    expect(PracticeGame.restore(options('keep-1'), reloaded(back))!.getSnapshot().roundEnd).toBeNull();
    game.dispose();
    back.dispose();
  });

  it('does not restore a record the engine refuses', async () => {
    const game = new PracticeGame(options('keep-2'));
    for (let i = 0; i < 50 && game.getSnapshot().step < 3; i++) {
      await settle();
      const s = game.getSnapshot();
      if (s.view.turn === 0 && s.thinking === null && s.view.legalMoves.length > 0) game.play(s.view.legalMoves[0]!);
    }
    const record = reloaded(game);
    expect(record.actions.length).toBeGreaterThan(0);
    const bad = { actions: [...record.actions, { seat: 1, move: { type: 'play', cards: ['x'] } }] } as PracticeRecord;
    expect(PracticeGame.restore(options('keep-2'), bad)).toBeNull();
    expect(PracticeGame.restore(options('keep-2'), { actions: [{ confirm: true }] })).toBeNull();
    expect(parseRecord({ actions: [{ seat: 0 }] })).toBeNull();
    game.dispose();
  });
});
