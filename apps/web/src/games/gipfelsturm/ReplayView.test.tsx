import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, makeMove, type GipfelMove, type GipfelState, type GipfelView } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { replayStepText } from '../../table/replay-test-render.js';
import { GipfelsturmReplayView } from './ReplayView.js';

const render = replayStepText<GipfelView>(GipfelsturmReplayView, 'gipfelsturm', ['Anna', null], 3);

/** The first moves of a deal: each seat plays its first card move in turn (a flip when it has none). */
function firstSteps(n: number): { s: GipfelState; moves: { seat: number; move: GipfelMove; before: GipfelState }[] } {
  let s = gipfelsturm.deal(unwrap(gipfelsturm.parseConfig({ players: 2 })), 'rv');
  const moves = [];
  for (let i = 0; i < n; i++) {
    const seat = i % 2;
    const legal = gipfelsturm.view(s, seat).legalMoves;
    const move = legal.find((m) => m.type === 'play' && m.pile === undefined) ?? legal.find((m) => m.type === 'flip')!;
    const before = s;
    s = unwrap(gipfelsturm.play(s, seat, move, 1000 + i * 100)).state;
    moves.push({ seat, move, before });
  }
  return { s, moves };
}

describe('a Gipfelsturm replay step', () => {
  it('says the move in the log’s words, German and English, not the notation', () => {
    const { s, moves } = firstSteps(3);
    const last = moves[2]!;
    const before = gipfelsturm.view(last.before, 1);
    const after = gipfelsturm.view(s, 1);
    const note = makeMove(last.move);
    const de = render(after, before, note, last.seat, null);
    // Anna's own pile is "den eigenen Stapel" (it read "den Stapel von Anna"), another's by its player.
    expect(de).toMatch(/Anna (legt .+ auf (den eigenen Stapel|den Stapel von Computer 2)|deckt .+ auf)/);
    expect(de).not.toContain('Stapel von Anna.');
    expect(de).not.toContain(` ${note} `);
    expect(render(after, before, note, last.seat, null, 'en')).toMatch(/Anna (lays .+ onto|turns up)/);
  });

  it('while the game runs, a partner’s step says what the table said (its events), not only its mover', () => {
    const { s, moves } = firstSteps(4);
    // Seat 1's (Computer 2's) second move; Anna (seat 0) reads the replay of the running game.
    const last = moves[3]!;
    const played = unwrap(gipfelsturm.play(last.before, last.seat, last.move, 1300));
    expect(played.state).toEqual(s);
    const events = played.events.map((e) => gipfelsturm.viewEvent(e, 0));
    const before = gipfelsturm.view(last.before, 0);
    const after = gipfelsturm.view(s, 0);
    const de = render(after, before, null, 1, 0, 'de', events);
    expect(de).toMatch(/Computer 2 (legt .+ auf|deckt .+ auf)/);
    expect(de).not.toContain('Ein Zug von');
    expect(render(after, before, null, 1, 0, 'en', events)).toMatch(/Computer 2 (lays .+ onto|turns up)/);
  });

  it('to a spectator, no pile is "Dein Stapel" — not the one of the seat whose view is shown; the player reads it for their own', () => {
    const { s } = firstSteps(4);
    for (const seat of [0, 1]) {
      const html = render(gipfelsturm.view(s, seat), null, null, null, null);
      expect(html).not.toMatch(/\b(Du|Dein\w*|dein\w*)\b/);
      expect(html).toContain('Stapel von Anna');
      expect(html).toContain('Stapel von Computer 2');
    }
    const own = render(gipfelsturm.view(s, 1), null, null, null, 0);
    expect(own).toContain('Dein Stapel');
    expect(own).not.toContain('Stapel von Du');
  });
});
