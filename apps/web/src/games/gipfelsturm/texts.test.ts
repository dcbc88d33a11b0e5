import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, LEVELS, rulesFor, type Level } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { TEXT as TABLE_TEXT } from './strings.js';
import { TEXT } from './texts.js';

/** G1 as the engine deals it: stock cards each (before the first is turned up) and minutes. */
const dealt = (level: Level, players: number) => rulesFor(unwrap(gipfelsturm.parseConfig({ players, level })));

// QA 6 Dec 2026: "Tisch eröffnen" with "Plätze: 3" (and "Allein spielen" with "Zu dritt") said
// "Normal: je 12 Vorratskarten … Schwer: je 10 … Experte: je 10" — three players get 8, 6 and 6.
describe('the level hints name the stock cards the engine deals, for two and for three', () => {
  it('the lobby’s hint names both counts of every level (its form passes it no seat count)', () => {
    for (const lang of ['de', 'en'] as const) {
      const parts = TEXT.optLevelHint[lang].split(' · ');
      expect(parts).toHaveLength(LEVELS.length);
      LEVELS.forEach((level, i) => {
        const part = parts[i]!;
        const two = dealt(level, 2).stockEach;
        const three = dealt(level, 3).stockEach;
        expect(part).toMatch(lang === 'de' ? new RegExp(`je ${two}\\b`) : new RegExp(`\\b${two}\\b.* each`));
        expect(part).toMatch(
          lang === 'de' ? new RegExp(`zu dritt ${three}\\b`) : new RegExp(`\\(${three} with three( players)?\\)`),
        );
        const seconds = dealt(level, 2).timeMs! / 1000;
        expect(part).toContain(seconds % 60 === 0 ? `${seconds / 60} ` : `${seconds} `);
      });
    }
  });

  it('the practice setup’s levels follow "Zu dritt"', () => {
    for (const lang of ['de', 'en'] as const)
      for (const level of LEVELS) {
        const stock = (label: string) => Number(/\((\d+)/.exec(label)?.[1]);
        expect(stock(TABLE_TEXT[lang].levels[level])).toBe(dealt(level, 2).stockEach);
        expect(stock(TABLE_TEXT[lang].levelsThree[level])).toBe(dealt(level, 3).stockEach);
      }
  });
});
