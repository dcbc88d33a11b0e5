import { describe, expect, it } from 'vitest';
import { openPanel } from './open-panel.js';

function table() {
  const shown: string[] = [];
  const hints: (string | null)[] = [];
  return {
    shown,
    hints,
    set: { setOverlay: (p: string) => shown.push(p), setHint: (h: string | null) => hints.push(h) },
  };
}

describe('a table’s panels', () => {
  it('the Rat opens at once thinking, then shows the answer', async () => {
    const t = table();
    let answer: (h: string | null) => void = () => undefined;
    openPanel('hint', () => new Promise<string | null>((r) => (answer = r)), t.set);
    expect(t.shown).toEqual(['hint']);
    expect(t.hints).toEqual(['thinking']);
    answer('lay 7');
    await Promise.resolve();
    await Promise.resolve();
    expect(t.hints).toEqual(['thinking', 'lay 7']);
  });

  it('the Bilanz opens without asking for a hint', () => {
    const t = table();
    let asked = 0;
    openPanel(
      'bilanz',
      () => {
        asked++;
        return Promise.resolve(null);
      },
      t.set,
    );
    expect(t.shown).toEqual(['bilanz']);
    expect(t.hints).toEqual([]);
    expect(asked).toBe(0);
  });
});
