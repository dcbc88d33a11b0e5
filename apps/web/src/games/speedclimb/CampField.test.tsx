import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../../test-services.js';
import { CampField } from './CampField.js';
import { arrangedPart, assignPart, campMoves, handOrder, NO_INPUT, toggle, type PendingInput } from './model.js';
import { TEXT } from './strings.js';
import { playUntil } from './test-positions.js';

const field = (v: Parameters<typeof CampField>[0]['view'], input: PendingInput) =>
  renderWithServices(
    <CampField view={v} input={input} lang="de" tx={TEXT.de} active act={() => {}} setInput={() => {}} />,
  );

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
});
