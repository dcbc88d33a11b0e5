import { speedclimb, type Meld } from '@kartenhaus/speedclimb';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../test-services.js';
import { cardName } from './Card.js';
import { CampChoices, CampField } from './CampField.js';
import {
  arrangedPart,
  assignPart,
  campMove,
  campMoves,
  handOrder,
  NO_INPUT,
  openStages,
  partTap,
  sherpaEnds,
  shownStage,
  toggle,
  wishMove,
  type Intent,
  type PendingInput,
} from './model.js';
import { TEXT } from './strings.js';
import { ERRORS } from './texts.js';
import { playUntil } from './test-positions.js';

type Props = Parameters<typeof CampField>[0];
const field = (v: Props['view'], input: PendingInput, p: Partial<Props> = {}) =>
  renderWithServices(
    <CampField view={v} input={input} lang="de" tx={TEXT.de} active act={() => {}} setInput={() => {}} {...p} />,
  );

/**
 * The buttons an element draws, its function components (without hooks) called through — so a
 * test can press one: its click handler runs with the `setInput` it was given.
 */
type ButtonProps = { 'aria-label'?: string; 'aria-disabled'?: boolean; onClick?: () => void };
function buttons(node: ReactNode): ReactElement<ButtonProps>[] {
  if (Array.isArray(node)) return node.flatMap(buttons);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (typeof node.type === 'function') return buttons((node.type as (p: unknown) => ReactNode)(node.props));
  if (node.type === 'button') return [node as ReactElement<ButtonProps>];
  return buttons(node.props.children);
}

/** The camp's parts (`li.sc-part`) an element draws, as `buttons` finds buttons. */
type PartProps = { className?: string; onClick?: () => void; children?: ReactNode };
function partsOf(node: ReactNode): ReactElement<PartProps>[] {
  if (Array.isArray(node)) return node.flatMap(partsOf);
  if (!isValidElement<PartProps>(node)) return [];
  if (typeof node.type === 'function') return partsOf((node.type as (p: unknown) => ReactNode)(node.props));
  if (node.type === 'li' && node.props.className === 'sc-part') return [node];
  return partsOf(node.props.children);
}

/** Whether a part holds its button "Gewählte Karten in Teil n legen" (its cards' faces not drawn). */
function assigns(node: ReactNode): boolean {
  if (Array.isArray(node)) return node.some(assigns);
  if (!isValidElement<{ className?: string; children?: ReactNode }>(node)) return false;
  if (node.type === 'button') return node.props.className?.includes('sc-assign') === true;
  return typeof node.type === 'string' && assigns(node.props.children);
}

