/**
 * The Gipfelsturm table model, DOM-free: from a seat's view and its legal moves, which free cards
 * may be played onto which pile, the keys, the quick calls, the clock and what the partners did.
 * What may be played comes from the view's legal moves only — this module never asks whether a
 * card fits; it reads what the engine listed (G9).
 */
import {
  COVERED_BY,
  PEAK_CARDS,
  rankOf,
  RANKS,
  ROW_STARTS,
  type Card,
  type GameOutcome,
  type GipfelEvent,
  type GipfelMove,
  type GipfelView,
  type QuickCall,
  type Rank,
} from '@kartenhaus/gipfelsturm';

// ── the peaks ────────────────────────────────────────────────────────────

/** Where a peak position lies: row 0–3 from the top, x in card widths (0–9). */
export interface PeakPlace {
  readonly pos: number;
  readonly row: number;
  readonly x: number;
}

/**
 * "28 Karten in vier überlappenden Reihen": the bottom row's ten cards side by side, each card of
 * the rows above centred over the two cards lying on it (layout.ts, COVERED_BY), so the three
 * pyramids touch at the bottom.
 */
export const PEAK_PLACES: readonly PeakPlace[] = (() => {
  const x: number[] = Array.from({ length: PEAK_CARDS }, () => 0);
  const rowOf = (p: number) => (p >= ROW_STARTS[3] ? 3 : p >= ROW_STARTS[2] ? 2 : p >= ROW_STARTS[1] ? 1 : 0);
  for (let p = PEAK_CARDS - 1; p >= 0; p--) {
    const cov = COVERED_BY[p] ?? [];
    x[p] = cov.length === 0 ? p - ROW_STARTS[3] : cov.reduce((s, c) => s + (x[c] ?? 0), 0) / cov.length;
  }
  return x.map((xx, pos) => ({ pos, row: rowOf(pos), x: xx }));
})();

/** One peak place as the screen draws it. */
export type PeakCell =
  | { readonly kind: 'gone'; readonly place: PeakPlace }
  | { readonly kind: 'down'; readonly place: PeakPlace }
  /** A free card: `piles` are the piles it may be laid on now (empty: it fits nowhere now). */
  | { readonly kind: 'free'; readonly place: PeakPlace; readonly card: Card; readonly piles: readonly number[] };

/** The piles each free card may go onto, read from the legal moves (a dragged card names its pile). */
export function pilesFor(view: GipfelView): ReadonlyMap<Card, readonly number[]> {
  const out = new Map<Card, number[]>();
  for (const m of view.legalMoves)
    if (m.type === 'play' && m.pile !== undefined) out.set(m.card, [...(out.get(m.card) ?? []), m.pile]);
  return out;
}

/** Every peak place with what lies there for this seat. */
export function peakCells(view: GipfelView): PeakCell[] {
  const piles = pilesFor(view);
  return PEAK_PLACES.map((place) => {
    const slot = view.peaks[place.pos];
    if (slot === null || slot === undefined) return { kind: 'gone', place };
    if (slot === 'down') return { kind: 'down', place };
    return { kind: 'free', place, card: slot, piles: piles.get(slot) ?? [] };
  });
}

/** The free cards, left to right along the bottom first (the order of keyboard focus and `N`). */
export function freeCards(view: GipfelView): Card[] {
  return peakCells(view)
    .filter((c): c is Extract<PeakCell, { kind: 'free' }> => c.kind === 'free')
    .sort((a, b) => b.place.row - a.place.row || a.place.x - b.place.x)
    .map((c) => c.card);
}

/**
 * The free cards left to right across the peaks (a card higher up between the two it lay on): the
 * order of the phone's row of free cards under the peaks, so each stands below its place, and of
 * the keys there (`keyIntent`'s `order`).
 */
export function freeCardsAcross(view: GipfelView): Card[] {
  return peakCells(view)
    .filter((c): c is Extract<PeakCell, { kind: 'free' }> => c.kind === 'free')
    .sort((a, b) => a.place.x - b.place.x || b.place.row - a.place.row)
    .map((c) => c.card);
}

/** The cards a click may play now (G2/G10: listed as a play without a pile). */
export function clickable(view: GipfelView): ReadonlySet<Card> {
  const out = new Set<Card>();
  for (const m of view.legalMoves) if (m.type === 'play' && m.pile === undefined) out.add(m.card);
  return out;
}

/**
 * Where a click would put the card (G10: the own pile if it is among the card's piles, else the next
 * pile clockwise among them) — a preview for the label only; the server decides.
 */
