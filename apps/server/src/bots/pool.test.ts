import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { afterAll, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import { PoolBotRunner } from './pool.js';
import { WORKER_NICE } from './runner.js';

const pool = new PoolBotRunner({ threads: 1 });
const tinyView = () => tinyGame.view(tinyGame.deal({ players: 3 }, 'pool-test'), 0);
afterAll(() => pool.close());

describe('bots in the piscina pool', () => {
  it('starts its threads at the first decision, not before', async () => {
    const own = new PoolBotRunner({ threads: 1 });
    try {
      expect(own.threads).toBe(0);
      await own.decide({ game: 'tiny', level: 'low', view: tinyView(), rngSeed: 's', budgetMs: 100 });
      expect(own.threads).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('decides from the view in a worker thread and returns the notation', async () => {
    const state = tinyGame.deal({ players: 3 }, 'pool-test');
    const view = tinyGame.view(state, 0);
    const move = await pool.decide({ game: 'tiny', level: 'low', view, rngSeed: 's', budgetMs: 100 });
    expect(move).toEqual({ move: String(Math.min(...view.legalMoves)), delayMs: 0 });
    await expect(pool.decide({ game: 'nope', level: 'x', view, rngSeed: 's', budgetMs: 100 })).rejects.toThrow(
      /unknown game/,
    );
  });

  it.runIf(existsSync('/proc/self/task'))('runs the bots at a lower priority than the event loop', async () => {
    // field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value
    const nices = () =>
      readdirSync('/proc/self/task').map((tid) => {
        try {
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        } catch {
          return 0; // a thread that ended meanwhile
        }
      });
    const before = nices().filter((n) => n === WORKER_NICE).length;
    const own = new PoolBotRunner({ threads: 2 });
    try {
      await Promise.all(
        [0, 1].map(() => own.decide({ game: 'tiny', level: 'low', view: tinyView(), rngSeed: 's', budgetMs: 100 })),
      );
      expect(nices().filter((n) => n === WORKER_NICE).length).toBeGreaterThanOrEqual(before + 2);
      expect(getPriority(0)).toBe(0);
    } finally {
      await own.close();
    }
  });

  it('plays a complete solo game with computer seats through the pool', async () => {
    const s = await startTestServer({ bots: pool });
    try {
      const a = await TestClient.connect(s.base);
      const r = await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 3, clock: null } });
      const table = (r as { table: string }).table;
      await autoplay(a, table, (m) => tinyGame.makeMove(m as number)).finished;
      expect(a.tables.get(table)!.info.result).not.toBeNull();
      a.close();
    } finally {
      await s.stop();
    }
  });
});
