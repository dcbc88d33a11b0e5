import { describe, expect, it } from 'vitest';
import type { Replay } from '../net/games-api.js';
import { renderWithServices, testServices } from '../test-services.js';
import { ReplayPlayer } from './Replay.js';

const render = (r: Replay) => renderWithServices(<ReplayPlayer r={r} />);

const running: Replay = {
  id: 'g1',
  game: 'schach', // no registered renderer: the generic one
  finished: false,
  seats: ['Anna', 'Ben', null],
  you: 1,
  steps: [
    { n: 0, seat: null, move: null, views: [null, { hand: ['3♥', '7♣'], turn: 0 }, null] },
    { n: 1, seat: 0, move: 'L 3♥', views: [null, { hand: ['3♥', '7♣'], turn: 1 }, null] },
  ],
};

describe('replay page', () => {
  it('starts at the deal from your own seat, with the first steps’ buttons off and the view’s facts listed', () => {
    const html = render(running);
    expect(html).toContain('Schritt 1 von 2');
    expect(html).toContain('Die Austeilung');
    expect(html).toContain('Die Partie läuft noch: Du siehst nur deine eigene Sicht.');
    // Only your seat can be chosen while the game runs.
    expect(html.match(/<option/g)).toHaveLength(1);
    expect(html).toContain('>Ben (du)</option>');
    expect(html).not.toContain('Platz');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Anfang</);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Zurück</);
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>Vor</);
    expect(html).toContain('<dt>hand</dt><dd>3♥, 7♣</dd>');
    expect(html).toContain('aria-valuetext="Schritt 1 von 2"');
    // The bar keeps a place for a game's move line, under its controls (the generic view has none).
    expect(html).toMatch(/<div class="replay-controls card">.*<div class="replay-move-slot"><\/div><\/div>/);
    expect(html).not.toContain('replay-move"');
  });

  it('after the game offers every seat, a computer named as such', () => {
    const done: Replay = {
      ...running,
      finished: true,
      you: null,
      steps: running.steps.map((s) => ({ ...s, views: [{ a: 1 }, { a: 2 }, { a: 3 }] })),
    };
    const html = render(done);
    expect(html.match(/<option/g)).toHaveLength(3);
    // Named as the table names them, never "Platz" (the Endstand's word for a rank).
    expect(html).toContain('>Anna</option>');
    expect(html).toContain('>Computer 3</option>');
    expect(html).not.toContain('Platz');
    expect(html).not.toContain('läuft noch');
    expect(html).toContain('<dt>a</dt><dd>1</dd>');
  });

  it('names a guest as the page’s language does ("Guest 8720" in English, as at the table)', () => {
    const guests: Replay = {
      ...running,
      finished: true,
      seats: ['Gast 8720', 'Ben', null],
      you: 0,
      steps: running.steps.map((s) => ({ ...s, views: [{ a: 1 }, { a: 2 }, { a: 3 }] })),
    };
    expect(render(guests)).toContain('>Gast 8720 (du)</option>');
    const html = renderWithServices(<ReplayPlayer r={guests} />, testServices('en'));
    expect(html).toContain('>Guest 8720 (you)</option>');
    expect(html).toContain('>Computer 3</option>');
    expect(html).not.toContain('Seat');
    expect(html).not.toContain('Gast');
  });
});
