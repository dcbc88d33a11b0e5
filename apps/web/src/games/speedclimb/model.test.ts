import { ROUTES, speedclimb, type Move, type State, type View } from '@kartenhaus/speedclimb';
import { describe, expect, it } from 'vitest';
import {
  assignPart,
  backpackClick,
  campAssignment,
  campMove,
  campMoves,
  campPositions,
  drawChoices,
  drawFirst,
  handOrder,
  keepMove,
  keyIntent,
  layoffsOf,
  meldClick,
  myTurn,
  NO_INPUT,
  ownCamp,
  roundSummary,
  sherpaEnds,
  standings,
  step,
  stormMoves,
  toggle,
  type PendingInput,
} from './model.js';
import { nextRefusal } from '../../table/refusal.js';
import { ERRORS } from './texts.js';
import { playToEnd, playUntil } from './test-positions.js';

const accepted = (s: State, v: View, m: Move): boolean => speedclimb.play(s, v.seat ?? 0, m).ok;

describe('speedclimb table model', () => {
  it('offers exactly the legal draws; M takes from the Material, nothing else acts before the draw', () => {
    const { v } = playUntil('gipfelsturm', 'm1', (v) => v.phase === 'draw');
    const d = drawChoices(v);
    const legal = v.legalMoves.filter((m) => m.type === 'draw');
    expect([d.stock, ...d.piles.values(), ...d.backpack].filter(Boolean)).toEqual(expect.arrayContaining(legal));
    expect(keyIntent(v, NO_INPUT, 'm', 'none', true)).toEqual({ type: 'move', move: { type: 'draw', from: 'stock' } });
    // Nothing else acts before the draw; the keys say why.
    expect(keyIntent(v, NO_INPUT, 'L', 'none', true)).toEqual({ type: 'refused', why: 'ERR_KEY_DRAW_FIRST' });
    expect(keyIntent(v, toggle(NO_INPUT, 0), 'a', 'none', true)).toEqual({
      type: 'refused',
      why: 'ERR_KEY_DRAW_FIRST',
    });
    expect(myTurn(v)).toBe(true);
  });

  it('"Nimm zuerst eine Karte" names the route’s piles: depots, the Ablage, the Meister’s backpack (QA 6 Dec 2026)', () => {
    // On the Gipfelsturm route it had named "der Ablage", which that route does not have.
    const said = Object.fromEntries(
      (['gipfelsturm', 'nordwand', 'expedition', 'meister'] as const).map((route) => {
        const { v } = playUntil(route, 'm1', (v) => v.phase === 'draw');
        const why = drawFirst(v);
        expect(keyIntent(v, NO_INPUT, 'L', 'none', true)).toEqual({ type: 'refused', why });
        return [route, ERRORS.de[why as keyof (typeof ERRORS)['de']]];
      }),
    );
    expect(said).toEqual({
      gipfelsturm: 'Nimm zuerst eine Karte – vom Material (Taste M) oder von einem leuchtenden Depot.',
      nordwand: 'Nimm zuerst eine Karte – vom Material (Taste M) oder von einem leuchtenden Depot.',
      expedition: 'Nimm zuerst eine Karte – vom Material (Taste M) oder von der Ablage.',
      meister: 'Nimm zuerst eine Karte – vom Material (Taste M), von der Ablage oder aus dem Rucksack.',
    });
  });

  it('L, N, A before the draw: each a refusal of its own, said again as a new alert (QA 6 Dec 2026)', () => {
    const { v } = playUntil('gipfelsturm', 'm1', (v) => v.phase === 'draw');
    let shown: { refused: string | null; key: number } = { refused: null, key: 0 };
    const keys: number[] = [];
    for (const key of ['l', 'n', 'a']) {
      const intent = keyIntent(v, NO_INPUT, key, 'none', true);
      expect(intent).toEqual({ type: 'refused', why: 'ERR_KEY_DRAW_FIRST' });
      // As the table sets it (`useIntents` → `useRefusal`): the alert's key changes each time.
      shown = nextRefusal(shown, 'ERR_KEY_DRAW_FIRST', true);
      keys.push(shown.key);
    }
    expect(new Set(keys).size).toBe(3);
  });

  it('1–9 choose a hand card; A or Enter discard exactly one chosen card, and only a legal one', () => {
    const { v, s } = playUntil('gipfelsturm', 'm2', (v) => v.phase === 'play' && !v.hand.includes('X'));
    expect(keyIntent(v, NO_INPUT, '3', 'none', true)).toEqual({ type: 'toggle', pos: 2 });
    const one = toggle(NO_INPUT, 2);
    const card = handOrder(v.hand, 'number')[2];
    const a = keyIntent(v, one, 'a', 'none', true);
    expect(a).toEqual({ type: 'move', move: { type: 'discard', card } });
    expect(keyIntent(v, one, 'Enter', 'none', true)).toEqual(a);
    if (a.type === 'move') expect(accepted(s, v, a.move)).toBe(true);
    // Two chosen cards: nothing to discard, and the key says so.
    expect(keyIntent(v, toggle(one, 3), 'A', 'none', true)).toEqual({ type: 'refused', why: 'ERR_KEY_CHOOSE_ONE' });
    expect(toggle(one, 2).selected).toEqual([]);
  });

  it('L lays the proposed camp; the green marks are its cards; the Sherpa variant says oben/unten', () => {
    const { v, s } = playUntil('gipfelsturm', 'm3', (v) => campMoves(v).length > 0);
    const camp = campMove(v, NO_INPUT);
    expect(camp).toEqual(campMoves(v)[0]);
    expect(keyIntent(v, NO_INPUT, 'l', 'none', true)).toEqual({ type: 'move', move: camp });
    const size = camp?.type === 'camp' ? camp.parts.reduce((n, p) => n + p.cards.length, 0) : 0;
    expect(campPositions(v, NO_INPUT).size).toBe(size);
    expect(accepted(s, v, camp!)).toBe(true);
    expect(sherpaEnds({ type: 'camp', parts: [{ cards: ['R5', 'B6', 'J'], low: 5 }] })).toEqual([
      { part: 1, below: 0, above: 1, low: 5, high: 7 },
    ]);
    expect(sherpaEnds({ type: 'camp', parts: [{ cards: ['R5', 'B6', 'J'], low: 4 }] })).toEqual([
      { part: 1, below: 1, above: 0, low: 4, high: 6 },
    ]);
  });

  it('a part filled by hand replaces the proposal’s cards there; incomplete camps cannot be laid', () => {
    const { v, s } = playUntil('gipfelsturm', 'm3', (v) => campMoves(v).length > 0);
    const parts = campMoves(v)[0]!.parts;
    const hand = handOrder(v.hand, 'number');
    // Choose the proposal's own cards of part 1 again: the camp stays legal and is sent by hand.
    let input: PendingInput = NO_INPUT;
    const used: number[] = [];
    for (const c of parts[0]!.cards) {
      const pos = hand.findIndex((h, i) => h === c && !used.includes(i));
      used.push(pos);
      input = toggle(input, pos);
    }
    const built = assignPart(v, input, 0);
    expect(built?.draft?.[0]).toEqual([...parts[0]!.cards].sort((a, b) => hand.indexOf(a) - hand.indexOf(b)));
    const move = campMove(v, built!);
    expect(move?.type).toBe('camp');
    expect(accepted(s, v, move!)).toBe(true);
    // Too few cards for the part: refused.
    expect(assignPart(v, toggle(NO_INPUT, used[0]!), 0)).toBeNull();
    // An emptied part makes the camp incomplete.
    expect(campMove(v, { ...built!, draft: built!.draft!.map((p, i) => (i === 0 ? [] : p)) })).toBeNull();
  });

  it('N lays the chosen card off at the first fitting combination', () => {
    const { v, s } = playUntil('gipfelsturm', 'm4', (v) =>
      v.legalMoves.some((m) => m.type === 'layoff' && m.card !== 'J'),
    );
    const lay = v.legalMoves.find((m) => m.type === 'layoff' && m.card !== 'J')!;
    const card = lay.type === 'layoff' ? lay.card : '';
    const pos = handOrder(v.hand, 'number').indexOf(card);
    const intent = keyIntent(v, toggle(NO_INPUT, pos), 'n', 'none', true);
    expect(intent).toEqual({ type: 'move', move: layoffsOf(v, card)[0] });
    if (intent.type === 'move') expect(accepted(s, v, intent.move)).toBe(true);
  });

  it('a key of the turn that cannot act says why (it was silent), and the engine refuses the same move for the same reason', () => {
    const why = (v: View, input: PendingInput, key: string) => {
      const i = keyIntent(v, input, key, 'none', true);
      return i.type === 'refused' ? i.why : i.type;
    };
    const engine = (s: State, v: View, m: Move) => {
      const r = speedclimb.play(s, v.seat ?? 0, m);
      return r.ok ? 'ok' : r.error.code;
    };
    // Not this seat's turn: the view of a seat waiting while another plays.
    const { v: d, s: ds } = playUntil('gipfelsturm', 'k1', (v) => v.phase === 'draw');
    const other = speedclimb.view(ds, ((d.seat ?? 0) + 1) % 3);
    for (const key of ['m', 'l', 'n', 'a', 'Enter', 'r']) expect(why(other, NO_INPUT, key)).toBe('ERR_NOT_YOUR_TURN');
    expect(engine(ds, other, { type: 'draw', from: 'stock' })).toBe('ERR_NOT_YOUR_TURN');
    expect(why(other, NO_INPUT, 'b')).toBe('bilanz');
    // After the draw: M again, N and A without a card, L without a complete camp.
    const { v, s } = playUntil(
      'gipfelsturm',
      'k2',
      (v) =>
        v.phase === 'play' &&
        campMoves(v).length === 0 &&
        !v.campLaid[v.seat ?? 0] &&
        v.hand.includes('X') &&
        !v.legalMoves.some((m) => m.type === 'discard' && m.card === 'X'),
    );
    expect(why(v, NO_INPUT, 'm')).toBe('ERR_KEY_ALREADY_DRAWN');
    expect(why(v, NO_INPUT, 'a')).toBe('ERR_KEY_CHOOSE_ONE');
    // N before the own camp stands, the camp not in the hand: "… – und dafür fehlen dir noch Karten."
    expect(why(v, NO_INPUT, 'n')).toBe('ERR_KEY_CAMP_FIRST_MISSING');
    expect(why(v, NO_INPUT, 'l')).toBe('ERR_KEY_CAMP_INCOMPLETE');
    // A Schneesturm chosen: A may not simply discard it while a player has none (the engine agrees);
    // A and Enter take the keyboard to the players it may be laid before instead.
    const storm = toggle(NO_INPUT, handOrder(v.hand, 'number').indexOf('X'));
    expect(stormMoves(v).length).toBeGreaterThan(0);
    expect(why(v, storm, 'a')).toBe('stormTargets');
    expect(why(v, storm, 'Enter')).toBe('stormTargets');
    expect(engine(s, v, { type: 'discard', card: 'X' })).toBe('ERR_STORM_DISCARD');
    // Without a player to lay it before (here: every storm move taken away) the refusal says why.
    expect(why({ ...v, legalMoves: v.legalMoves.filter((m) => m.type !== 'storm') }, storm, 'a')).toBe(
      'ERR_STORM_DISCARD',
    );
    // A card chosen before the own camp stands: N may not lay it off (the engine agrees).
    const first = toggle(NO_INPUT, 0);
    expect(why(v, first, 'n')).toBe('ERR_KEY_CAMP_FIRST_MISSING');
    // After the game nothing is refused: the keys are simply over.
    const end = speedclimb.view(playToEnd('gipfelsturm', 'summit-0', 2), 0);
    for (const key of ['m', 'l', 'n', 'a', 'r']) expect(why(end, NO_INPUT, key)).toBe('none');
  });

  it('← / → choose the previous / next card alone, within the hand', () => {
    const { v } = playUntil('gipfelsturm', 'm6', (v) => v.phase === 'play');
    expect(keyIntent(v, NO_INPUT, 'ArrowRight', 'none', true)).toEqual({ type: 'step', by: 1 });
    expect(step(NO_INPUT, 11, 1).selected).toEqual([0]);
    expect(step(NO_INPUT, 11, -1).selected).toEqual([10]);
    expect(step(step(NO_INPUT, 11, -1), 11, 1).selected).toEqual([10]);
    expect(step(toggle(toggle(NO_INPUT, 2), 5), 11, 1).selected).toEqual([0]);
    expect(step(toggle(NO_INPUT, 4), 11, -1).selected).toEqual([3]);
  });

  it('S sorts, B opens the Bilanz, R only when allowed, Esc clears or closes, Enter confirms the summary', () => {
    const { v } = playUntil('gipfelsturm', 'm5', (v) => v.phase === 'play');
    expect(keyIntent(v, NO_INPUT, 's', 'none', true)).toEqual({ type: 'sort' });
    expect(keyIntent(v, NO_INPUT, 'b', 'none', true)).toEqual({ type: 'bilanz' });
    expect(keyIntent(v, NO_INPUT, 'r', 'none', true)).toEqual({ type: 'hint' });
    expect(keyIntent(v, NO_INPUT, 'r', 'none', false)).toEqual({ type: 'none' });
    expect(keyIntent(v, toggle(NO_INPUT, 1), 'Escape', 'none', true)).toEqual({ type: 'clear' });
    expect(keyIntent(v, NO_INPUT, 'Escape', 'bilanz', true)).toEqual({ type: 'close' });
    expect(keyIntent(v, NO_INPUT, 'Enter', 'summary', true)).toEqual({ type: 'confirm' });
    expect(keyIntent(v, NO_INPUT, 'm', 'summary', true)).toEqual({ type: 'none' });
    // "A / Enter – … in der Bilanz: Weiter" (the key list): A as well (QA 6 Dec 2026).
    expect(keyIntent(v, NO_INPUT, 'a', 'summary', true)).toEqual({ type: 'confirm' });
    expect(keyIntent(v, NO_INPUT, 'A', 'summary', true)).toEqual({ type: 'confirm' });
  });

  it('sorts by number or by rope colour, Sherpas and Schneestürme last', () => {
    const hand = ['X', 'B3', 'J', 'R7', 'R2', 'B1'];
    expect(handOrder(hand, 'number')).toEqual(['B1', 'R2', 'B3', 'R7', 'J', 'X']);
    expect(handOrder(hand, 'color')).toEqual(['R2', 'R7', 'B1', 'B3', 'J', 'X']);
  });

  it('Nordwand: the keep choice is a legal move only within the limit', () => {
    const { v } = playUntil('nordwand', 'k1', (v) => v.phase === 'carry' && v.keep !== null && v.keep.length > 0, 2);
    expect(keepMove(v, v.keep ?? [])).not.toBeNull();
    expect(keepMove(v, [])).toEqual({ type: 'keep', cards: [] });
    expect(keepMove(v, v.hand.slice(0, 5))).toBeNull();
  });

  it('the round Bilanz and the final order come from the view (the same places as the engine result)', () => {
    const s = playToEnd('gipfelsturm', 'end1');
    const v = speedclimb.view(s, 0);
    const first = roundSummary(v, 0)!;
    expect(first.round).toBe(1);
    expect(first.rows.map((r) => r.seat)).toEqual([0, 1, 2]);
    expect(first.rows.every((r) => r.stage === 1)).toBe(true);
    expect(roundSummary(v, v.history.length)).toBeNull();
    const places = speedclimb.result(s)!.places;
    const order = standings(v);
    expect(order.map((o) => o.place)).toEqual(order.map((o) => places[o.seat]));
    expect(order.map((o) => o.place)).toEqual([...order.map((o) => o.place)].sort((a, b) => a - b));
  });

  it("the standings are the places of the view's result, never ranked again in the page", () => {
    const v = speedclimb.view(playToEnd('nordwand', 'end2'), 1);
    // A result the page could not have worked out from levels and hand counts: it shows exactly that.
    const turned = { ...v, result: { ...v.result!, places: [3, 1, 2] } };
    expect(standings(turned)).toEqual([
      { seat: 1, place: 1 },
      { seat: 2, place: 2 },
      { seat: 0, place: 3 },
    ]);
    const { v: running } = playUntil('gipfelsturm', 'm1', (x) => x.phase === 'draw');
    expect(running.result).toBeNull();
    expect(standings(running)).toEqual([]);
  });

  it('"passende Kombinationen … anklicken": a click on a run lays a Sherpa on top, on its left third at the bottom', () => {
    const both = (v: View) =>
      v.legalMoves.find(
        (m) =>
          m.type === 'layoff' &&
          m.card === 'J' &&
          m.end === 'low' &&
          v.legalMoves.some((n) => n.type === 'layoff' && n.card === 'J' && n.meld === m.meld && n.end === 'high'),
      );
    const { v, s } = playUntil('gipfelsturm', 'sherpa-layoff', (v) => both(v) !== undefined);
    const low = both(v)!;
    if (low.type !== 'layoff') throw new Error('layoff');
    const one = toggle(NO_INPUT, handOrder(v.hand, 'number').indexOf('J'));
    expect(meldClick(v, one, low.meld, 0.1)).toEqual({ type: 'move', move: low });
    const top = meldClick(v, one, low.meld, 0.5);
    expect(top).toEqual({ type: 'move', move: { ...low, end: 'high' } });
    if (top.type === 'move') expect(accepted(s, v, top.move)).toBe(true);
    // Nothing chosen: nothing happens. A combination the card does not fit: the table says so.
    expect(meldClick(v, NO_INPUT, low.meld, 0.1)).toEqual({ type: 'none' });
    const other = v.melds.findIndex((_, i) => !layoffsOf(v, 'J').some((m) => m.meld === i));
    if (other >= 0) expect(meldClick(v, one, other, 0.5)).toEqual({ type: 'refused', why: 'ERR_DOES_NOT_FIT' });
  });

  it('"Einpacken: Karte wählen und auf den Rucksack … klicken": a click on the backpack packs the chosen card', () => {
    const { v, s } = playUntil('meister', 'pack', (v) => v.legalMoves.some((m) => m.type === 'pack'), 2);
    const pack = v.legalMoves.find((m) => m.type === 'pack')!;
    const card = pack.type === 'pack' ? pack.card : '';
    const one = toggle(NO_INPUT, handOrder(v.hand, 'number').indexOf(card));
    expect(backpackClick(v, one)).toEqual({ type: 'move', move: pack });
    expect(accepted(s, v, pack)).toBe(true);
    expect(backpackClick(v, NO_INPUT)).toEqual({ type: 'none' });
    // A card that may not go in: the click says why (it had said nothing).
    const noPack = { ...v, legalMoves: v.legalMoves.filter((m) => m.type !== 'pack') };
    const packed = { ...noPack, packed: v.packed.map((p, i) => p || i === v.seat) };
    expect(backpackClick(packed, one)).toEqual({ type: 'refused', why: 'ERR_ALREADY_PACKED' });
    expect(backpackClick({ ...noPack, backpack: ['1R', '2R', '3R', '4R'] }, one)).toEqual({
      type: 'refused',
      why: 'ERR_BACKPACK_FULL',
    });
    expect(backpackClick(noPack, one)).toEqual({ type: 'refused', why: 'ERR_CANNOT_PACK' });
    expect(backpackClick(noPack, NO_INPUT)).toEqual({ type: 'none' });
  });
});

