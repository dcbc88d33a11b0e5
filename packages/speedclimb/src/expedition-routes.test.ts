import { describe, expect, it } from 'vitest';
import { speedclimb } from './game.js';
import { meld, position } from './testing.js';
import { legalTexts, refused, step, steps } from './test-helpers.js';

const E = 'expedition' as const;
const M = 'meister' as const;

describe('Große Expedition', () => {
  it('"108 Karten: 1–12 in vier Farben, je doppelt, 8 Sherpas, 4 Schneestürme"; the opening card goes on the discard pile', () => {
    const s = speedclimb.deal({ players: 3, route: E }, 'exp');
    expect(s.piles.length).toBe(1);
    const cards = s.stock.length + s.piles[0]!.length + s.hands.flat().length;
    expect(cards).toBe(108);
    expect(s.piles[0]!.length).toBe(1);
  });

  it('"Er kommt gleich beim Ausspielen auf die Ablage und sperrt sie, bis jemand eine Karte darauf abwirft."', () => {
    const s = position({
      route: E,
      hands: [
        ['X', 'R3', 'B9'],
        ['R5', 'B6'],
        ['G7', 'Y8'],
      ],
      piles: [['Y1']],
      phase: 'play',
    });
    const a = step(s, 0, 'X>2').state;
    expect(a.piles[0]!.at(-1)).toBe('X');
    expect(a.turn).toBe(2); // seat 2 (index 1) is skipped
    expect(a.stormsUnder).toBe(0);
    refused(a, 2, 'A', 'ERR_CANNOT_TAKE_STORM');
    expect(legalTexts(a, 2)).toEqual(['M']);
    const b = steps(a, 2, 'M', '-G7');
    expect(b.piles[0]!.slice(-2)).toEqual(['X', 'G7']);
    expect(legalTexts(b, 0)).toContain('D1'); // the discard pile is open again
  });

  it('S2: a Schneesturm as opening card lies on the discard pile and blocks it', () => {
    let found = false;
    for (let i = 0; i < 400 && !found; i++) {
      const s = speedclimb.deal({ players: 2, route: E }, `xs-${i}`);
      if (s.piles[0]![0] === 'X') {
        found = true;
        expect(legalTexts(s, s.turn)).toEqual(['M']);
      }
    }
    expect(found).toBe(true);
  });

  it('"Ist das Material alle, werden … auf den Expeditionen die Ablage bis auf die oberste Karte gemischt"', () => {
    const s = position({ route: E, hands: [['R1'], ['R2']], restTo: 0, piles: [['B1', 'B2']] });
    const r = step(s, 0, 'M');
    expect(r.events.find((e) => e.type === 'reshuffled')).toMatchObject({ cause: 'empty' });
    expect(r.state.piles[0]!.length).toBe(1);
  });

  it('"Sind Material, Depots und Ablage ganz leer, endet der Durchgang ohne Sieger: Jeder mit aufgeschlagenem Lager steigt eins weiter."', () => {
    // Stock and discard pile empty; the Schneesturm blocks the pile: nothing can be drawn any more.
    const s = position({
      route: E,
      hands: [['X', 'R1'], []],
      restToHand: 1,
      piles: [[]],
      campLaid: [true, false],
      phase: 'play',
    });
    const r = step(s, 0, 'X>2');
    const end = r.events.find((e) => e.type === 'roundEnded');
    expect(end).toMatchObject({ record: { finisher: null } });
    expect(r.state.level).toEqual([1, 0]);
  });

  it('"Du bist auch fertig, wenn du die letzte Karte anlegst." — and laying the last cards as camp also finishes (S8)', () => {
    const s = position({
      route: E,
      hands: [['B10'], ['R1', 'R2']],
      melds: [meld(1, 'set', ['Y10', 'G10', 'R10'], 10)],
      campLaid: [true, true],
      phase: 'play',
    });
    const r = step(s, 0, '+B10>1');
    expect(r.events.find((e) => e.type === 'roundEnded')).toMatchObject({ record: { finisher: 0 } });
    const t = position({
      route: E,
      hands: [['R5', 'B5', 'G5', 'Y5', 'R5', 'R9', 'B9', 'G9'], ['R1']],
      level: [9, 0],
      phase: 'play',
    });
    const u = step(t, 0, 'L R5 B5 G5 Y5 R5 | R9 B9 G9');
    expect(u.state.phase).toBe('over');
  });

  it('"Jeder mit aufgeschlagenem Lager kommt eine Etappe weiter. Restkarten zählen Strafpunkte: 1–9 je 5, 10–12 je 10, Schneesturm 15, Sherpa 25."', () => {
    const s = position({
      route: E,
      hands: [['R1'], ['R2', 'B11', 'X', 'J'], ['G12']],
      campLaid: [true, true, false],
      level: [3, 3, 3],
      penalty: [0, 10, 0],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.level).toEqual([4, 4, 3]);
    expect(r.penalty).toEqual([0, 10 + 5 + 10 + 15 + 25, 10]);
    expect(r.history[0]?.penalty).toEqual([0, 55, 10]);
  });

  it('"Nach dem Durchgang, in dem jemand die zehnte Etappe schafft, ist Schluss. Haben es mehrere geschafft, gewinnt, wer die wenigsten Strafpunkte hat." (S10)', () => {
    const s = position({
      route: E,
      hands: [['R1'], ['R2', 'B11'], ['G12']],
      campLaid: [true, true, false],
      level: [9, 9, 9],
      penalty: [100, 40, 0],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.phase).toBe('over');
    const res = speedclimb.result(r)!;
    expect(res.places).toEqual([2, 1, 3]);
    expect(res.scores).toEqual([100, 55, 10]);
    // S14: round(100 × 10/10) + 15 (second, 3 players), 100 + 30, round(100 × 9/10) + 0
    expect(res.points).toEqual([115, 130, 90]);
  });

  it('camps of the Expedition route follow the stage order', () => {
    const s = position({
      route: E,
      hands: [['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'B1', 'B2'], ['G1']],
      level: [3, 0],
      phase: 'play',
    });
    expect(legalTexts(s, 0).some((t) => t.startsWith('L '))).toBe(true); // stage 4: Siebenerfolge
    refused(s, 0, 'L R1 R2 R3 | R4 R5 R6', 'ERR_PART_SIZE');
  });
});

describe('Meister-Expedition', () => {
  const hands = [
    ['R5', 'B5', 'G5', 'Y7', 'R7', 'B7', 'G1', 'Y2', 'R11', 'B12', 'X'],
    ['R1', 'R2', 'R3'],
  ];

  it('"Du spielst die zehn Etappen in beliebiger Reihenfolge … bis zu deinem ersten Zug kannst du eine andere noch offene Etappe wählen" (S12)', () => {
    const done = [
      [false, false, true, false, false, false, false, false, false, false],
      new Array<boolean>(10).fill(false),
    ];
    const s = position({ route: M, hands, stage: [3, 0], stagesDone: done, level: [1, 0] });
    const stages = legalTexts(s, 0).filter((t) => /^E\d+$/.test(t));
    expect(stages).toEqual(['E1', 'E2', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10']);
    refused(s, 0, 'E3', 'ERR_STAGE_DONE');
    const a = step(s, 0, 'E1').state;
    expect(a.stage[0]).toBe(0);
    const b = step(a, 0, 'M').state;
    refused(b, 0, 'E2', 'ERR_STAGE_LOCKED');
    // with the chosen stage "2 Drillinge" the camp can be laid
    expect(legalTexts(b, 0).some((t) => t.startsWith('L '))).toBe(true);
  });

  it('"Zu Beginn jedes Durchgangs schlägt dir das Spiel die Etappe vor, die am besten zu deinen Karten passt"; a green dot marks complete stages', () => {
    for (let i = 0; i < 20; i++) {
      const s = speedclimb.deal({ players: 2, route: M }, `m${i}`);
      for (const seat of [0, 1]) {
        const v = speedclimb.view(s, seat);
        expect(v.proposed).toBe(s.stage[seat]);
        // a proposed stage is layable whenever any stage is
        if (v.stageReady.some(Boolean)) expect(v.stageReady[v.proposed!]).toBe(true);
      }
    }
  });

  it("SC22: another seat's stage — proposed from its hidden hand — and its stage choice stay hidden until its camp is laid", () => {
    const done = [new Array<boolean>(10).fill(false), new Array<boolean>(10).fill(false)];
    const s = position({ route: M, hands, stage: [3, 0], stagesDone: done, level: [0, 0] });
    expect(speedclimb.view(s, 0).stage).toEqual([3, null]);
    expect(speedclimb.view(s, 1).stage).toEqual([null, 0]);
    expect(speedclimb.view(s, null).stage).toEqual([null, null]);
    const a = step(s, 0, 'E1');
    const chosen = a.events.find((e) => e.type === 'stageChosen');
    expect(chosen).toEqual({ type: 'stageChosen', seat: 0, stage: 0 });
    expect(speedclimb.viewEvent(chosen!, 0)).toEqual(chosen);
    expect(speedclimb.viewEvent(chosen!, 1)).toBeNull();
    expect(speedclimb.viewEvent(chosen!, null)).toBeNull();
    expect(speedclimb.view(a.state, 1).stage).toEqual([null, 0]);
    // laid: the camp on the table shows the stage anyway
    const b = steps(a.state, 0, 'M', 'L R5 B5 G5 | Y7 R7 B7');
    expect(speedclimb.view(b, 1).stage).toEqual([0, 0]);
    // the proposal at the deal, a function of each hand, is the own seat's only
    for (let i = 0; i < 10; i++) {
      const d = speedclimb.deal({ players: 3, route: M }, `sc22-${i}`);
      expect(speedclimb.view(d, 1).stage).toEqual([null, d.stage[1], null]);
    }
  });

  it('"Geschaffte Etappen sind abgehakt": the stage laid is ticked at the end of the round', () => {
    const s = position({ route: M, hands: [['R1'], ['R2']], stage: [6, 0], campLaid: [true, false], phase: 'play' });
    const r = step(s, 0, '-R1').state;
    expect(r.stagesDone[0]![6]).toBe(true);
    expect(r.level).toEqual([1, 0]);
    expect(r.stage[0]).not.toBe(6);
  });

  it('"Einmal je Durchgang darfst du statt abzuwerfen eine Karte einpacken (kein Schneesturm, nicht die letzte Karte)" (S11)', () => {
    const s = position({ route: M, hands, phase: 'play', stage: [3, 0] });
    refused(s, 0, 'EIN X', 'ERR_CANNOT_PACK');
    const a = step(s, 0, 'EIN R5').state;
    expect(a.backpacks[0]).toEqual(['R5']);
    expect(a.turn).toBe(1);
    const back = steps(a, 1, 'M', '-R1');
    const c = step(back, 0, 'M').state;
    refused(c, 0, 'EIN B5', 'ERR_ALREADY_PACKED');
    const last = position({ route: M, hands: [['R5'], ['R1']], phase: 'play' });
    refused(last, 0, 'EIN R5', 'ERR_CANNOT_PACK');
  });

  it('S11: "Der Rucksack ist auf vier Karten begrenzt"', () => {
    const s = position({ route: M, hands, backpacks: [['J', 'J', 'R12', 'R12'], []], phase: 'play' });
    refused(s, 0, 'EIN R5', 'ERR_BACKPACK_FULL');
  });

  it('"Zu Beginn eines späteren Zuges nimmst du statt vom Material oder der Ablage eine Karte aus dem Rucksack – auch in einem späteren Durchgang."', () => {
    const s = position({
      route: M,
      hands: [['R1'], ['R2', 'R3']],
      backpacks: [['J'], []],
      phase: 'play',
      campLaid: [true, false],
    });
    const next = step(s, 0, '-R1').state; // round ends, backpack survives
    expect(next.round).toBe(2);
    expect(next.backpacks[0]).toEqual(['J']);
    const seat0 = next.turn === 0 ? next : steps(next, 1, 'M', `-${next.hands[1]![0]}`);
    expect(legalTexts(seat0, 0)).toContain('AUS J');
    const took = step(seat0, 0, 'AUS J');
    expect(took.state.hands[0]).toContain('J');
    expect(took.state.backpacks[0]).toEqual([]);
    expect(speedclimb.viewEvent(took.events[0]!, 1)).toMatchObject({ type: 'drew', card: null });
  });

  it('"Was im Rucksack liegt, sehen die anderen nicht und es zählt keine Strafpunkte."', () => {
    const s = position({ route: M, hands: [['R1'], ['R2']], backpacks: [[], ['J', 'J']], phase: 'play' });
    const v = speedclimb.view(s, 0);
    expect(v.backpackCounts).toEqual([0, 2]);
    expect(JSON.stringify(v)).not.toContain('"J"');
    const r = step(s, 0, '-R1').state;
    expect(r.penalty).toEqual([0, 5]);
  });

  it('"Nach dem Durchgang, in dem jemand alle zehn Etappen geschafft hat, ist Schluss."', () => {
    const done = [[true, true, true, true, true, true, true, false, true, true], new Array<boolean>(10).fill(false)];
    const s = position({
      route: M,
      hands: [['R1'], ['R2']],
      level: [9, 4],
      stage: [7, 4],
      stagesDone: done,
      campLaid: [true, false],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.phase).toBe('over');
    expect(speedclimb.result(r)?.places).toEqual([1, 2]);
  });
});
