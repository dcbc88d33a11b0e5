import { playMatch, Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { speedclimb } from '../game.js';
import { hint } from '../hint.js';
import { gameModule } from '../index.js';
import { ROUTE_IDS } from '../routes.js';
import type { State } from '../state.js';
import { meld, position } from '../testing.js';
import { steps } from '../test-helpers.js';
import { decide, type Level } from './decide.js';
import { countGifts } from './gifts.js';

const rng = () => new Rng([1, 2, 3, 4]);
const moveOf = (level: Level, s: State, seat = s.turn) => decide(level, speedclimb.view(s, seat), rng()).move;

describe('computer opponents', () => {
  it('play whole games on every route with only legal moves (the match runner refuses anything else)', () => {
    for (const route of ROUTE_IDS) {
      const rec = playMatch(gameModule, { route }, `bots-${route}`, ['leicht', 'normal', 'stark']);
      expect(rec.result.places.length).toBe(3);
    }
  });

  it('lay the camp as soon as it is complete', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [['R3', 'B4', 'G5', 'R7', 'B8', 'G9', 'Y12', 'O13', 'V1', 'Y2', 'O3'], ['R1']],
      phase: 'play',
    });
    for (const level of ['leicht', 'normal', 'stark'] as const) expect(moveOf(level, s).type).toBe('camp');
  });

  it('normal "wirft keine Karten ab, die andere sofort anlegen könnten"', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [
        ['R10', 'V1', 'Y3', 'O14', 'B15', 'G9', 'R2', 'Y7'],
        ['R1', 'B2'],
      ],
      melds: [meld(1, 'set', ['Y10', 'O10'], 10)],
      campLaid: [false, true],
      phase: 'play',
    });
    for (let i = 0; i < 5; i++) {
      const m = decide('normal', speedclimb.view(s, 0), new Rng([i, 1, 2, 3])).move;
      expect(m).not.toEqual({ type: 'discard', card: 'R10' });
    }
  });

  it('normal collects for its camp: takes a depot card that completes a run part', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [['R3', 'B4', 'R7', 'B8', 'G9', 'Y12', 'O14', 'V1', 'Y15', 'O11'], ['R1']],
      piles: [[], ['G5']],
    });
    expect(moveOf('normal', s)).toEqual({ type: 'draw', from: 'pile', pile: 1 });
  });

  it('normal places the Schneesturm at once; stark saves it for the player about to finish', () => {
    const base = {
      route: 'gipfelsturm' as const,
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'O5', 'V7'],
        ['R5', 'B6', 'G7', 'Y8', 'O9', 'V10', 'R11'],
      ],
      phase: 'play' as const,
    };
    const calm = position(base);
    expect(moveOf('normal', calm).type).toBe('storm');
    expect(moveOf('stark', calm).type).not.toBe('storm');
    const close = position({
      ...base,
      hands: [base.hands[0]!, ['R5', 'B6']],
      melds: [meld(1, 'run', ['R12', 'R13', 'R14'], 12, 14), meld(1, 'run', ['B1', 'B2', 'B3'], 1, 3)],
      campLaid: [false, true],
    });
    expect(moveOf('stark', close)).toEqual({ type: 'storm', target: 1 });
    // Expedition, 2 seats: stark saves it too while the opponent is not close.
    const expedition = position({
      route: 'expedition',
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'G5', 'Y7'],
        ['R5', 'B6', 'G7', 'Y8', 'R9', 'B10', 'R11'],
      ],
      phase: 'play',
    });
    expect(moveOf('stark', expedition).type).not.toBe('storm');
  });

  it('stark with 3+ seats places the Schneesturm at once before the player closest to finishing', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'O5', 'V7'],
        ['R5', 'B6', 'G7', 'Y8', 'O9', 'V10', 'R11'],
        ['G1', 'Y2', 'O3', 'V4'],
      ],
      melds: [meld(2, 'run', ['R12', 'R13', 'R14'], 12, 14), meld(2, 'run', ['B1', 'B2', 'B3'], 1, 3)],
      campLaid: [false, false, true],
      phase: 'play',
    });
    expect(moveOf('stark', s)).toEqual({ type: 'storm', target: 2 });
  });

  it('stark with 3+ seats saves the Schneesturm while no opponent is about to finish', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'O5', 'V7'],
        ['R5', 'B6', 'G7', 'Y8', 'O9', 'V10', 'R11'],
        ['G1', 'Y2', 'O3', 'V4', 'G8', 'Y9'],
      ],
      phase: 'play',
    });
    expect(moveOf('normal', s).type).toBe('storm');
    expect(moveOf('stark', s).type).not.toBe('storm');
    // the same table on the Expedition route, four seats: still saved
    const expedition = position({
      route: 'expedition',
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'G5', 'Y7'],
        ['R5', 'B6', 'G7', 'Y8', 'R9', 'B10', 'R11'],
        ['G1', 'Y2', 'R3', 'B4', 'G8', 'Y9'],
        ['B1', 'G2', 'Y3', 'R4', 'B8', 'G9'],
      ],
      phase: 'play',
    });
    expect(moveOf('stark', expedition).type).not.toBe('storm');
    // … and placed once an opponent holds three cards or fewer
    const close = position({
      route: 'gipfelsturm',
      hands: [
        ['X', 'R3', 'B9', 'G12', 'Y1', 'O5', 'V7'],
        ['R5', 'B6', 'G7', 'Y8', 'O9', 'V10', 'R11'],
        ['G1', 'Y2', 'O3'],
      ],
      phase: 'play',
    });
    expect(moveOf('stark', close)).toEqual({ type: 'storm', target: 2 });
    expect(hint(speedclimb.view(close, 0))?.why).toEqual({ kind: 'storm', target: 2, aboutToFinish: true });
  });

  it('stark never hands an opponent a card it can lay off at once unless forced (Expedition, 4 seats)', () => {
    // seat 0 has its colour group of greens down with two cards left; seat 1 (stark) would by
    // its outs count have given away G3 (found by scripts/layoff-gifts.ts, gifts-expedition-3)
    const green = meld(0, 'color', ['G2', 'G3', 'G4', 'G5', 'G7', 'G10', 'G12', 'G11']);
    const hand = ['Y12', 'G5', 'R9', 'B12', 'G3', 'Y9', 'G6', 'B9', 'Y12', 'G6', 'J'];
    const s = position({
      route: 'expedition',
      hands: [
        ['R1', 'B2'],
        hand,
        ['R2', 'B3', 'Y4', 'R5', 'B6', 'Y7', 'R8', 'B10', 'Y10', 'R11'],
        ['B1', 'Y1', 'R3', 'B4', 'Y5', 'R6', 'B7', 'Y8', 'R10', 'B11'],
      ],
      melds: [green],
      campLaid: [true, false, false, false],
      stage: [7, 6, 8, 9],
      level: [7, 6, 8, 9],
      turn: 1,
      phase: 'play',
    });
    const m = moveOf('stark', s);
    expect(m.type).toBe('discard');
    expect((m as { card: string }).card[0]).not.toBe('G');
    expect(m).not.toEqual({ type: 'discard', card: 'J' });
    // forced: every card in hand fits the green group — then it gives one
    const forced = position({
      route: 'expedition',
      hands: [
        ['R1', 'B2'],
        ['G6', 'G8'],
        ['R2', 'B3'],
        ['B1', 'Y1'],
      ],
      melds: [green],
      campLaid: [true, false, false, false],
      stage: [7, 6, 8, 9],
      level: [7, 6, 8, 9],
      turn: 1,
      phase: 'play',
    });
    expect(moveOf('stark', forced).type).toBe('discard');
  });

  it('stark gives no unforced lay-off gift over whole simulated games (Expedition, 4 seats, 12 games)', () => {
    // before the rule, games 3, 5 and 10 of these seeds held unforced gifts (scripts/layoff-gifts.ts)
    const count = countGifts('expedition', ['stark', 'normal', 'normal', 'normal'], 12, 'stark');
    expect(count.discards).toBeGreaterThan(500);
    expect(count.examples).toEqual([]);
    expect(count.gifts).toBe(count.forced);
  }, 30_000);

  it('stark, camp down with 3+ seats, keeps the card nearest to fitting a meld', () => {
    // a run 4–7 (R9 fits once an 8 is laid) and a set of twelves: B2 and G15 never fit
    const melds = [meld(0, 'run', ['R4', 'B5', 'G6', 'Y7'], 4, 7), meld(1, 'set', ['R12', 'B12'], 12)];
    const s = position({
      route: 'gipfelsturm',
      hands: [['R9', 'B2', 'J'], ['R1', 'G4'], ['Y1']],
      melds,
      campLaid: [true, true, false],
      phase: 'play',
    });
    // lay-offs come first: the Sherpa fits anywhere
    const after = position({
      route: 'gipfelsturm',
      hands: [['R9', 'B2', 'G15'], ['R1', 'G4'], ['Y1']],
      melds,
      campLaid: [true, true, false],
      phase: 'play',
    });
    expect(moveOf('stark', s).type).toBe('layoff');
    expect(moveOf('stark', after)).not.toEqual({ type: 'discard', card: 'R9' });
  });

  it('stark remembers cards taken openly and keeps such cards from that player', () => {
    let s = position({
      route: 'gipfelsturm',
      hands: [
        ['R1', 'B2', 'G3', 'O9', 'V9', 'Y13', 'R12', 'G6'],
        ['R9', 'B13', 'G14', 'Y14', 'O4', 'V5', 'B6'],
      ],
      piles: [[], ['Y9']],
      level: [0, 5], // seat 2 plays camp 6: 1 Zwilling + 2 Drillinge
      stage: [0, 5],
      stockTop: ['V15'],
      turn: 1,
    });
    s = steps(s, 1, 'D2', '-O4');
    s = steps(s, 0, 'M');
    expect(speedclimb.view(s, 0).openTakes[1]).toEqual(['Y9']);
    const m = moveOf('stark', s, 0);
    expect(m.type).toBe('discard');
    expect(m).not.toEqual({ type: 'discard', card: 'O9' });
    expect(m).not.toEqual({ type: 'discard', card: 'V9' });
    // normal has no such memory: the nines help neither of its runs, so it gives one away
    expect(['O9', 'V9', 'G6', 'V15']).toContain((moveOf('normal', s, 0) as { card: string }).card);
  });

  it('stark packs instead of discarding once its Meister camp is down, and unpacks for the next camp', () => {
    const s = position({
      route: 'meister',
      hands: [
        ['J', 'R3', 'B9'],
        ['R1', 'R2'],
      ],
      melds: [meld(0, 'set', ['R5', 'B5', 'G5'], 5), meld(0, 'set', ['R7', 'B7', 'G7'], 7)],
      campLaid: [true, false],
      phase: 'play',
    });
    // the Sherpa goes on a meld first (lay-offs before the end of the turn) …
    expect(moveOf('stark', s).type).toBe('layoff');
    const after = position({
      route: 'meister',
      hands: [
        ['R3', 'B9'],
        ['R1', 'R2'],
      ],
      melds: [meld(0, 'set', ['R5', 'B5', 'G5', 'J'], 5), meld(0, 'set', ['R7', 'B7', 'G7'], 7)],
      campLaid: [true, false],
      phase: 'play',
    });
    expect(moveOf('stark', after).type).toBe('pack');
    const later = position({
      route: 'meister',
      hands: [['R5', 'B5', 'R8', 'B8', 'G8', 'Y1', 'Y2', 'Y11', 'G12', 'R10'], ['R1']],
      backpacks: [['G5'], []],
      stage: [0, 0],
    });
    expect(moveOf('stark', later)).toEqual({ type: 'draw', from: 'backpack', card: 'G5' });
  });

  it('leicht "greift oft daneben": over many decisions it discards cards normal would keep', () => {
    const s = position({
      route: 'gipfelsturm',
      hands: [['R3', 'B4', 'R7', 'B8', 'G9', 'Y12', 'O14', 'V1', 'Y15', 'G6', 'O2'], ['R1']],
      level: [1, 0], // camp 2: 4 Zwillinge — no pair in this hand
      phase: 'play',
    });
    const picks = new Set<string>();
    for (let i = 0; i < 40; i++)
      picks.add(JSON.stringify(decide('leicht', speedclimb.view(s, 0), Rng.fromSeed(`l${i}`)).move));
    expect(picks.size).toBeGreaterThan(2);
    expect(
      new Set([0, 1, 2].map((i) => JSON.stringify(decide('normal', speedclimb.view(s, 0), new Rng([i, 9, 9, 9])).move)))
        .size,
    ).toBe(1);
  });

  it('the hint ("Rat") gives the strong move with its reason as data, for any legal position', () => {
    const s = speedclimb.deal({ players: 3, route: 'meister' }, 'hint');
    const h = hint(speedclimb.view(s, s.turn))!;
    expect(speedclimb.legalMoves(s, s.turn)).toContainEqual(h.move);
    expect(typeof h.why.kind).toBe('string');
    expect(JSON.stringify(h.why)).not.toMatch(/Platz/);
    expect(hint(speedclimb.view(s, null))).toBeNull();
    expect(hint(speedclimb.view(s, (s.turn + 1) % 3))).toBeNull();
  });
});
