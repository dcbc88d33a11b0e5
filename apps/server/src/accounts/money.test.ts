import { REAL_STAKES } from '@kartenhaus/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { abandonGame } from './abandon.js';
import { checkLedger } from './check.js';
import { createGameHooks } from './settle.js';
import { addPlayer, balance, endGame, human, placesResult, startGame } from './test-fixtures.js';
import { inTransaction } from './tx.js';
import { claimTopup } from './wallet.js';

const PLAYERS = ['p0', 'p1', 'p2', 'p3'];

const startOp = fc.record({
  t: fc.constant('start' as const),
  game: fc.integer({ min: 0, max: 5 }),
  players: fc.subarray([0, 1, 2, 3], { minLength: 1 }),
  stake: fc.constantFrom(...REAL_STAKES),
});
const endOp = fc.record({
  t: fc.constant('end' as const),
  game: fc.integer({ min: 0, max: 5 }),
  places: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 4, maxLength: 4 }),
  leavers: fc.subarray([0, 1, 2, 3]),
});
const topupOp = fc.record({ t: fc.constant('topup' as const), player: fc.integer({ min: 0, max: 3 }) });
const abandonOp = fc.record({ t: fc.constant('abandon' as const), game: fc.integer({ min: 0, max: 5 }) });

describe.each(testStorages())('money under concurrency on $name', ({ open }) => {
  it('concurrent stakes, payouts, refunds and top-ups (with retries) keep every ledger invariant', async () => {
    const s = await open();
    const clock = { now: Date.parse('2026-11-29T12:00:00Z') };
    const hooks = createGameHooks(() => clock.now);
    try {
      for (const p of PLAYERS) await addPlayer(s.db, p);
      // p2 and p3 lose everything to p0 first, so top-ups are possible.
      for (let i = 0; i < 5; i++) {
        const seats = [human(0, 'p0'), human(1, 'p2'), human(2, 'p3')];
        await startGame(s.db, hooks, { gameId: `pre${i}`, seats, stake: 100 });
        await endGame(s.db, hooks, { gameId: `pre${i}`, seats, stake: 100, result: placesResult([1, 2, 3]) });
      }
      expect(await balance(s.db, 'p2')).toBe(0);
      let round = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.oneof(startOp, topupOp), { minLength: 1, maxLength: 8 }),
          fc.array(fc.oneof(endOp, endOp, startOp, topupOp, abandonOp), { minLength: 1, maxLength: 8 }),
          async (phase1, phase2) => {
            round++;
            clock.now += 86_400_000; // a new day: top-ups possible again
            const started = new Map<string, { seats: ReturnType<typeof human>[]; stake: number }>();
            const run = async (op: (typeof phase2)[number]) => {
              const gameId = `r${round}g${op.t === 'topup' ? 0 : op.game}`;
              switch (op.t) {
                case 'start': {
                  const seats = op.players.map((p, seat) => human(seat, PLAYERS[p]!));
                  if (started.has(gameId)) return;
                  started.set(gameId, { seats, stake: op.stake });
                  const e = await startGame(s.db, hooks, { gameId, seats, stake: op.stake });
                  if (e) started.delete(gameId);
                  return;
                }
                case 'end': {
                  const g = started.get(gameId);
                  if (!g) return;
                  const result = placesResult(op.places.slice(0, g.seats.length));
                  const leavers = op.leavers.filter((l) => l < g.seats.length);
                  await endGame(s.db, hooks, { gameId, seats: g.seats, stake: g.stake, result, leavers });
                  return;
                }
                case 'abandon':
                  if (started.has(gameId)) await inTransaction(s.db, (trx) => abandonGame(trx, gameId, clock.now));
                  return;
                case 'topup':
                  await inTransaction(s.db, (trx) => claimTopup(trx, s.dialect, PLAYERS[op.player]!, clock.now));
                  return;
              }
            };
            await Promise.all(phase1.map(run));
            await Promise.all(phase2.map(run));
            // End every game that is still running, twice at once: still one payout each. All
            // humans tie and the last one left, so the pot splits with a remainder.
            const running = [...started.entries()];
            await Promise.all(
              running.flatMap(([gameId, g]) => {
                const end = {
                  gameId,
                  seats: g.seats,
                  stake: g.stake,
                  result: placesResult(g.seats.map(() => 1)),
                  leavers: g.seats.length > 2 ? [g.seats.length - 1] : [],
                };
                return [endGame(s.db, hooks, end), endGame(s.db, hooks, end)];
              }),
            );
            expect(await checkLedger(s.db)).toEqual([]);
            for (const p of PLAYERS) expect(await balance(s.db, p)).toBeGreaterThanOrEqual(0);
            const open = await s.db.selectFrom('played_games').select('id').where('status', '=', 'running').execute();
            expect(open).toEqual([]);
          },
        ),
        { numRuns: 8 },
      );
      const topups = await s.db.selectFrom('ledger_transfers').select('key').where('kind', '=', 'topup').execute();
      expect(topups.length).toBeGreaterThan(0);
      expect(new Set(topups.map((t) => t.key)).size).toBe(topups.length);
    } finally {
      await s.close();
    }
  });
});
