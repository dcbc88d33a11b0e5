import { Rng } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { hint } from './hint.js';
import { gameEndExample, position, ratExample } from './testing/positions.js';
import { playAll } from './testing/play.js';
import { view } from './view.js';

describe('Rat (hint)', () => {
  const s = ratExample();

  it('"zeigt dir der starke Computer seine Wahl mit Begründung" for every legal card', () => {
    const h = hint(view(s, 0), { names: ['Du', 'Anna', 'Ben'], rng: new Rng([1, 2, 3, 4]) });
    if (!h.ok) throw new Error(h.error.code);
    expect(h.value.reasons.map((r) => r.move)).toEqual(view(s, 0).legalMoves);
    const best = Math.min(...h.value.reasons.map((r) => r.expectedPenalty));
    expect(h.value.reasons.find((r) => r.expectedPenalty === best)?.move).toEqual(h.value.choice);
    const h12 = h.value.reasons.find((r) => r.move.type === 'play' && r.move.card === 'H12');
    expect(h12?.nextCannotFollow).toBe(1);
    expect(h12?.why).toEqual({ kind: 'number', card: 'H12', floor: 12, dir: 1 });
    expect(h12?.next).toBe(1);
    expect(h12?.text).toMatch(
      /^Hutsalon 12: der Lift fährt rauf; Anna kann mit 100 % nicht mehr folgen; erwartete Strafe \d+,\d\.$/,
    );
  });

  it('says how likely the round ends the game with the player ahead (stark plays for the game)', () => {
    // Anna's loads of this round (37 Kartons) end the game at this Feierabend, "Du" far ahead
    const e = gameEndExample([5, 30, 20]);
    const h = hint(view(e, 0), { names: ['Du', 'Anna', 'Ben'], rng: new Rng([1, 2, 3, 4]) });
    if (!h.ok) throw new Error(h.error.code);
    for (const r of h.value.reasons) {
      expect(r.endsAhead).toBe(1);
      expect(r.text).toMatch(/; mit 100 % endet die Partie mit dir vorn; erwartete Strafe \d+,\d\.$/);
    }
    // in round 1 of the ratExample nobody can reach the limit: nothing said
    const first = hint(view(s, 0), { names: ['Du', 'Anna', 'Ben'], rng: new Rng([1, 2, 3, 4]) });
    if (!first.ok) throw new Error(first.error.code);
    expect(first.value.reasons.every((r) => r.endsAhead === 0 && !r.text.includes('Partie'))).toBe(true);
  });

  it('the detective and the exit end the ride: no follow probability, the load in Kartons', () => {
    const d = position({
      config: { aussteigenJederzeit: true },
      hands: [
        ['HD', 'H1', 'S1'],
        ['S11', 'P1', 'P2'],
        ['P12', 'S3', 'S2'],
      ],
      turn: 0,
      ride: [
        { seat: 1, card: 'P8' },
        { seat: 2, card: 'P9' },
      ],
    });
    const h = hint(view(d, 0), { rng: new Rng([4, 3, 2, 1]) });
    if (!h.ok) throw new Error(h.error.code);
    const texts = h.value.reasons.map((r) => [r.move.type, r.nextCannotFollow, r.text]);
    expect(h.value.reasons.map((r) => r.why)).toContainEqual({ kind: 'detective', caught: 2, kartons: 7 });
    expect(h.value.reasons.map((r) => r.why)).toContainEqual({ kind: 'exit', kartons: 5 });
    expect(h.value.reasons.map((r) => r.text).join(' ')).not.toMatch(/Platz|\b[HPSRFU]\d/);
    expect(texts).toContainEqual([
      'play',
      null,
      expect.stringMatching(/^Hausdetektiv: Spieler 3 nimmt die Ladung mit 7 Kartons; erwartete Strafe/),
    ]);
    expect(texts).toContainEqual([
      'exit',
      null,
      expect.stringMatching(/^Aussteigen: du nimmst 5 Kartons und eröffnest die nächste Fahrt; erwartete Strafe/),
    ]);
  });

  it('one Karton is "1 Karton" (as the table says it), not "1 Kartons"', () => {
    const d = position({
      config: { aussteigenJederzeit: true },
      hands: [
        ['H6', 'H1', 'S1'],
        ['S11', 'P1', 'P2'],
        ['P12', 'S3', 'S2'],
      ],
      turn: 0,
      ride: [{ seat: 2, card: 'S5' }],
    });
    const h = hint(view(d, 0), { rng: new Rng([4, 3, 2, 1]) });
    if (!h.ok) throw new Error(h.error.code);
    const exit = h.value.reasons.find((r) => r.move.type === 'exit');
    expect(exit?.why).toEqual({ kind: 'exit', kartons: 1 });
    expect(exit?.text).toMatch(/^Aussteigen: du nimmst 1 Karton und eröffnest die nächste Fahrt; erwartete Strafe/);
  });

  it('"Tagesfahrt: … Einen Rat gibt es dabei nicht." → ERR_NO_HINT_IN_TAGESFAHRT', () => {
    const t = position({
      config: { tagesfahrt: true },
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const h = hint(view(t, 0));
    expect(h.ok ? null : h.error.code).toBe('ERR_NO_HINT_IN_TAGESFAHRT');
  });

  it('no hint for a seat that is not on turn or a spectator', () => {
    const a = hint(view(s, 1));
    const b = hint(view(s, null));
    expect([a.ok ? null : a.error.code, b.ok ? null : b.error.code]).toEqual([
      'ERR_NOT_YOUR_TURN',
      'ERR_NOT_YOUR_TURN',
    ]);
  });

  it('the opening and the Liftboy get their own sentences', () => {
    const o = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4', 'LB'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const h = hint(view(o, 0));
    if (!h.ok) throw new Error(h.error.code);
    expect(h.value.reasons[0]?.text).toMatch(
      /^Hutsalon 5: du eröffnest die Fahrt auf Etage 5; Spieler 2 kann mit 0 % nicht mehr folgen/,
    );
    const lb = playAll(
      position({
        hands: [
          ['H5', 'P3'],
          ['S9', 'H4'],
          ['LB', 'H1', 'S1'],
        ],
        turn: 0,
      }),
      'H5',
      'S9',
    ).state;
    const hl = hint(view(lb, 2));
    if (!hl.ok) throw new Error(hl.error.code);
    expect(hl.value.reasons.map((r) => r.text)).toEqual([
      expect.stringMatching(/^Liftboy: der Lift fährt ab Etage 9 runter; /),
    ]);
  });

  it('after an Expresskabine the Liftboy turns the lift at the Erdgeschoss, not at "Etage 0"', () => {
    const ex = playAll(
      position({
        hands: [
          ['H5', 'LB', 'P3'],
          ['S9', 'H4'],
          ['EX', 'H1', 'S1'],
        ],
        turn: 0,
      }),
      'H5',
      'S9',
      'EX',
    ).state;
    const h = hint(view(ex, 0));
    if (!h.ok) throw new Error(h.error.code);
    const lb = h.value.reasons.find((r) => r.move.type === 'play' && r.move.card === 'LB');
    expect(lb?.why).toEqual({ kind: 'liftboy', floor: 0, dir: -1 });
    expect(lb?.text).toMatch(/^Liftboy: der Lift fährt vom Erdgeschoss runter; /);
  });
});
