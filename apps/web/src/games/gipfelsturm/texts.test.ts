import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, LEVELS, rulesFor, type Level } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { TEXT as TABLE_TEXT } from './strings.js';
import { TEXT } from './texts.js';
import type { OptionValues } from '../../lobby/options.js';
import { SOLO, TABLE } from './options.js';

/** G1 as the engine deals it: stock cards each (before the first is turned up) and minutes. */
const dealt = (level: Level, players: number) => rulesFor(unwrap(gipfelsturm.parseConfig({ players, level })));

// QA 6 Dec 2026: "Tisch eröffnen" with "Plätze: 3" (and "Allein spielen" with "Zu dritt") said
// "Normal: je 12 Vorratskarten … Schwer: je 10 … Experte: je 10" — three players get 8, 6 and 6.
describe('the level hints name the stock cards the engine deals, for two and for three', () => {
  it('the lobby’s hint names the counts for the seats chosen: two, or three ("Plätze: 3", "Zu dritt")', () => {
    const level = [...SOLO, ...TABLE].find((o) => o.id === 'level')!;
    const hint = (values: OptionValues) => {
      const h = typeof level.hint === 'function' ? level.hint(values) : level.hint;
      if (typeof h !== 'object') throw new Error('the level hint is the game’s own text');
      return h;
    };
    for (const [players, values] of [
      [2, {}],
      [2, { seats: 2 }],
      [3, { seats: 3 }],
      [3, { three: true }],
    ] as const)
      for (const lang of ['de', 'en'] as const) {
        const parts = hint(values)[lang].split(' · ');
        expect(parts).toHaveLength(LEVELS.length);
        LEVELS.forEach((lv, i) => {
          const part = parts[i]!;
          const stock = dealt(lv, players).stockEach;
          const other = dealt(lv, players === 2 ? 3 : 2).stockEach;
          expect(part).toMatch(lang === 'de' ? new RegExp(`je ${stock}\\b`) : new RegExp(`\\b${stock}\\b.* each`));
          expect(part).not.toMatch(new RegExp(`\\b${other}\\b`));
          const seconds = dealt(lv, players).timeMs! / 1000;
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

describe('one name for one setting (QA 6 Dec 2026: the lobby said "Computer partner’s speed", the practice "Partner’s pace")', () => {
  it('the practice setup names the partner’s speed and the level as the lobby does, with the same choices', () => {
    for (const lang of ['de', 'en'] as const) {
      expect(TABLE_TEXT[lang].partnerSpeed).toBe(TEXT.optPartnerSpeed[lang]);
      expect(TABLE_TEXT[lang].level).toBe(TEXT.optLevel[lang]);
      expect(Object.values(TABLE_TEXT[lang].speed)).toEqual([
        TEXT.speedCalm[lang],
        TEXT.speedMedium[lang],
        TEXT.speedQuick[lang],
      ]);
    }
  });
});
