import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeck } from './cards.js';
import { proposeCamp, validateCamp, layoffOptions } from './camp-finder.js';
import { buildMeld, layoffEnds, layOff, type PartAssignment } from './combos.js';
import { runLows } from './moves.js';
import { ROUTES, ROUTE_IDS, type Camp } from './routes.js';

/** Brute force: the fewest Sherpas any valid assignment needs, or null. The oracle for exactness. */
function oracle(hand: readonly string[], camp: Camp, max: number): number | null {
  let best: number | null = null;
  const rec = (k: number, pool: string[], sherpas: number): void => {
    const part = camp[k];
    if (!part) {
      best = best === null ? sherpas : Math.min(best, sherpas);
      return;
    }
    const seen = new Set<string>();
    const choose = (from: number, chosen: number[]): void => {
      if (chosen.length === part.size) {
        const cards = chosen.map((i) => pool[i]!);
        const key = cards.slice().sort().join();
        if (seen.has(key)) return;
        seen.add(key);
        const ok =
          part.kind === 'run'
            ? cards.some((c) => c !== 'J') &&
              runLows(cards, max).some((low) => buildMeld(part, { cards, low }, 0, max).ok)
            : buildMeld(part, { cards }, 0, max).ok;
        if (ok)
          rec(
            k + 1,
            pool.filter((_, i) => !chosen.includes(i)),
            sherpas + cards.filter((c) => c === 'J').length,
          );
        return;
      }
      for (let i = from; i < pool.length; i++) choose(i + 1, [...chosen, i]);
    };
    choose(0, []);
  };
  rec(0, hand.slice(), 0);
  return best;
}

const allCamps = ROUTE_IDS.flatMap((id) =>
  ROUTES[id].camps.map((camp, i) => ({ id, i, camp, max: ROUTES[id].deck.maxNumber })),
);

