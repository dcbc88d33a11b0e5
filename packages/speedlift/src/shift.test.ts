import { unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { loadKartons } from './cards.js';
import { parseConfig } from './config.js';
import { deal } from './definition.js';
import { result } from './result.js';
import { position } from './testing/positions.js';
import { playAll } from './testing/play.js';
import type { RoundScore } from './state.js';

const sheet = (penalty: number[], dealer = 0): RoundScore => ({
  dealer,
  kartons: penalty,
  ladenhueter: penalty.map(() => 0),
  penalty,
});

describe('Feierabend, Schicht und Sieg', () => {
  it('"Sobald jemand seine letzte Karte gelegt hat, ist Feierabend … Die offene Fahrt bleibt im Lift und zählt für niemanden."', () => {
    const s = position({ hands: [['P12'], ['S9', 'H4'], ['S2', 'H1', 'H2']], turn: 0, loads: [[], [['H7']], []] });
    const { state, events } = playAll(s, 'P12');
    const fa = events.find((e) => e.type === 'feierabend');
    if (fa?.type !== 'feierabend') throw new Error('no Feierabend');
    expect(fa.seat).toBe(0);
    const dumped = loadKartons(s.loads[2]?.[0] ?? []);
    // "Kartons seiner genommenen Ladungen. Dazu kommt 1 Strafpunkt je Karte, die noch auf der Hand ist"
    expect(fa.score.kartons).toEqual([0, 1, dumped]); // P12 (3 Kartons) in the open ride counts for nobody
    expect(fa.score.ladenhueter).toEqual([0, 2, 3]);
    expect(fa.score.penalty).toEqual([0, 3, dumped + 3]);
    expect(state.scores).toEqual([fa.score]);
  });

  it('L7: the dealer moves one seat clockwise each round; the player left of the dealer opens', () => {
    const first = deal(unwrap(parseConfig({ players: 4 })), 'l7');
    expect([first.dealer, first.turn]).toEqual([0, 1]);
    const s = position({
      hands: [['H5'], ['S9', 'H4'], ['S2', 'H1'], ['R1']],
      turn: 0,
      dump: 0,
      config: { limit: 80 },
    });
    const { state, events } = playAll(s, 'H5');
    expect(events.at(-1)).toEqual({ type: 'roundStarted', round: 1, dealer: 1, opener: 2 });
    expect([state.round, state.dealer, state.turn]).toEqual([1, 1, 2]);
    expect(state.hands.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    expect(state.loads).toEqual([[], [], [], []]);
  });

  it('"Schicht: Jeder gibt einmal – so viele Runden, wie Spieler am Tisch sitzen."', () => {
    const s = position({
      hands: [['H5'], ['S9', 'H4'], ['S2', 'H1']],
      turn: 0,
      dump: 0,
      round: 2,
      scores: [sheet([1, 2, 3], 0), sheet([2, 2, 2], 1)],
    });
    const { state, events } = playAll(s, 'H5');
    expect(state.over).toBe(true);
    expect(state.scores).toHaveLength(3);
    expect(events.at(-1)?.type).toBe('gameOver');
    expect(result(state)).not.toBeNull();
  });

  it('"Hat nach einer Runde jemand so viele Strafpunkte erreicht, ist die Partie aus." (30 ends, 80 goes on)', () => {
    const spec = { hands: [['H5'], ['S9', 'H4'], ['S2', 'H1']] as string[][], turn: 0, dump: 2 };
    const low = position({ ...spec, hands: [['H5'], ['S9', 'H4'], ['S2', 'H1']], config: { limit: 30 } });
    const penalty2 = loadKartons(low.loads[2]?.[0] ?? []) + 2;
    expect(penalty2).toBeGreaterThanOrEqual(30);
    expect(penalty2).toBeLessThan(80);
    expect(playAll(low, 'H5').state.over).toBe(true);
    const high = position({ ...spec, hands: [['H5'], ['S9', 'H4'], ['S2', 'H1']], config: { limit: 80 } });
    expect(playAll(high, 'H5').state.over).toBe(false);
  });

  it('"Es gewinnt, wer die wenigsten Strafpunkte hat. Gleiche Strafpunkte teilen sich den Platz." with L9 points', () => {
    const s = position({
      hands: [['H5'], ['S9', 'H4'], ['S2', 'H1'], ['R3', 'R4']],
      turn: 0,
      loads: [[], [], [], []],
      dump: 0,
      round: 3,
      scores: [sheet([4, 2, 3, 12]), sheet([3, 5, 4, 0]), sheet([0, 0, 0, 1])],
    });
    const dump = loadKartons(s.loads[0]?.[0] ?? []);
    const { state } = playAll(s, 'H5');
    const r = result(state);
    // round 4: seat 0 carries the dump, seats 1–3 keep 2 Ladenhüter each
    const totals = [7 + dump, 9, 9, 15];
    expect(r?.scores).toEqual(totals);
    expect(dump).toBeGreaterThan(8); // so seat 0 is last
    expect(r?.places).toEqual([4, 1, 1, 3]); // seats 1 and 2 share place 1, the next place is 3
    // L9: "Je Runde zählen 10 minus deine Strafpunkte (nie unter 0), am Ende kommt der Platzbonus dazu"
    expect(r?.points).toEqual([
      6 + 7 + 10 + Math.max(0, 10 - dump),
      8 + 5 + 10 + 8 + 30,
      7 + 6 + 10 + 8 + 30,
      0 + 10 + 9 + 8 + 5,
    ]);
  });
});
