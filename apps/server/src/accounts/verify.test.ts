import { Rng, type GameResult } from '@kartenhaus/core';
import { Verification } from '@kartenhaus/protocol';
import { gameModule as speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { testStorages } from '../storage/testing.js';
import { createGameHooks } from './settle.js';
import { addPlayer, computer, endGame, human, startGame } from './test-fixtures.js';
import { verifyGame, type AnyDefinition } from './verify.js';

const def = speedlift.definition as unknown as AnyDefinition;
const hooks = createGameHooks(() => Date.parse('2026-11-29T12:00:00Z'));

describe('fair deals with a real game', () => {
  it('replays a whole Speedlift game from its revealed seed and finds a changed move', async () => {
    const s = await testStorages()[0]!.open();
    try {
      await addPlayer(s.db, 'anna');
      const seats = [human(0, 'anna'), computer(1), computer(2), computer(3)];
      const seed = 'tisch-7-partie-1';
      expect(await startGame(s.db, hooks, { gameId: 'sl', seats, game: 'speedlift', solo: true }, seed)).toBeNull();
      const config = def.parseConfig({ players: 4 });
      if (!config.ok) throw new Error(config.error.code);
      await s.db
        .updateTable('games')
        .set({ config: JSON.stringify(config.value) })
        .where('id', '=', 'sl')
        .execute();
      // Play it out with random legal moves, logging notation as the game server does.
      let state = def.deal(config.value, seed);
      const rng = Rng.fromSeed('zuege');
      let result: GameResult | null;
      let n = 0;
      while (!(result = def.result(state))) {
        const seat = def.toAct(state)[0]!;
        const move = rng.pick(def.legalMoves(state, seat));
        const played = def.play(state, seat, move, n * 500);
        if (!played.ok) throw new Error(played.error.code);
        state = played.value.state;
        n++;
        await s.db
          .insertInto('game_moves')
          .values({ game_id: 'sl', n, seat, move: def.makeMove(move), at: n * 500, player_id: null, seq: null })
          .execute();
      }
      await endGame(s.db, hooks, { gameId: 'sl', seats, result, game: 'speedlift', solo: true });
      const v = await verifyGame(s.db, 'sl', { speedlift: def }, 0);
      expect(v).toMatchObject({ verified: true, movesReplayed: n, movesLegal: true, resultMatches: true });
      // The answer is what the protocol's schema (which the web parses with) says it is.
      expect(Verification.safeParse(v).success).toBe(true);

      // A move swapped after the fact no longer replays to the recorded game.
      const first = await s.db
        .selectFrom('game_moves')
        .select('move')
        .where('game_id', '=', 'sl')
        .where('n', '=', 1)
        .executeTakeFirstOrThrow();
      const other = await s.db
        .selectFrom('game_moves')
        .select('move')
        .where('game_id', '=', 'sl')
        .where('move', '!=', first.move)
        .where('seat', '=', 0)
        .executeTakeFirstOrThrow();
      await s.db
        .updateTable('game_moves')
        .set({ move: other.move })
        .where('game_id', '=', 'sl')
        .where('n', '=', 1)
        .execute();
      const broken = await verifyGame(s.db, 'sl', { speedlift: def }, 0);
      expect(broken).toMatchObject({ verified: false });
    } finally {
      await s.close();
    }
  });
});