export function clickPile(view: GipfelView, card: Card): number | null {
  const piles = pilesFor(view).get(card) ?? [];
  if (piles.length === 0 || view.seat === null) return null;
  for (let i = 0; i < view.players; i++) {
    const s = (view.seat + i) % view.players;
    if (piles.includes(s)) return s;
  }
  return null;
}

/** The move a click or Enter on a free card sends, when the view lists it. */
export function clickMove(view: GipfelView, card: Card): GipfelMove | null {
  return clickable(view).has(card) ? { type: 'play', card } : null;
}

/** The move that lays a card onto one named pile (drag, or the pile's number key), when listed. */
export function pileMove(view: GipfelView, card: Card, pile: number): GipfelMove | null {
  return (pilesFor(view).get(card) ?? []).includes(pile) ? { type: 'play', card, pile } : null;
}

/** "Dein Vorrat": whether turning up the own stock is listed now. */
export const canFlip = (view: GipfelView): boolean => view.legalMoves.some((m) => m.type === 'flip');

// ── quick calls (G3) ─────────────────────────────────────────────────────

export const sameCall = (a: QuickCall, b: QuickCall): boolean =>
  a.kind === b.kind && (a.kind !== 'brauche' || (b.kind === 'brauche' && a.rank === b.rank));

/** The quick calls the view lists (none with Stiller Gipfel or when the seat may not act). */
export function callsAllowed(view: GipfelView): QuickCall[] {
  const out: QuickCall[] = [];
  for (const m of view.legalMoves) if (m.type === 'call') out.push(m.call);
  return out;
}

export const canCall = (view: GipfelView, call: QuickCall): boolean =>
  callsAllowed(view).some((c) => sameCall(c, call));

/**
 * "Ich brauch eine …!" suggestions: the ranks one above and one below the top of the seat's own
 * pile (what a partner could lay there), in that order; only ranks whose call is listed.
 */
export function neededRanks(view: GipfelView): Rank[] {
  if (view.seat === null) return [];
  const pile = view.piles[view.seat] ?? [];
  const top = pile[pile.length - 1];
  if (top === undefined) return [];
  const r = rankOf(top);
  const around = [r + 1, r - 1].filter((x) => view.wrap || (x >= 0 && x < RANKS)).map((x) => (x + RANKS) % RANKS);
  return [...new Set(around)].filter((rank) => canCall(view, { kind: 'brauche', rank }));
}

// ── keys ─────────────────────────────────────────────────────────────────

/** What the player meant by a key or a click. */
export type Intent =
  | { readonly type: 'move'; readonly move: GipfelMove }
  /**
   * The card is free but not listed for a click (it fits nowhere now) or for the pile its key named
   * (`pile`, when it fits another one: "passt nicht auf Computer 2s Stapel", not "auf keinen").
   */
  | { readonly type: 'noFit'; readonly card: Card; readonly pile?: number }
  | { readonly type: 'focus'; readonly card: Card }
  /** Focus the stock button (nothing playable to focus). */
  | { readonly type: 'focusStock' }
  | { readonly type: 'needOpen' }
  | { readonly type: 'needClose' }
  /**
   * A key that does nothing here says why (QA 6 Dec 2026: it was silent): `noPile` 3 at a table of
   * two (no third pile), `noCard` Enter, Space or 1–3 with no card focused.
   */
  | { readonly type: 'keyNote'; readonly note: 'noPile' | 'noCard'; readonly key: string }
  /**
   * A click on "Aufdecken" or a call during the countdown before "Los!": answered "Noch nicht – erst
   * nach „Los!“.", as a table key is (the buttons were plain `disabled` and said nothing).
   */
  | { readonly type: 'notYet' }
  | { readonly type: 'none' };

/** Whether the "Ich brauch eine …" rank picker waits for a rank key. */
export type KeyMode = 'normal' | 'need';

/**
 * Rank keys in the picker: A, 2–9, 0 (and 1) for 10, B, D, K — the German ranks — and J, Q for Jack
 * and Queen as an English player looks for them (QA 6 Dec 2026: the chips read "Jack", "Queen" and
 * J, Q did nothing). J and Q are no other key of the table's, so both work in either language.
 */
export function rankOfKey(key: string): Rank | null {
  const k = key.toUpperCase();
  if (k === 'A') return 0;
  if (/^[2-9]$/.test(k)) return Number(k) - 1;
  if (k === '0' || k === '1') return 9;
  if (k === 'J') return 10;
  if (k === 'Q') return 11;
  const i = ['B', 'D', 'K'].indexOf(k);
  return i < 0 ? null : 10 + i;
}

