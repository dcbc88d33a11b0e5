import { Rng, type GameModule } from '@kartenhaus/core';
import { gameModule as speedclimb, type View } from '@kartenhaus/speedclimb';
import { afterEach, describe, expect, it } from 'vitest';
import type { BotRunner } from '../bots/runner.js';
import { ManualClock } from '../clock.js';
import { gameEntry, registerTestGame } from '../games.js';
import { TestClient } from '../testing/client.js';
import { FAST, startTestServer } from '../testing/server.js';

type Def = GameModule['definition'];
const def = speedclimb.definition as unknown as Def;

/** A two-player Nordwand game played by the `normal` bots until the carry-over (S7) begins. */
function carryOver(): { state: unknown; proposal: readonly string[] } {
  const config = def.parseConfig({ players: 2, route: 'nordwand' });
  if (!config.ok) throw new Error(config.error.code);
  let state = def.deal(config.value, 'carry-0');
  const rng = Rng.fromSeed('carry');
  for (let n = 0; n < 3_000; n++) {
    const s = state as { phase: string; keep: (string[] | null)[]; keepPending: boolean[] };
    if (s.phase === 'carry') {
      const seat = s.keepPending.indexOf(true);
      if (seat !== 0) break;
      return { state, proposal: s.keep[0]! };
    }
    const seat = def.toAct(state)[0]!;
    const move = speedclimb.bots.normal!.decide(def.view(state, seat) as View, rng, { ms: 100 });
    const played = def.play(state, seat, move, 0);
    if (!played.ok) throw new Error(played.error.code);
    state = played.value.state;
  }
  throw new Error('no carry-over for seat 1 in this game');
}

const carry = carryOver();
// Speedclimb whose deal is that position: seat 1 (table seat 0) chooses which cards to keep.
registerTestGame({
  ...gameEntry('speedclimb')!,
  key: 'speedclimb-s7',
  module: { ...speedclimb, definition: { ...def, deal: () => carry.state } },
});

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('S7: a timed-out human keeps the proposal', () => {
  it('plays the proposed carry-over for a human whose think time and grace ran out (not the computer’s choice)', async () => {
    const asked: string[] = [];
    // A computer that would keep nothing: if the table asked it, the test would see an empty keep.
    const bots: BotRunner = {
      decide: (req) => {
        asked.push(req.game);
        return Promise.resolve({ move: def.makeMove({ type: 'keep', cards: [] }), delayMs: 0 });
      },
      close: async () => {},
    };
    const clock = new ManualClock();
    const s = await startTestServer({ clock, bots });
    cleanup.push(() => s.stop());
    const [a, b] = await Promise.all([TestClient.connect(s.base), TestClient.connect(s.base)]);
    cleanup.push(
      () => a.close(),
      () => b.close(),
    );
    const settings = { game: 'speedclimb-s7', mode: 'online', players: 2, clock: 30, free: 'leer' };
    const table = (
      (await a.request({ t: 'create', settings: { ...settings, options: { route: 'nordwand' } } })) as {
        table: string;
      }
    ).table;
    await b.request({ t: 'open', table });
    await b.request({ t: 'sit', table, seat: 1 });
    await a.request({ t: 'start', table });
    const view = a.tables.get(table)!.view as View;
    expect(view.phase).toBe('carry');
    expect(view.keep).toEqual(carry.proposal);
    expect(carry.proposal.length).toBeGreaterThan(0);
    expect(a.tables.get(table)!.info.seats[0]!.clockMs).toBe(30_000 + FAST.graceMs);
    clock.advance(30_000 + FAST.graceMs);
    for (let i = 0; i < 10 && (await s.storage.db.selectFrom('game_moves').selectAll().execute()).length === 0; i++)
      await sleep(20);
    const moves = await s.storage.db.selectFrom('game_moves').selectAll().execute();
    expect(moves.map((m) => [Number(m.seat), m.move, m.player_id])).toEqual([
      [0, def.makeMove({ type: 'keep', cards: carry.proposal }), null],
    ]);
    expect(asked).toEqual([]);
  });
});
