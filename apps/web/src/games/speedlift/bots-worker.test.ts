import { DEFAULT_CONFIG, speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { sharedBotRunner } from './bots-worker.js';

const state = speedlift.deal({ ...DEFAULT_CONFIG, players: 3 }, 'worker-test');
// The view of the seat to act: it has legal moves to choose from.
const view = speedlift.view(state, speedlift.toAct(state)[0]!);

// The runner itself (worker, fallback, a failing worker) is tested in table/bots-runner.test.ts.
describe('the Speedlift computers think in a Web Worker', () => {
  it('falls back to the page for good when the worker cannot run (no Worker in Node)', async () => {
    expect(view.legalMoves.length).toBeGreaterThan(0);
    const r = sharedBotRunner();
    const move = await r.decide('leicht', view, 's');
    expect(view.legalMoves).toContainEqual(move);
    expect(r.where()).toBe('page');
  });
});
