import { describe, expect, it } from 'vitest';
import { replaySteps } from './replay.js';
import { tinyGame } from './testing/tiny-game.js';

describe('replaySteps, the one replay loop', () => {
  const dealt = tinyGame.deal({ players: 2 }, 'replay');

  /** A whole game's log, played by each seat's first legal card. */
  function log(): { n: number; seat: number; move: string; at: number }[] {
    const out = [];
    let state = dealt;
    for (let n = 0; tinyGame.toAct(state).length > 0; n++) {
      const seat = tinyGame.toAct(state)[0]!;
      const move = tinyGame.legalMoves(state, seat)[0]!;
      out.push({ n, seat, move: tinyGame.makeMove(move), at: n * 10 });
      const played = tinyGame.play(state, seat, move);
      if (!played.ok) throw new Error(played.error.code);
      state = played.value.state;
    }
    return out;
  }

  it('plays a whole log to the same end, showing every step with the events it made', () => {
    const steps = log();
    const seen: number[] = [];
    const events: unknown[][] = [];
    const r = replaySteps(tinyGame, dealt, steps, (_, m, e) => {
      seen.push(m.n);
      events.push([...e]);
    });
    expect(r.problem).toBeUndefined();
    expect(r.replayed).toBe(steps.length);
    expect(seen).toEqual(steps.map((m) => m.n));
    // The events are `play`'s own, step by step.
    let state = dealt;
    steps.forEach((m, i) => {
      const move = tinyGame.parseMove(m.move);
      const played = move.ok ? tinyGame.play(state, m.seat, move.value) : move;
      if (!played.ok) throw new Error(played.error.code);
      expect(events[i]).toEqual(played.value.events);
      expect(events[i]!.length).toBeGreaterThan(0);
      state = played.value.state;
    });
    expect(tinyGame.result(r.state as typeof dealt)).not.toBeNull();
  });

  it('stops at the first step that does not replay and names it', () => {
    const steps = log();
    const bad = steps.map((m, i) => (i === 2 ? { ...m, move: '0' } : m));
    const r = replaySteps(tinyGame, dealt, bad);
    expect(r.replayed).toBe(2);
    expect(r.problem).toMatch(/^move 2 \(0\): ERR_/);
    const tick = replaySteps(tinyGame, dealt, [{ n: 0, seat: -1, move: '@tick', at: 5 }]);
    expect(tick).toMatchObject({ replayed: 0, problem: 'step 0: a tick, but the game has no clock' });
  });
});
