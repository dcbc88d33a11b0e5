/**
 * The camp proposal on the Expedition routes leaves the fewest penalty points in hand among the
 * camps with the fewest Sherpas ("Restkarten zählen Strafpunkte: 1–9 je 5, 10–12 je 10";
 * docs/rules/speedclimb.md, "The camp finder").
 */
import { Rng } from '@kartenhaus/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeck, info, takeOut, type Card } from './cards.js';
import { proposeCamp, validateCamp } from './camp-finder.js';
import { buildMeld, layoffEnds, layOff, type Meld, type PartAssignment } from './combos.js';
import { decide } from './bots/decide.js';
import { speedclimb } from './game.js';
import { legalMoves, runLows } from './moves.js';
import { leftoverPenalty, penaltyOf, ROUTES, type Camp } from './routes.js';
import { position } from './testing.js';

const points = (cards: readonly Card[]): number => cards.reduce((s, c) => s + penaltyOf(c), 0);

/** The hand minus the camp's cards. */
function leftover(hand: readonly Card[], parts: readonly PartAssignment[]): Card[] {
  const left = hand.slice();
  for (const p of parts) for (const c of p.cards) takeOut(left, c);
  return left;
}

/**
 * Penalty points of the real cards still in hand after laying off on the new camp, one after
 * another, every card that fits (Sherpas and Schneestürme left out: equal Sherpas, equal count).
 */
function strandedPoints(left: readonly Card[], melds: readonly Meld[], max: number): number {
  let table = melds.slice();
  let hand = left.filter((c) => !info(c).sherpa && !info(c).storm);
  for (let laid = true; laid;) {
    laid = false;
    for (const card of hand) {
      const i = table.findIndex((m) => layoffEnds(m, card, max).length > 0);
      if (i < 0) continue;
      table = table.map((m, k) => (k === i ? layOff(m, card, layoffEnds(m, card, max)[0]!) : m));
      hand = hand.filter((_, k) => k !== hand.indexOf(card));
      laid = true;
      break;
    }
  }
  return points(hand);
}

/** Brute force: every valid way to lay `camp` from `hand`, as melds plus the cards left. */
function everyCamp(hand: readonly Card[], camp: Camp, max: number): { melds: Meld[]; left: Card[]; sherpas: number }[] {
  const out: { melds: Meld[]; left: Card[]; sherpas: number }[] = [];
  const rec = (k: number, pool: Card[], melds: Meld[], sherpas: number): void => {
    const part = camp[k];
    if (!part) return void out.push({ melds, left: pool, sherpas });
    const seen = new Set<string>();
    const choose = (from: number, chosen: number[]): void => {
      if (chosen.length < part.size) {
        for (let i = from; i < pool.length; i++) choose(i + 1, [...chosen, i]);
        return;
      }
      const cards = chosen.map((i) => pool[i]!);
      const key = cards.slice().sort().join();
      if (seen.has(key)) return;
      seen.add(key);
      const rest = pool.filter((_, i) => !chosen.includes(i));
      const lows = part.kind === 'run' && cards.some((c) => c !== 'J') ? runLows(cards, max) : [undefined];
      for (const low of lows) {
        const m = buildMeld(part, low === undefined ? { cards } : { cards, low }, 0, max);
        if (m.ok) rec(k + 1, rest, [...melds, m.value], sherpas + cards.filter((c) => c === 'J').length);
      }
    };
    choose(0, []);
  };
  rec(0, hand.slice(), [], 0);
  return out;
}

describe('camp proposal and penalty points (Expedition routes)', () => {
  // Meister-Expedition, stage 1 "2 Drillinge": 3-3-3 plus a Zwilling and a Sherpa. The finder laid
  // 3-3-3 + 4-4-Sherpa and left 12 rot and 12 blau in hand (20 points) where 3-3-3 + 12-12-Sherpa
  // leaves 4 rot and 4 blau (10 points); both camps hold one Sherpa.
  const hand: Card[] = ['R3', 'B3', 'G3', 'R4', 'B4', 'R12', 'B12', 'J', 'Y7', 'G9', 'R1'];
  const stage1 = ROUTES.meister.camps[0]!;

  it('Meister stage 1: the proposal lays the two 12s with the Sherpa and keeps the 4s', () => {
    const p = proposeCamp(hand, stage1, 12, penaltyOf)!;
    expect(p.sherpas).toBe(1);
    expect(leftover(hand, p.parts).sort()).toEqual(['B4', 'G9', 'R1', 'R4', 'Y7']);
    expect(points(leftover(hand, p.parts))).toBe(25);
  });

  it('Meister stage 1: the table proposes it (first camp move) and the computer lays it', () => {
    const s = position({ route: 'meister', hands: [hand, []], stage: [0, 0], phase: 'play', acted: [true, false] });
    const first = legalMoves(s, 0).find((m) => m.type === 'camp');
    expect(first?.type === 'camp' && leftover(hand, first.parts).sort()).toEqual(['B4', 'G9', 'R1', 'R4', 'Y7']);
    for (const level of ['leicht', 'normal', 'stark'] as const) {
      const { move } = decide(level, speedclimb.view(s, 0), Rng.fromSeed('camp'));
      expect(move.type === 'camp' && points(leftover(hand, move.parts)), level).toBe(25);
    }
  });

  it('Gipfelsturm/Nordwand count no points: there the route gives the finder no penalty', () => {
    expect(leftoverPenalty(ROUTES.gipfelsturm)).toBeNull();
    expect(leftoverPenalty(ROUTES.nordwand)).toBeNull();
    expect(leftoverPenalty(ROUTES.expedition)).toBe(penaltyOf);
    expect(leftoverPenalty(ROUTES.meister)).toBe(penaltyOf);
  });

  it('the proposal strands no more points than any other camp with as few Sherpas (brute force, every stage)', () => {
    const stages = ROUTES.expedition.camps;
    // Dense hands of numbers 5–12 in three colours: stages are often layable and 5- and
    // 10-point cards compete for the same parts.
    const deck = buildDeck(ROUTES.expedition.deck).filter(
      (c) => c === 'J' || c === 'X' || /^[RBG]([5-9]|1[0-2])$/.test(c),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: stages.length - 1 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 9, maxLength: 11 }),
        (si, picks) => {
          const camp = stages[si]!;
          const pool = deck.slice();
          const h = picks.map((p) => pool.splice(p % pool.length, 1)[0]!);
          const all = everyCamp(h, camp, 12);
          const got = proposeCamp(h, camp, 12, penaltyOf);
          if (all.length === 0) {
            expect(got).toBeNull();
            return;
          }
          const fewest = Math.min(...all.map((c) => c.sherpas));
          const best = Math.min(
            ...all.filter((c) => c.sherpas === fewest).map((c) => strandedPoints(c.left, c.melds, 12)),
          );
          expect(got?.sherpas).toBe(fewest);
          const melds = validateCamp(h, camp, got!.parts, 0, 12);
          expect(melds.ok).toBe(true);
          if (melds.ok) expect(strandedPoints(leftover(h, got!.parts), melds.value, 12)).toBe(best);
        },
      ),
      { numRuns: 300 },
    );
  });
});
