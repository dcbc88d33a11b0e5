/**
 * The four routes as data ("Die Routen"): deck, camps or stages as lists of parts, pile model,
 * finishing rule, advancement and scoring. The engine reads these fields; no route is a subclass.
 */
import type { DeckSpec } from './cards.js';

export const ROUTE_IDS = ['gipfelsturm', 'nordwand', 'expedition', 'meister'] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

/** One part of a camp: a run (Folge), a set (Zwilling, Drilling …) or cards of one colour. */
export type PartKind = 'run' | 'set' | 'color';
export interface Part {
  readonly kind: PartKind;
  readonly size: number;
}
export type Camp = readonly Part[];

export interface Route {
  readonly id: RouteId;
  /** German name shown in the UI. */
  readonly name: string;
  readonly deck: DeckSpec;
  /** Camps (Gipfelsturm/Nordwand, 8) or stages (Expedition routes, 10), in route order. */
  readonly camps: readonly Camp[];
  /** `depots`: every player an own open depot (S1); `discard`: one shared discard pile. */
  readonly piles: 'depots' | 'discard';
  /** `discard`: the last card must be discarded (S8); `any`: laying off the last card also finishes. */
  readonly finish: 'discard' | 'any';
  /** `summit`: finisher +2, others with camp +1, camp 8 wins at once (S9); `stages`: +1 per camp, penalty points. */
  readonly scoring: 'summit' | 'stages';
  /** Meister-Expedition: stages in any order (S12). */
  readonly freeOrder: boolean;
  /** Meister-Expedition backpack capacity (S11), 0 without a backpack. */
  readonly backpack: number;
  /** Nordwand carry-over (S7): from this camp (1-based) on, up to `keep` cards; null elsewhere. */
  readonly carryOver: { readonly fromCamp: number; readonly keep: number } | null;
}

const run = (size: number): Part => ({ kind: 'run', size });
const set = (size: number): Part => ({ kind: 'set', size });
const color = (size: number): Part => ({ kind: 'color', size });

const SUMMIT_DECK: DeckSpec = { maxNumber: 15, colors: 6, copies: 1, sherpas: 5, storms: 3 };
const EXPEDITION_DECK: DeckSpec = { maxNumber: 12, colors: 4, copies: 2, sherpas: 8, storms: 4 };

/** "Große Expedition … 1: 2 Drillinge · 2: Drilling + Viererfolge · …" (also the Meister stages). */
const EXPEDITION_STAGES: readonly Camp[] = [
  [set(3), set(3)],
  [set(3), run(4)],
  [set(4), run(4)],
  [run(7)],
  [run(8)],
  [run(9)],
  [set(4), set(4)],
  [color(7)],
  [set(5), set(2)],
  [set(5), set(3)],
];

export const ROUTES: Readonly<Record<RouteId, Route>> = {
  gipfelsturm: {
    id: 'gipfelsturm',
    name: 'Gipfelsturm',
    deck: SUMMIT_DECK,
    // "1 Basislager: 2 Dreierfolgen · 2: 4 Zwillinge · 3: 1 Dreierfolge + 4 Karten einer Farbe · …"
    camps: [
      [run(3), run(3)],
      [set(2), set(2), set(2), set(2)],
      [run(3), color(4)],
      [run(6), set(2)],
      [run(7)],
      [set(2), set(3), set(3)],
      [set(3), color(5)],
      [set(2), set(3), set(4)],
    ],
    piles: 'depots',
    finish: 'discard',
    scoring: 'summit',
    freeOrder: false,
    backpack: 0,
    carryOver: null,
  },
  nordwand: {
    id: 'nordwand',
    name: 'Nordwand',
    deck: SUMMIT_DECK,
    // "1: Dreierfolge + Viererfolge · 2: 3 Zwillinge + Dreierfolge · …"
    camps: [
      [run(3), run(4)],
      [set(2), set(2), set(2), run(3)],
      [run(4), color(4)],
      [set(3), set(3), set(2)],
      [run(8)],
      [set(4), run(4)],
      [color(6), set(2)],
      [set(4), set(4), set(2)],
    ],
    piles: 'depots',
    finish: 'discard',
    scoring: 'summit',
    freeOrder: false,
    backpack: 0,
    carryOver: { fromCamp: 5, keep: 4 },
  },
  expedition: {
    id: 'expedition',
    name: 'Große Expedition',
    deck: EXPEDITION_DECK,
    camps: EXPEDITION_STAGES,
    piles: 'discard',
    finish: 'any',
    scoring: 'stages',
    freeOrder: false,
    backpack: 0,
    carryOver: null,
  },
  meister: {
    id: 'meister',
    name: 'Meister-Expedition',
    deck: EXPEDITION_DECK,
    camps: EXPEDITION_STAGES,
    piles: 'discard',
    finish: 'any',
    scoring: 'stages',
    freeOrder: true,
    backpack: 4,
    carryOver: null,
  },
};

/** Penalty points for a card left in hand ("1–9 je 5, 10–12 je 10, Schneesturm 15, Sherpa 25"). */
export function penaltyOf(card: string): number {
  if (card === 'J') return 25;
  if (card === 'X') return 15;
  const n = Number(card.slice(1));
  return n <= 9 ? 5 : 10;
}

/**
 * What a card left in hand costs on this route, for the camp proposal: penalty points on the
 * Expedition routes; nothing on Gipfelsturm/Nordwand, which count no points (ties there go by the
 * number of hand cards, not their values).
 */
export function leftoverPenalty(r: Route): ((card: string) => number) | null {
  return r.scoring === 'stages' ? penaltyOf : null;
}

/** The hand size of a deal ("Jeder bekommt 10 Karten"). */
export const HAND_SIZE = 10;
/** "Spätestens nach 40 Durchgängen ist Schluss." */
export const MAX_ROUNDS = 40;
/**
 * SC19: the stock may be renewed at most RESHUFFLE_LIMIT − 1 times in one round; when it runs out
 * once more (the renewal would be the RESHUFFLE_LIMIT-th), the round ends without a winner like
 * "Sind Material, Depots und Ablage ganz leer". Ordinary bot play renews it at most once
 * (docs/rules/speedclimb.md, SC19), so the limit only ends rounds that nobody can finish.
 */
export const RESHUFFLE_LIMIT = 10;

/** A camp in words, e.g. "1 Zwilling + 1 Drilling + 1 Vierling" (for hints and docs). */
export function describeCamp(camp: Camp): string {
  const setNames = ['', 'Einzelkarte', 'Zwilling', 'Drilling', 'Vierling', 'Fünfling', 'Sechsling'];
  return camp
    .map((p) => {
      switch (p.kind) {
        case 'run':
          return `${p.size}er-Folge`;
        case 'set':
          return setNames[p.size] ?? `${p.size} Gleiche`;
        case 'color':
          return `${p.size} Karten einer Farbe`;
      }
    })
    .join(' + ');
}
