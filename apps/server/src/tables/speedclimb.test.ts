import { Rng } from '@kartenhaus/core';
import { RECENT_STEPS, type ServerMessage } from '@kartenhaus/protocol';
import { gameModule, speedclimb, type State } from '@kartenhaus/speedclimb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { driveGame, type RecordingReceiver } from '../testing/drive.js';
import { startTestServer } from '../testing/server.js';

const makeMove = (m: unknown) => speedclimb.makeMove(m as Parameters<typeof speedclimb.makeMove>[0]);
/** A simulated human who plays like the normal computer, from its own view. */
const rng = Rng.fromSeed('human');
type View = Parameters<(typeof gameModule)['bots'][string]['decide']>[0];
const humanPick = (_moves: readonly unknown[], view: unknown) =>
  gameModule.bots.normal!.decide(view as View, rng, { ms: 50 });

let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

describe('Speedclimb tables', () => {
  it(
    'online: two humans on seats 1–2, a computer on seat 5; plays to the end with round summaries',
    { timeout: 60_000 },
    async () => {
      const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
      const r = await a.request({
        t: 'create',
        settings: {
          game: 'speedclimb',
          mode: 'online',
          players: 5,
          clock: null,
          free: 'leer',
          options: { route: 'gipfelsturm' },
        },
      });
      const table = (r as { table: string }).table;
      await b.request({ t: 'open', table });
      // "Menschen sitzen auf den Plätzen 1 bis 4, die Plätze 5 und 6 sind immer Computer."
      expect(await b.request({ t: 'sit', table, seat: 4 })).toMatchObject({ code: 'ERR_SEAT_TAKEN' });
      await b.request({ t: 'sit', table, seat: 1 });
      expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
      expect(a.tables.get(table)!.info.seats.map((x) => x.kind)).toEqual([
        'human',
        'human',
        'empty',
        'empty',
        'computer',
      ]);
      await Promise.all([a, b].map((x) => autoplay(x, table, makeMove, humanPick).finished));
      expect(a.tables.get(table)!.info.result).toMatchObject({ places: expect.any(Array) });
      expect(a.frames.some((f) => f.msg.t === 'update' && f.msg.info.phase === 'summary')).toBe(true);
      const game = await s.storage.db
        .selectFrom('games')
        .selectAll()
        .where('table_id', '=', table)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(game.seats)).toEqual([0, 1, 4]);
      for (const x of [a, b]) x.close();
    },
  );

  it(
    '"Rundenbilanz: Sie bleibt stehen, bis jeder Mensch am Tisch auf „Weiter" geklickt hat": while one human reads, nobody plays the next Durchgang',
    { timeout: 60_000 },
    async () => {
      const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
      const r = await a.request({
        t: 'create',
        settings: { game: 'speedclimb', mode: 'online', players: 3, clock: null, options: { route: 'gipfelsturm' } },
      });
      const table = (r as { table: string }).table;
      await b.request({ t: 'open', table });
      await b.request({ t: 'sit', table, seat: 1 });
      expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
      // B plays the first Durchgang and then keeps reading its Rundenbilanz; A reads and clicks "Weiter".
      // (Stopped before its autoplayer sees the summary: this listener is B's first.)
      const held: { player?: ReturnType<typeof autoplay> } = {};
      b.on((m) => {
        if (m.t === 'update' && m.table === table && m.info.phase === 'summary') held.player?.stop();
      });
      held.player = autoplay(b, table, makeMove, humanPick);
      const aPlayer = autoplay(a, table, makeMove, humanPick);
      await a.waitFor((m) => m.t === 'update' && m.info.phase === 'summary', { timeoutMs: 50_000 });
      await a.waitFor((m) => m.t === 'update' && m.info.phase === 'summary' && m.info.seats[0]!.ready);
      aPlayer.stop();
      const moves = async () => (await s.storage.db.selectFrom('game_moves').selectAll().execute()).length;
      const atSummary = await moves();
      // The computer on seat 3 is not asked, and neither human's move of the next Durchgang is taken.
      await new Promise((r) => setTimeout(r, 400));
      expect(await moves()).toBe(atSummary);
      for (const [c, seq] of [
        [a, 1_000],
        [b, 1_000],
      ] as const) {
        const legal = (c.tables.get(table)!.view as { legalMoves: unknown[] }).legalMoves;
        if (legal.length === 0) continue;
        c.send({ t: 'move', table, seq, move: makeMove(legal[0]) });
        expect(await c.waitFor((m) => m.t === 'error' && m.seq === seq)).toMatchObject({ code: 'ERR_WRONG_PHASE' });
      }
      expect(await moves()).toBe(atSummary);
      expect(a.tables.get(table)!.info.phase).toBe('summary');
      // B's "Weiter": the next Durchgang is played.
      const from = a.frames.length;
      b.send({ t: 'ready', table });
      await a.waitFor((m) => m.t === 'update' && m.info.phase === 'playing', { from });
      const resumed = [autoplay(a, table, makeMove, humanPick, 1_000), autoplay(b, table, makeMove, humanPick, 1_000)];
      for (let i = 0; i < 200 && (await moves()) === atSummary; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await moves()).toBeGreaterThan(atSummary);
      for (const p of resumed) p.stop();
      for (const x of [a, b]) x.close();
    },
  );

  it("a snapshot carries the game's last steps for the log, as its seat saw them (a drawn stock card only to its drawer)", async () => {
    const a = await TestClient.connect(s.base);
    const r = await a.request({
      t: 'create',
      settings: { game: 'speedclimb', mode: 'solo', players: 2, clock: null, options: { route: 'gipfelsturm' } },
    });
    const table = (r as { table: string }).table;
    const player = autoplay(a, table, makeMove, humanPick);
    // A few moves of each seat, up to one where the human drew from the stock (its own update
    // shows the card): the computer answers every human move, so that step stays among the last.
    type Seen = { type: string; from?: string; card?: unknown };
    const ownStockDraw = (events: readonly unknown[]) =>
      events.some((e) => (e as Seen).type === 'drew' && (e as Seen).from === 'stock' && (e as Seen).card !== null);
    await a.waitFor((m) => m.t === 'update' && m.table === table && player.sent >= 3 && ownStockDraw(m.events), {
      timeoutMs: 30_000,
    });
    player.stop();
    await new Promise((done) => setTimeout(done, 300));
    // What the page saw live, step by step (updates with events; its own draws show their card).
    const live = a.frames.flatMap((f) =>
      f.msg.t === 'update' && f.msg.table === table && f.msg.events.length > 0 ? [f.msg] : [],
    );
    // The same player on a new page (a reload): the snapshot names the last steps, oldest first.
    const b = await TestClient.connect(s.base, a.cookie);
    const from = b.frames.length;
    b.send({ t: 'open', table });
    const snap = await b.waitFor((m) => m.t === 'snapshot' && m.table === table, { from });
    if (snap.t !== 'snapshot') throw new Error('snapshot expected');
    const tail = live.slice(-RECENT_STEPS);
    expect(snap.recent.map((x) => x.v)).toEqual(tail.map((u) => u.v));
    // Each step's events as the page had them live: its own stock draw names the card.
    expect(snap.recent.map((x) => x.events)).toEqual(tail.map((u) => u.events));
    const stockDraws = (recent: readonly { events: readonly unknown[] }[]) =>
      recent.flatMap((x) => x.events as Seen[]).filter((e) => e.type === 'drew' && e.from === 'stock');
    expect(stockDraws(snap.recent).some((e) => e.card !== null)).toBe(true);
    // (Another seat and a spectator get the steps through their own filter: outbox.test.ts.)
    for (const x of [a, b]) x.close();
  });

  it('refuses a stake at a solo table and Turbo at an online table; accepts a stake online', async () => {
    const a = await TestClient.connect(s.base);
    const base = { game: 'speedclimb', players: 3, options: { route: 'nordwand' } };
    expect(await a.request({ t: 'create', settings: { ...base, mode: 'solo', clock: null, stake: 10 } })).toMatchObject(
      {
        code: 'ERR_BAD_OPTIONS',
      },
    );
    expect(await a.request({ t: 'create', settings: { ...base, mode: 'online', tempo: 'turbo' } })).toMatchObject({
      code: 'ERR_BAD_OPTIONS',
    });
    // Ruling AC9: a stake needs a think time ("ohne Uhr" one player could stall until the others
    // leave and lose their stakes); nothing is stored.
    const stored = async () => (await s.storage.db.selectFrom('game_tables').select('id').execute()).length;
    const before = await stored();
    expect(await a.request({ t: 'create', settings: { ...base, mode: 'online', clock: null, stake: 25 } })).toEqual({
      t: 'error',
      code: 'ERR_STAKE_NEEDS_CLOCK',
      detail: 'a table with a stake needs a think time',
      ref: expect.any(String),
    });
    expect(await stored()).toBe(before);
    expect(await a.request({ t: 'create', settings: { ...base, mode: 'online', clock: null } })).toMatchObject({
      t: 'ok',
    });
    expect(await a.request({ t: 'create', settings: { ...base, mode: 'online', stake: 25 } })).toMatchObject({
      t: 'ok',
    });
    // The lobby's list names the table's route (its game options) beside the stake.
    const from = a.frames.length;
    a.send({ t: 'list' });
    const list = await a.waitFor((m) => m.t === 'tables', { from });
    const created = list.t === 'tables' ? list.tables.filter((x) => x.mine && x.stake === 25) : [];
    expect(created).toMatchObject([{ stake: 25, options: { route: 'nordwand' } }]);
    a.close();
  });
});

