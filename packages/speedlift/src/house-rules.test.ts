import { describe, expect, it } from 'vitest';
import { fullDeck } from './cards.js';
import { deal } from './definition.js';
import { parseConfig } from './config.js';
import { unwrap } from '@kartenhaus/core';
import { view } from './view.js';
import { position } from './testing/positions.js';
import { legal, playAll, refused } from './testing/play.js';

describe('Hausregeln', () => {
  it('"Aussteigen jederzeit: Du darfst auch freiwillig aussteigen und eine leichte Ladung nehmen, um selbst die nächste Fahrt zu eröffnen."', () => {
    const s = position({
      config: { aussteigenJederzeit: true },
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H10'],
      ],
      turn: 0,
    });
    expect(legal(s)).toEqual(['H5', 'P3']); // nothing to take yet
    expect(refused(s, 'A')).toBe('ERR_NOTHING_TO_TAKE');
    const a = playAll(s, 'H5').state;
    expect(legal(a)).toEqual(['S9', 'H4', 'A']);
    const { state, events } = playAll(a, 'A');
    expect(state.turn).toBe(1);
    expect(state.loads[1]).toEqual([['H5']]);
    expect(events[0]).toMatchObject({ type: 'exited', forced: false });
  });

  it('Aussteigen jederzeit (L6): even a forced exit is no public fact, so no markers', () => {
    const s = position({
      config: { aussteigenJederzeit: true },
      hands: [
        ['H5', 'P3'],
        ['S9', 'H4'],
        ['S2', 'H1'],
      ],
      turn: 0,
    });
    const { state } = playAll(s, 'H5', 'S9', 'A');
    expect(state.exits).toEqual([]);
    expect(view(state, 0).markers).toEqual([[], [], []]);
  });

  it('"Gleiche Etage hält: Dieselbe Etage darf gelegt werden; fährt der Lift schon, bleibt die Richtung."', () => {
    const s = position({
      config: { gleicheEtageHaelt: true },
      hands: [
        ['H5', 'P3'],
        ['S5', 'H9'],
        ['P5', 'S2'],
        ['R2', 'R1'],
      ],
      turn: 0,
    });
    const a = playAll(s, 'H5', 'S5').state;
    expect([a.floor, a.dir]).toEqual([5, 0]); // same floor: the direction is still open
    const b = playAll(a, 'S2').state;
    expect(b.dir).toBe(-1);
    expect(legal(b)).toEqual(['R2', 'R1']);
    const c = position({
      config: { gleicheEtageHaelt: true },
      hands: [
        ['H5', 'P3'],
        ['S7', 'H9'],
        ['P7', 'S2'],
        ['R5', 'R4'],
      ],
      turn: 0,
    });
    const moving = playAll(c, 'H5', 'S7', 'P7').state;
    expect([moving.floor, moving.dir]).toEqual([7, 1]); // "bleibt die Richtung"
  });

  it('"Sonderkarten: alle, ohne Detektiv oder ganz ohne."', () => {
    for (const sonderkarten of ['alle', 'ohneDetektiv', 'keine'] as const) {
      const s = deal(unwrap(parseConfig({ players: 4, sonderkarten })), 'h');
      const cards = [...s.hands.flat(), ...s.lager].sort();
      expect(cards).toEqual(fullDeck(4, sonderkarten).sort());
      expect(s.lager).toHaveLength(sonderkarten === 'alle' ? 6 : sonderkarten === 'ohneDetektiv' ? 4 : 0);
    }
  });

  it('"Ladenhüter zählen nicht: Nur die genommenen Ladungen zählen."', () => {
    const spec = {
      hands: [['H5'], ['S9', 'H4', 'H3'], ['S2', 'H1']] as const,
      turn: 0,
      loads: [[], [['P12']], []] as const,
      dump: 2,
    };
    const counted = playAll(position({ ...spec, hands: spec.hands.map((h) => [...h]) }), 'H5').events;
    const notCounted = playAll(
      position({ ...spec, hands: spec.hands.map((h) => [...h]), config: { ladenhueterZaehlenNicht: true } }),
      'H5',
    ).events;
    const sheet = (es: typeof counted) => es.find((e) => e.type === 'feierabend');
    const a = sheet(counted);
    const b = sheet(notCounted);
    expect(a?.type === 'feierabend' && [a.score.kartons[1], a.score.ladenhueter[1], a.score.penalty[1]]).toEqual([
      3, 3, 6,
    ]);
    expect(b?.type === 'feierabend' && [b.score.kartons[1], b.score.ladenhueter[1], b.score.penalty[1]]).toEqual([
      3, 0, 3,
    ]);
  });
});