/** A rank chip's key as the picker shows it: the language's letter (B, D in German; J, Q in English). */
export function rankKeyLabel(rank: Rank, lang: 'de' | 'en'): string {
  if (rank === 0) return 'A';
  if (rank === 9) return '0';
  if (rank < 9) return String(rank + 1);
  return (lang === 'en' ? ['J', 'Q', 'K'] : ['B', 'D', 'K'])[rank - 10] ?? '?';
}

/**
 * A key pressed while the rank picker is open that chooses no rank: a letter, digit or sign (not
 * Tab, Shift or an arrow, which move around) — the table says which keys choose a rank.
 */
export const needKeyMiss = (mode: KeyMode, key: string): boolean =>
  mode === 'need' && key.length === 1 && key !== ' ' && rankOfKey(key) === null;

/**
 * The key map (docs/web-gipfelsturm.md): ←/→ (↑/↓) move between the free cards, N jumps to the
 * next card that fits, Enter/Space on a card plays it as a click (the native button), 1–3 lay the
 * focused card onto the pile of seat 1–3, V turns up the own stock, W "Warte!", D "Ich deck auf!",
 * B then a rank key "Ich brauch eine …!", Esc closes the picker. `focused` is the card that has
 * the keyboard focus, if any; `order` the free cards in the order they stand on the screen.
 */
export function keyIntent(
  view: GipfelView,
  mode: KeyMode,
  key: string,
  focused: Card | null,
  /** The free cards in the order the screen shows them (the phone's row: `freeCardsAcross`). */
  order: readonly Card[] = freeCards(view),
): Intent {
  // A watcher (no seat) has no pile to play to and no call to make: no key is theirs.
  if (view.seat === null) return { type: 'none' };
  if (mode === 'need') {
    if (key === 'Escape') return { type: 'needClose' };
    const rank = rankOfKey(key);
    if (rank === null) return { type: 'none' };
    const call: QuickCall = { kind: 'brauche', rank };
    return canCall(view, call) ? { type: 'move', move: { type: 'call', call } } : { type: 'needClose' };
  }
  const free = order;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'ArrowUp':
    case 'ArrowDown': {
      if (free.length === 0) return { type: 'focusStock' };
      const i = focused === null ? -1 : free.indexOf(focused);
      const step = key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
      const next = i < 0 ? (step > 0 ? 0 : free.length - 1) : (i + step + free.length) % free.length;
      return { type: 'focus', card: free[next] as Card };
    }
    case 'n':
    case 'N': {
      const fit = free.filter((c) => clickable(view).has(c));
      if (fit.length === 0) return canFlip(view) ? { type: 'focusStock' } : { type: 'none' };
      const i = focused === null ? -1 : fit.indexOf(focused);
      return { type: 'focus', card: fit[(i + 1) % fit.length] as Card };
    }
    case '1':
    case '2':
    case '3': {
      const pile = Number(key) - 1;
      if (pile >= view.players) return { type: 'keyNote', note: 'noPile', key };
      if (focused === null) return { type: 'keyNote', note: 'noCard', key };
      const move = pileMove(view, focused, pile);
      if (move) return { type: 'move', move };
      return clickMove(view, focused) ? { type: 'noFit', card: focused, pile } : { type: 'noFit', card: focused };
    }
    // Enter and Space on a card are its button's (the table leaves them to it); elsewhere they say
    // what they do and how to get to a card.
    case 'Enter':
    case ' ':
      return focused === null ? { type: 'keyNote', note: 'noCard', key } : { type: 'none' };
    case 'v':
    case 'V':
      return canFlip(view) ? { type: 'move', move: { type: 'flip' } } : { type: 'none' };
    case 'w':
    case 'W':
      return callIntent(view, { kind: 'warte' });
    case 'd':
    case 'D':
      return callIntent(view, { kind: 'deckeAuf' });
    case 'b':
    case 'B':
      return callsAllowed(view).some((c) => c.kind === 'brauche') ? { type: 'needOpen' } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}

/**
 * The keys `keyIntent` acts on at a running deal (the picker's ranks aside). During the countdown
 * before "Los!" the table answers them with "Noch nicht – erst nach „Los!“." (`GipfelsturmTable`):
 * before, they did nothing and said nothing.
 */
export function isTableKey(key: string): boolean {
  return /^(Arrow(Left|Right|Up|Down)|Enter| |[123]|[nNvVwWdDbB])$/.test(key);
}

