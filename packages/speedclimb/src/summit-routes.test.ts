import { describe, expect, it } from 'vitest';
import { speedclimb } from './game.js';
import { meld, position } from './testing.js';
import { legalTexts, refused, step, steps } from './test-helpers.js';

const G = 'gipfelsturm' as const;
const N = 'nordwand' as const;

describe('the deal', () => {
  it('"Jeder bekommt 10 Karten, eine Karte kommt offen auf das Depot des Gebers. Es beginnt der Spieler links vom Geber."', () => {
    for (const players of [2, 4, 6]) {
      const s = speedclimb.deal({ players, route: G }, `deal-${players}`);
      expect(s.hands.every((h) => h.length === 10)).toBe(true);
      expect(s.piles[s.dealer]!.length).toBe(1);
      expect(s.piles.filter((p) => p.length > 0).length).toBe(1);
      expect(s.turn).toBe((s.dealer + 1) % players);
      expect(s.stock.length + s.stormsUnder).toBe(98 - 10 * players - 1);
    }
  });

  it('"Im ersten Durchgang wird der Geber ausgelost, danach gibt reihum der Nächste."', () => {
    const dealers = new Set(
      Array.from({ length: 30 }, (_, i) => speedclimb.deal({ players: 4, route: G }, `d${i}`).dealer),
    );
    expect(dealers.size).toBeGreaterThan(1);
    let s = position({ route: G, hands: [['R1'], ['R2', 'R3']], dealer: 1, piles: [['B9'], []], phase: 'play' });
    s = step(s, 0, '-R1').state; // seat 0 finishes: next round, the next seat deals
    expect([s.round, s.dealer, s.turn]).toEqual([2, 0, 1]);
  });

  it('S2: a Schneesturm turned up as opening card goes face up under the stock and the next card is turned', () => {
    let found = false;
    for (let i = 0; i < 400 && !found; i++) {
      const s = speedclimb.deal({ players: 2, route: G }, `storm-${i}`);
      if (s.stormsUnder > 0) {
        found = true;
        expect(s.piles[s.dealer]!.at(-1)).not.toBe('X');
        expect(s.stock.length + s.stormsUnder).toBe(98 - 20 - 1);
      }
    }
    expect(found).toBe(true);
  });
});

