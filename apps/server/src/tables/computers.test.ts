import { describe, expect, it } from 'vitest';
import type { BotDecision, BotRequest, BotRunner } from '../bots/runner.js';
import { ManualClock } from '../clock.js';
import type { GameEntry } from '../games.js';
import type { MoveAnswer } from './answers.js';
import { ComputerSeats, REACT_MIN_MS, type ComputerHost, type GameNow } from './computers.js';

/**
 * A real-time table with one computer partner whose pace is `paceMs` per card. `refusals` of its
 * commits are refused first (another seat changed the table before the partner's card landed).
 */
function partnerTable(paceMs: number, refusals: number) {
  const clock = new ManualClock();
  const live: GameNow = { state: {}, n: 0, record: { id: 't' } };
  const commits: number[] = [];
  const bots: BotRunner = {
    decide: (_req: BotRequest): Promise<BotDecision> => Promise.resolve({ move: 'X', delayMs: paceMs }),
    close: () => Promise.resolve(),
  };
  const host: ComputerHost = {
    entry: { key: 'gipfelsturm', realtime: {} } as unknown as GameEntry,
    def: {
      view: () => ({}),
      parseMove: (t: string) => ({ ok: true, value: t }),
      legalMoves: () => ['X'],
    } as unknown as ComputerHost['def'],
    clock,
    bots,
    botBudgetMs: 200,
    onError: (e) => {
      throw e;
    },
    live: () => live,
    stopped: () => false,
    acceptsMoves: () => true,
    computerPlays: () => true,
    levelFor: () => 'normal',
    commitMove: (): Promise<MoveAnswer> => {
      commits.push(clock.now());
      const ok = commits.length > refusals;
      return Promise.resolve((ok ? { ok: true } : { ok: false, code: 'ERR_DOES_NOT_FIT' }) as MoveAnswer);
    },
    // The table looks again after a refusal: the seat is asked again at once (the game paces itself).
    schedule: () => {
      if (!seats.has(0) && commits.length <= refusals) seats.request(0, 0);
    },
    background: (fn) => void Promise.resolve().then(fn),
  };
  const seats = new ComputerSeats(host);
  /** Moves the clock in 50 ms steps, letting the promises run between them. */
  const run = async (ms: number) => {
    for (let t = 0; t < ms; t += 50) {
      clock.advance(50);
      for (let i = 0; i < 5; i++) await Promise.resolve();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { seats, commits, run };
}

describe('ComputerSeats: a real-time partner whose plan went stale', () => {
  it('plays its first card after its pace', async () => {
    const t = partnerTable(1_800, 0);
    t.seats.request(0, 0);
    await t.run(3_000);
    expect(t.commits).toHaveLength(1);
    expect(t.commits[0]).toBeGreaterThanOrEqual(1_800);
    expect(t.commits[0]).toBeLessThan(1_900);
  });

  it('re-decides at once after a refusal and plays after the shortest reaction, not a whole new pace', async () => {
    const t = partnerTable(1_800, 2);
    t.seats.request(0, 0);
    await t.run(6_000);
    expect(t.commits).toHaveLength(3);
    // The look began at 0: each retry after a refusal waits REACT_MIN_MS, not another 1,800 ms.
    expect(t.commits[1]! - t.commits[0]!).toBeGreaterThanOrEqual(REACT_MIN_MS);
    expect(t.commits[1]! - t.commits[0]!).toBeLessThan(REACT_MIN_MS + 150);
    expect(t.commits[2]! - t.commits[1]!).toBeLessThan(REACT_MIN_MS + 150);
  });

  it('after a played card the next look takes the whole pace again', async () => {
    const t = partnerTable(1_800, 0);
    t.seats.request(0, 0);
    await t.run(2_000);
    t.seats.request(0, 0);
    await t.run(2_500);
    expect(t.commits).toHaveLength(2);
    expect(t.commits[1]! - t.commits[0]!).toBeGreaterThanOrEqual(1_800);
  });
});
