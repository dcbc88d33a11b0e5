import { ruleError, type Result, type RuleError } from '@kartenhaus/core';
import { Rng } from '@kartenhaus/core';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { gameModule as speedclimbModule, speedclimb } from '@kartenhaus/speedclimb';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameEnd, GameHooks, GameStart } from '../hooks.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';

const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** Hooks that record their calls and write a row inside the game's transaction. */
function recordingHooks(refuseStart: boolean) {
  const starts: GameStart[] = [];
  const ends: GameEnd[] = [];
  const hooks: GameHooks = {
    async onGameStart(trx, start): Promise<Result<void, RuleError>> {
      starts.push(start);
      await trx
        .insertInto('login_known')
        .values({ account: `start:${start.gameId}`, address: 'scratch', last_login: 0 })
        .execute();
      return refuseStart ? { ok: false, error: ruleError('ERR_NOT_ENOUGH_TALER') } : { ok: true, value: undefined };
    },
    async onGameEnd(trx, end) {
      ends.push(end);
      await trx
        .insertInto('login_known')
        .values({ account: `end:${end.gameId}`, address: 'scratch', last_login: 0 })
        .execute();
    },
  };
  return { hooks, starts, ends };
}

describe('the accounts seam (GameHooks inside the game transactions)', () => {
  it("a refused start records nothing and reaches the host as the hook's code", async () => {
    const { hooks, starts } = recordingHooks(true);
    const s = await startTestServer({ hooks });
    cleanup.push(() => s.stop());
    const a = await TestClient.connect(s.base);
    cleanup.push(() => a.close());
    const r = await a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 2, clock: null } });
    const table = (r as { table: string }).table;
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'error', code: 'ERR_NOT_ENOUGH_TALER' });
    expect(starts).toHaveLength(1);
    expect(await s.storage.db.selectFrom('games').selectAll().execute()).toEqual([]);
    const rows = await s.storage.db.selectFrom('login_known').select('account as token').execute();
    expect(rows.some((x) => x.token.startsWith('start:'))).toBe(false);
    expect(a.tables.get(table)!.info.phase).toBe('waiting');
  });

  it('start and end hooks get the seats, the result and the leavers; their writes commit with the game', async () => {
    const { hooks, starts, ends } = recordingHooks(false);
    const s = await startTestServer({ hooks });
    cleanup.push(() => s.stop());
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    cleanup.push(
      () => a.close(),
      () => b.close(),
    );
    const r = await a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, clock: null } });
    const table = (r as { table: string }).table;
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
    await a.request({ t: 'start', table });
    expect(starts[0]).toMatchObject({
      stake: 0,
      solo: false,
      seats: [{ seat: 0, guest: true }, { seat: 1 }, { seat: 2, playerId: null }],
    });
    await b.request({ t: 'leave', table });
    await autoplay(a, table, makeMove).finished;
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ gameId: starts[0]!.gameId, leavers: [1], result: { places: expect.any(Array) } });
    const tokens = (await s.storage.db.selectFrom('login_known').select('account as token').execute()).map(
      (x) => x.token,
    );
    expect(tokens).toEqual(expect.arrayContaining([`start:${starts[0]!.gameId}`, `end:${starts[0]!.gameId}`]));
  });

  it('a player who walks away from a game of their own is no leaver but abandoned it (AC11); one back in time neither', async () => {
    const { hooks, ends } = recordingHooks(false);
    const s = await startTestServer({ hooks });
    cleanup.push(() => s.stop());
    const a = await TestClient.connect(s.base);
    cleanup.push(() => a.close());
    const waitForEnds = async (n: number) => {
      for (let i = 0; i < 200 && ends.length < n; i++) await new Promise((r) => setTimeout(r, 25));
      expect(ends).toHaveLength(n);
    };
    // Solo: "Tisch verlassen" (T2), the computer plays the game out.
    const solo = (await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'solo', players: 3, clock: null },
    })) as {
      table: string;
    };
    await a.request({ t: 'start', table: solo.table });
    await a.request({ t: 'leave', table: solo.table });
    await waitForEnds(1);
    expect(ends[0]).toMatchObject({ solo: true, leavers: [], abandoned: [0] });
    // An online table with the computer on the other seats: one human alone is the same.
    const online = (await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'online', players: 2, clock: null, free: 'computer' },
    })) as { table: string };
    await a.request({ t: 'start', table: online.table });
    await a.request({ t: 'leave', table: online.table });
    await waitForEnds(2);
    expect(ends[1]).toMatchObject({ solo: false, leavers: [], abandoned: [0] });
    // Back before the end ("Ich bin zurück", T1): the player's own game again.
    const again = (await a.request({
      t: 'create',
      settings: { game: 'tiny', mode: 'solo', players: 3, clock: null },
    })) as {
      table: string;
    };
    await a.request({ t: 'start', table: again.table });
    await a.request({ t: 'leave', table: again.table });
    await a.request({ t: 'back', table: again.table });
    await autoplay(a, again.table, makeMove).finished;
    await waitForEnds(3);
    expect(ends[2]).toMatchObject({ leavers: [], abandoned: [] });
  });
});