describe('a turn on Gipfelsturm/Nordwand', () => {
  const hands = [
    ['R3', 'B4', 'G5', 'R7', 'B8', 'G9', 'Y12', 'O13', 'V1', 'X'],
    ['R10', 'B10', 'G1', 'G2', 'Y3', 'O4', 'V5', 'O6', 'V7', 'R14'],
  ];

  it('"Karte nehmen (Pflicht)": from the stock or the top of any depot (S1), never a Schneesturm', () => {
    const s = position({ route: G, hands, piles: [['Y2'], ['B2', 'X']] });
    expect(legalTexts(s, 0).sort()).toEqual(['D1', 'M']);
    refused(s, 0, 'D2', 'ERR_CANNOT_TAKE_STORM');
    refused(s, 0, '-R3', 'ERR_WRONG_PHASE');
    refused(s, 1, 'M', 'ERR_NOT_YOUR_TURN');
    const t = position({ route: G, hands, piles: [['Y2'], ['B2']] });
    const after = step(t, 0, 'D2').state;
    expect(after.hands[0]).toContain('B2');
    expect(after.openTakes[0]).toEqual(['B2']);
    expect(speedclimb.view(after, 1).openTakes[0]).toEqual(['B2']);
  });

  it('"Hast du alle Karten für die Kombination deines Lagers, legst du sie komplett aus. Halb geht nicht." (S4)', () => {
    const s = position({ route: G, hands, phase: 'play' });
    refused(s, 0, 'L R3 B4 G5', 'ERR_PART_SIZE');
    refused(s, 0, 'L R3 B4 G5 | R7 B8', 'ERR_PART_SIZE');
    refused(s, 0, '+V1>1', 'ERR_CAMP_NOT_LAID');
    const camp = legalTexts(s, 0).filter((t) => t.startsWith('L '));
    expect(camp.length).toBeGreaterThan(0);
    const laid = step(s, 0, 'L R3 B4 G5 | R7 B8 G9');
    expect(laid.state.campLaid[0]).toBe(true);
    expect(laid.state.melds.map((m) => [m.low, m.high])).toEqual([
      [3, 5],
      [7, 9],
    ]);
    refused(laid.state, 0, 'L R3 B4 G5 | R7 B8 G9', 'ERR_CAMP_ALREADY_LAID');
  });

  it('"Steht dein Lager, darfst du weitere Karten an alle ausliegenden Kombinationen anlegen – deine eigenen und die der anderen."', () => {
    const s = position({
      route: G,
      hands: [
        ['R6', 'B10', 'Y1', 'O2'],
        ['R10', 'G10', 'Y7'],
      ],
      melds: [meld(1, 'set', ['Y10', 'O10'], 10), meld(0, 'run', ['R7', 'B8', 'G9'], 7, 9)],
      campLaid: [true, true],
      level: [0, 0],
      phase: 'play',
    });
    const s2 = steps(s, 0, '+B10>1', '+R6>2u');
    expect(s2.melds[0]!.cards).toEqual(['Y10', 'O10', 'B10']);
    expect(s2.melds[1]!.low).toBe(6);
    refused(s2, 0, '+Y1>2u', 'ERR_DOES_NOT_FIT');
    refused(s2, 0, '+Y1>9', 'ERR_NO_SUCH_MELD');
  });

  it('S8 "Die letzte Karte musst du abwerfen – anlegen darfst du sie nicht."', () => {
    const s = position({
      route: G,
      hands: [['B10'], ['R1', 'R2']],
      melds: [meld(1, 'set', ['Y10', 'O10'], 10)],
      campLaid: [true, false],
      phase: 'play',
    });
    refused(s, 0, '+B10>1', 'ERR_LAST_CARD_MUST_BE_DISCARDED');
    const done = step(s, 0, '-B10');
    expect(done.events.some((e) => e.type === 'roundEnded' && e.record.finisher === 0)).toBe(true);
  });

  it('S8: on Gipfelsturm/Nordwand the camp may not take the last card — it must be discarded', () => {
    const s = position({
      route: N,
      hands: [['R5', 'B5', 'G5', 'Y5', 'R6', 'B6', 'G6', 'Y6', 'R7', 'B7'], ['R1']],
      level: [7, 0],
      phase: 'play',
    });
    refused(s, 0, 'L R5 B5 G5 Y5 | R6 B6 G6 Y6 | R7 B7', 'ERR_LAST_CARD_MUST_BE_DISCARDED');
  });
});