describe('speedclimb keys: a watcher', () => {
  it('no key does anything for a view without a seat (no move, no refusal, no Rat or Bilanz, no choice)', () => {
    const { s } = playUntil('gipfelsturm', 'r3', (v) => v.phase === 'draw');
    const watched = speedclimb.view(s, null);
    for (const key of ['m', 'M', 'l', 'n', 'a', 'Enter', 's', 'r', 'b', 'B', '1', '0', 'ArrowRight', 'Escape'])
      for (const overlay of ['none', 'summary', 'bilanz'] as const)
        expect(keyIntent(watched, NO_INPUT, key, overlay, true), `${key} ${overlay}`).toEqual({ type: 'none' });
  });

  it('a click on a combination before the own camp stands says what to do (it said nothing), as N does; the engine agrees', () => {
    const why = (v: View, input: PendingInput, meld = 0) => {
      const i = meldClick(v, input, meld, 0.5);
      return i.type === 'refused' ? i.why : i.type;
    };
    const notLaid = (v: View) => v.phase === 'play' && !v.campLaid[v.seat ?? 0] && v.melds.length > 0;
    // The camp not in the hand: lay it first — and it still lacks cards.
    const { v, s } = playUntil('gipfelsturm', 'anlegen-1', (v) => notLaid(v) && campMoves(v).length === 0);
    const one = toggle(NO_INPUT, 0);
    const card = handOrder(v.hand, 'number')[0]!;
    expect(why(v, one)).toBe('ERR_KEY_CAMP_FIRST_MISSING');
    expect(why(v, toggle(one, 1))).toBe('ERR_KEY_CAMP_FIRST_MISSING');
    expect(keyIntent(v, one, 'n', 'none', true)).toEqual({ type: 'refused', why: 'ERR_KEY_CAMP_FIRST_MISSING' });
    const r = speedclimb.play(s, v.seat ?? 0, { type: 'layoff', card, meld: 0, end: 'high' });
    expect(r.ok ? 'ok' : r.error.code).toBe('ERR_CAMP_NOT_LAID');
    // Nothing chosen: nothing was tried. Before the turn's card: take one first.
    expect(why(v, NO_INPUT)).toBe('none');
    expect(why({ ...v, phase: 'draw', legalMoves: [{ type: 'draw', from: 'stock' }] }, one)).toBe('ERR_KEY_DRAW_FIRST');
    // Another seat's turn: the click is not the seat's (the screen gives it no handler either).
    expect(why({ ...v, legalMoves: [] }, one)).toBe('none');
    // The camp in the hand: "Lager aufschlagen" first.
    const { v: r2 } = playUntil('gipfelsturm', 'anlegen-2', (v) => notLaid(v) && campMoves(v).length > 0);
    expect(why(r2, toggle(NO_INPUT, 0))).toBe('ERR_KEY_LAY_CAMP_FIRST');
    // The words: the rule text's step 3 and what to do.
    expect(ERRORS.de.ERR_KEY_LAY_CAMP_FIRST).toMatch(
      /wenn dein Lager steht: erst „Lager aufschlagen“, dann anlegen\.$/,
    );
    expect(ERRORS.de.ERR_KEY_CAMP_FIRST_MISSING).toMatch(/wenn dein Lager steht – und dafür fehlen dir noch Karten\.$/);
    expect(ERRORS.en.ERR_KEY_LAY_CAMP_FIRST).toMatch(/first “Lay the camp”, then lay off/);
    expect(ERRORS.en.ERR_KEY_CAMP_FIRST_MISSING).toMatch(/lay off only once your camp is laid/);
    // The camp laid: two cards chosen — choose one; one that fits not here — it does not fit.
    const { v: l } = playUntil(
      'gipfelsturm',
      'anlegen-3',
      (v) => v.phase === 'play' && v.campLaid[v.seat ?? 0] === true && v.hand.length > 2,
    );
    const lone = handOrder(l.hand, 'number').findIndex((c) => layoffsOf(l, c).every((m) => m.meld !== 0));
    expect(lone).toBeGreaterThanOrEqual(0);
    expect(why(l, toggle(toggle(NO_INPUT, 0), 1))).toBe('ERR_KEY_CHOOSE_ONE');
    expect(why(l, toggle(NO_INPUT, lone))).toBe('ERR_DOES_NOT_FIT');
  });

  it('before the draw the camp field shows the camp the legal moves will list: on the Expedition routes the one leaving the fewest points', () => {
    // Meister stage 1 (3-3-3 plus a Zwilling with a Sherpa): the 12s go with the Sherpa, the 4s stay
    // in hand (SC21, docs/rules/speedclimb.md) — the field had shown 4-4-Sherpa before the draw.
    const { v } = playUntil(
      'meister',
      'sc21',
      (v) => v.phase === 'draw' && v.seat !== null && !v.campLaid[v.seat] && v.stage[v.seat] === 0,
    );
    expect(ownCamp(v)).toEqual(ROUTES.meister.camps[0]);
    const hand = ['R3', 'B3', 'G3', 'R4', 'B4', 'R12', 'B12', 'J', 'Y7', 'G9', 'R1'];
    const shown = campAssignment({ ...v, hand }, NO_INPUT);
    expect(shown?.flatMap((p) => p.cards).sort()).toEqual(['B12', 'B3', 'G3', 'J', 'R12', 'R3']);
  });

  it('the hand’s keys (`table/hand-keys.ts`): ⇧1 chooses the 11th card (it had none)', () => {
    // After the draw the hand holds eleven: ⇧1 chooses the 11th, ⇧2 nothing.
    const { v } = playUntil('gipfelsturm', 'm6', (v) => v.phase === 'play' && v.hand.length === 11);
    expect(keyIntent(v, NO_INPUT, 'Shift+1', 'none', true)).toEqual({ type: 'toggle', pos: 10 });
    expect(keyIntent(v, NO_INPUT, 'Shift+2', 'none', true)).toEqual({ type: 'none' });
    expect(keyIntent(v, NO_INPUT, '0', 'none', true)).toEqual({ type: 'toggle', pos: 9 });
  });
});
