import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TableSettings } from '@kartenhaus/protocol';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { speedclimb, type Move } from '@kartenhaus/speedclimb';
import { afterAll, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';
import { gameEntry } from '../games.js';
import { FALLBACK_BUDGET_MS, PoolBotRunner } from './pool.js';
import { workerNice } from './runner.js';
import { fallbackDecision } from './thinking.js';

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
    const niceOf = (tid: string) => {
      try {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      } catch {
        return null; // a thread that ended meanwhile
      }
    };
    const loop = getPriority(0); // the test's own thread: 0, or more under `nice`
    const worker = workerNice(loop);
    // Only the threads this pool starts count: another pool's idle threads may end meanwhile.
    const before = new Set(readdirSync('/proc/self/task'));
    const own = new PoolBotRunner({ threads: 2 });
    try {
      await Promise.all(
        [0, 1].map(() => own.decide({ game: 'tiny', level: 'low', view: tinyView(), rngSeed: 's', budgetMs: 100 })),
      );
      const started = readdirSync('/proc/self/task').filter((tid) => !before.has(tid));
      expect(worker).toBeGreaterThan(Math.min(loop, 18));
      expect(started.filter((tid) => niceOf(tid) === worker).length).toBeGreaterThanOrEqual(2);
      expect(getPriority(0)).toBe(loop);
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

/** Views of the seat to act along one game played by the first legal move (positions, not play). */
function viewsOf(game: 'speedclimb' | 'speedlift', count: number): unknown[] {
  const entry = gameEntry(game)!;
  const def = entry.module.definition;
  const settings: TableSettings = {
    game,
    mode: 'solo',
    players: 4,
    level: 'normal',
    clock: null,
    tempo: 'normal',
    stake: 0,
    free: 'computer',
    options: game === 'speedclimb' ? { route: 'gipfelsturm' } : {},
  };
  const config = def.parseConfig(entry.config(settings, 4));
  if (!config.ok) throw new Error(config.error.code);
  const out: unknown[] = [];
  let state = def.deal(config.value, `views-${game}`);
  for (let i = 0; out.length < count && i < 1_000; i++) {
    const seat = def.toAct(state)[0];
    if (seat === undefined || def.result(state)) break;
    out.push(def.view(state, seat));
    const played = def.play(state, seat, def.legalMoves(state, seat)[0], i * 1_000);
    if (!played.ok) break;
    state = played.value.state;
  }
  return out;
}

describe('thinking time and the fallback (issue 17, item 12)', () => {
  it('a decision’s budget counts from when a thread takes it, not while it waits for one', async () => {
    // One thread, 200 stark decisions at once: the last waits far longer than budget + slack. (60
    // were not enough: a stark decision that finishes its worlds in 7 ms made the 60 take 416 ms in
    // one CI run; 200 take at least 1.4 s at that speed.)
    const own = new PoolBotRunner({ threads: 1, slackMs: 400, maxWaitMs: 60_000 });
    try {
      const game = viewsOf('speedlift', 200); // a whole game gives about a hundred
      const views = Array.from({ length: 200 }, (_, i) => game[i % game.length]);
      await own.decide({ game: 'speedlift', level: 'stark', view: views[0], rngSeed: 'w', budgetMs: 50 });
      const started = performance.now();
      const all = await Promise.allSettled(
        views.map((view, i) => own.decide({ game: 'speedlift', level: 'stark', view, rngSeed: `s${i}`, budgetMs: 50 })),
      );
      expect(performance.now() - started).toBeGreaterThan(50 + 400);
      expect(all.filter((r) => r.status === 'rejected')).toEqual([]);
      // Counted from the queue, every decision that waited past budget + slack (all but the first
      // few dozen: the whole batch takes over 450 ms) would overrun. Counted from the thread, none
      // does on an idle machine; a CI run beside browser tests (load average 8) starved 5 of 201
      // past 450 ms of their own, so a handful is allowed, not the wait's hundred.
      const { decided, fallbacks, waiting } = own.figures;
      expect({ queue: fallbacks.queue, error: fallbacks.error, waiting }).toEqual({ queue: 0, error: 0, waiting: 0 });
      expect(fallbacks.overrun).toBeLessThanOrEqual(10);
      expect(decided + fallbacks.overrun).toBe(201);
    } finally {
      await own.close();
    }
  });

  it('an overloaded pool answers with the normal level’s decision (never the first legal move) and counts it', async () => {
    const own = new PoolBotRunner({ threads: 1, maxWaitMs: 0 });
    try {
      const views = viewsOf('speedclimb', 60);
      const reqs = views.map((view, i) => ({
        game: 'speedclimb',
        level: 'stark',
        view,
        rngSeed: `s${i}`,
        budgetMs: 1_000,
      }));
      const answers = await Promise.all(reqs.map((r) => own.decide(r)));
      const { fallbacks, decided } = own.figures;
      expect(fallbacks.queue).toBeGreaterThanOrEqual(reqs.length - 2);
      expect(decided + fallbacks.queue).toBe(reqs.length);
      // Each fallback is what the normal level decides at the fallback's budget.
      const normal = reqs.map((r) => fallbackDecision(r, FALLBACK_BUDGET_MS));
      expect(answers.filter((a, i) => a.move === normal[i]!.move).length).toBeGreaterThanOrEqual(fallbacks.queue);
      // … which is not the first legal move (what an overloaded pool used to play).
      const first = views.map((v) => speedclimb.makeMove((v as { legalMoves: Move[] }).legalMoves[0]!));
      expect(normal.filter((d, i) => d.move !== first[i]).length).toBeGreaterThan(0);
    } finally {
      await own.close();
    }
  });

  it('a pool closed under a decision answers it, and later ones, with the fallback in this thread (no error, no new thread)', async () => {
    const own = new PoolBotRunner({ threads: 1 });
    const req = { game: 'tiny', level: 'low', view: tinyView(), rngSeed: 's', budgetMs: 100 };
    const fallback = fallbackDecision(req, FALLBACK_BUDGET_MS);
    // Closed while the threads still warm up: the warm-up fails with "Terminating worker thread".
    const warming = own.decide(req);
    await own.close();
    await expect(warming).resolves.toEqual(fallback);
    await expect(own.decide(req)).resolves.toEqual(fallback);
    expect(own.threads).toBe(0);
    expect(own.figures.fallbacks.queue).toBe(2);
  });
});
