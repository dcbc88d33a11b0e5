import { DEFAULT_CONFIG, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { inlineRunner } from './bots-inline.js';
import { practiceRunner, workerRunner } from './bots-worker.js';
import type { BotRunner } from './practice.js';

const state = speedlift.deal({ ...DEFAULT_CONFIG, players: 3 }, 'worker-test');
// The view of the seat to act: it has legal moves to choose from.
const view = speedlift.view(state, speedlift.toAct(state)[0]!);

describe('the practice computers think in a Web Worker', () => {
  it('asks the worker while it works', async () => {
    expect(view.legalMoves.length).toBeGreaterThan(0);
    const asked: string[] = [];
    const fake: BotRunner = {
      decide: async (level, v) => {
        asked.push(level);
        return v.legalMoves[0]!;
      },
      hint: async () => null,
    };
    const r = practiceRunner(() => fake, inlineRunner(5));
    const move = await r.decide('stark', view, 's');
    expect(asked).toEqual(['stark']);
    expect(view.legalMoves).toContainEqual(move);
    expect(r.where()).toBe('worker');
  });

  it('falls back to the page for good when the worker cannot run (no Worker in Node)', async () => {
    const r = practiceRunner(workerRunner, inlineRunner(5));
    const move = await r.decide('leicht', view, 's');
    expect(view.legalMoves).toContainEqual(move);
    expect(r.where()).toBe('page');
  });

  it('a worker that fails while asked falls back without losing the decision', async () => {
    const broken: BotRunner = {
      decide: () => Promise.reject(new Error('worker failed to load')),
      hint: () => Promise.reject(new Error('worker failed to load')),
    };
    const r = practiceRunner(() => broken, inlineRunner(5));
    expect(view.legalMoves).toContainEqual(await r.decide('normal', view, 's'));
    expect(r.where()).toBe('page');
  });
});
