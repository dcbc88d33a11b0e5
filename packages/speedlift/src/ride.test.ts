import { describe, expect, it } from 'vitest';
import { view } from './view.js';
import { position } from './testing/positions.js';
import { legal, playAll, refused } from './testing/play.js';

describe('Eine Fahrt', () => {
  const opening = () =>
    position({
      hands: [
        ['H5', 'LB', 'P3'],
        ['S7', 'H9', 'EX'],
        ['S2', 'HD', 'H1'],
      ],
      turn: 0,
    });

  it('"Wer dran ist, eröffnet die Fahrt mit einer Zahlenkarte. Sie setzt die Etage."', () => {
    const s = opening();
    expect(legal(s)).toEqual(['H5', 'P3']);
    expect(refused(s, 'LB')).toBe('ERR_MUST_OPEN_WITH_NUMBER');
    expect(refused(s, 'A')).toBe('ERR_NOTHING_TO_TAKE');
    const after = playAll(s, 'H5').state;
    expect(after.floor).toBe(5);
    expect(after.dir).toBe(0);
    expect(after.turn).toBe(1);
  });

  it('"Die zweite Zahlenkarte legt die Richtung fest: höher als die Etage heißt rauf"', () => {
    const s = playAll(opening(), 'H5', 'S7').state;
    expect(s.dir).toBe(1);
    expect(s.floor).toBe(7);
    // "rauf nur noch höhere Etagen als die zuletzt gelegte"
    expect(legal(s)).toEqual(['HD']);
    expect(refused(s, 'S2')).toBe('ERR_WRONG_DIRECTION');
  });

  it('"… tiefer heißt runter" and then "runter nur tiefere"', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S4', 'H9'],
        ['S2', 'H6', 'S3'],
      ],
      turn: 0,
    });
    const down = playAll(s, 'H5', 'S4').state;
    expect(down.dir).toBe(-1);
    expect(legal(down)).toEqual(['S2', 'S3']);
    expect(refused(down, 'H6')).toBe('ERR_WRONG_DIRECTION');
  });

  it('"Dieselbe Etage darf nicht gelegt werden."', () => {
    const s = position({ hands: [['H5', 'P3'], ['S5', 'H9'], ['S2']], turn: 0 });
    const after = playAll(s, 'H5').state;
    expect(legal(after)).toEqual(['H9']);
    expect(refused(after, 'S5')).toBe('ERR_SAME_FLOOR');
  });

  it('"Liftboy und Expresskabine darfst du legen, sobald die Richtung feststeht (ab der zweiten Zahlenkarte). Den Detektiv darfst du legen, sobald eine Karte in der Fahrt liegt."', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['LB', 'EX', 'HD', 'S7'],
        ['S2', 'S9'],
      ],
      turn: 0,
    });
    const opened = playAll(s, 'H5').state;
    expect(legal(opened)).toEqual(['HD', 'S7']);
    expect(refused(opened, 'LB')).toBe('ERR_SPECIAL_TOO_EARLY');
    expect(refused(opened, 'EX')).toBe('ERR_SPECIAL_TOO_EARLY');
    const moving = position({
      hands: [
        ['H5', 'P3'],
        ['S7', 'H8'],
        ['LB', 'EX', 'HD', 'S1'],
      ],
      turn: 0,
    });
    expect(legal(playAll(moving, 'H5', 'S7').state)).toEqual(['LB', 'EX', 'HD']);
  });

  it('"Wer passend legen kann, muss legen."', () => {
    const s = playAll(opening(), 'H5').state;
    expect(refused(s, 'A')).toBe('ERR_MUST_PLAY');
  });

  it('"Wer nicht kann, steigt aus: Er nimmt die ganze Ladung (alle Karten der Fahrt) vor sich und eröffnet die nächste Fahrt." (L1)', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const up = playAll(s, 'H5', 'S9').state;
    expect(legal(up)).toEqual(['A']);
    const { state, events } = playAll(up, 'A');
    expect(state.loads[2]?.at(-1)).toEqual(['H5', 'S9']);
    expect(state.ride).toEqual([]);
    expect(state.turn).toBe(2);
    expect(state.floor).toBe(-1);
    expect(events).toEqual([{ type: 'exited', seat: 2, forced: true, load: ['H5', 'S9'] }]);
  });

  it('"Liftboy – kehrt die Fahrtrichtung um, die Etage bleibt. Fuhr der Lift rauf über 9, muss der Nächste jetzt runter unter 9."', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['LB', 'H1'],
        ['R10', 'R8', 'P12'],
      ],
      turn: 0,
    });
    const turned = playAll(s, 'H5', 'S9', 'LB').state;
    expect(turned.floor).toBe(9);
    expect(turned.dir).toBe(-1);
    expect(legal(turned)).toEqual(['R8']);
    expect(refused(turned, 'R10')).toBe('ERR_WRONG_DIRECTION');
  });

  it('"Expresskabine – fährt zurück an den Anfang: rauf ins Erdgeschoss" (L4: any floor fits, the direction stays)', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['EX', 'H1'],
        ['R10', 'R1', 'P12'],
      ],
      turn: 0,
    });
    const reset = playAll(s, 'H5', 'S9', 'EX').state;
    expect(reset.floor).toBe(0);
    expect(reset.dir).toBe(1);
    expect(legal(reset)).toEqual(['R10', 'R1', 'P12']);
  });

  it('"… runter aufs Dach" (L4)', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S2', 'H4'],
        ['EX', 'H1'],
        ['R12', 'R1', 'P11'],
      ],
      turn: 0,
    });
    const reset = playAll(s, 'H5', 'S2', 'EX').state;
    expect(reset.floor).toBe(13);
    expect(reset.dir).toBe(-1);
    expect(legal(reset)).toEqual(['R12', 'R1', 'P11']);
  });

  it('"Hausdetektiv – stellt den, der die Karte davor gelegt hat. Der nimmt sofort die ganze Ladung samt Detektiv." (L1, L2)', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['HD', 'H1'],
      ],
      turn: 0,
    });
    const { state, events } = playAll(s, 'H5', 'S9', 'HD');
    expect(state.loads[1]).toEqual([['H5', 'S9', 'HD']]);
    expect(state.turn).toBe(1); // L1: the caught player opens the next ride
    expect(state.ride).toEqual([]);
    expect(events.at(-1)).toEqual({ type: 'caught', seat: 1, by: 2, load: ['H5', 'S9', 'HD'] });
  });

  it('L2: the detective catches whoever laid the card directly before it, whatever that card was', () => {
    const s = position({
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['LB', 'H1'],
        ['HD', 'R2'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'H5', 'S9', 'LB', 'HD');
    expect(state.loads[2]?.at(-1)).toEqual(['H5', 'S9', 'LB', 'HD']);
    expect(state.turn).toBe(2);
  });

  it('L5: "Sonderkarten darf man nur ausspielen, wenn man keine Zahlenkarte mehr hat; sie wirken dann nicht, die nächste Zahlenkarte eröffnet."', () => {
    const s = position({
      hands: [
        ['HD', 'LB'],
        ['EX', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    expect(legal(s)).toEqual(['HD', 'LB']);
    const a = playAll(s, 'HD').state;
    expect(a.floor).toBe(-1); // no catch, no effect
    expect(a.ride).toHaveLength(1);
    expect(legal(a)).toEqual(['H4']); // seat 1 holds a number card: it must open
    expect(refused(a, 'EX')).toBe('ERR_MUST_OPEN_WITH_NUMBER');
    const b = playAll(a, 'H4').state;
    expect(b.floor).toBe(4);
    expect(b.ride.map((r) => r.card)).toEqual(['HD', 'H4']); // the special stays and counts in the load
  });

  it('Feierabend with the detective (L3): the caught player takes the load, then the round ends', () => {
    const s = position({ hands: [['H5', 'P3'], ['S9', 'H4'], ['HD']], turn: 0, dump: 0 });
    const { events } = playAll(s, 'H5', 'S9', 'HD');
    const caught = events.findIndex((e) => e.type === 'caught');
    const fa = events.find((e) => e.type === 'feierabend');
    expect(caught).toBeGreaterThanOrEqual(0);
    expect(events.findIndex((e) => e.type === 'feierabend')).toBeGreaterThan(caught);
    // seat 1 carries H5 (1) + S9 (2) + HD (2) = 5 Kartons and keeps H4 (1 Ladenhüter)
    expect(fa?.type === 'feierabend' && fa.score.penalty[1]).toBe(6);
  });

  it('a view shows the floor indicator and the direction', () => {
    const s = playAll(
      position({
        hands: [
          ['H5', 'P3'],
          ['S9', 'H4'],
          ['S2', 'H1'],
        ],
        turn: 0,
      }),
      'H5',
      'S9',
    ).state;
    const v = view(s, 2);
    expect([v.floor, v.dir]).toEqual([9, 1]);
    expect(v.legalMoves).toEqual([{ type: 'exit' }]);
  });
});
