import { describe, expect, it } from 'vitest';
import { view } from './view.js';
import { position } from './testing/positions.js';
import { playAll } from './testing/play.js';

describe('Marken (L6)', () => {
  it('"wer rauf über 7 nicht mehr konnte, hat bis zum Feierabend keine Karte über 7 und keine Sonderkarte mehr" → ≤7 o.S.', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S7', 'H4'],
        ['S2', 'H1', 'S6'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'H5', 'S7', 'A');
    expect(state.exits).toEqual([{ seat: 2, floor: 7, dir: 1, specialsAllowed: true, detectiveAllowed: true }]);
    expect(view(state, 0).markers[2]).toEqual(['≤7', 'o.S.']);
  });

  it('a forced exit going down at 4 → ≥4; both together → 4–9', () => {
    const s = position({
      hands: [
        ['H5', 'P3', 'H11', 'P6'],
        ['S4', 'H7', 'H12', 'S10'],
        ['S5', 'H6', 'S9', 'S8'],
      ],
      turn: 0,
    });
    const down = playAll(s, 'H5', 'S4', 'A').state; // seat 2 cannot go below 4
    expect(view(down, 1).markers[2]).toEqual(['≥4', 'o.S.']);
    // seat 2 opens; seat 0 and seat 1 go up to 12; seat 2 must leave at 12 (nothing above)
    const up = playAll(down, 'S9', 'H11', 'H12', 'A').state;
    expect(view(up, 1).markers[2]).toEqual(['≥4', 'o.S.']);
    const s2 = position({
      hands: [
        ['H5', 'P3', 'H11', 'P6'],
        ['S4', 'H7', 'P9', 'S12'],
        ['S5', 'H6', 'S9', 'S8'],
      ],
      turn: 0,
    });
    const both = playAll(s2, 'H5', 'S4', 'A', 'S5', 'P6', 'P9', 'A').state;
    expect(view(both, 0).markers[2]).toEqual(['4–9', 'o.S.']);
  });

  it('an exit before the direction is fixed: only the detective would have fitted → o.D.', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S3', 'H3'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'P3', 'A');
    expect(state.exits[0]).toEqual({ seat: 1, floor: 3, dir: 0, specialsAllowed: false, detectiveAllowed: true });
    expect(view(state, 0).markers[1]).toEqual(['=3', 'o.D.']);
  });

  it('Liftboy after an Expresskabine: down from the ground floor nothing fits; the exit only says o.S.', () => {
    const s = position({
      config: { sonderkarten: 'ohneDetektiv' },
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['EX', 'H1'],
        ['LB', 'EX'],
      ],
      turn: 0,
    });
    const a = playAll(s, 'H5', 'S9', 'EX').state;
    expect(a.floor).toBe(0);
    const b = playAll(a, 'LB').state; // now down from 0: nothing fits for seat 0
    const { state } = playAll(b, 'A');
    expect(view(state, 1).markers[0]).toEqual(['o.S.']);
  });

  it('Gleiche Etage hält: an exit before the direction is fixed means no number card at all → o.Z.', () => {
    const s = position({
      config: { sonderkarten: 'ohneDetektiv', gleicheEtageHaelt: true },
      hands: [
        ['H5', 'P3'],
        ['LB', 'EX'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'H5', 'A');
    expect(view(state, 2).markers[1]).toEqual(['o.Z.']);
  });

  it('without special cards the exit tells nothing about specials', () => {
    const s = position({
      config: { sonderkarten: 'keine' },
      hands: [
        ['H5', 'P3'],
        ['S7', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'H5', 'S7', 'A');
    expect(view(state, 0).markers[2]).toEqual(['≤7']);
  });
});