describe('camp finder', () => {
  it('is exact and uses the fewest Sherpas (random hands against a brute-force oracle)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: allCamps.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 9, maxLength: 9 }),
        (ci, picks) => {
          const { camp, max, id } = allCamps[ci]!;
          // Dense hands: numbers 3–8 and few colours, so camps are often layable.
          const deck = buildDeck(ROUTES[id].deck).filter((c) => c === 'J' || c === 'X' || /^[RBG][3-8]$/.test(c));
          const pool = deck.slice();
          const hand = picks.map((p) => pool.splice(p % pool.length, 1)[0]!);
          const want = oracle(hand, camp, max);
          const got = proposeCamp(hand, camp, max);
          expect(got?.sherpas ?? null).toBe(want);
          if (got) expect(validateCamp(hand, camp, got.parts, 0, max).ok).toBe(true);
        },
      ),
      { numRuns: 250 },
    );
  });

  it('finds every camp and stage of every route in a hand made for it', () => {
    for (const { camp, max, id, i } of allCamps) {
      // Build a hand that holds the camp exactly with real cards only.
      const hand: string[] = [];
      let next = 1;
      for (const part of camp) {
        if (part.kind === 'run') for (let k = 0; k < part.size; k++) hand.push(`R${next + k}`);
        if (part.kind === 'set') for (let k = 0; k < part.size; k++) hand.push(`${'RBGY'[k % 4]}${next}`);
        if (part.kind === 'color') for (let k = 0; k < part.size; k++) hand.push(`B${next + k}`);
        next += part.kind === 'set' ? 1 : part.size;
        if (next + 9 > max) next = 1;
      }
      const p = proposeCamp(hand, camp, max);
      expect(p, `${id} camp ${i + 1}`).not.toBeNull();
      expect(p?.sherpas).toBe(0);
      expect(proposeCamp(hand.slice(1), camp, max), `${id} camp ${i + 1} one card short`).toBeNull();
    }
  });

  it('"In jeder Kombination muss aber mindestens eine echte Karte liegen": a Sherpa-only part is rejected', () => {
    expect(buildMeld({ kind: 'set', size: 2 }, { cards: ['J', 'J'] }, 0, 15)).toMatchObject({
      ok: false,
      error: { code: 'ERR_SHERPA_ONLY' },
    });
    expect(
      proposeCamp(
        ['J', 'J', 'J', 'J', 'R5'],
        [
          { kind: 'run', size: 3 },
          { kind: 'set', size: 2 },
        ],
        15,
      ),
    ).toBeNull();
  });

  it('"Von der höchsten Zahl geht es nicht weiter zur 1": a wrapping run is rejected (S6)', () => {
    expect(buildMeld({ kind: 'run', size: 3 }, { cards: ['R14', 'B15', 'G1'] }, 0, 15).ok).toBe(false);
    expect(buildMeld({ kind: 'run', size: 3 }, { cards: ['R11', 'B12', 'G1'] }, 0, 12).ok).toBe(false);
    expect(buildMeld({ kind: 'run', size: 3 }, { cards: ['R14', 'B15', 'J'], low: 14 }, 0, 15).ok).toBe(false);
    expect(proposeCamp(['R14', 'B15', 'G1', 'R2'], [{ kind: 'run', size: 4 }], 15)).toBeNull();
  });

  it('"Jeder Teil hat genau so viele Karten wie verlangt": a part of the wrong size is rejected', () => {
    expect(buildMeld({ kind: 'set', size: 2 }, { cards: ['R5', 'B5', 'G5'] }, 0, 15)).toMatchObject({
      ok: false,
      error: { code: 'ERR_PART_SIZE' },
    });
  });

  it('S5: a Sherpa at the end of a run takes the value the player chooses (oben/unten)', () => {
    const run = { kind: 'run', size: 3 } as const;
    const up = buildMeld(run, { cards: ['R5', 'B6', 'J'], low: 5 }, 0, 15);
    const down = buildMeld(run, { cards: ['R5', 'B6', 'J'], low: 4 }, 0, 15);
    expect(up.ok && [up.value.low, up.value.high]).toEqual([5, 7]);
    expect(down.ok && [down.value.low, down.value.high, down.value.cards[0]]).toEqual([4, 6, 'J']);
    expect(runLows(['R5', 'B6', 'J'], 15)).toEqual([4, 5]);
    expect(runLows(['R14', 'B15', 'J'], 15)).toEqual([13]);
  });

  it('"an Folgen passt die nächste Zahl oben oder unten": a run is extended at both ends', () => {
    const m = buildMeld({ kind: 'run', size: 3 }, { cards: ['R5', 'B6', 'G7'] }, 0, 15);
    if (!m.ok) throw new Error('run');
    expect(layoffEnds(m.value, 'Y4', 15)).toEqual(['low']);
    expect(layoffEnds(m.value, 'Y8', 15)).toEqual(['high']);
    expect(layoffEnds(m.value, 'Y9', 15)).toEqual([]);
    expect(layoffEnds(m.value, 'J', 15)).toEqual(['low', 'high']);
    const both = layOff(layOff(m.value, 'Y4', 'low'), 'Y8', 'high');
    expect([both.low, both.high, both.cards.join()]).toEqual([4, 8, 'Y4,R5,B6,G7,Y8']);
    const top = buildMeld({ kind: 'run', size: 3 }, { cards: ['R13', 'B14', 'G15'] }, 0, 15);
    expect(top.ok && layoffEnds(top.value, 'J', 15)).toEqual(['low']);
  });

  it('"an gleiche Zahlen jede weitere davon, an Farben jede Karte dieser Farbe"', () => {
    const set = buildMeld({ kind: 'set', size: 2 }, { cards: ['R5', 'B5'] }, 0, 15);
    const col = buildMeld({ kind: 'color', size: 4 }, { cards: ['G1', 'G5', 'G9', 'J'] }, 0, 15);
    if (!set.ok || !col.ok) throw new Error('melds');
    expect(layoffEnds(set.value, 'Y5', 15)).toEqual(['high']);
    expect(layoffEnds(set.value, 'Y6', 15)).toEqual([]);
    expect(layoffEnds(col.value, 'G12', 15)).toEqual(['high']);
    expect(layoffEnds(col.value, 'R12', 15)).toEqual([]);
    expect(layoffEnds(col.value, 'X', 15)).toEqual([]);
    const opts = layoffOptions(['Y5', 'G2', 'J', 'R1'], [set.value, col.value], 15);
    expect(opts.map((o) => [o.card, o.targets.length])).toEqual([
      ['Y5', 1],
      ['G2', 1],
      ['J', 2],
      ['R1', 0],
    ]);
  });

  it('keeps the most useful cards: prefers real cards over Sherpas and leaves lay-off cards', () => {
    const p = proposeCamp(['R5', 'B5', 'G5', 'J', 'Y9'], [{ kind: 'set', size: 2 }], 15);
    expect(p?.sherpas).toBe(0);
    // Two of the three fives go into the Zwilling, the third stays to lay off on it at once.
    expect(p?.parts[0]?.cards.filter((c) => c.endsWith('5')).length).toBe(2);
  });

  it('validates a manual assignment: wrong cards and broken parts are refused', () => {
    const camp: Camp = [
      { kind: 'run', size: 3 },
      { kind: 'set', size: 2 },
    ];
    const hand = ['R3', 'B4', 'G5', 'R9', 'B9', 'J'];
    const good: PartAssignment[] = [{ cards: ['R3', 'B4', 'G5'] }, { cards: ['R9', 'B9'] }];
    expect(validateCamp(hand, camp, good, 0, 15).ok).toBe(true);
    expect(validateCamp(hand, camp, [{ cards: ['R3', 'B4', 'R9'] }, { cards: ['G5', 'B9'] }], 0, 15)).toMatchObject({
      ok: false,
    });
    expect(validateCamp(hand, camp, [{ cards: ['R3', 'B4', 'G5'] }, { cards: ['Y9', 'B9'] }], 0, 15)).toMatchObject({
      ok: false,
      error: { code: 'ERR_CARD_NOT_IN_HAND' },
    });
  });
});
