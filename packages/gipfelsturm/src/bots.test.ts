import { playMatch, Rng, unwrap } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTNER_PACE, partnerMove, partnerStep } from './pace.js';
import { gipfelsturm as g } from './definition.js';
import { layOut, shuffledDeck, stateFromLayout } from './deal.js';
import { gameModule } from './module.js';
import { FastTable } from './sim/fast-table.js';
import { HEURISTICS, teamStrategy } from './sim/strategies.js';
import { TABLE_VARIANTS, VARIANT_NAMES } from './sim/variants.js';
import { careful } from './strategy/careful.js';
import { sightFromView } from './strategy/sight.js';
import { c, must, position } from './test-helpers.js';
import type { GameOutcome, GipfelMove } from './types.js';

describe('bots play legal moves to the end (match runner)', () => {
  const labels = Object.keys(gameModule.bots);
  it.each(labels)('%s with every other bot, 2 and 3 players, every level, with and without clock', (label) => {
    for (const [i, other] of labels.entries())
      for (const players of [2, 3]) {
        const config = { level: (['normal', 'schwer', 'experte'] as const)[i % 3], clock: i % 2 === 0 };
        const seats = players === 2 ? [label, other] : [label, other, label];
        const rec = playMatch(gameModule, config, `bots:${label}:${other}:${players}`, seats);
        expect(rec.result.team).toBeDefined();
      }
  });
});

describe('the simulator follows the same rules as the engine', () => {
  it('replaying a simulated game through play() gives the same end, for every variant and strategy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom(...VARIANT_NAMES),
        fc.constantFrom(...HEURISTICS),
        (n, variant, name) => {
          const rules = TABLE_VARIANTS[variant];
          const layout = layOut(shuffledDeck(Rng.fromSeed(`same:${n}`)), rules);
          const config = unwrap(g.parseConfig({ players: 2, clock: false }));
          let state = stateFromLayout(
            { ...config, players: rules.seats },
            rules,
            structuredClone(layout),
            [0, 0, 0, 1],
          );
          const table = new FastTable(layout, rules.wrap);
          const choose = teamStrategy(name, new Rng([n, 1, 2, 3]));
          while (!table.won()) {
            const choice = choose(table.sight());
            if (choice === null) break;
            const move: GipfelMove =
              choice.kind === 'flip'
                ? { type: 'flip' }
                : { type: 'play', card: table.peaks[choice.pos] as number, pile: choice.pile };
            const seat = choice.kind === 'flip' ? choice.seat : 0;
            table.apply(choice);
            state = unwrap(g.play(state, seat, move)).state;
          }
          const ended: GameOutcome | null = state.finished[0] ?? null;
          expect(ended).toEqual(table.won() ? { won: true, score: table.leftover() } : { won: false, reason: 'stuck' });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the careful strategy follows the tips', () => {
  it('"Erst die verdeckten Karten freispielen": the card that turns up a face-down card first', () => {
    const s = position({
      at: { 18: '3h', 10: '5h' },
      gone: [19, 20, 21, 22, 23, 24, 25, 26, 27],
      stocks: [['2s'], ['2h']],
      piles: [['4c'], ['Kd']],
    });
    const sight = sightFromView(g.view(s, 0));
    expect(careful(sight)).toEqual({ kind: 'play', pos: 18, pile: 0 });
  });
  it('"Deckt nur auf, wenn … nichts passt. Und nur einer deckt auf": the seat with more stock turns up', () => {
    const s = position({
      at: { 18: '9h' },
      gone: [20, 21, 22, 23, 24, 25, 26, 27],
      stocks: [['2s'], ['2h', '3h']],
      piles: [['4c'], ['Kd']],
    });
    expect(careful(sightFromView(g.view(s, 0)))).toEqual({ kind: 'flip', seat: 1 });
  });
});

describe('the computer partner', () => {
  const twoFit = position({
    at: { 18: '5h', 19: '7h' },
    gone: [20, 21, 22, 23, 24, 25, 26, 27],
    stocks: [
      ['2s', '3s'],
      ['2h', '3h'],
    ],
    piles: [['6c'], ['Kd']],
    config: { clock: true },
  });
  it('"Ich brauch eine …!" makes it prefer that rank, onto the caller’s pile', () => {
    const started = must(twoFit, 0, 'Los', 1000).state;
    const own = partnerMove(g.view(started, 1));
    expect(own.type).toBe('play');
    const other = own.type === 'play' && own.card === c('5h') ? '7' : '5';
    const asked = must(started, 0, `!${other}`, 1200).state;
    expect(partnerMove(g.view(asked, 1))).toEqual({ type: 'play', card: c(`${other}h`), pile: 0 });
  });
  it('"Warte, noch nicht aufdecken!" holds its flip while the call is fresh', () => {
    const stuck = position({
      at: { 18: '9h' },
      gone: [20, 21, 22, 23, 24, 25, 26, 27],
      stocks: [['2s'], ['2h']],
      piles: [['4c'], ['Kd']],
      config: { clock: true },
    });
    const waiting = must(must(stuck, 0, 'Los', 0).state, 0, '!warte', 100).state;
    const rng = new Rng([1, 2, 3, 4]);
    expect(partnerStep(g.view(waiting, 1), 'normal', rng)).toMatchObject({ kind: 'hold', why: 'warte' });
    const later = g.tick?.(waiting, 20_000).state ?? waiting;
    expect(partnerStep(g.view(later, 1), 'normal', rng)).toMatchObject({ kind: 'act', move: { type: 'flip' } });
  });
  it.each(['normal', 'schwer', 'experte'] as const)('plays a card at the %s pace', (level) => {
    const view = g.view(must(twoFit, 0, 'Los', 0).state, 1);
    const pace = PARTNER_PACE[level];
    const rng = new Rng([5, 6, 7, 8]);
    for (let i = 0; i < 20; i++) {
      const step = partnerStep(view, level, rng);
      expect(step.kind).toBe('act');
      if (step.kind !== 'act') continue;
      expect(step.delayMs).toBeGreaterThanOrEqual(pace.cardMs * (1 - pace.jitter) - 1);
      expect(step.delayMs).toBeLessThanOrEqual(pace.cardMs * (1 + pace.jitter) + 1);
    }
    expect(PARTNER_PACE.normal.cardMs).toBeGreaterThan(PARTNER_PACE.schwer.cardMs);
    expect(PARTNER_PACE.schwer.cardMs).toBeGreaterThan(PARTNER_PACE.experte.cardMs);
  });
});