/** Numbered cards of the Gipfelsturm route are unique (1–15 in six colours), so each names one card. */
const NUMBERED = /"([RBGYOV](?:1[0-5]|[1-9]))"/g;
const cardsIn = (json: string) => new Set([...json.matchAll(NUMBERED)].map((m) => m[1]!));

describe('Speedclimb leak check', () => {
  it('no frame of random games names a card of another hand or of the stock', { timeout: 120_000 }, async () => {
    const GAMES = Number(process.env.LEAK_GAMES_SPEEDCLIMB ?? 4);
    const leaks: string[] = [];
    let ownSeen = 0;
    const check = (msg: ServerMessage, raw: string, r: RecordingReceiver) => {
      if (/"(stock|rng|seed|hands)":/.test(raw)) leaks.push(`hidden field in ${raw.slice(0, 80)}`);
      if (msg.t !== 'update' && msg.t !== 'snapshot') return;
      const table = s.manager.get(msg.table)!;
      const state = table.game?.state as State | undefined;
      if (!state) return;
      const seat = table.gameSeatOf(r);
      const hidden = new Set<string>([...state.stock, ...state.hands.flatMap((h, i) => (i === seat ? [] : h))]);
      const own = new Set<string>(seat === null ? [] : state.hands[seat]);
      for (const card of cardsIn(JSON.stringify(msg.view))) {
        if (hidden.has(card)) leaks.push(`view shows ${card}`);
        if (own.has(card)) ownSeen += 1;
      }
      if (msg.t === 'update' && !msg.events.some((e) => (e as { type: string }).type === 'roundStarted'))
        for (const card of cardsIn(JSON.stringify(msg.events))) if (hidden.has(card)) leaks.push(`event shows ${card}`);
    };
    const bot = gameModule.bots.leicht!;
    for (let g = 0; g < GAMES; g++)
      await driveGame(
        s.manager,
        {
          game: 'speedclimb',
          players: 2 + (g % 3),
          options: { route: 'gipfelsturm' },
          level: 'normal',
          clock: null,
          tempo: 'normal',
          stake: 0,
          free: 'computer',
        },
        `climb-leak-${g}`,
        check,
        (view, rng) => bot.decide(view as unknown as View, rng, { ms: 20 }),
      );
    expect(leaks).toEqual([]);
    expect(ownSeen).toBeGreaterThan(GAMES * 100);
  });
});