describe('the camp field', () => {
  it('shows where a run’s Sherpa goes: the run in order, the Sherpa named by the number it stands for', () => {
    const { v } = playUntil('gipfelsturm', 'r1', () => true);
    // "Sherpa in der Folge: oben/unten": 5-6-Sherpa is 5-6-7 or 4-5-6.
    expect(arrangedPart({ ...v, stage: [0, 0, 0] }, 0, { cards: ['J', 'R5', 'B6'], low: 5 })).toEqual({
      cards: ['R5', 'B6', 'J'],
      low: 5,
    });
    expect(arrangedPart({ ...v, stage: [0, 0, 0] }, 0, { cards: ['R5', 'B6', 'J'], low: 4 })).toEqual({
      cards: ['J', 'R5', 'B6'],
      low: 4,
    });
    // An incomplete part stays as chosen.
    expect(arrangedPart({ ...v, stage: [0, 0, 0] }, 0, { cards: ['R5', 'J'] })).toEqual({
      cards: ['R5', 'J'],
      low: null,
    });
  });

  it('a laid camp shows its parts as they lie on the table, not empty places (QA 5 Dec 2026)', () => {
    const { v } = playUntil('gipfelsturm', 'laid', (v) => v.campLaid[v.seat ?? 0] === true && v.phase === 'play');
    const me = v.seat ?? 0;
    const mine = v.melds.filter((m) => m.owner === me);
    expect(mine.length).toBeGreaterThan(0);
    const html = field(v, NO_INPUT);
    expect(html).toContain('✓ Dein Lager steht – jetzt anlegen und abwerfen.');
    // Between the own turns no "jetzt" (QA 6 Dec 2026: it stood there while another seat was on turn).
    expect(field(v, NO_INPUT, { active: false })).toContain('✓ Dein Lager steht.</p>');
    // Each part is marked laid and names its cards; no empty place is drawn.
    expect(html.match(/data-laid="true"/g)?.length).toBe(mine.length);
    expect(html).not.toContain('sc-slot');
    for (const m of mine) expect(html).toContain(m.cards.map((c) => cardName(c, 'de')).join(', '));
    // A part grown by lay-offs: its first cards, and how many more.
    const grown = { ...v, melds: v.melds.map((m) => (m === mine[0] ? { ...m, cards: [...m.cards, 'J', 'J'] } : m)) };
    expect(field(grown, NO_INPUT)).toContain('+2');
  });

  it('a proposed run with a Sherpa reads "Sherpa als n" in its place', () => {
    const { v } = playUntil('gipfelsturm', 'sherpa-run', (v) =>
      campMoves(v).some((m) => m.parts.some((p) => p.cards.includes('J') && p.low !== undefined)),
    );
    const part = campMoves(v)[0]!.parts.find((p) => p.cards.includes('J') && p.low !== undefined)!;
    const html = field(v, NO_INPUT);
    const k = arrangedPart(v, campMoves(v)[0]!.parts.indexOf(part), part);
    expect(html).toContain(`Sherpa als ${k.low! + k.cards.indexOf('J')}`);
  });

  it('"Vorschlag" for the proposal, "Deine Auswahl" once a part is filled by hand', () => {
    const { v } = playUntil('gipfelsturm', 'm3', (v) => campMoves(v).length > 0);
    expect(field(v, NO_INPUT)).toContain('Vorschlag (grün markierte Handkarten)');
    const parts = campMoves(v)[0]!.parts;
    const hand = handOrder(v.hand, 'number');
    let input: PendingInput = NO_INPUT;
    const used: number[] = [];
    for (const c of parts[0]!.cards) {
      const pos = hand.findIndex((h, i) => h === c && !used.includes(i));
      used.push(pos);
      input = toggle(input, pos);
    }
    const html = field(v, assignPart(v, input, 0)!);
    expect(html).not.toContain('Vorschlag (grün markierte Handkarten)');
    expect(html).toContain('Deine Auswahl (grün markierte Handkarten)');
  });

  it('a place shows its card with the number large; a part that can take the chosen cards is a target named by its words', () => {
    const { v } = playUntil('gipfelsturm', 'm3', (v) => campMoves(v).length > 0);
    const parts = campMoves(v)[0]!.parts;
    // Card.tsx `CompactFace`: the number 48 of the card's 60 units (the corner index, 15, read at 4 px
    // on a place 17 px wide).
    const numbers = [...field(v, NO_INPUT).matchAll(/<text[^>]*class="sc-big-index"[^>]*>(\d+)<\/text>/g)].map(
      (m) => m[1],
    );
    const numbered = parts.flatMap((p) => p.cards).filter((c) => /^[RBGYOV]\d+$/.test(c));
    expect(numbers).toHaveLength(numbered.length);
    expect(numbers.sort()).toEqual(numbered.map((c) => c.slice(1)).sort());
    // As many cards chosen as part 1 needs: "Gewählte Karten in Teil 1 legen" as the button's name
    // (on the one-screen table the button lies over the part, its words read, not shown).
    let input: PendingInput = NO_INPUT;
    for (let i = 0; i < parts[0]!.cards.length; i++) input = toggle(input, i);
    expect(field(v, input)).toMatch(
      /<button[^>]*class="button sc-assign"[^>]*aria-label="Gewählte Karten in Teil 1 legen"/,
    );
  });

  it('Meister: "bis zu deinem ersten Zug" the stage bar takes a choice, sent as the first move of the turn', () => {
    // Round 1, seat 1 to act; seat 0 has not acted in this round yet.
    const { s } = playUntil('meister', 'wish', (_v, s) => s.turn === 1 && s.phase === 'draw' && !s.acted[0], 2);
    const mine = speedclimb.view(s, 0);
    expect(mine.legalMoves).toEqual([]);
    const open = openStages(mine);
    const other = open.find((i) => i !== mine.stage[0])!;
    expect(other).toBeDefined();
    // The bar is live before the own turn: every open stage but the current one can be picked.
    const html = field(mine, NO_INPUT, { active: false, onStageWish: () => {} });
    const buttons = [...html.matchAll(/<button type="button" class="sc-stage"[^>]*>/g)].map((m) => m[0]);
    expect(buttons.filter((b) => !b.includes('disabled=""')).length).toBe(open.length - 1);
    // A wish shows that stage's camp and waits for the turn.
    const wish = { round: mine.round, stage: other };
    expect(shownStage(mine, wish)).toBe(other);
    expect(field(mine, NO_INPUT, { active: false, onStageWish: () => {}, stageWish: wish })).toContain(
      `Etappe ${other + 1} ist gewählt`,
    );
    expect(wishMove(mine, wish)).toBeNull();
    // Seat 1 moves on; once seat 0 is on turn the wish is its first move, and the engine takes it.
    let t = s;
    while (t.turn !== 0 || t.phase !== 'draw') {
      const seat = speedclimb.toAct(t)[0]!;
      const v = speedclimb.view(t, seat);
      const m = v.legalMoves.find((x) => x.type === 'discard') ?? v.legalMoves.find((x) => x.type === 'draw')!;
      const r = speedclimb.play(t, seat, m);
      if (!r.ok) throw new Error(r.error.code);
      t = r.value.state;
    }
    const move = wishMove(speedclimb.view(t, 0), wish);
    expect(move).toEqual({ type: 'stage', stage: other });
    expect(speedclimb.play(t, 0, move!).ok).toBe(true);
    // Read-only (a replay) or after the first action: no choice.
    expect(field(mine, NO_INPUT, { active: false })).not.toMatch(/class="sc-stage"(?![^>]*disabled)/);
    // While the computer plays the seat (the server refuses its moves) the bar only shows.
    expect(field(mine, NO_INPUT, { active: false, away: true, onStageWish: () => {} })).not.toMatch(
      /class="sc-stage"(?![^>]*disabled)/,
    );
  });

  it('Meister: at the own turn the stage moves are offered, not while the computer plays the seat', () => {
    const { s } = playUntil('meister', 'wish', (_v, s) => s.turn === 0 && s.phase === 'draw' && !s.acted[0], 2);
    const mine = speedclimb.view(s, 0);
    const enabled = /class="sc-stage"(?![^>]*disabled)/;
    expect(mine.legalMoves.some((m) => m.type === 'stage')).toBe(true);
    expect(field(mine, NO_INPUT, { active: true })).toMatch(enabled);
    expect(field(mine, NO_INPUT, { active: true, away: true })).not.toMatch(enabled);
  });

  it('Meister: a done stage shows ✓ in place of its number and its name says so ("Geschaffte Etappen sind abgehakt")', () => {
    const { s } = playUntil('meister', 'wish', (_v, s) => s.turn === 0 && s.phase === 'draw', 2);
    const mine = speedclimb.view(s, 0);
    const done = { ...mine, stagesDone: mine.stagesDone.map((d, i) => (i === 0 ? d.map((_, k) => k === 2) : d)) };
    const html = field(done, NO_INPUT, { active: false });
    expect(html).toMatch(/aria-label="Etappe 3 – geschafft[^"]*"[^>]*data-done="true"[^>]*>✓/);
    expect(html).toMatch(/aria-label="Etappe 4(?! – geschafft)[^"]*"[^>]*>4</);
  });

  it('with Sherpas at the ends of both runs each variant says which run’s Sherpa lies where (QA 7 Dec 2026)', () => {
    // Gipfelsturm's Basislager (2 runs of 3), after the draw: 4, 5, 8, 9 and two Sherpas.
    const { s } = playUntil(
      'gipfelsturm',
      'sherpa-by-hand',
      (v) => v.phase === 'play' && v.stage[v.seat ?? 0] === 0 && !v.campLaid[v.seat ?? 0],
    );
    const seat = speedclimb.toAct(s)[0]!;
    const hand = ['R4', 'B5', 'J', 'G8', 'Y9', 'J', 'R1', 'B12', 'G15', 'Y1', 'O15'];
    const v = speedclimb.view({ ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)) }, seat);
    const ways = campMoves(v).length;
    expect(ways).toBeGreaterThanOrEqual(3);
    let input: PendingInput = NO_INPUT;
    const label = (lang: 'de' | 'en', short = false) => {
      const html = renderWithServices(
        <CampChoices view={v} input={input} tx={TEXT[lang]} active setInput={(f) => void (input = f(input))} />,
      );
      return short ? /class="sc-short"[^>]*>([^<]*)</.exec(html)?.[1] : /aria-label="([^"]*)"/.exec(html)?.[1];
    };
    const seen: string[] = [];
    for (let k = 0; k < ways; k++) {
      input = { ...input, variant: k };
      const ends = sherpaEnds(campMove(v, input));
      expect(ends.map((e) => e.part)).toEqual([1, 2]);
      // The name says each part's end as the field draws it ("Sherpa als n").
      const words = ends.map((e) => `Teil ${e.part} ${e.below === 0 ? 'oben' : 'unten'}`).join(', ');
      expect(label('de')).toBe(`Sherpas in den Folgen: ${words}`);
      seen.push(label('de')!);
    }
    // Every variant reads differently; until now each read "Sherpa in der Folge: oben" or "unten".
    expect(new Set(seen).size).toBe(ways);
    input = { ...input, variant: 0 };
    expect(label('de')).toBe('Sherpas in den Folgen: Teil 1 oben, Teil 2 oben');
    expect(label('de', true)).toBe('Sherpa: 1 oben · 2 oben');
    expect(label('en')).toBe('Sherpas in the runs: part 1 top, part 2 top');
    expect(label('en', true)).toBe('Sherpa: 1 top · 2 top');
  });

  it('Sherpas at both ends of one run are said with the run’s numbers (3 Sherpas at 5–6 lie 2 + 1 or 1 + 2)', () => {
    const at = (low: number) => sherpaEnds({ type: 'camp', parts: [{ cards: ['R5', 'B6', 'J', 'J', 'J'], low }] });
    expect(TEXT.de.sherpaRun(at(3))).toBe('Sherpa in der Folge: oben und unten (3–7)');
    expect(TEXT.de.sherpaRun(at(4))).toBe('Sherpa in der Folge: oben und unten (4–8)');
    expect(TEXT.de.sherpaShort(at(4))).toBe('Sherpa: 4–8');
    expect(TEXT.de.sherpaRun(at(2))).toBe('Sherpa in der Folge: unten');
    expect(TEXT.en.sherpaRun(at(5))).toBe('Sherpa in the run: top');
    // A Sherpa inside a run has one place: not an end.
    expect(sherpaEnds({ type: 'camp', parts: [{ cards: ['R4', 'J', 'B6'], low: 4 }] })).toEqual([]);
  });

  it('a camp built by hand with a Sherpa at a run’s end offers "Sherpa: oben/unten" too, and "unten" lays 3–5 (S5; QA 5 Dec 2026)', () => {
    // Gipfelsturm's Basislager (2 runs of 3), after the draw: 4, 5 and a Sherpa in the hand.
    const { s } = playUntil(
      'gipfelsturm',
      'sherpa-by-hand',
      (v) => v.phase === 'play' && v.stage[v.seat ?? 0] === 0 && !v.campLaid[v.seat ?? 0],
    );
    const seat = speedclimb.toAct(s)[0]!;
    const hand = ['R4', 'B5', 'J', 'G8', 'Y9', 'O10', 'R1', 'B12', 'G13', 'Y14', 'O15'];
    const state = { ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)) };
    const v = speedclimb.view(state, seat);
    expect(campMoves(v).length).toBeGreaterThan(0);
    // Choose 4, 5 and the Sherpa and put them in part 1 ("⤓ Gewählte Karten in Teil 1 legen").
    const shown = handOrder(v.hand, 'number');
    let input: PendingInput = NO_INPUT;
    for (const c of ['R4', 'B5', 'J']) input = toggle(input, shown.indexOf(c));
    input = assignPart(v, input, 0)!;
    expect(input.draft?.[0]).toEqual(['R4', 'B5', 'J']);
    // The choices: "↺ Vorschlag" and the Sherpa's, with the same words as for the proposal.
    const choices = () =>
      buttons(CampChoices({ view: v, input, tx: TEXT.de, active: true, setInput: (f) => void (input = f(input)) }));
    const sherpa = () => choices().find((b) => b.props['aria-label']?.startsWith('Sherpa in der Folge:'));
    expect(renderWithServices(<CampChoices view={v} input={input} tx={TEXT.de} active setInput={() => {}} />)).toMatch(
      /↺ Vorschlag.*aria-label="Sherpa in der Folge: oben".*class="sc-short"[^>]*>Sherpa: oben</,
    );
    // Unchosen, the Sherpa goes on top (SC12): 4–6, and the move sent says so.
    const laid = (move: ReturnType<typeof campMove>): Meld => {
      const r = speedclimb.play(state, seat, move!);
      if (!r.ok) throw new Error(r.error.code);
      return r.value.state.melds.filter((m) => m.owner === seat)[0]!;
    };
    const firstPart = (move: ReturnType<typeof campMove>) => (move?.type === 'camp' ? move.parts[0] : null);
    expect(firstPart(campMove(v, input))).toEqual({ cards: ['R4', 'B5', 'J'], low: 4 });
    expect(laid(campMove(v, input))).toMatchObject({ kind: 'run', low: 4, high: 6, cards: ['R4', 'B5', 'J'] });
    // "Sherpa: unten": the field shows the Sherpa as 3, and the camp is laid as 3–5.
    sherpa()!.props.onClick!();
    expect(sherpa()!.props['aria-label']).toBe('Sherpa in der Folge: unten');
    expect(field(v, input)).toContain('Sherpa als 3');
    expect(firstPart(campMove(v, input))).toEqual({ cards: ['R4', 'B5', 'J'], low: 3 });
    expect(laid(campMove(v, input))).toMatchObject({ kind: 'run', low: 3, high: 5, cards: ['J', 'R4', 'B5'] });
    // And back: "oben".
    sherpa()!.props.onClick!();
    expect(sherpa()!.props['aria-label']).toBe('Sherpa in der Folge: oben');
    // A Sherpa in the middle (4, Sherpa, 6) has one place: no choice.
    const mid = { ...state, hands: state.hands.map((h, i) => (i === seat ? ['R4', 'J', 'B6', ...hand.slice(3)] : h)) };
    const w = speedclimb.view(mid, seat);
    const order = handOrder(w.hand, 'number');
    let own: PendingInput = NO_INPUT;
    for (const c of ['R4', 'J', 'B6']) own = toggle(own, order.indexOf(c));
    own = assignPart(w, own, 0)!;
    expect(
      buttons(CampChoices({ view: w, input: own, tx: TEXT.de, active: true, setInput: () => {} })).map(
        (b) => b.props['aria-label'] ?? 'reset',
      ),
    ).toEqual(['reset']);
  });

  it('"Halb geht nicht": a run chosen for a part of a camp the hand does not hold whole is refused with the rule (QA, 360 × 640)', () => {
    // The Basislager (two Dreierfolgen) after the draw; the hand holds 1-2-3 and no second run.
    const { s } = playUntil(
      'gipfelsturm',
      'half',
      (v) => v.phase === 'play' && v.stage[v.seat ?? 0] === 0 && !v.campLaid[v.seat ?? 0],
    );
    const seat = speedclimb.toAct(s)[0]!;
    const hand = ['R1', 'B2', 'G3', 'Y6', 'O8', 'R10', 'B12', 'G14', 'Y8', 'O12', 'R6'];
    const v = speedclimb.view({ ...s, hands: s.hands.map((h, i) => (i === seat ? hand : h)) }, seat);
    expect(campMoves(v)).toEqual([]);
    const shown = handOrder(v.hand, 'number');
    let input: PendingInput = NO_INPUT;
    for (const c of ['R1', 'B2', 'G3']) input = toggle(input, shown.indexOf(c));
    const acts: Intent[] = [];
    const target = (view = v, active = true) =>
      buttons(
        CampField({ view, input, lang: 'de', tx: TEXT.de, active, act: (i) => void acts.push(i), setInput: () => {} }),
      ).find((b) => b.props['aria-label'] === 'Gewählte Karten in Teil 1 legen');
    // The part "Dreierfolge" takes the tap (it was no target: the tap did nothing and said nothing)…
    expect(target()?.props['aria-disabled']).toBe(true);
    target()!.props.onClick!();
    // … and the table's alert says why, in the rule text's words.
    expect(acts).toEqual([{ type: 'refused', why: 'ERR_KEY_CAMP_HALF' }]);
    expect(ERRORS.de.ERR_KEY_CAMP_HALF).toMatch(/^Halb geht nicht: Dein Lager legst du erst aus, wenn du alle Karten/);
    expect(ERRORS.en.ERR_KEY_CAMP_HALF).toMatch(/^Half a camp is not allowed/);
    // Before the turn's card: take one first. Another seat's turn: no target.
    expect(partTap({ ...v, phase: 'draw' }, input, 0, true)).toBe('ERR_KEY_DRAW_FIRST');
    expect(target(v, false)).toBeUndefined();
    // Two cards chosen for a part of three: still "Halb geht nicht" (the hand lacks the camp). The
    // whole camp in the hand: the cards fill the part.
    expect(partTap(v, toggle(input, shown.indexOf('G3')), 0, true)).toBe('ERR_KEY_CAMP_HALF');
    const whole = ['R1', 'B2', 'G3', 'Y6', 'O7', 'R8', 'B12', 'G14', 'Y8', 'O12', 'R6'];
    const w = speedclimb.view({ ...s, hands: s.hands.map((h, i) => (i === seat ? whole : h)) }, seat);
    expect(partTap(w, input, 0, true)).toBe('assign');
  });

  it('a part tapped with another number of cards chosen says how many it needs (it said nothing; QA)', () => {
    // The Basislager (two Dreierfolgen) after the draw, the whole camp in the hand.
    const { s } = playUntil(
      'gipfelsturm',
      'half',
      (v) => v.phase === 'play' && v.stage[v.seat ?? 0] === 0 && !v.campLaid[v.seat ?? 0],
    );
    const seat = speedclimb.toAct(s)[0]!;
    const whole = ['R1', 'B2', 'G3', 'Y6', 'O7', 'R8', 'B12', 'G14', 'Y8', 'O12', 'R6'];
    const v = speedclimb.view({ ...s, hands: s.hands.map((h, i) => (i === seat ? whole : h)) }, seat);
    expect(campMoves(v).length).toBeGreaterThan(0);
    const shown = handOrder(v.hand, 'number');
    const choose = (cards: string[]) => cards.reduce((i, c) => toggle(i, shown.indexOf(c)), NO_INPUT);
    const two = choose(['R1', 'B2']);
    const need = { code: 'ERR_KEY_PART_COUNT', part: 2, kind: 'run', size: 3, chosen: 2 };
    expect(partTap(v, two, 1, true)).toEqual(need);
    expect(partTap(v, choose(['R1', 'B2', 'G3', 'Y6']), 0, true)).toEqual({ ...need, part: 1, chosen: 4 });
    // No card chosen, another seat's turn: the part is no target.
    expect(partTap(v, NO_INPUT, 0, true)).toBeNull();
    expect(partTap(v, two, 0, false)).toBeNull();
    // The part itself takes the tap (no button: "Gewählte Karten in Teil n legen" only for three)…
    const acts: Intent[] = [];
    const el = CampField({
      view: v,
      input: two,
      lang: 'de',
      tx: TEXT.de,
      active: true,
      act: (i) => void acts.push(i),
      setInput: () => {},
    });
    const parts = partsOf(el);
    expect(parts).toHaveLength(2);
    expect(parts.some((p) => assigns(p.props.children))).toBe(false);
    parts[1]!.props.onClick!();
    expect(acts).toEqual([{ type: 'refused', why: need }]);
    // … and the alert says the rule text's words, the part, how many it needs and what to do.
    expect(TEXT.de.partCount(2, TEXT.de.kinds.run(3), 3, 2)).toBe(
      'Jeder Teil hat genau so viele Karten wie verlangt: Teil 2 (Dreierfolge) braucht 3, du hast 2 gewählt. Wähle genau 3 Karten in der Hand und klicke dann auf den Teil.',
    );
    expect(TEXT.en.partCount(2, TEXT.en.kinds.run(3), 3, 2)).toMatch(
      /^Each part has exactly as many cards as required: part 2 \(.+\) needs 3, you have chosen 2\./,
    );
    // Three chosen: the button, which fills the part; the part itself takes no tap then.
    const three = choose(['R1', 'B2', 'G3']);
    const ok = CampField({
      view: v,
      input: three,
      lang: 'de',
      tx: TEXT.de,
      active: true,
      act: () => {},
      setInput: () => {},
    });
    expect(partsOf(ok).every((p) => assigns(p.props.children))).toBe(true);
    expect(partsOf(ok).every((p) => p.props.onClick === undefined)).toBe(true);
  });
});