describe('Schneesturm on Gipfelsturm/Nordwand', () => {
  const base = {
    route: G,
    hands: [
      ['X', 'R3', 'B9'],
      ['R5', 'B6'],
      ['G7', 'Y8'],
    ],
    phase: 'play' as const,
  };

  it('"Statt abzuwerfen legst du ihn vor einen Mitspieler, der noch keinen hat. Ist er dran, setzt er aus."', () => {
    const s = position(base);
    expect(
      legalTexts(s, 0)
        .filter((t) => t.startsWith('X>'))
        .sort(),
    ).toEqual(['X>2', 'X>3']);
    refused(s, 0, 'X>1', 'ERR_STORM_TARGET');
    const r = step(s, 0, 'X>2');
    expect(r.events.map((e) => e.type)).toEqual(['stormPlaced', 'skipped']);
    expect(r.state.turn).toBe(2);
    // "Nach dem Aussetzen kommt er offen unter das Material."
    expect(r.state.stormsUnder).toBe(1);
    expect(r.state.storms).toEqual([false, false, false]);
  });

  it('a seat that already has a Schneesturm cannot get another', () => {
    const s = position({ ...base, storms: [false, true, false] });
    refused(s, 0, 'X>2', 'ERR_STORM_TARGET');
  });

  it('"Einfach abwerfen darfst du ihn nur, wenn schon jeder Mitspieler einen Schneesturm vor sich hat."', () => {
    refused(position(base), 0, '-X', 'ERR_STORM_DISCARD');
    const s = position({ ...base, storms: [false, true, true] });
    const r = step(s, 0, '-X');
    expect(r.state.piles[0]!.at(-1)).toBe('X');
  });

  it('"Wirfst du ihn als letzte Karte ab, verfliegt er wirkungslos." — and finishes the round (S8)', () => {
    const s = position({ ...base, hands: [['X'], ['R5', 'B6'], ['G7', 'Y8']] });
    refused(s, 0, 'X>2', 'ERR_STORM_TARGET');
    const r = step(s, 0, '-X');
    expect(r.events.find((e) => e.type === 'roundEnded')).toMatchObject({ record: { finisher: 0 } });
  });

  it('S3: "taucht er dort auf, werden die Depots neu gemischt" — depots except their tops, plus the Schneesturm', () => {
    const s = position({
      route: G,
      hands: [['R1'], ['R2']],
      stockTop: [],
      restTo: 1,
      piles: [['B1', 'B2', 'B3'], ['B4']],
      stormsUnder: 1,
    });
    expect(s.stock.length).toBe(0);
    const r = step(s, 0, 'M');
    const resh = r.events.find((e) => e.type === 'reshuffled');
    expect(resh).toMatchObject({ cause: 'storm' });
    expect(r.state.piles.map((p) => p.length)).toEqual([1, 1]);
    expect(r.state.piles[0]).toEqual(['B3']);
    expect(r.state.stormsUnder).toBe(0);
  });

  it('"Ist das Material alle, werden alle Depots bis auf die jeweils oberste Karte gemischt und bilden das neue Material."', () => {
    const s = position({
      route: G,
      hands: [['R1'], ['R2']],
      restTo: 0,
      piles: [
        ['B1', 'B2'],
        ['B3', 'B4'],
      ],
    });
    const r = step(s, 0, 'M');
    expect(r.events.find((e) => e.type === 'reshuffled')).toMatchObject({ cause: 'empty' });
    expect(r.state.piles).toEqual([['B2'], ['B4']]);
  });
});

