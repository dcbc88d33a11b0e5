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
