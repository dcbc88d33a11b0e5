import { describe, expect, it } from 'vitest';
import { callApi, type Fetch } from './api.js';
import { parseReplay, parseVerification, viewableSeats } from './games-api.js';

const answer =
  (status: number, body: unknown): Fetch =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status }));

const verification = {
  gameId: 'g1',
  seedHash: 'aa'.repeat(32),
  seed: 'bb'.repeat(16),
  hashMatches: true,
  movesReplayed: 52,
  movesLegal: true,
  resultMatches: true,
  verified: true,
};

describe('verification and replay shapes', () => {
  it('reads a verification; "verified" needs every check', () => {
    expect(parseVerification(verification)).toEqual({ ...verification, firstProblem: null });
    const bad = { ...verification, hashMatches: false, verified: true, firstProblem: 'seed hash differs' };
    expect(parseVerification(bad)).toMatchObject({ verified: false, firstProblem: 'seed hash differs' });
    expect(parseVerification({ ...verification, movesLegal: 'yes' })).toBeNull();
    expect(parseVerification(null)).toBeNull();
  });

  it('tells an unknown game (404 ERR_NOT_FOUND on a known route) from a missing route', async () => {
    const notFound = answer(404, { error: { code: 'ERR_NOT_FOUND' } });
    expect(await callApi('/api/games/x/verify', parseVerification, { known: true }, notFound)).toMatchObject({
      state: 'error',
      code: 'ERR_NOT_FOUND',
    });
    expect(await callApi('/api/games/x/verify', parseVerification, {}, notFound)).toEqual({ state: 'unavailable' });
    expect(
      await callApi('/api/games/x/verify', parseVerification, { known: true }, answer(404, { message: 'Not Found' })),
    ).toEqual({ state: 'unavailable' });
    expect(
      await callApi(
        '/api/games/x/verify',
        parseVerification,
        { known: true },
        answer(409, { error: { code: 'ERR_GAME_RUNNING' } }),
      ),
    ).toMatchObject({ state: 'error', code: 'ERR_GAME_RUNNING' });
  });

  const replay = {
    id: 'g1',
    game: 'speedlift',
    finished: false,
    seats: ['Anna', null, null, null],
    you: 0,
    steps: [
      { n: 0, seat: null, move: null, views: [{ hand: ['3♥'] }, null, null, null] },
      { n: 1, seat: 0, move: 'L 3♥', views: [{ hand: [] }, null, null, null] },
    ],
  };

  it('reads a replay; while it runs only your seat can be viewed, afterwards every seat', () => {
    const r = parseReplay(replay);
    expect(r).toMatchObject({ id: 'g1', game: 'speedlift', finished: false, you: 0 });
    expect(r?.steps[1]).toEqual({ n: 1, seat: 0, move: 'L 3♥', views: [{ hand: [] }, null, null, null] });
    expect(r && viewableSeats(r)).toEqual([0]);
    const done = parseReplay({
      ...replay,
      finished: true,
      you: null,
      steps: replay.steps.map((s) => ({ ...s, views: [{}, {}, {}, {}] })),
    });
    expect(done && viewableSeats(done)).toEqual([0, 1, 2, 3]);
    expect(done?.you).toBeNull();
  });

  it('refuses a replay of the wrong shape', () => {
    expect(parseReplay({ ...replay, steps: 'none' })).toBeNull();
    expect(parseReplay({ ...replay, steps: [{ n: 0 }] })).toBeNull();
    expect(parseReplay({ id: 1 })).toBeNull();
  });
});