describe('the end of a round and the summit', () => {
  it('S9: finisher +2 camps ("Gipfelsprung"), every other player with a camp +1, the others stay', () => {
    const s = position({
      route: G,
      hands: [['R1'], ['R2', 'R3'], ['R4', 'R5']],
      level: [2, 2, 2],
      campLaid: [true, true, false],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.level).toEqual([4, 3, 2]);
    expect(r.round).toBe(2);
    expect(r.hands.every((h) => h.length === 10)).toBe(true);
  });

  it('"Wer das Gipfellager (Lager 8) aufschlägt, gewinnt sofort – die restlichen Karten sind egal."', () => {
    const s = position({
      route: G,
      hands: [
        ['R5', 'B5', 'G6', 'Y6', 'O6', 'R7', 'B7', 'G7', 'Y7', 'O1', 'V2'],
        ['R2', 'R3'],
      ],
      level: [7, 6],
      campLaid: [false, true],
      phase: 'play',
    });
    const r = step(s, 0, 'L R5 B5 | G6 Y6 O6 | R7 B7 G7 Y7');
    expect(r.state.phase).toBe('over');
    const res = speedclimb.result(r.state)!;
    expect(res.places).toEqual([1, 2]);
    // S9: the other player keeps the camp laid this round; S14: 100 × 8/8 + 30 and round(100 × 7/8) + 0
    expect(res.scores).toEqual([8, 7]);
    expect(res.points).toEqual([130, 88]);
  });

  it('the round in which the Gipfellager is laid is recorded like any other (the Bilanz shows it)', () => {
    const s = position({
      route: G,
      round: 6,
      hands: [
        ['R5', 'B5', 'G6', 'Y6', 'O6', 'R7', 'B7', 'G7', 'Y7', 'O1', 'V2'],
        ['R2', 'R3'],
      ],
      level: [7, 6],
      stage: [7, 6],
      campLaid: [false, true],
      phase: 'play',
    });
    const r = step(s, 0, 'L R5 B5 | G6 Y6 O6 | R7 B7 G7 Y7');
    const record = { round: 6, finisher: null, summit: 0, campLaid: [true, true], stage: [7, 6], handCounts: [2, 2] };
    expect(r.state.history.at(-1)).toMatchObject(record);
    expect(r.events.map((e) => e.type)).toEqual(['campLaid', 'roundEnded', 'gameEnded']);
    expect(r.state.level).toEqual([8, 7]);
  });

  it('"Wer in Lager 7 den Durchgang beendet, springt direkt auf den Gipfel und gewinnt ebenfalls."', () => {
    const s = position({
      route: N,
      hands: [['R1'], ['R2', 'R3', 'R4']],
      level: [6, 6],
      campLaid: [true, true],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.phase).toBe('over');
    expect(r.level).toEqual([8, 7]);
    expect(speedclimb.result(r)?.places).toEqual([1, 2]);
  });

  it('"Kommen dabei mehrere gleich weit, liegt vorne, wer weniger Karten auf der Hand hat." (ties share, S14 shared bonus)', () => {
    const s = position({
      route: G,
      hands: [['R1'], ['R2', 'R3', 'R4'], ['R5', 'R6'], ['R7', 'R8']],
      level: [6, 6, 6, 6],
      campLaid: [true, true, true, true],
      phase: 'play',
    });
    const res = speedclimb.result(step(s, 0, '-R1').state)!;
    expect(res.places).toEqual([1, 4, 2, 2]);
    expect(res.points).toEqual([130, 88, 103, 103]);
  });

  it('"Spätestens nach 40 Durchgängen ist Schluss; dann gewinnt, wer am weitesten oben ist."', () => {
    const s = position({
      route: G,
      hands: [['R1'], ['R2', 'R3']],
      level: [1, 3],
      round: 40,
      campLaid: [true, false],
      phase: 'play',
    });
    const r = step(s, 0, '-R1').state;
    expect(r.phase).toBe('over');
    expect(r.level).toEqual([3, 3]);
    expect(speedclimb.result(r)?.places).toEqual([1, 2]); // equal camps: fewer hand cards (0 vs 2)
  });
});

describe('Nordwand carry-over (S7)', () => {
  const s = position({
    route: N,
    hands: [['R1'], ['J', 'R5', 'B5', 'G5', 'Y9', 'O11', 'V13', 'R2'], ['R3', 'R4']],
    level: [4, 4, 3],
    campLaid: [true, false, false],
    phase: 'play',
  });

  it('"Wer ab Lager 5 sein Lager nicht geschafft hat, nimmt bis zu vier Karten in den nächsten Durchgang mit."', () => {
    const r = step(s, 0, '-R1').state;
    expect(r.phase).toBe('carry');
    expect(speedclimb.toAct(r)).toEqual([1]); // seat 2 is only on camp 4
    // "Das Spiel schlägt die nützlichsten vor": the Sherpa is always among them.
    expect(r.keep[1]).toContain('J');
    expect(r.keep[1]!.length).toBe(4);
    refused(r, 1, 'MIT J R5 B5 G5 Y9', 'ERR_KEEP_TOO_MANY');
    refused(r, 1, 'MIT R7', 'ERR_CARD_NOT_IN_HAND');
    refused(r, 2, 'MIT', 'ERR_NOT_YOUR_TURN');
    expect(speedclimb.view(r, 2).keep).toBeNull();
    const next = step(r, 1, 'MIT R5 B5 G5').state;
    expect(next.phase).toBe('draw');
    expect(next.hands[1]!.length).toBe(10);
    expect(next.hands[1]!.slice(0, 3)).toEqual(['R5', 'B5', 'G5']);
  });

  it('the keep choices are listed as legal moves (every distinct choice of up to four cards)', () => {
    const r = step(s, 0, '-R1').state;
    // 8 distinct cards: 1 + 8 + 28 + 56 + 70 choices
    expect(speedclimb.legalMoves(r, 1).length).toBe(163);
  });
});
