import { Rng, unwrap } from '@kartenhaus/core';
import { DEFAULT_CONFIG, fullDeck, speedlift, type Card, type View } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import {
  abrechnung,
  activePreview,
  applyInput,
  countingHelp,
  detailCardOf,
  feierabendWarning,
  keyIntent,
  loadSummary,
  NO_INPUT,
  NOT_OPENED,
  playableCards,
  preview,
  refusalOutlives,
  tapCard,
} from './model.js';
import { errorText } from '../../i18n/i18n.js';
import { gameError } from '../registry.js';
import { previewLine, refusalText, TEXT } from './strings.js';

/** A 3-player position: seat 0's hand is given, the rest of the deck is spread over seats 1–2 and the Lager. */
function position(
  hand0: Card[],
  ride: { seat: number; card: Card }[] = [],
  options: Record<string, unknown> = {},
  turn = 0,
): View {
  const used = new Set<string>([...hand0, ...ride.map((r) => r.card)]);
  const rest: Card[] = [];
  const pool = fullDeck(3, (options.sonderkarten as 'alle' | 'keine' | undefined) ?? 'alle');
  const taken = new Map<string, number>();
  for (const c of [...hand0, ...ride.map((r) => r.card)]) taken.set(c, (taken.get(c) ?? 0) + 1);
  for (const c of pool) {
    const n = taken.get(c) ?? 0;
    if (n > 0) taken.set(c, n - 1);
    else rest.push(c);
  }
  expect(used.size).toBeGreaterThan(0);
  const lagerSize = pool.length - 36;
  const lager = rest.slice(0, lagerSize);
  const others = rest.slice(lagerSize);
  const hands = [hand0, others.slice(0, 10), others.slice(10, 20)];
  const loads = [[], [], []] as Card[][][];
  const extra = others.slice(20);
  if (extra.length > 0) loads[1] = [extra];
  const s = speedlift.fromSetup({ config: { players: 3, ...options }, turn, hands, lager, ride, loads });
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return speedlift.view(s.value, 0);
}

const HAND: Card[] = ['H2', 'H5', 'P9', 'S11', 'H12', 'P1', 'S3', 'LB', 'EX', 'HD', 'P6', 'S8'];

