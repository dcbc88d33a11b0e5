import { describe, expect, it } from 'vitest';
import { speedliftGame } from '../games/speedlift/index.js';
import { renderWithServices, testServices } from '../test-services.js';
import { ShortcutsDialog } from './ShortcutsDialog.js';

const render = (watching: boolean, lang: 'de' | 'en' = 'de') =>
  renderWithServices(
    <ShortcutsDialog open onClose={() => {}} game={speedliftGame} watching={watching} />,
    testServices(lang),
  );

describe('the ? list for a watcher', () => {
  it('names the game’s keys to a seated player', () => {
    const seated = render(false);
    expect(seated).toContain('Am Tisch: Speedlift');
    expect(seated).not.toContain('Du schaust zu');
  });

  it('names only the site’s keys to a watcher, and says why (German and English)', () => {
    const de = render(true);
    expect(de).toContain('Überall');
    expect(de).not.toContain('Am Tisch: Speedlift');
    expect(de).toContain('Du schaust zu: Die Tasten für Speedlift gelten für die, die am Tisch sitzen.');
    const en = render(true, 'en');
    expect(en).not.toContain('At the table: Speedlift');
    expect(en).toContain('You are watching: the keys of Speedlift are for those seated at the table.');
  });
});

describe('the ? list on a game’s own pages', () => {
  const onPage = (page: string | null, lang: 'de' | 'en' = 'de') =>
    renderWithServices(
      <ShortcutsDialog open onClose={() => {}} game={speedliftGame} page={page} />,
      testServices(lang),
    );

  it('the Fahrschule lists the keys that work there: no Rat (R), no Bilanz (B), no Abrechnung', () => {
    const school = onPage('fahrschule');
    // Named by the page: the Fahrschule is no table (it had said "Am Tisch: Speedlift").
    expect(school).toContain('Auf dieser Seite: Speedlift');
    expect(school).not.toContain('Am Tisch');
    for (const key of ['1–9', 'A', 'Enter', 'Esc']) expect(school).toContain(`<kbd>${key}</kbd>`);
    expect(school).not.toContain('<kbd>R</kbd>');
    expect(school).not.toContain('<kbd>B</kbd>');
    expect(school).toContain('Gewählte Karte legen');
    expect(school).not.toContain('Abrechnung bestätigen');
    expect(onPage('fahrschule', 'en')).toContain('Lay the chosen card');
    expect(onPage('fahrschule', 'en')).toContain('On this page: Speedlift');
  });

  it('the Karten page lists the site’s keys only; the practice table all of the game’s', () => {
    const cards = onPage('karten');
    expect(cards).toContain('Überall');
    expect(cards).not.toContain('Am Tisch: Speedlift');
    const practice = onPage('uebung');
    expect(practice).toContain('Am Tisch: Speedlift');
    expect(practice).toContain('<kbd>R</kbd>');
    expect(practice).toContain('<kbd>B</kbd>');
  });
});
