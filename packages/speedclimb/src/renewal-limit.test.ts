import { playMatch, Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { gameModule } from './index.js';
import { speedclimb } from './game.js';
import { RESHUFFLE_LIMIT } from './routes.js';
import type { State } from './state.js';
import { position } from './testing.js';
import { step, steps } from './test-helpers.js';

const LAST_ALLOWED = RESHUFFLE_LIMIT - 1;

/** Expedition, three seats: the stock holds one card, everything else lies in the discard pile. */
const expeditionAt = (reshuffles: number): State =>
  position({
    route: 'expedition',
    hands: [['R1', 'R2'], ['B5', 'B11'], ['G3']],
    stockTop: ['Y4'],
    restTo: 0,
    campLaid: [true, false, true],
    level: [2, 2, 4],
    reshuffles,
  });

describe('SC19: the round ends when the stock runs out after its last allowed renewal', () => {
  it('Expedition: no winner, everyone with a laid camp moves on, the cards in hand cost penalty points (as "ganz leer")', () => {
    const s = expeditionAt(LAST_ALLOWED);
    const drawn = step(s, 0, 'M').state;
    expect(drawn.stock.length).toBe(0);
    expect(drawn.phase).toBe('play'); // the turn itself is played out
    const r = step(drawn, 0, '-Y4');
    const end = r.events.find((e) => e.type === 'roundEnded');
    expect(end).toMatchObject({ record: { finisher: null, limit: true, campLaid: [true, false, true] } });
    expect(r.events.some((e) => e.type === 'reshuffled')).toBe(false);
    expect(r.state.level).toEqual([3, 2, 5]);
    // R1 R2 → 10; B5 B11 → 15; G3 → 5 ("1–9 je 5, 10–12 je 10").
    expect(r.state.history[0]?.penalty).toEqual([10, 15, 5]);
    expect(r.state.penalty).toEqual([10, 15, 5]);
    expect(r.state.round).toBe(2);
    expect(r.state.reshuffles).toBe(0);
  });

  it('one renewal before the limit the round goes on and the next draw from the empty stock renews it (public count)', () => {
    const s = steps(expeditionAt(LAST_ALLOWED - 1), 0, 'M', '-Y4');
    expect(s.round).toBe(1);
    expect(s.turn).toBe(1);
    expect(s.stock.length).toBe(0);
    const r = step(s, 1, 'M');
    expect(r.events.find((e) => e.type === 'reshuffled')).toMatchObject({ cause: 'empty' });
    expect(r.state.reshuffles).toBe(LAST_ALLOWED);
    for (const seat of [0, 1, 2]) {
      const v = speedclimb.view(r.state, seat);
      expect(v.reshuffles).toBe(LAST_ALLOWED);
      expect(v.reshuffleLimit).toBe(LAST_ALLOWED);
    }
  });

  it('Gipfelsturm: no finisher bonus, the camp holders climb one camp', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [
        ['R1', 'R2'],
        ['B5', 'B9', 'G9'],
      ],
      stockTop: ['Y4'],
      restTo: 1,
      campLaid: [true, false],
      level: [3, 3],
      reshuffles: LAST_ALLOWED,
    });
    const r = step(steps(s, 0, 'M'), 0, '-Y4');
    expect(r.events.find((e) => e.type === 'roundEnded')).toMatchObject({ record: { finisher: null, limit: true } });
    expect(r.state.level).toEqual([4, 3]);
  });

  it('a position without the renewal count reads as 0; a count at the limit is refused', () => {
    const s = expeditionAt(0);
    const { reshuffles: _dropped, ...old } = s;
    const back = speedclimb.fromSetup(old);
    expect(back.ok && back.value.reshuffles).toBe(0);
    const bad = speedclimb.fromSetup({ ...s, reshuffles: RESHUFFLE_LIMIT });
    expect(bad.ok ? null : bad.error.code).toBe('ERR_BAD_SETUP');
  });

  it('a six-seat stall (Meister, normal ×6, seed of scripts/reshuffles.ts) ends by the limit and the game within 40 rounds', () => {
    // Seed 143 of the same script stalled in round 16 (without SC19 still going after 427
    // renewals, 30,000 moves); since the camp proposal keeps the fewest penalty points (Expedition
    // routes) the bots lay other camps and that game ends by play. Of seeds 0–399 this one now
    // stalls, in round 15 (docs/rules/speedclimb.md, "The camp finder").
    const seed = 'reshuffles-meister-normal,normal,normal,normal,normal,normal-179';
    const rngs = Array.from({ length: 6 }, (_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
    const order = Rng.fromSeed(`${seed}/order`);
    let s = speedclimb.deal({ players: 6, route: 'meister' }, seed);
    while (!speedclimb.result(s)) {
      const act = speedclimb.toAct(s);
      const seat = act.length === 1 ? act[0]! : order.pick(act);
      const r = speedclimb.play(
        s,
        seat,
        gameModule.bots.normal!.decide(speedclimb.view(s, seat), rngs[seat]!, { ms: Infinity }),
      );
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect(s.round).toBeLessThanOrEqual(40);
    expect(s.history.filter((h) => h.limit).map((h) => h.round)).toContain(15);
  });

  // dev-meister-1505 was found with the former stark, which discarded cards the others could lay
  // off: its round 14 never ended and only the renewal limit stopped it. Since stark keeps those
  // cards (issue 22) the same deal plays out without the limit — and none of 3,500 such deals
  // (dev-meister-1500…4999) reach it; the six-seat stall above still does.
  it('the endless round of dev-meister-1505 (Meister, normal ×3 + stark) now ends: the game ends within 40 rounds', () => {
    const seed = 'dev-meister-1505';
    const labels = ['normal', 'normal', 'normal', 'stark'];
    const record = playMatch(gameModule, { route: 'meister' }, seed, labels);
    // The same game move by move (the match runner's seeds), to see its rounds.
    const rngs = labels.map((_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
    const order = Rng.fromSeed(`${seed}/order`);
    let s = speedclimb.deal({ players: 4, route: 'meister' }, seed);
    let moves = 0;
    while (!speedclimb.result(s)) {
      const act = speedclimb.toAct(s);
      const seat = act.length === 1 ? act[0]! : order.pick(act);
      const move = gameModule.bots[labels[seat]!]!.decide(speedclimb.view(s, seat), rngs[seat]!, { ms: Infinity });
      const r = speedclimb.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
      moves++;
    }
    expect(moves).toBe(record.moves);
    expect(speedclimb.result(s)).toEqual(record.result);
    expect(s.round).toBeLessThanOrEqual(40);
    expect(s.history.filter((h) => h.limit)).toEqual([]);
  });
});
