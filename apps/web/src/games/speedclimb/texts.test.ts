import { describe, expect, it } from 'vitest';
import { TEXT } from './texts.js';

describe('Speedclimb texts', () => {
  // Rule text, Bestenliste: "30 für Platz 1, 15 für Platz 2 (ab 3 Spielern), 5 für Platz 3 (ab 4
  // Spielern)" — as `result.ts` counts it. The Bestenliste said "Platzbonus 30/15/5", as if a
  // second of two got 15.
  it("the Bestenliste's formula names from how many players the second and third place count", () => {
    expect(TEXT.formula.de).toContain('15 für Platz 2 (ab 3 Spielern), 5 für Platz 3 (ab 4 Spielern)');
    expect(TEXT.formula.en).toContain('15 for 2nd (from 3 players), 5 for 3rd (from 4 players)');
  });
});
