import { createHash, createHmac } from 'node:crypto';
import { dailyDeals, gameModule, speedlift, tagesfahrtText, type State } from '@kartenhaus/speedlift';
import type { ServerMessage } from '@kartenhaus/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDay } from '../accounts/time.js';
import { InlineBotRunner } from '../bots/pool.js';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { driveGame, type RecordingReceiver } from '../testing/drive.js';
import { startTestServer } from '../testing/server.js';

const tableRules = gameModule.table;
const makeMove = (m: unknown) => speedlift.makeMove(m as Parameters<typeof speedlift.makeMove>[0]);
let s: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.stop());

/** Number cards are unique (department + floor), so a number card in a frame names one card. */
const NUMBER_CARD = /"([HPSRFU](?:1[0-2]|[1-9]))"/g;
const LEAK_GAMES = 20;
const cardsIn = (json: string) => new Set([...json.matchAll(NUMBER_CARD)].map((m) => m[1]!));

describe('Speedlift tables', () => {
  it('plays a complete online game with three simulated humans over WebSockets (round summaries included)', async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => TestClient.connect(s.base)));
    const r = await a!.request({
      t: 'create',
      settings: { game: 'speedlift', mode: 'online', players: 3, clock: null, options: { limit: 80 } },
    });
    const table = (r as { table: string }).table;
    for (const [i, x] of [b!, c!].entries()) {
      await x.request({ t: 'open', table });
      await x.request({ t: 'sit', table, seat: i + 1 });
    }
    await a!.request({ t: 'start', table });
    const players = [a!, b!, c!].map((x) => autoplay(x, table, makeMove));
    await Promise.all(players.map((p) => p.finished));
    const summaries = a!.frames.filter((f) => f.msg.t === 'update' && f.msg.info.phase === 'summary').length;
    expect(summaries).toBeGreaterThan(0);
    expect(a!.tables.get(table)!.info.result).toMatchObject({ places: expect.any(Array) });
    for (const x of [a!, b!, c!]) x.close();
  });

  it('plays a solo game against computers (leicht) to the end', async () => {
    const a = await TestClient.connect(s.base);
    const r = await a.request({
      t: 'create',
      settings: { game: 'speedlift', mode: 'solo', players: 3, clock: null, level: 'leicht', options: { limit: 30 } },
    });
    const table = (r as { table: string }).table;
    await autoplay(a, table, makeMove).finished;
    expect(a.tables.get(table)!.info.result).not.toBeNull();
    a.close();
  });

  it("Tagesfahrt (L8): everyone gets the day's deal from the server secret; only as solo 4 at level normal", async () => {
    const tagesfahrt = { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } };
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    const ta = ((await a.request({ t: 'create', settings: tagesfahrt })) as { table: string }).table;
    const tb = ((await b.request({ t: 'create', settings: tagesfahrt })) as { table: string }).table;
    const games = await s.storage.db.selectFrom('games').selectAll().where('table_id', 'in', [ta, tb]).execute();
    expect(games).toHaveLength(2);
    expect(games[0]!.seed).toBe(games[1]!.seed);
    const today = berlinDay(Date.now());
    expect(games[0]!.daily).toBe(today);
    // The seed is the server's HMAC of the day (L8); the deals are the package's from that seed.
    const seed = createHmac('sha256', 'test-secret').update(tagesfahrtText(today)).digest('hex');
    const day = dailyDeals(today, seed);
    expect(day.ok && games[0]!.seed === day.value.seed).toBe(true);
    expect((a.tables.get(ta)!.view as { hand: string[] }).hand).toEqual(
      (b.tables.get(tb)!.view as { hand: string[] }).hand,
    );
    for (const bad of [
      { players: 3 },
      { level: 'stark' },
      { mode: 'online' },
      { options: { tagesfahrt: true, limit: 30 } },
    ])
      expect(await a.request({ t: 'create', settings: { ...tagesfahrt, ...bad } })).toMatchObject({
        code: 'ERR_BAD_OPTIONS',
      });
    for (const x of [a, b]) x.close();
  });

  it('Tagesfahrt (L8): while an attempt of a player runs, no other attempt of that player starts beside it', async () => {
    const tagesfahrt = { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } };
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    const first = ((await a.request({ t: 'create', settings: tagesfahrt })) as { table: string }).table;
    const tables = s.manager.size;
    // A second attempt on the same deal could scout it for the counted one: refused, nothing opened.
    expect(await a.request({ t: 'create', settings: tagesfahrt })).toMatchObject({
      t: 'error',
      code: 'ERR_DAILY_RUNNING',
    });
    expect(s.manager.size).toBe(tables);
    // Another player, and other games of the same player, are not affected.
    expect(await b.request({ t: 'create', settings: tagesfahrt })).toMatchObject({ t: 'ok' });
    expect(await a.request({ t: 'create', settings: { ...tagesfahrt, options: {}, level: 'normal' } })).toMatchObject({
      t: 'ok',
    });
    // Once the first attempt is over, a later one may run (it does not count, L8) …
    await autoplay(a, first, makeMove).finished;
    const later = await a.request({ t: 'create', settings: tagesfahrt });
    expect(later).toMatchObject({ t: 'ok' });
    // … and while it runs, "Nochmal" at the first table does not start another beside it.
    expect(await a.request({ t: 'rematch', table: first })).toMatchObject({ t: 'error', code: 'ERR_DAILY_RUNNING' });
    for (const x of [a, b]) x.close();
  });

  it('Tagesfahrt (L8): its computers play the label of the day (a day keeps the computers it began with)', async () => {
    const levels: string[] = [];
    const inline = new InlineBotRunner();
    const own = await startTestServer({
      bots: { decide: (req) => (levels.push(req.level), inline.decide(req)), close: () => inline.close() },
    });
    try {
      const a = await TestClient.connect(own.base);
      const tagesfahrt = { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } };
      const table = ((await a.request({ t: 'create', settings: tagesfahrt })) as { table: string }).table;
      await autoplay(a, table, makeMove).finished;
      const day = berlinDay(Date.now());
      expect(levels.length).toBeGreaterThan(0);
      expect(new Set(levels)).toEqual(new Set([tableRules.daily!.computers!(day)]));
      // An ordinary solo game at level normal plays today's normal.
      levels.length = 0;
      const solo = {
        game: 'speedlift',
        mode: 'solo',
        players: 4,
        clock: null,
        level: 'normal',
        options: { limit: 30 },
      };
      const other = ((await a.request({ t: 'create', settings: solo })) as { table: string }).table;
      await autoplay(a, other, makeMove).finished;
      expect(new Set(levels)).toEqual(new Set(['normal']));
      a.close();
    } finally {
      await own.stop();
    }
  });

  it('Tagesfahrt (L8, T11): of two attempts of a player created at the same moment only one starts', async () => {
    const tagesfahrt = { game: 'speedlift', mode: 'solo', players: 4, clock: null, options: { tagesfahrt: true } };
    const a = await TestClient.connect(s.base);
    // Sent back to back: both passed the check before either start was committed, and two
    // attempts on the day's deal ran side by side (one could scout the deal for the other).
    const answers = await Promise.all([
      a.request({ t: 'create', settings: tagesfahrt }),
      a.request({ t: 'create', settings: tagesfahrt }),
    ]);
    expect(answers.map((m) => (m.t === 'error' ? m.code : m.t)).sort()).toEqual(['ERR_DAILY_RUNNING', 'ok']);
    a.close();
  });

  // 20 games here (~8 s); `LEAK_GAMES=500` runs the 500 (docs/server.md).
  it(
    'leak check: no frame of many random games names a card the receiving seat may not know',
    { timeout: 60_000 + Number(process.env.LEAK_GAMES ?? 0) * 2_000 },
    async () => {
      const GAMES = Number(process.env.LEAK_GAMES ?? LEAK_GAMES);
      let frames = 0;
      let checked = 0;
      const leaks: string[] = [];
      // The check sees cards at all: the own hand shows up in the own view.
      let ownSeen = 0;
      for (let g = 0; g < GAMES; g++) {
        const players = 3 + (g % 4);
        const raws: string[] = [];
        const hashes = new Map<string, string>();
        const check = (msg: ServerMessage, raw: string, r: RecordingReceiver) => {
          frames += 1;
          raws.push(raw);
          if ((msg.t === 'update' || msg.t === 'snapshot') && msg.info.gameId !== null)
            hashes.set(msg.info.gameId, String(msg.info.seedHash));
          if (/"(lager|rng|seed)":/.test(raw)) leaks.push(`hidden field in ${raw.slice(0, 80)}`);
          if (msg.t !== 'update' && msg.t !== 'snapshot') return;
          const table = s.manager.get(msg.table)!;
          const state = table.game?.state as State | undefined;
          if (!state) return;
          const seat = table.gameSeatOf(r);
          // What the receiving seat may not know right now: other hands and the Lager.
          const hidden = new Set<string>([...state.lager, ...state.hands.flatMap((h, i) => (i === seat ? [] : h))]);
          const own = new Set<string>(seat === null ? [] : state.hands[seat]);
          for (const card of cardsIn(JSON.stringify(msg.view))) {
            if (hidden.has(card)) leaks.push(`view shows ${card}`);
            if (own.has(card)) ownSeen += 1;
          }
          // Events describe the move just made; after a new deal (roundStarted) old cards are redealt.
          if (msg.t === 'update' && !msg.events.some((e) => (e as { type: string }).type === 'roundStarted'))
            for (const card of cardsIn(JSON.stringify(msg.events)))
              if (hidden.has(card)) leaks.push(`event shows ${card}`);
          checked += 1;
        };
        const { table } = await driveGame(
          s.manager,
          {
            game: 'speedlift',
            players,
            options: { limit: 30 },
            level: 'normal',
            clock: null,
            tempo: 'normal',
            stake: 0,
            free: 'computer',
          },
          `leak-${g}`,
          check,
        );
        // The seed is never in any frame; the published hash is the SHA-256 of the stored seed.
        const seeds = await s.storage.db
          .selectFrom('games')
          .select(['id', 'seed'])
          .where('table_id', '=', table.id)
          .execute();
        for (const { id, seed } of seeds) {
          for (const raw of raws) if (raw.includes(seed)) leaks.push(`seed of ${id} in ${raw.slice(0, 80)}`);
          const published = hashes.get(id);
          if (published !== undefined && published !== createHash('sha256').update(seed).digest('hex'))
            leaks.push(`seed hash of ${id} is ${published}`);
        }
        if (hashes.size === 0) leaks.push('no frame named its game');
      }
      expect(leaks).toEqual([]);
      expect(ownSeen).toBeGreaterThan(GAMES * 100);
      expect(checked).toBeGreaterThan(GAMES * 50);
      expect(frames).toBeGreaterThanOrEqual(checked);
    },
  );
});
