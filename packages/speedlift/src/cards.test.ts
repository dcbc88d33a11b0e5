import { describe, expect, it } from 'vitest';
import { codeCard, cardCode, fullDeck, kartons, makeCard, parseCard, CODE_COUNT, type Card } from './cards.js';

describe('cards', () => {
  it('"so viele Abteilungen wie Spieler (mindestens drei) … jede mit den Etagen 1 bis 12", specials "je zwei"', () => {
    expect(fullDeck(3, 'alle')).toHaveLength(36 + 6);
    expect(fullDeck(4, 'alle')).toHaveLength(48 + 6);
    expect(fullDeck(6, 'alle')).toHaveLength(72 + 6);
    expect(fullDeck(4, 'ohneDetektiv')).toHaveLength(48 + 4);
    expect(fullDeck(4, 'keine')).toHaveLength(48);
    expect(fullDeck(3, 'alle').filter((c) => c.startsWith('R'))).toEqual([]); // Parfümerie from 4 players
    expect(fullDeck(4, 'alle').filter((c) => c === 'HD')).toHaveLength(2);
    expect(fullDeck(4, 'ohneDetektiv')).not.toContain('HD');
  });

  it.each<[Card, number]>([
    ['H1', 0],
    ['S4', 0],
    ['F5', 1],
    ['U8', 1],
    ['R9', 2],
    ['H12', 2],
    ['P1', 1], // "Porzellan +1"
    ['P7', 2],
    ['P12', 3],
    ['LB', -2], // "Liftboy −2 (hilft tragen)"
    ['EX', 0],
    ['HD', 2],
  ])('Kartons of %s are %i (table "Etage 1–4 0, 5–8 1, 9–12 2, Porzellan +1 …")', (card, k) => {
    expect(kartons(card)).toBe(k);
  });

  it('notation round-trips for every card and every code', () => {
    for (let code = 0; code < CODE_COUNT; code++) {
      const card = codeCard(code);
      expect(cardCode(card)).toBe(code);
      const parsed = parseCard(makeCard(card).toLowerCase());
      expect(parsed.ok && parsed.value).toBe(card);
    }
  });

  it.each(['P0', 'P13', 'X5', '', 'LBX', '7P', 'H 1'])('bad card notation %j → ERR_BAD_NOTATION', (text) => {
    const r = parseCard(text);
    expect(r.ok ? null : r.error.code).toBe('ERR_BAD_NOTATION');
  });
});