describe('checkSeat: who may open or sit at a table with a stake', () => {
  it('refuses opening and sitting with the hook’s code, before anything is stored or seated', async () => {
    const calls: { player: string; stake: number }[] = [];
    let host = '';
    const hooks: GameHooks = {
      ...recordingHooks(false).hooks,
      // The stub lets only the first player who opens a table through, and only up to 25 Taler.
      checkSeat(player, stake) {
        calls.push({ player: player.id, stake });
        host ||= player.id;
        return Promise.resolve(
          stake <= 25 && player.id === host
            ? { ok: true, value: undefined }
            : { ok: false, error: ruleError('ERR_NOT_ENOUGH_TALER') },
        );
      },
    };
    const s = await startTestServer({ hooks });
    cleanup.push(() => s.stop());
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    cleanup.push(
      () => a.close(),
      () => b.close(),
    );
    const settings = { game: 'speedclimb', mode: 'online', players: 2, clock: 120, options: { route: 'gipfelsturm' } };
    // b opens first with a small stake: b becomes the stub's host, then a is refused everything.
    const own = await b.request({ t: 'create', settings: { ...settings, stake: 10 } });
    expect(own).toMatchObject({ t: 'ok' });
    const tablesBefore = await s.storage.db.selectFrom('game_tables').select('id').execute();
    expect(await a.request({ t: 'create', settings: { ...settings, stake: 10 } })).toMatchObject({
      t: 'error',
      code: 'ERR_NOT_ENOUGH_TALER',
    });
    expect(await s.storage.db.selectFrom('game_tables').select('id').execute()).toEqual(tablesBefore);
    const table = (own as { table: string }).table;
    await a.request({ t: 'open', table });
    expect(await a.request({ t: 'sit', table, seat: 1 })).toMatchObject({ t: 'error', code: 'ERR_NOT_ENOUGH_TALER' });
    expect(b.tables.get(table)!.info.seats[1]).toMatchObject({ kind: 'empty' });
    // Without a stake the hook is not asked.
    const free = await a.request({ t: 'create', settings: { ...settings, stake: 0 } });
    expect(free).toMatchObject({ t: 'ok' });
    expect(calls.map((c) => c.stake)).toEqual([10, 10, 10]);
  });
});

describe('"Nochmal" at a table with a stake', () => {
  it('tells a player who can no longer pay the stake at once, and does not count them as back', async () => {
    let broke = '';
    const hooks: GameHooks = {
      ...recordingHooks(false).hooks,
      checkSeat: (player) =>
        Promise.resolve(
          player.id === broke
            ? { ok: false, error: ruleError('ERR_NOT_ENOUGH_TALER') }
            : { ok: true, value: undefined },
        ),
    };
    const s = await startTestServer({ hooks });
    cleanup.push(() => s.stop());
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    cleanup.push(
      () => a.close(),
      () => b.close(),
    );
    const settings = { game: 'speedclimb', mode: 'online', players: 2, clock: 120, stake: 10, free: 'leer' };
    const table = ((await a.request({ t: 'create', settings })) as { table: string }).table;
    await b.request({ t: 'open', table });
    expect(await b.request({ t: 'sit', table, seat: 1 })).toMatchObject({ t: 'ok' });
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    const rng = Rng.fromSeed('nochmal');
    type View = Parameters<(typeof speedclimbModule)['bots'][string]['decide']>[0];
    const pick = (_: readonly unknown[], view: unknown) =>
      speedclimbModule.bots.normal!.decide(view as View, rng, { ms: 20 });
    const makeClimb = (m: unknown) => speedclimb.makeMove(m as Parameters<typeof speedclimb.makeMove>[0]);
    await Promise.all([a, b].map((x) => autoplay(x, table, makeClimb, pick).finished));
    // B spent the Taler elsewhere. Before, both "Nochmal" were answered `ok` and nothing started.
    broke = b.player!.id;
    expect(await b.request({ t: 'rematch', table })).toMatchObject({ t: 'error', code: 'ERR_NOT_ENOUGH_TALER' });
    expect(await a.request({ t: 'rematch', table })).toMatchObject({ t: 'ok' });
    expect(a.tables.get(table)!.info.seats.map((x) => x.ready)).toEqual([true, false]);
  }, 60_000);
});
