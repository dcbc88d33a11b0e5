import type { TableSummary } from '@kartenhaus/protocol';
import { sampleTableSummary } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { renderWithServices } from '../test-services.js';
import { StartStatus } from './StartTable.js';
import { dailySettings, runningDaily } from './table-settings.js';

const table = (x: Partial<TableSummary>): TableSummary =>
  sampleTableSummary({ id: 'other', mine: true, solo: true, options: { tagesfahrt: true }, ...x });

describe('a second Tagesfahrt while today’s runs (QA item 7)', () => {
  it('finds the player’s own running ride among the listed tables', () => {
    const ride = dailySettings();
    const tables = [
      table({ id: 'theirs', mine: false }),
      table({ id: 'practice', options: { limit: 50 } }),
      table({ id: 'over', phase: 'finished' }),
      table({ id: 'today' }),
    ];
    expect(runningDaily(tables, ride)?.id).toBe('today');
    expect(runningDaily(tables.slice(0, 3), ride)).toBeNull();
  });

  it('the refusal offers the way back to it, in German and English', () => {
    for (const lang of ['de', 'en'] as const) {
      const t = translator(lang);
      const text = lang === 'de' ? 'Deine Tagesfahrt läuft noch.' : 'Your Tagesfahrt is still running.';
      const html = renderWithServices(
        <StartStatus status={{ kind: 'error', text, ride: 'today' }} game="speedlift" t={t} />,
      );
      expect(html).toContain(text);
      expect(html).toContain('href="/tisch/today"');
      expect(html).toContain(
        lang === 'de' ? 'Zurück zu deiner laufenden Tagesfahrt' : 'Back to your running Tagesfahrt',
      );
    }
  });
});