describe('Speedlift table model', () => {
  it("previews what the game then does: floor, direction, who is next and whom the detective catches (the engine's rideAfter)", () => {
    let checked = 0;
    for (const [players, seed] of [
      [3, 'p1'],
      [4, 'p2'],
      [6, 'p3'],
    ] as const) {
      let s = speedlift.deal({ ...DEFAULT_CONFIG, players }, seed);
      const rng = Rng.fromSeed(seed);
      for (let i = 0; i < 150 && !s.over; i++) {
        const seat = speedlift.toAct(s)[0]!;
        const v = speedlift.view(s, seat);
        for (const m of v.legalMoves) {
          if (m.type !== 'play') continue;
          const p = preview(v, m.card)!;
          const r = speedlift.play(s, seat, m);
          if (!r.ok) throw new Error(r.error.code);
          const { state, events } = r.value;
          if (events.some((e) => e.type === 'feierabend')) continue;
          checked++;
          const caught = events.find((e) => e.type === 'caught');
          expect(p.effect === 'detective', m.card).toBe(caught !== undefined);
          if (caught && p.next.kind === 'caught') expect(p.next.seat).toBe(caught.seat);
          expect({ floor: p.floor, dir: p.dir, nextSeat: p.nextSeat }, m.card).toEqual({
            floor: state.floor,
            dir: state.dir,
            nextSeat: state.turn,
          });
        }
        s = unwrap(speedlift.play(s, seat, rng.pick([...v.legalMoves]))).state;
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('takes the playable cards from the legal moves only', () => {
    const v = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    // Going up from 9: only 11 and 12 fit, plus the specials (direction fixed).
    expect([...playableCards(v)].sort()).toEqual(['EX', 'H12', 'HD', 'LB', 'S11']);
  });

  it('previews a number card: floor, direction kept, next must go higher', () => {
    const v = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    expect(preview(v, 'S11')).toMatchObject({
      effect: 'number',
      floor: 11,
      dir: 1,
      nextSeat: 1,
      next: { kind: 'above', floor: 11 },
    });
    expect(preview(v, 'H2')).toBeNull(); // not legal: no preview
  });

  it('previews the Liftboy (reverse, floor stays), the Expresskabine (L4) and the detective (L1, L2)', () => {
    const v = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    expect(preview(v, 'LB')).toMatchObject({ floor: 9, dir: -1, next: { kind: 'below', floor: 9 } });
    expect(preview(v, 'EX')).toMatchObject({ floor: 0, dir: 1, next: { kind: 'above', floor: 0 } });
    // H7 (1) + S9 (2) + HD (2) = 5 Kartons for seat 2, who laid the card before.
    expect(preview(v, 'HD')).toMatchObject({ effect: 'detective', next: { kind: 'caught', seat: 2, kartons: 5 } });
  });

  it('the detective ends the ride: the lift goes nowhere, the line says the ride ends and who opens', () => {
    const v = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    const p = preview(v, 'HD')!;
    expect(p).toMatchObject({ floor: NOT_OPENED, dir: 0 });
    const names = ['Du', 'Anna', 'Ben'];
    expect(previewLine(TEXT.de, p, names)).toBe(
      'Hausdetektiv: die Fahrt endet. Ben nimmt die Ladung (5 Kartons) und eröffnet die nächste Fahrt.',
    );
    expect(previewLine(TEXT.en, p, ['You', 'Anna', 'Ben'])).toBe(
      'Hausdetektiv: the ride ends. Ben takes the load (5 Kartons) and opens the next ride.',
    );
    // A number card keeps the lift going.
    expect(previewLine(TEXT.de, preview(v, 'S11')!, names)).toBe(
      'Spielwaren 11: Lift danach Etage 11, Rauf. Anna muss dann höher als 11 legen.',
    );
  });

  it('never offers impossible advice: above 12 or below 1 only a special card fits, or nothing', () => {
    const down = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S2' },
    ]);
    expect(preview(down, 'P1')?.next).toEqual({ kind: 'none', specials: true });
    const line = previewLine(TEXT.de, preview(down, 'P1')!, ['Du', 'Anna', 'Ben']);
    expect(line).not.toContain('tiefer als 1');
    expect(line).toContain('Anna kann dann keine Zahlenkarte mehr legen');
    const up = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    expect(preview(up, 'H12')?.next).toEqual({ kind: 'none', specials: true });
    const plain = position(
      HAND.filter((c) => !['LB', 'EX', 'HD'].includes(c)),
      [
        { seat: 1, card: 'H7' },
        { seat: 2, card: 'S9' },
      ],
      { sonderkarten: 'keine' },
    );
    expect(previewLine(TEXT.en, preview(plain, 'H12')!, ['You', 'Anna', 'Ben'])).toBe(
      'Hutsalon 12: then the lift is at floor 12, going up. Anna then cannot follow and must get out.',
    );
    // "Gleiche Etage hält": at 12 going up another 12 still fits.
    const same = position(
      HAND,
      [
        { seat: 1, card: 'H7' },
        { seat: 2, card: 'S9' },
      ],
      { gleicheEtageHaelt: true },
    );
    expect(preview(same, 'H12')?.next).toEqual({ kind: 'above', floor: 12, orEqual: true });
  });

  it('previews the second number card fixing the direction, and the opening', () => {
    const v = position(HAND, [{ seat: 2, card: 'S7' }]);
    expect(preview(v, 'H5')).toMatchObject({ floor: 5, dir: -1, next: { kind: 'below', floor: 5 } });
    const open = position(HAND);
    expect(preview(open, 'P9')).toMatchObject({ effect: 'opens', floor: 9, dir: 0, next: { kind: 'other', floor: 9 } });
    const gleiche = position(HAND, [], { gleicheEtageHaelt: true });
    expect(preview(gleiche, 'P9')?.next).toEqual({ kind: 'any' });
  });

  it('lift then play: the first tap lifts, the second plays; without it a tap plays', () => {
    const v = position(HAND);
    const lifted = tapCard(v, NO_INPUT, 'P9', true);
    expect(lifted).toEqual({ type: 'lift', card: 'P9' });
    const input = applyInput(NO_INPUT, lifted);
    expect(activePreview(v, input)?.floor).toBe(9);
    expect(tapCard(v, input, 'P9', true)).toEqual({ type: 'move', move: { type: 'play', card: 'P9' } });
    expect(tapCard(v, NO_INPUT, 'P9', false)).toEqual({ type: 'move', move: { type: 'play', card: 'P9' } });
    // At the opening a special cannot be laid while a number card is held: only lifted for its
    // detail, and the tap says why.
    expect(tapCard(v, NO_INPUT, 'LB', false)).toEqual({
      type: 'lift',
      card: 'LB',
      refused: 'ERR_MUST_OPEN_WITH_NUMBER',
    });
  });

  it('keys: a number lifts, the same number or Enter lays, A exits only when legal, Esc drops', () => {
    const v = position(HAND);
    const first = v.hand[0] as Card;
    const lift = keyIntent(v, NO_INPUT, '1', 'none', true);
    expect(lift).toEqual({ type: 'lift', card: first });
    const input = applyInput(NO_INPUT, lift);
    expect(keyIntent(v, input, '1', 'none', true)).toEqual({ type: 'move', move: { type: 'play', card: first } });
    expect(keyIntent(v, input, 'Enter', 'none', true)).toEqual({ type: 'move', move: { type: 'play', card: first } });
    expect(keyIntent(v, input, 'a', 'none', true)).toEqual({ type: 'refused', why: 'ERR_NOTHING_TO_TAKE' });
    expect(keyIntent(v, input, 'Escape', 'none', true)).toEqual({ type: 'drop' });
    expect(keyIntent(v, input, 'r', 'none', false)).toEqual({ type: 'refused', why: 'HINT_NOT_HERE' }); // Tagesfahrt
    expect(keyIntent(v, input, 'R', 'none', true)).toEqual({ type: 'hint' });
    expect(keyIntent(v, input, 'Enter', 'abrechnung', true)).toEqual({ type: 'confirm' });
    expect(keyIntent(v, input, '1', 'abrechnung', true)).toEqual({ type: 'none' });
    expect(keyIntent(v, input, 'ArrowRight', 'none', true)).toEqual({ type: 'lift', card: v.hand[1] });
  });

  it('keys: ⇧1 and ⇧2 lift the 11th and 12th card (a hand of twelve had no key for them), ⇧3 none', () => {
    const v = position(HAND);
    expect(v.hand.length).toBe(12);
    expect(keyIntent(v, NO_INPUT, 'Shift+1', 'none', true)).toMatchObject({ type: 'lift', card: v.hand[10] });
    expect(keyIntent(v, NO_INPUT, 'Shift+2', 'none', true)).toMatchObject({ type: 'lift', card: v.hand[11] });
    expect(keyIntent(v, NO_INPUT, 'Shift+3', 'none', true)).toEqual({ type: 'refused', why: 'NO_SUCH_CARD' });
    expect(keyIntent(v, NO_INPUT, '0', 'none', true)).toMatchObject({ type: 'lift', card: v.hand[9] });
  });

  it('← → with no card lifted start beside the card the keyboard focus rests on, not at the first (QA 5 Dec 2026)', () => {
    const v = position(HAND);
    expect(v.hand.length).toBeGreaterThan(5);
    const focused = { lifted: null, hovered: v.hand[3]!, focused: true };
    expect(keyIntent(v, focused, 'ArrowRight', 'none', true)).toEqual({ type: 'lift', card: v.hand[4] });
    expect(keyIntent(v, focused, 'ArrowLeft', 'none', true)).toEqual({ type: 'lift', card: v.hand[2] });
    // Under the mouse only: from the hand's ends, as before.
    const hovered = { lifted: null, hovered: v.hand[3]!, focused: false };
    expect(keyIntent(v, hovered, 'ArrowRight', 'none', true)).toEqual({ type: 'lift', card: v.hand[0] });
    expect(keyIntent(v, hovered, 'ArrowLeft', 'none', true)).toEqual({ type: 'lift', card: v.hand.at(-1) });
  });

  it('a refused tap or key always says why, in a sentence of its own (German and English)', () => {
    const ride = [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ] as const;
    const v = position(HAND, [...ride]);
    const said = (i: ReturnType<typeof tapCard>, at = v) => {
      const why = i.type === 'refused' ? i.why : i.type === 'lift' || i.type === 'drop' ? i.refused : undefined;
      expect(why).toBeDefined();
      const where = { floor: at.floor, dir: at.dir, gleiche: false, handSize: at.hand.length };
      const de = refusalText(TEXT.de, 'de', why!, where, (c) => errorText(c, 'de', gameError));
      const en = refusalText(TEXT.en, 'en', why!, where, (c) => errorText(c, 'en', gameError));
      expect(de).not.toBe(en);
      return de;
    };
    // Going up from 9: every card but 11, 12 and the specials is refused, each tap says so.
    for (const card of HAND.filter((c) => !playableCards(v).has(c)))
      expect(said(tapCard(v, NO_INPUT, card, false))).toBe('Der Lift fährt rauf: nur höher als 9.');
    // A second tap on the lifted card drops it and says it again; so do the number keys.
    expect(tapCard(v, { ...NO_INPUT, lifted: 'H2' }, 'H2', false)).toMatchObject({ type: 'drop', card: 'H2' });
    expect(said(tapCard(v, { ...NO_INPUT, lifted: 'H2' }, 'H2', false))).toContain('rauf');
    expect(said(keyIntent(v, NO_INPUT, String(v.hand.indexOf('H2') + 1), 'none', true))).toContain('rauf');
    // "Wer passend legen kann, muss legen": A is refused while a card fits.
    expect(said(keyIntent(v, NO_INPUT, 'a', 'none', true))).toContain('muss legen');
    // Not on turn: every card and A say so.
    const other = position(
      HAND,
      [
        { seat: 2, card: 'H7' },
        { seat: 0, card: 'S9' },
      ],
      {},
      1,
    );
    expect(said(tapCard(other, NO_INPUT, 'H12', false))).toBe('Du bist gerade nicht dran.');
    expect(said(keyIntent(other, NO_INPUT, 'a', 'none', true))).toBe('Du bist gerade nicht dran.');
    expect(said(keyIntent(other, NO_INPUT, 'r', 'none', true))).toBe('Du bist gerade nicht dran.');
    // No Rat at this table; no card under the key.
    expect(said(keyIntent(v, NO_INPUT, 'r', 'none', false))).toContain('Rat');
    const short = position(HAND.slice(0, 8), [...ride]);
    expect(said(keyIntent(short, NO_INPUT, '9', 'none', true), short)).toBe('Du hast nur 8 Karten.');
    // The opening: specials wait; the direction still open: the same floor is refused.
    const open = position(HAND);
    expect(said(tapCard(open, NO_INPUT, 'HD', false), open)).toContain('keine Zahlenkarte');
    const second = position(['H9', ...HAND.slice(1)], [{ seat: 2, card: 'S9' }]);
    expect(said(tapCard(second, NO_INPUT, 'H9', false), second)).toBe(
      'Dieselbe Etage darf nicht gelegt werden – der Lift steht auf Etage 9.',
    );
    expect(said(tapCard(second, NO_INPUT, 'LB', false), second)).toContain('sobald die Richtung feststeht');
  });

  it('A is a move when the player cannot follow', () => {
    const low: Card[] = ['H1', 'H2', 'H3', 'P1', 'P2', 'P3', 'S1', 'S2', 'S3', 'H4', 'P4', 'S4'];
    const v = position(
      low,
      [
        { seat: 1, card: 'H7' },
        { seat: 2, card: 'S9' },
      ],
      { sonderkarten: 'keine' },
    );
    expect(keyIntent(v, NO_INPUT, 'a', 'none', true)).toEqual({ type: 'move', move: { type: 'exit' } });
  });

  it('the card detail over the ride (a phone) is not the card the focus merely rests on; beside the ride it is', () => {
    // After a card laid the focus rests on the card now at its place: its detail had covered the ride.
    const resting = { lifted: null, hovered: 'H3' as Card, focused: true };
    expect(detailCardOf(resting, true)).toBeNull();
    expect(detailCardOf(resting, false)).toBe('H3');
    // The lifted card (a tap, a key) and the card under the mouse still show their detail.
    expect(detailCardOf({ ...resting, lifted: 'U7' }, true)).toBe('U7');
    expect(detailCardOf({ lifted: null, hovered: 'H3', focused: false }, true)).toBe('H3');
    expect(detailCardOf({ lifted: 'U7', hovered: 'H3' }, true)).toBe('H3');
    expect(detailCardOf(NO_INPUT, true)).toBeNull();
    // While the Abrechnung is open none, hovered or lifted (QA 6 Dec 2026).
    expect(detailCardOf({ lifted: 'U7', hovered: 'H3' }, false, true)).toBeNull();
    expect(detailCardOf({ lifted: 'U7', hovered: null }, true, true)).toBeNull();
  });

  it('counting help sorts the public cards per department', () => {
    const v = position(HAND, [
      { seat: 1, card: 'H7' },
      { seat: 2, card: 'S9' },
    ]);
    const help = countingHelp(v);
    const h = help.departments.find((d) => d.dept === 'H');
    expect(h?.gone).toContain(7);
    expect(h?.mine).toEqual([2, 5, 12]);
    expect(h && h.gone.length + h.mine.length + h.unseen.length).toBe(12);
    const loads = loadSummary(v);
    expect(loads[1]?.loads).toBe(1);
  });

  it('warns in red only for one or two cards', () => {
    expect([0, 1, 2, 3].map(feierabendWarning)).toEqual([false, true, true, false]);
  });

  it('builds the Abrechnung rows: Kartons + Ladenhüter = Strafe, with running sums', () => {
    const v = position(HAND);
    const sheet = { dealer: 0, kartons: [3, 0, 5], ladenhueter: [2, 0, 4], penalty: [5, 0, 9] };
    const v2: View = {
      ...v,
      scores: [sheet, { dealer: 1, kartons: [1, 1, 1], ladenhueter: [0, 0, 0], penalty: [1, 1, 1] }],
    };
    expect(abrechnung(v2, 1)).toEqual([
      { seat: 0, kartons: 1, ladenhueter: 0, penalty: 1, total: 6 },
      { seat: 1, kartons: 1, ladenhueter: 0, penalty: 1, total: 1 },
      { seat: 2, kartons: 1, ladenhueter: 0, penalty: 1, total: 10 },
    ]);
    expect(abrechnung(v2, 2)).toBeNull();
  });
});

describe('Speedlift: a refusal after the next step', () => {
  it('"nicht dran" stands until the own turn (a quick table took the alert away while it was said); others go', () => {
    const othersTurn = position(HAND, [], {}, 1);
    const ownTurn = position(HAND, [], {}, 0);
    expect(refusalOutlives('ERR_NOT_YOUR_TURN', othersTurn)).toBe(true);
    expect(refusalOutlives('ERR_NOT_YOUR_TURN', ownTurn)).toBe(false);
    expect(refusalOutlives('ERR_NOT_YOUR_TURN', { ...othersTurn, over: true })).toBe(false);
    // A card that did not fit was about the ride before: a new step drops it.
    expect(refusalOutlives('ERR_WRONG_DIRECTION', othersTurn)).toBe(false);
    expect(refusalOutlives(null, othersTurn)).toBe(false);
  });
});

describe('speedlift keys: a watcher', () => {
  it('no key does anything for a view without a seat (no lift, no refusal, no Rat, Bilanz or exit)', () => {
    const config = speedlift.parseConfig({ players: 3 });
    if (!config.ok) throw new Error(config.error.code);
    const watched = speedlift.view(speedlift.deal(config.value, 'watch'), null);
    for (const key of ['1', '0', 'a', 'A', 'r', 'b', 'B', 'Enter', 'ArrowRight', 'Escape'])
      for (const overlay of ['none', 'abrechnung', 'bilanz'] as const)
        expect(keyIntent(watched, NO_INPUT, key, overlay, true), `${key} ${overlay}`).toEqual({ type: 'none' });
  });
});