const callIntent = (view: GipfelView, call: QuickCall): Intent =>
  canCall(view, call) ? { type: 'move', move: { type: 'call', call } } : { type: 'none' };

// ── the clock ────────────────────────────────────────────────────────────

/**
 * A reading of the server's game clock: at least `serverNow` when the page's clock said `localAt`
 * (a lower bound — a view arrives after it was made), taken from the view whose `clock.now` was
 * `viewNow`.
 */
export interface ClockAnchor {
  readonly serverNow: number;
  readonly localAt: number;
  readonly viewNow: number;
}

/** The server's game time now, at least (never counted backwards). */
export const serverNowAt = (anchor: ClockAnchor, localNow: number): number =>
  anchor.serverNow + Math.max(0, localNow - anchor.localAt);

/**
 * Keeps the anchor while the view's `clock.now` is unchanged: a view sent again without a move
 * (a seat connecting, a call) carries the old server time, and re-anchoring on it would turn the
 * clock back. `floor` is a lower bound of the server's time now known from elsewhere (a reading
 * kept over a page reload, `clock-carry.ts`): the view of a reloaded page carries the time of the
 * table's last change, which may be seconds old, so the later of the two counts.
 */
export function nextAnchor(
  prev: ClockAnchor | null,
  view: GipfelView,
  localNow: number,
  floor: number | null = null,
): ClockAnchor | null {
  const now = view.clock.now;
  if (now === null) return null;
  if (prev && prev.viewNow === now) return prev;
  return { serverNow: Math.max(now, floor ?? now), localAt: localNow, viewNow: now };
}

/** Milliseconds left now (null: no clock), counted on from the anchor; never below 0. */
export function timeLeft(view: GipfelView, anchor: ClockAnchor | null, localNow: number): number | null {
  const { limitMs, startedAt, leftMs } = view.clock;
  if (limitMs === null) return null;
  if (startedAt === null || view.over) return leftMs ?? limitMs;
  if (anchor === null) return leftMs;
  const serverNow = serverNowAt(anchor, localNow);
  return Math.max(0, startedAt + limitMs - serverNow);
}

/** DESIGN.md: the countdown turns from calm blue to red in the last 20 s. */
export const URGENT_MS = 20_000;

/** "2:05" from milliseconds (rounded up to the second, as a countdown shows). */
export function clockText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

// ── what happened ────────────────────────────────────────────────────────

/** One line of the table's log, as data; strings.ts turns it into words. */
export type LogEntry =
  | { readonly kind: 'started' }
  | { readonly kind: 'played'; readonly seat: number; readonly card: Card; readonly pile: number }
  | { readonly kind: 'turned'; readonly seat: number; readonly card: Card }
  | { readonly kind: 'flipped'; readonly card: Card }
  | { readonly kind: 'called'; readonly seat: number; readonly call: QuickCall }
  | { readonly kind: 'over'; readonly outcome: GameOutcome }
  | { readonly kind: 'dealt'; readonly game: number }
  /** A new game at the same table ("Nochmal"), a new Rekordjagd series if `series`. */
  | { readonly kind: 'again'; readonly series: boolean };

export function logEntry(e: GipfelEvent): LogEntry {
  switch (e.type) {
    case 'started':
      return { kind: 'started' };
    case 'played':
      return { kind: 'played', seat: e.seat, card: e.card, pile: e.pile };
    case 'turned':
      return { kind: 'turned', seat: e.seat, card: e.card };
    case 'flipped':
      return { kind: 'flipped', card: e.card };
    case 'called':
      return { kind: 'called', seat: e.seat, call: e.call };
    case 'gameOver':
      return { kind: 'over', outcome: e.outcome };
    case 'dealt':
      return { kind: 'dealt', game: e.game };
  }
}

/** A partner's recent action, shown at the partner's place. */
export type PartnerAct =
  | { readonly kind: 'played'; readonly card: Card; readonly pile: number }
  | { readonly kind: 'turned'; readonly card: Card };

/**
 * The last `keep` card actions of every other seat, newest first, carried over from `prev` and
 * extended by `events` (the view holds piles, not who laid what, so the screen keeps this itself).
 */
