import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { NO_LIMITS } from '../limits.js';
import { sharedTestSchema } from '../storage/testing.js';
import type { TestClient } from '../testing/client.js';
import type { Bus } from './bus.js';
import type { Directory, DirectoryEntry } from './directory.js';
import { LET_GO_ANSWER_MS, letGoElsewhere } from './let-go.js';
import { connect, twoClusterSites } from './testing.js';

const pg = sharedTestSchema();
const redisUrl = process.env.TEST_REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const solo = { game: 'tiny', mode: 'solo', players: 3, clock: null } as const;

/** Two processes of one cluster whose sessions may each have two tables. */
async function twoSites() {
  const sites = await twoClusterSites({ limits: { ...NO_LIMITS, tables: { session: 2, address: Infinity } } });
  onTestFinished(() => {
    vi.restoreAllMocks();
  });
  return sites;
}

/** A guest's two solo games, opened from a page on `base` (its socket: `page`). */
async function twoGames(base: string) {
  const page = await connect(base);
  const ids: string[] = [];
  for (let i = 0; i < 2; i++)
    ids.push(((await page.request({ t: 'create', settings: solo })) as { table: string }).table);
  return { page, ids, cookie: page.cookie };
}

/** Closes a page (its socket) and waits until its tables know. */
async function closePage(c: TestClient) {
  c.close();
  await c.closed();
  await sleep(100);
}

describe.skipIf(!pg || !redisUrl)(
  'T15 across processes: a create beyond the budget lets go of unattended solo games elsewhere',
  () => {
    it(
      "a create on process B lets go of the guest's solo games on process A that no page has open",
      { timeout: 30_000 },
      async () => {
        const { one, two } = await twoSites();
        const { page, ids, cookie } = await twoGames(one.base);
        await closePage(page);
        const away = (id: string) => one.manager.get(id)?.record.seats.find((s) => s.kind === 'human')?.away;
        expect(ids.map(away)).toEqual([false, false]);
        // Before, B let go of its own games only (none): ERR_TOO_MANY_TABLES.
        const b = await connect(two.base, cookie);
        expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
        // The computer plays both out on A (T2) — or has finished them already (then they left memory).
        for (const id of ids) expect(away(id) ?? true).toBe(true);
        // Still room for one more: the two let go count no more anywhere.
        expect(await b.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
        expect(await b.request({ t: 'create', settings: solo })).toMatchObject({
          t: 'error',
          code: 'ERR_TOO_MANY_TABLES',
        });
      },
    );

    it(
      'a game a page has open is not let go, whether the page is on its owner or on another process',
      { timeout: 30_000 },
      async () => {
        const { one, two } = await twoSites();
        const { page, ids, cookie } = await twoGames(one.base);
        const [onA, onB] = ids as [string, string];
        // The first game stays open on a page on A; the second on a page on B (forwarded to A).
        const pageA = await connect(one.base, cookie);
        const pageB = await connect(two.base, cookie);
        expect(await pageA.request({ t: 'open', table: onA })).toMatchObject({ t: 'ok' });
        expect(await pageB.request({ t: 'open', table: onB })).toMatchObject({ t: 'ok' });
        await closePage(page);
        const away = (id: string) => one.manager.get(id)?.record.seats.find((s) => s.kind === 'human')?.away;
        // No room: refused, and neither game is let go.
        expect(await pageB.request({ t: 'create', settings: solo })).toMatchObject({
          t: 'error',
          code: 'ERR_TOO_MANY_TABLES',
        });
        expect([away(onA), away(onB)]).toEqual([false, false]);
        // The page on A closes: that game is let go for a create on B, the one open on B is not.
        await closePage(pageA);
        expect(await pageB.request({ t: 'create', settings: solo })).toMatchObject({ t: 'ok' });
        expect(away(onA) ?? true).toBe(true);
        expect(away(onB)).toBe(false);
      },
    );

    it('an owner that does not answer in time keeps its game; the create is refused', { timeout: 30_000 }, async () => {
      const { one, two } = await twoSites();
      const { page, ids, cookie } = await twoGames(one.base);
      await closePage(page);
      // A's answers never come (e.g. its event loop is stuck in something long).
      const asked = vi.spyOn(one.manager, 'letGoFor').mockReturnValue(new Promise<boolean>(() => {}));
      const b = await connect(two.base, cookie);
      const sent = Date.now();
      expect(await b.request({ t: 'create', settings: solo })).toMatchObject({
        t: 'error',
        code: 'ERR_TOO_MANY_TABLES',
      });
      expect(Date.now() - sent).toBeGreaterThanOrEqual(LET_GO_ANSWER_MS - 50);
      expect(Date.now() - sent).toBeLessThan(LET_GO_ANSWER_MS + 2_000);
      expect(asked).toHaveBeenCalledTimes(2);
      for (const id of ids) expect(one.manager.get(id)!.record.seats.find((s) => s.kind === 'human')!.away).toBe(false);
    });
  },
);

describe('letGoElsewhere (the asking side)', () => {
  const p = { id: 'p1', name: 'Anna', guest: true };
  const entry = (id: string, o: string, more: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
    s: { id } as DirectoryEntry['s'],
    p: ['p1'],
    solo: true,
    busy: true,
    left: false,
    a: null,
    o,
    ...more,
  });

  it('asks only the owners of the player’s running solo games elsewhere that were not left', async () => {
    const entries = [
      entry('here', 'me'),
      entry('left', 'other', { left: true }),
      entry('online', 'other', { solo: false }),
      entry('done', 'other', { busy: false }),
      entry('someone', 'other', { p: ['p2'] }),
      entry('x', 'other'),
      entry('y', 'third'),
    ];
    const answers: Record<string, unknown> = {
      x: { value: false, game: 'tiny' },
      y: { value: true, game: 'tiny' },
    };
    const request = vi.fn((_to: string, item: { table: string }) => Promise.resolve(answers[item.table]));
    const bus = { holder: 'me', request } as unknown as Bus;
    const directory = { entries: () => Promise.resolve(entries) } as unknown as Directory;
    expect(await letGoElsewhere(directory, bus, p)).toBe(true);
    expect(request.mock.calls.map(([to, item]) => [to, item.table])).toEqual([
      ['other', 'x'],
      ['third', 'y'],
    ]);
    expect(request.mock.calls[0]![1]).toMatchObject({ conn: '', player: p, command: { op: 'letGo' } });
    // No answer, "not here any more", or kept: nothing was let go.
    answers.y = 'timeout';
    expect(await letGoElsewhere(directory, bus, p)).toBe(false);
    answers.y = { moved: true };
    expect(await letGoElsewhere(directory, bus, p)).toBe(false);
  });

  it('Redis away: the directory cannot be read, nothing is asked, nothing let go', async () => {
    const request = vi.fn();
    const bus = { holder: 'me', request } as unknown as Bus;
    const directory = { entries: () => Promise.reject(new Error('Connection is closed.')) } as unknown as Directory;
    expect(await letGoElsewhere(directory, bus, p)).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });
});
