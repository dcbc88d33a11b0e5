import { describe, expect, it } from 'vitest';
import { Answers, KEEP } from './answers.js';

describe('Answers (exactly-once moves)', () => {
  it('answers a repeat with the original answer, forgets beyond the last KEEP and calls those stale', () => {
    const a = new Answers();
    const total = KEEP + 5;
    for (let seq = 1; seq <= total; seq++) a.remember('anna', seq, { ok: true, v: seq * 10 });
    expect(a.lastSeq('anna')).toBe(total);
    // The last KEEP are kept with their answers …
    for (let seq = total - KEEP + 1; seq <= total; seq++)
      expect(a.lookup('anna', seq)).toEqual({ ok: true, v: seq * 10 });
    // … older ones are stale, newer ones new; another player is unaffected.
    expect(a.lookup('anna', total - KEEP)).toBe('stale');
    expect(a.lookup('anna', 1)).toBe('stale');
    expect(a.lookup('anna', total + 1)).toBeNull();
    expect(a.lookup('bert', 1)).toBeNull();
  });

  it('keeps refusals as they were and forgets everything on clear (a new game)', () => {
    const a = new Answers();
    a.remember('anna', 3, { ok: false, code: 'ERR_NOT_YOUR_TURN' });
    expect(a.lookup('anna', 3)).toEqual({ ok: false, code: 'ERR_NOT_YOUR_TURN' });
    expect(a.lookup('anna', 2)).toBe('stale');
    a.clear();
    expect(a.lookup('anna', 3)).toBeNull();
    expect(a.lastSeq('anna')).toBe(0);
  });
});