export function partnerActs(
  prev: readonly (readonly PartnerAct[])[],
  events: readonly GipfelEvent[],
  me: number | null,
  players: number,
  keep = 3,
): PartnerAct[][] {
  const out = Array.from({ length: players }, (_, s) => [...(prev[s] ?? [])]);
  for (const e of events) {
    if (e.type === 'dealt') for (const list of out) list.length = 0;
    if ((e.type !== 'played' && e.type !== 'turned') || e.seat === me) continue;
    const act: PartnerAct =
      e.type === 'played' ? { kind: 'played', card: e.card, pile: e.pile } : { kind: 'turned', card: e.card };
    out[e.seat]?.unshift(act);
  }
  return out.map((list) => list.slice(0, keep));
}

/**
 * What the screen keeps of a game from its events — the log's lines and the partners' recent plays
 * — and the table's game they belong to (its number at the table; null: not known).
 */
export interface Kept<L> {
  readonly game: number | null;
  readonly log: readonly L[];
  readonly acts: readonly (readonly PartnerAct[])[];
}

/**
 * The table deals a new game ("Nochmal" at a server table): the server sends its view with no event
 * — a Rekordjagd's next deal comes with `dealt`, which clears the partners' plays and gets its log
 * line — so the screen notices it by the table's game number and does as after `dealt`: the
 * partners' plays start empty and the log marks the new game with `line` (its last `keep` lines
 * kept). The same game, or the first one known, changes nothing.
 */
export function newTableGame<L>(kept: Kept<L>, game: number | null, line: L, keep: number): Kept<L> {
  if (game === kept.game) return kept;
  if (kept.game === null || game === null) return { ...kept, game };
  return { game, log: [...kept.log, line].slice(-keep), acts: kept.acts.map(() => []) };
}

/** Why a move was refused, in the words a player needs. */
export type Refusal =
  /** The card is gone: a partner laid it first (ERR_CARD_GONE). */
  | 'taken'
  /** The card no longer fits: a partner laid on the pile first ("leg sie an ihren Platz zurück"). */
  | 'tooLate'
  | 'timeUp'
  /** The countdown before "Los!" still runs (G5). */
  | 'notYet'
  /** The deal is over: the last peak card went, or nothing fits any more. */
  | 'over'
  /** The computer plays this seat now (A3): a play sent just before the takeover. */
  | 'away'
  | 'other';

/**
 * Why `code` refused a move, read with the table as it is when the refusal arrives: `view`, and
 * `between` (a Rekordjagd's pause after a deal, whose view holds the next deal already). The
 * server answers every move outside play with `ERR_WRONG_PHASE` — during the countdown before
 * "Los!" and after the deal has ended alike —, so the table tells them apart: a deal that has
 * ended (or whose clock has started: a started deal leaves play only by ending, and the refusal
 * may come before the view that says so) is over, not waiting for "Los!" (QA: a tap on
 * "Aufdecken" as the last peak card went was told "Noch nicht – erst nach „Los!“.").
 */
export function refusalOf(code: string, view: GipfelView, between: boolean): Refusal {
  switch (code) {
    case 'ERR_CARD_GONE':
      return 'taken';
    case 'ERR_DOES_NOT_FIT':
    case 'ERR_CARD_COVERED':
    case 'ERR_STOCK_EMPTY':
      return 'tooLate';
    case 'ERR_TIME_UP':
      return 'timeUp';
    case 'ERR_GAME_OVER':
      return dealEnd(view, between) ?? 'over';
    case 'ERR_WRONG_PHASE':
      return dealEnd(view, between) ?? (view.clock.startedAt === null ? 'notYet' : 'over');
    case 'ERR_AWAY':
      return 'away';
    default:
      return 'other';
  }
}

/** How the deal shown has ended — the clock ran out, or otherwise (won, stuck) — or null while it runs. */
function dealEnd(view: GipfelView, between: boolean): 'timeUp' | 'over' | null {
  if (!view.over && !between) return null;
  const last = view.finished[view.finished.length - 1];
  return last !== undefined && !last.won && last.reason === 'timeUp' ? 'timeUp' : 'over';
}

/** The team's result so far: the last finished deal, and the series' sum of leftover stock cards (G4). */
export function teamResult(view: GipfelView): { last: GameOutcome | null; won: number; score: number } {
  let won = 0;
  let score = 0;
  for (const o of view.finished)
    if (o.won) {
      won += 1;
      score += o.score;
    }
  return { last: view.finished[view.finished.length - 1] ?? null, won, score };
}

/** Whether the clock has started ("Los!"), so cards may be played. */
export const started = (view: GipfelView): boolean => view.clock.startedAt !== null || view.clock.limitMs === null;

/** How many peak cards are left (the team's progress). */
export const peaksLeft = (view: GipfelView): number => view.peaks.filter((s) => s !== null).length;
