import { createHash } from 'node:crypto';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import type { ServerMessage } from '@kartenhaus/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { autoplay } from '../testing/autoplay.js';
import { TestClient } from '../testing/client.js';
import { startTestServer } from '../testing/server.js';

const makeMove = (m: unknown) => tinyGame.makeMove(m as number);
type Srv = Awaited<ReturnType<typeof startTestServer>>;
const servers: Srv[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.stop();
});
async function server(opts = {}) {
  const s = await startTestServer(opts);
  servers.push(s);
  return s;
}
async function client(base: string, cookie?: string) {
  const c = await TestClient.connect(base, cookie);
  clients.push(c);
  return c;
}
const created = (m: ServerMessage) =>
  m.t === 'ok'
    ? m.table!
    : (() => {
        throw new Error(JSON.stringify(m));
      })();

async function onlineTable(base: string, extra: Record<string, unknown> = {}) {
  const a = await client(base);
  const b = await client(base);
  const table = created(
    await a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, clock: null, ...extra } }),
  );
  expect(await b.request({ t: 'open', table })).toMatchObject({ t: 'ok' });
  expect(await b.request({ t: 'sit', table, seat: 1 })).toMatchObject({ t: 'ok' });
  return { a, b, table };
}

describe('tables with the tiny game over real WebSockets', () => {
  it('plays a complete solo game against computers and records it', async () => {
    const s = await server();
    const a = await client(s.base);
    const table = created(
      await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 3, clock: null } }),
    );
    const p = autoplay(a, table, makeMove);
    await p.finished;
    const t = a.tables.get(table)!;
    expect(t.info.result).toMatchObject({ places: expect.any(Array) });
    expect(p.sent).toBe(2);
    const moves = await s.storage.db.selectFrom('game_moves').selectAll().execute();
    expect(moves).toHaveLength(6);
    const game = await s.storage.db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
    expect(game.result).not.toBeNull();
    expect(a.invalid).toEqual([]);
    // Seeds never leave the server.
    expect(a.frames.some((f) => f.raw.includes(game.seed))).toBe(false);
  });

  it('plays an online game of two humans and a computer; a spectator sees only the public view', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base);
    const spectator = await client(s.base);
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    expect(await spectator.request({ t: 'open', table })).toMatchObject({ t: 'ok' });
    const [pa, pb] = [autoplay(a, table, makeMove), autoplay(b, table, makeMove)];
    await Promise.all([pa.finished, pb.finished]);
    await spectator.waitFor((m) => m.t === 'update' && m.info.phase === 'finished');
    for (const f of spectator.frames)
      if (f.msg.t === 'update' || f.msg.t === 'snapshot') expect(f.msg.info.you).toBeNull();
    for (const f of spectator.frames)
      if (f.msg.t === 'update' && f.msg.view) expect((f.msg.view as { hand: number[] }).hand).toEqual([]);
    expect(b.tables.get(table)!.info.seats.map((x) => x.kind)).toEqual(['human', 'human', 'computer']);
    // Everyone sees who watches, the game's stored id and its published seed hash (never the seed).
    const info = b.tables.get(table)!.info;
    expect(info.spectators).toEqual([spectator.player!.name]);
    const game = await s.storage.db
      .selectFrom('games')
      .selectAll()
      .where('table_id', '=', table)
      .executeTakeFirstOrThrow();
    expect(info.gameId).toBe(game.id);
    expect(info.seedHash).toBe(createHash('sha256').update(game.seed).digest('hex'));
    for (const c of [a, b, spectator]) expect(c.frames.some((f) => f.raw.includes(game.seed))).toBe(false);
    // The spectator leaves: the list empties for the others.
    await spectator.request({ t: 'close', table });
    await b.waitFor((m) => m.t === 'update' && m.info.spectators.length === 0);
  });

  it('answers a repeated move with the original answer and refuses a stale sequence number', async () => {
    const s = await server();
    const { a, table } = await onlineTable(s.base);
    await a.request({ t: 'start', table });
    const move = makeMove((a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0]);
    const from = a.frames.length;
    a.send({ t: 'move', table, seq: 5, move });
    a.send({ t: 'move', table, seq: 5, move });
    const acks: ServerMessage[] = [];
    await a.waitFor((m) => m.t === 'ack' && acks.push(m) === 2, { from });
    expect(acks[0]).toEqual(acks[1]);
    expect(await s.storage.db.selectFrom('game_moves').selectAll().execute()).toHaveLength(1);
    a.send({ t: 'move', table, seq: 4, move });
    expect(await a.waitFor((m) => m.t === 'error' && m.seq === 4)).toMatchObject({ code: 'ERR_STALE_SEQ' });
    // Not this seat's turn now: refused with the game's own code, and a repeat gets the same refusal.
    a.send({ t: 'move', table, seq: 6, move: '9' });
    a.send({ t: 'move', table, seq: 6, move: '9' });
    const errs: ServerMessage[] = [];
    await a.waitFor((m) => m.t === 'error' && m.seq === 6 && errs.push(m) === 2);
    expect(errs[0]).toEqual(errs[1]);
    expect(errs[0]).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('a seat accepts moves only from its own session', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base);
    await a.request({ t: 'start', table });
    const stranger = await client(s.base);
    const legal = (a.tables.get(table)!.view as { legalMoves: number[] }).legalMoves[0];
    stranger.send({ t: 'move', table, seq: 1, move: makeMove(legal) });
    expect(await stranger.waitFor((m) => m.t === 'error')).toMatchObject({ code: 'ERR_NOT_SEATED' });
    b.send({ t: 'move', table, seq: 1, move: makeMove(legal) });
    expect(await b.waitFor((m) => m.t === 'error' && m.seq === 1)).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
  });

  it('replays exactly the missed versions to a client that reconnects at random moments', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base);
    await a.request({ t: 'start', table });
    const pa = autoplay(a, table, makeMove);
    let bc = b;
    let seq = 0;
    for (let round = 0; round < 8; round++) {
      const t = bc.tables.get(table)!;
      if (t.info.phase === 'finished') break;
      const since = { epoch: t.epoch, v: t.v };
      const cookie = bc.cookie;
      bc.close();
      await new Promise((r) => setTimeout(r, 5 * (round % 3)));
      bc = await client(s.base, cookie);
      const from = bc.frames.length;
      expect(await bc.request({ t: 'open', table, since })).toMatchObject({ t: 'ok' });
      const got = bc.frames.slice(from).flatMap((f) => (f.msg.t === 'update' || f.msg.t === 'snapshot' ? [f.msg] : []));
      expect(got.every((m) => m.t === 'update')).toBe(true);
      const vs = got.map((m) => m.v);
      // Consecutive versions, starting right after the one the client had.
      vs.forEach((v, i) => expect(v).toBe(since.v + 1 + i));
      // Play one move of B's if it is B's turn now (a moment of the game that moves on).
      const view = bc.tables.get(table)?.view as { legalMoves: number[] } | undefined;
      if (!bc.tables.has(table)) bc.tables.set(table, { ...t });
      if (view?.legalMoves.length)
        bc.send({ t: 'move', table, seq: ++seq + 100 * round, move: makeMove(view.legalMoves[0]) });
      await new Promise((r) => setTimeout(r, 20));
    }
    // A stale epoch gets a full snapshot instead.
    const fresh = await client(s.base, bc.cookie);
    const from = fresh.frames.length;
    await fresh.request({ t: 'open', table, since: { epoch: 'other', v: 1 } });
    expect(fresh.frames.slice(from).some((f) => f.msg.t === 'snapshot')).toBe(true);
    // So does a client further behind than the history the table keeps (16 versions).
    const t = fresh.tables.get(table)!;
    expect(t.v).toBeGreaterThan(17);
    const behind = await client(s.base, bc.cookie);
    const mark = behind.frames.length;
    await behind.request({ t: 'open', table, since: { epoch: t.epoch, v: t.v - 17 } });
    const got = behind.frames.slice(mark).filter((f) => f.msg.t === 'update' || f.msg.t === 'snapshot');
    expect(got[0]?.msg.t).toBe('snapshot');
    pa.stop();
  });

  it('lets the computer take over a leaver (A3) and gives the seat back on "Ich bin zurück"', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base);
    await a.request({ t: 'start', table });
    expect(await b.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    const info = b.tables.get(table)!.info;
    expect(info.seats[1]).toMatchObject({ kind: 'human', away: true });
    b.send({ t: 'move', table, seq: 1, move: '1' });
    expect(await b.waitFor((m) => m.t === 'error' && m.seq === 1)).toMatchObject({ code: 'ERR_AWAY' });
    expect(await b.request({ t: 'back', table })).toMatchObject({ t: 'ok' });
    expect(b.tables.get(table)!.info.seats[1]).toMatchObject({ away: false });
    expect(await b.request({ t: 'back', table })).toMatchObject({ t: 'error', code: 'ERR_NOT_AWAY' });
    await b.request({ t: 'leave', table });
    // A plays on alone with two computers; the game ends.
    await autoplay(a, table, makeMove).finished;
    const game = await s.storage.db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(game.result!)).toMatchObject({ places: expect.any(Array) });
  });

  it('"Nochmal": solo starts at once; online when all are back; held seats expire after the hold', async () => {
    const s = await server();
    const a = await client(s.base);
    const solo = created(
      await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 2, clock: null } }),
    );
    await autoplay(a, solo, makeMove).finished;
    expect(await a.request({ t: 'rematch', table: solo })).toMatchObject({ t: 'ok' });
    expect(a.tables.get(solo)!.info).toMatchObject({ phase: 'playing', gameNo: 2 });

    const { a: x, b: y, table } = await onlineTable(s.base);
    await x.request({ t: 'start', table });
    const px = autoplay(x, table, makeMove);
    const py = autoplay(y, table, makeMove);
    await Promise.all([px.finished, py.finished]);
    px.stop();
    py.stop();
    await x.request({ t: 'rematch', table });
    expect(x.tables.get(table)!.info).toMatchObject({ phase: 'finished' });
    expect(x.tables.get(table)!.info.timerMs).toBeGreaterThan(0);
    await y.request({ t: 'rematch', table });
    expect(x.tables.get(table)!.info).toMatchObject({ phase: 'playing', gameNo: 2 });
    await Promise.all([autoplay(x, table, makeMove).finished, autoplay(y, table, makeMove).finished]);
    const from = x.frames.length;
    await x.request({ t: 'rematch', table });
    await x.waitFor((m) => m.t === 'update' && m.info.phase === 'waiting', { from, timeoutMs: 5_000 });
    expect(x.tables.get(table)!.info.seats.map((q) => q.kind)).toEqual(['human', 'empty', 'computer']);
  });

  it('refuses options outside the game limits and unknown games with stable codes', async () => {
    const s = await server();
    const a = await client(s.base);
    const bad = async (settings: Record<string, unknown>) =>
      a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, ...settings } });
    expect(await bad({ players: 5 })).toMatchObject({ code: 'ERR_BAD_OPTIONS' });
    expect(await bad({ stake: 10 })).toMatchObject({ code: 'ERR_BAD_OPTIONS' });
    expect(await bad({ tempo: 'turbo' })).toMatchObject({ code: 'ERR_BAD_OPTIONS' });
    expect(await bad({ game: 'schach' })).toMatchObject({ code: 'ERR_NO_SUCH_GAME' });
    expect(await bad({ mode: 'solo', clock: 60 })).toMatchObject({ code: 'ERR_BAD_OPTIONS' });
    const table = created(await bad({ free: 'leer' }));
    expect(await a.request({ t: 'start', table })).toMatchObject({ code: 'ERR_TOO_FEW_PLAYERS' });
    const other = await client(s.base);
    expect(await other.request({ t: 'start', table })).toMatchObject({ code: 'ERR_NOT_HOST' });
    expect(await other.request({ t: 'sit', table, seat: 0 })).toMatchObject({ code: 'ERR_SEAT_TAKEN' });
    other.send({ t: 'list' });
    const list = await other.waitFor((m) => m.t === 'tables');
    expect(list).toMatchObject({ t: 'tables', tables: [{ id: table, free: 2, phase: 'waiting', mine: false }] });
    // The host's own table is marked as theirs in the host's list.
    a.send({ t: 'list' });
    const own = await a.waitFor((m) => m.t === 'tables');
    expect(own).toMatchObject({ t: 'tables', tables: [{ id: table, mine: true }] });
  });

  it('the lobby does not offer a waiting table whose players have all gone, nor a finished one; its own player still sees it', async () => {
    const s = await server();
    const a = await client(s.base);
    const table = created(
      await a.request({ t: 'create', settings: { game: 'tiny', mode: 'online', players: 3, free: 'leer' } }),
    );
    const other = await client(s.base);
    const listOf = async (c: TestClient) => {
      const from = c.frames.length;
      c.send({ t: 'list' });
      const m = await c.waitFor((x) => x.t === 'tables', { from });
      return m.t === 'tables' ? m.tables.map((x) => x.id) : [];
    };
    expect(await listOf(other)).toEqual([table]);
    // The host closes the page: nobody is left to start the table.
    a.close();
    await expect.poll(() => listOf(other)).toEqual([]);
    // The host's own list always has it; back at the table (a new socket opens it), it is offered again.
    const back = await client(s.base, a.cookie);
    expect(await listOf(back)).toEqual([table]);
    expect(await listOf(other)).toEqual([]);
    await back.request({ t: 'open', table });
    await expect.poll(() => listOf(other)).toEqual([table]);
  });

  it('a solo table is listed to its own player only, marked solo (the lobby names it "Dein Spiel allein")', async () => {
    const s = await server();
    const a = await client(s.base);
    const r = await a.request({ t: 'create', settings: { game: 'tiny', mode: 'solo', players: 2, clock: null } });
    const table = (r as { table: string }).table;
    a.send({ t: 'list' });
    expect(await a.waitFor((m) => m.t === 'tables')).toMatchObject({ tables: [{ id: table, mine: true, solo: true }] });
    const other = await client(s.base);
    other.send({ t: 'list' });
    expect(await other.waitFor((m) => m.t === 'tables')).toMatchObject({ t: 'tables', tables: [] });
    const { table: online } = await onlineTable(s.base, { free: 'leer' });
    other.send({ t: 'list' });
    expect(
      await other.waitFor((m) => m.t === 'tables' && m.tables.some((x) => x.id === online), {
        from: other.frames.length - 1,
      }),
    ).toMatchObject({ tables: [{ id: online, solo: false }] });
  });

  it('a finished table is not offered to others', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base, { free: 'leer' });
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    await Promise.all([autoplay(a, table, makeMove).finished, autoplay(b, table, makeMove).finished]);
    await a.waitFor((m) => m.t === 'update' && m.info.phase === 'finished');
    const other = await client(s.base);
    other.send({ t: 'list' });
    expect(await other.waitFor((m) => m.t === 'tables')).toMatchObject({ t: 'tables', tables: [] });
    a.send({ t: 'list' });
    expect(await a.waitFor((m) => m.t === 'tables')).toMatchObject({ tables: [{ id: table, mine: true }] });
  });

  it('every seat is told which seat hosts (who may start); the host leaving a waiting table passes it on', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base, { free: 'leer' });
    await b.waitFor((m) => m.t === 'update' && m.info.seats[1]?.kind === 'human');
    expect(a.tables.get(table)!.info.hostSeat).toBe(0);
    expect(b.tables.get(table)!.info.hostSeat).toBe(0);
    expect(await b.request({ t: 'start', table })).toMatchObject({ code: 'ERR_NOT_HOST' });
    const from = b.frames.length;
    expect(await a.request({ t: 'leave', table })).toMatchObject({ t: 'ok' });
    await b.waitFor((m) => m.t === 'update' && m.info.hostSeat === 1, { from, timeoutMs: 5_000 });
  });

  it('"leer": two humans start without computers on the free seat', async () => {
    const s = await server();
    const { a, b, table } = await onlineTable(s.base, { free: 'leer' });
    expect(await a.request({ t: 'start', table })).toMatchObject({ t: 'ok' });
    await Promise.all([autoplay(a, table, makeMove).finished, autoplay(b, table, makeMove).finished]);
    const game = await s.storage.db.selectFrom('games').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(game.seats)).toEqual([0, 1]);
  });
});
