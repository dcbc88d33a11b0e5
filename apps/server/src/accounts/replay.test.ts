import { gunzipSync } from 'node:zlib';
import { Rng, type GameResult } from '@kartenhaus/core';
import { gameModule as speedclimb } from '@kartenhaus/speedclimb';
import { gameModule as speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/db.js';
import { testStorages } from '../storage/testing.js';
import { createGameHooks } from './settle.js';
import { addPlayer, computer, endGame, human, startGame } from './test-fixtures.js';
import { accountsTestApp, actingGuest, sessionCookie } from './testing.js';
import { Replay, type ApiErrorBody, type GameInfo, type PlayerAnswer } from '@kartenhaus/protocol';
import { buildReplay, replayFor, type AnyDefinition } from './replay.js';

const def = speedlift.definition as unknown as AnyDefinition;
type SlState = { hands: readonly (readonly string[])[] };
const SEED = 'replay-seed-4711';
const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** A Speedlift game as the game server logs it: the start, then random legal moves one by one. */
async function speedliftGame(storage: Storage, gameId: string, humans: string[], daily?: string) {
  const seats = [human(0, humans[0]!), humans[1] ? human(1, humans[1]) : computer(1), computer(2), computer(3)];
  const hooks = createGameHooks(() => 0);
  const start = { gameId, seats, game: 'speedlift' as const, ...(daily ? { daily, solo: true } : {}) };
  expect(await startGame(storage.db, hooks, start, SEED)).toBeNull();
  const config = def.parseConfig({ players: 4 });
  if (!config.ok) throw new Error(config.error.code);
  await storage.db
    .updateTable('games')
    .set({ config: JSON.stringify(config.value), daily: daily ?? null })
    .where('id', '=', gameId)
    .execute();
  const states: unknown[] = [def.deal(config.value, SEED)];
  const rng = Rng.fromSeed('replay-moves');
  const log: { seat: number; move: string; events: readonly unknown[] }[] = [];
  return {
    states,
    log,
    /** Plays `count` moves (or to the end); returns the result once the game is over. */
    async play(count: number): Promise<GameResult | null> {
      for (let i = 0; i < count; i++) {
        const state = states.at(-1)!;
        if (def.result(state)) break;
        const seat = def.toAct(state)[0]!;
        const move = rng.pick(def.legalMoves(state, seat));
        const played = def.play(state, seat, move, log.length * 500);
        if (!played.ok) throw new Error(played.error.code);
        states.push(played.value.state);
        log.push({ seat, move: def.makeMove(move), events: played.value.events });
        await storage.db
          .insertInto('game_moves')
          .values({
            game_id: gameId,
            n: log.length,
            seat,
            move: def.makeMove(move),
            at: log.length * 500,
            player_id: null,
            seq: null,
          })
          .execute();
      }
      const result = def.result(states.at(-1));
      if (result) await endGame(storage.db, hooks, { ...start, result });
      return result;
    },
  };
}

/** Number cards are unique in the Speedlift deck; specials come twice (checked through the hand). */
const isNumberCard = (c: string) => /^[HPSRFU]\d{1,2}$/.test(c);

for (const { name, open } of testStorages()) {
  describe(`replays (${name})`, () => {
    it('while a Speedlift game runs, each seat sees only its own view and moves; afterwards everything', async () => {
      const storage = await open();
      const t = await accountsTestApp(storage, { definitions: { speedlift: def } });
      try {
        const meRes = await actingGuest(t);
        const otherRes = await actingGuest(t);
        const strangerRes = await t.app.inject({ url: '/api/me' });
        const me = meRes.json<PlayerAnswer>().player;
        const other = otherRes.json<PlayerAnswer>().player;
        const get = (cookie?: string) =>
          t.app.inject({ url: '/api/games/rp1/replay', headers: cookie ? { cookie } : {} });
        const g = await speedliftGame(storage, 'rp1', [me.id, other.id]);
        expect(await g.play(40)).toBeNull();

        const res = await get(sessionCookie(meRes));
        expect(res.statusCode).toBe(200);
        // The answer is what the protocol's schema (which the web parses with) says it is.
        const r = Replay.parse(res.json());
        expect(r).toMatchObject({ id: 'rp1', game: 'speedlift', finished: false, you: 0 });
        expect(r.seats).toEqual([me.name, other.name, null, null]);
        expect(r.steps).toHaveLength(41);
        expect(r.steps[0]).toMatchObject({ n: 0, seat: null, move: null });
        expect(res.body).not.toContain(SEED);
        let ownMoves = 0;
        r.steps.forEach((step, i) => {
          const state = g.states[i] as SlState;
          expect(step.n).toBe(i);
          if (i > 0) expect(step.seat).toBe(g.log[i - 1]!.seat);
          // Others' moves stay hidden (a move names a card); the own ones are shown.
          expect(step.move).toBe(i > 0 && step.seat === 0 ? g.log[i - 1]!.move : null);
          if (step.move !== null) ownMoves++;
          // Another seat's step says what the table said of it: its events as seat 0 saw them
          // (every Speedlift event is public, L19); a shown move and the deal need none.
          if (i > 0 && step.move === null)
            expect(step.events).toEqual(json(g.log[i - 1]!.events.map((e) => def.viewEvent(e, 0))));
          else expect(step.events).toBeUndefined();
          expect(step.views.slice(1)).toEqual([null, null, null]);
          expect(step.views[0]).toEqual(json(def.view(state, 0)));
          const text = JSON.stringify({ view: step.views[0], events: step.events });
          const hidden = state.hands.slice(1).flat().filter(isNumberCard);
          expect(hidden.length).toBeGreaterThan(0);
          for (const c of hidden) expect(text).not.toContain(`"${c}"`);
          expect([...(step.views[0] as { hand: string[] }).hand].sort()).toEqual([...state.hands[0]!].sort());
        });
        expect(ownMoves).toBeGreaterThan(0);
        expect(r.steps.filter((s) => s.events !== undefined && s.events.length > 0).length).toBeGreaterThan(20);

        // The other human sees seat 1 only; a stranger and a visitor without session see nothing.
        const theirs = (await get(sessionCookie(otherRes))).json<Replay>();
        expect(theirs.you).toBe(1);
        expect(theirs.steps.every((s) => s.views[0] === null && s.views[1] !== null)).toBe(true);
        for (const cookie of [sessionCookie(strangerRes), undefined]) {
          const refused = await get(cookie);
          expect(refused.statusCode).toBe(409);
          expect(refused.json<ApiErrorBody>().error.code).toBe('ERR_GAME_RUNNING');
        }

        const result = await g.play(100_000);
        expect(result).not.toBeNull();
        const done = (await get(sessionCookie(strangerRes))).json<Replay>();
        expect(done).toMatchObject({ finished: true, you: null });
        expect(done.steps).toHaveLength(g.states.length);
        done.steps.forEach((step, i) => {
          expect(step.move).toBe(i === 0 ? null : g.log[i - 1]!.move);
          expect(step.events).toBeUndefined();
          expect(step.views).toEqual([0, 1, 2, 3].map((s) => json(def.view(g.states[i], s))));
        });
        const packed = await t.app.inject({ url: '/api/games/rp1/replay', headers: { 'accept-encoding': 'gzip, br' } });
        expect(packed.headers['content-encoding']).toBe('gzip');
        expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(done);
        // The replay's last state is the stored result.
        const last = done.steps.at(-1)!.views as { result: GameResult }[];
        const stored = await storage.db
          .selectFrom('games')
          .select('result')
          .where('id', '=', 'rp1')
          .executeTakeFirstOrThrow();
        expect(last.every((v) => JSON.stringify(v.result) === stored.result)).toBe(true);
        const direct = await replayFor(storage.db, 'rp1', null, { speedlift: def }, 0);
        expect(typeof direct === 'object' && 'replay' in direct && direct.result).toEqual(
          JSON.parse(stored.result!) as GameResult,
        );
      } finally {
        await t.app.close();
        await storage.close();
      }
    });
  });
}

describe('a Tagesfahrt stays sealed until its day is over (everyone gets the same deal all day, L8)', () => {
  it("hides the seed, the moves and the computers' hands of a finished Tagesfahrt until the next day", async () => {
    const storage = await testStorages()[0]!.open();
    const t = await accountsTestApp(storage, { definitions: { speedlift: def }, dailySecret: 'tagesgeheimnis' });
    try {
      const meRes = await t.app.inject({ url: '/api/me' });
      const strangerRes = await t.app.inject({ url: '/api/me' });
      const me = meRes.json<PlayerAnswer>().player;
      const g = await speedliftGame(storage, 'day1', [me.id], '2026-11-29');
      expect(await g.play(100_000)).not.toBeNull();
      const get = (url: string, res = strangerRes) => t.app.inject({ url, headers: { cookie: sessionCookie(res) } });

      const info = (await get('/api/games/day1')).json<GameInfo>();
      expect(info).toMatchObject({ finished: true, sealed: true, daily: '2026-11-29' });
      expect(info).not.toHaveProperty('moves');
      expect(JSON.stringify(info)).not.toContain(SEED);
      for (const url of ['/api/games/day1/verify', '/api/games/day1/replay']) {
        const res = await get(url);
        expect([url, res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([url, 409, 'ERR_DAILY_SEALED']);
      }
      const mine = (await get('/api/games/day1/replay', meRes)).json<Replay>();
      expect(mine).toMatchObject({ finished: true, you: 0 });
      expect(mine.steps.every((s) => s.views[0] !== null && s.views.slice(1).every((v) => v === null))).toBe(true);
      expect(mine.steps.every((s) => s.move === null || s.seat === 0)).toBe(true);

      // Another player's attempt of the same day, begun before midnight, still runs after it: the
      // day's deal stays sealed — the seed of /api/daily, the finished attempt's replay and its
      // verification would show that player the cards of the attempt that counts.
      const other = (await get('/api/me')).json<PlayerAnswer>().player;
      const late = await speedliftGame(storage, 'day1-late', [other.id], '2026-11-29');
      expect(await late.play(3)).toBeNull();
      t.clock.now = Date.parse('2026-11-29T23:01:00Z');
      expect((await get('/api/daily?date=2026-11-29')).json()).toMatchObject({ day: '2026-11-29', seed: null });
      expect((await get('/api/games/day1')).json<GameInfo>()).toMatchObject({ finished: true, sealed: true });
      for (const url of ['/api/games/day1/verify', '/api/games/day1/replay']) {
        const res = await get(url);
        expect([url, res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([url, 409, 'ERR_DAILY_SEALED']);
      }
      expect(await late.play(100_000)).not.toBeNull();

      // Berlin midnight passed and no attempt of the day runs: everything is public.
      expect((await get('/api/daily?date=2026-11-29')).json<{ seed: string | null }>().seed).toMatch(/^[0-9a-f]{64}$/);
      expect((await get('/api/games/day1')).json()).toMatchObject({ seed: SEED });
      expect((await get('/api/games/day1/verify')).json()).toMatchObject({ verified: true });
      const open = (await get('/api/games/day1/replay')).json<Replay>();
      expect(open.steps.every((s) => s.views.every((v) => v !== null))).toBe(true);
    } finally {
      await t.app.close();
      await storage.close();
    }
  });
});

describe('replay refusals', () => {
  it('answers clear codes for bad ids, unknown games, extra input and games it cannot replay', async () => {
    const storage = await testStorages()[0]!.open();
    const t = await accountsTestApp(storage, {});
    try {
      await addPlayer(storage.db, 'anna');
      const cases: [string, number, string][] = [
        ['/api/games/no%20such!/replay', 400, 'ERR_BAD_INPUT'],
        [`/api/games/${'x'.repeat(65)}/replay`, 400, 'ERR_BAD_INPUT'],
        ['/api/games/unknown/replay', 404, 'ERR_NOT_FOUND'],
        ['/api/games/unknown/replay?seat=1', 400, 'ERR_BAD_INPUT'],
      ];
      for (const [url, status, code] of cases) {
        const res = await t.app.inject({ url });
        expect([url, res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([url, status, code]);
      }
      // A finished game of a game this server has no definition of cannot be rebuilt.
      await addPlayer(storage.db, 'anna2');
      const g = await speedliftGame(storage, 'nodef', ['anna', 'anna2']);
      await g.play(100_000);
      const res = await t.app.inject({ url: '/api/games/nodef/replay' });
      expect([res.statusCode, res.json<ApiErrorBody>().error.code]).toEqual([503, 'ERR_REPLAY_UNAVAILABLE']);
      // A log that no longer replays is refused with the move that failed (the game is over).
      await storage.db
        .updateTable('game_moves')
        .set({ move: 'zz' })
        .where('game_id', '=', 'nodef')
        .where('n', '=', 3)
        .execute();
      const broken = await replayFor(storage.db, 'nodef', null, { speedlift: def }, 0);
      expect(broken).toEqual({ broken: 'move 3 (zz): ERR_BAD_NOTATION' });
    } finally {
      await t.app.close();
      await storage.close();
    }
  });
});

describe("a running game's replay says the others' steps as the table said them", () => {
  it('Speedclimb: a card another seat drew from the stock stays unnamed; what the table saw is named', () => {
    const sc = speedclimb.definition as unknown as AnyDefinition;
    const config = sc.parseConfig({ players: 3, route: 'gipfelsturm' });
    if (!config.ok) throw new Error(config.error.code);
    const seed = 'replay-events-sc';
    let state = sc.deal(config.value, seed);
    const rng = Rng.fromSeed('replay-events-moves');
    const moves: { n: number; seat: number; move: string; at: number }[] = [];
    const raw: (readonly unknown[])[] = [];
    for (let n = 1; n <= 120 && sc.result(state) === null; n++) {
      const seat = sc.toAct(state)[0]!;
      const move = rng.pick(sc.legalMoves(state, seat));
      const played = sc.play(state, seat, move, n * 500);
      if (!played.ok) throw new Error(played.error.code);
      state = played.value.state;
      moves.push({ n, seat, move: sc.makeMove(move), at: n * 500 });
      raw.push(played.value.events);
    }
    const built = buildReplay(sc, {
      id: 'sc1',
      game: 'speedclimb',
      config: config.value,
      seed,
      moves,
      finished: false,
      open: false,
      seats: ['Anna', 'Ben', null],
      you: 0,
    });
    if (!('replay' in built)) throw new Error(built.broken);
    const steps = built.replay.steps;
    expect(steps).toHaveLength(moves.length + 1);
    let unnamed = 0;
    moves.forEach((m, i) => {
      const step = steps[i + 1]!;
      if (m.seat === 0) {
        expect(step.move).toBe(m.move);
        expect(step.events).toBeUndefined();
        return;
      }
      expect(step.move).toBeNull();
      expect(step.events).toEqual(raw[i]!.map((e) => sc.viewEvent(e, 0)));
      for (const e of raw[i]! as { type: string; from?: string; card?: string | null }[])
        if (e.type === 'drew' && e.from === 'stock') {
          unnamed++;
          expect(step.events).toContainEqual({ ...e, card: null });
          expect(JSON.stringify(step.events)).not.toContain(JSON.stringify(e.card));
        }
    });
    // Enough of the others' stock draws were looked at.
    expect(unnamed).toBeGreaterThan(10);
  });
});
