import { Rng, unwrap } from '@kartenhaus/core';
import { gipfelsturm, makeMove, type GipfelEvent, type GipfelMove, type GipfelState } from '@kartenhaus/gipfelsturm';
import { describe, expect, it } from 'vitest';
import { logEntry, type LogEntry } from './model.js';
import { stepEntries } from './replay-words.js';
import { TEXT } from './strings.js';

const CALLS: GipfelMove[] = [
  { type: 'call', call: { kind: 'warte' } },
  { type: 'call', call: { kind: 'deckeAuf' } },
  { type: 'call', call: { kind: 'brauche', rank: 6 } },
];

/** What the log says of entries, read from `persp`'s seat ("Du …"), in both languages. */
function said(entries: readonly LogEntry[], persp: number): string[] {
  return (['de', 'en'] as const).flatMap((lang) => {
    const tx = TEXT[lang];
    const who = (s: number) => `Partner ${s + 1}`;
    return entries.map((e) =>
      tx.logLine(
        e,
        who,
        persp,
        (c) => tx.cardName(c),
        (s) => `P${s + 1}`,
      ),
    );
  });
}

/**
 * Plays random legal moves (now and then a call, and a long pause: the server's tick) and words
 * every step as a replay would, from the mover's view and another seat's.
 */
function checkGame(options: Record<string, unknown>, seed: string, kinds: Set<string>): void {
  let s: GipfelState = gipfelsturm.deal(unwrap(gipfelsturm.parseConfig(options)), seed);
  const rng = new Rng([2, 7, 1, 8]);
  const players = options.players as number;
  let at = 1000;
  for (let i = 0; i < 5000 && !gipfelsturm.view(s, 0).over; i++) {
    const seat = i % players;
    const moves = gipfelsturm.view(s, seat).legalMoves.filter((m) => m.type !== 'call');
    const tick = i > 40 && rng.int(60) === 0;
    at += tick ? 1_000_000 : 300;
    const move = moves.length > 0 && rng.int(8) > 0 ? rng.pick(moves) : rng.pick(CALLS);
    const r = tick ? gipfelsturm.tick!(s, at) : unwrap(gipfelsturm.play(s, seat, move, at));
    if (tick && r.events.length === 0) continue;
    // A series' next deal is laid out at once: what the fresh peaks hide is not in the after-view.
    const fresh = r.events.some((e) => e.type === 'dealt');
    const real = r.events.filter((e: GipfelEvent) => !(fresh && e.type === 'flipped')).map(logEntry);
    for (const persp of [seat, (seat + 1) % players]) {
      const entries = stepEntries(
        tick ? null : makeMove(move),
        tick ? null : seat,
        gipfelsturm.view(s, persp),
        gipfelsturm.view(r.state, persp),
      );
      expect(said(entries, persp)).toEqual(said(real, persp));
    }
    for (const e of r.events) kinds.add(e.type);
    s = r.state;
  }
}

describe('a replay step in the log’s words (Gipfelsturm)', () => {
  it('every step of whole games reads as the log read it: Los, cards to either pile, turns, calls, Frei, the end, the next deal', () => {
    const kinds = new Set<string>();
    checkGame({ players: 2 }, 'w1', kinds);
    checkGame({ players: 3 }, 'w2', kinds);
    checkGame({ players: 2, rekordjagd: true, games: 3 }, 'w3', kinds);
    checkGame({ players: 2, clock: false }, 'w4', kinds);
    expect([...kinds].sort()).toEqual(['called', 'dealt', 'flipped', 'gameOver', 'played', 'started', 'turned']);
  });

  it('the deal and a notation it cannot read give no words', () => {
    const v = gipfelsturm.view(gipfelsturm.deal(unwrap(gipfelsturm.parseConfig({ players: 2 })), 'x'), 0);
    expect(stepEntries('V', 0, null, v)).toEqual([]);
    expect(stepEntries('?!?', 0, v, v)).toEqual([]);
  });
});
