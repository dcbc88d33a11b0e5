import { describe, expect, it } from 'vitest';
import { decideNow, inlineRunner } from './bots-inline.js';
import { keepMove } from './model.js';
import type { Event } from '@kartenhaus/speedclimb';
import { PracticeGame, parseRecord, practiceStore, type PracticeOptions, type PracticeRecord } from './practice.js';

/** Waits until the computers have handed the turn back (or the game waits for "Weiter" or is over). */
async function settle(game: PracticeGame): Promise<void> {
  for (let i = 0; i < 10_000; i++) {
    const s = game.getSnapshot();
    if (s.thinking === null && (s.roundEnd !== null || s.view.phase === 'over' || s.view.legalMoves.length > 0)) return;
    await new Promise((r) => setTimeout(r, 0));
  }
  throw new Error('computers never finished');
}

describe('speedclimb offline practice', () => {
  it.each(['gipfelsturm', 'nordwand'] as const)(
    'plays a whole %s game: each Bilanz waits for "Weiter", the carry-over choice goes with it',
    async (route) => {
      const game = new PracticeGame({
        config: { players: 2, route },
        seed: `t-${route}`,
        level: 'leicht',
        runner: inlineRunner(),
        pauseMs: 0,
      });
      let summaries = 0;
      for (let i = 0; i < 5000; i++) {
        await settle(game);
        const s = game.getSnapshot();
        if (s.view.phase === 'over') break;
        if (s.roundEnd !== null) {
          summaries++;
          // While the Bilanz waits, no move is taken.
          expect(game.play({ type: 'draw', from: 'stock' })).toBe('ERR_NOT_YOUR_TURN');
          const v = s.view;
          const keep = v.phase === 'carry' && v.keepPending[0] ? keepMove(v, v.keep ?? []) : null;
          expect(game.confirm(keep)).toBeNull();
          continue;
        }
        expect(game.play(decideNow('normal', s.view, `h${i}`))).toBeNull();
      }
      const end = game.getSnapshot();
      expect(end.view.phase).toBe('over');
      // A finished game is not kept (nothing to restore).
      expect(game.record()).toBeNull();
      expect(summaries).toBeGreaterThan(0);
      expect(end.view.history.length).toBeGreaterThanOrEqual(summaries);
      game.dispose();
    },
    60_000,
  );
});

describe('speedclimb practice: the log names what the player may see only', () => {
  it("a computer's card drawn from the Material or packed, and its Meister stage choice, are not named", async () => {
    const game = new PracticeGame({
      config: { players: 4, route: 'meister' },
      seed: 'seen-only',
      level: 'stark',
      runner: inlineRunner(),
      pauseMs: 0,
    });
    const seen: Event[] = [];
    game.subscribe(() => seen.push(...game.getSnapshot().events));
    for (let i = 0; i < 60; i++) {
      await settle(game);
      const s = game.getSnapshot();
      if (s.view.phase === 'over') break;
      if (s.roundEnd !== null) {
        expect(game.confirm(null)).toBeNull();
        continue;
      }
      expect(game.play(decideNow('normal', s.view, `h${i}`))).toBeNull();
    }
    const others = seen.filter((e) => 'seat' in e && e.seat !== 0);
    const drawn = others.filter((e) => e.type === 'drew' && e.from !== 'pile');
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every((e) => e.type === 'drew' && e.card === null)).toBe(true);
    expect(others.filter((e) => e.type === 'packed' && e.card !== null)).toEqual([]);
    expect(others.filter((e) => e.type === 'stageChosen')).toEqual([]);
    game.dispose();
  }, 60_000);
});

describe('speedclimb practice kept over a reload', () => {
  const options = (seed: string): PracticeOptions => ({
    config: { players: 3, route: 'gipfelsturm' },
    seed,
    level: 'leicht',
    runner: inlineRunner(),
    pauseMs: 0,
  });
  /** The record as sessionStorage gives it back. */
  const reloaded = (game: PracticeGame): PracticeRecord => {
    const record = parseRecord(JSON.parse(JSON.stringify(game.record())));
    expect(record).not.toBeNull();
    return record!;
  };
  const sameTable = (back: PracticeGame, game: PracticeGame) => {
    expect(back.getSnapshot()).toEqual({ ...game.getSnapshot(), restored: true });
  };

  it('restores the same table: the same hand and step, and the Bilanz still waiting', async () => {
    const game = new PracticeGame(options('keep-1'));
    for (let i = 0; i < 3; i++) {
      await settle(game);
      expect(game.play(decideNow('normal', game.getSnapshot().view, `h${i}`))).toBeNull();
    }
    await settle(game);
    expect(game.getSnapshot().step).toBeGreaterThan(3);
    const back = PracticeGame.restore(options('keep-1'), reloaded(game));
    expect(back).not.toBeNull();
    sameTable(back!, game);
    back!.dispose();

    // On to the first Bilanz: it still waits for "Weiter" after the reload.
    for (let i = 0; i < 5000 && game.getSnapshot().roundEnd === null; i++) {
      await settle(game);
      const s = game.getSnapshot();
      if (s.roundEnd === null) game.play(decideNow('normal', s.view, `h${i}`));
    }
    expect(game.getSnapshot().roundEnd).not.toBeNull();
    const again = PracticeGame.restore(options('keep-1'), reloaded(game))!;
    sameTable(again, game);
    expect(again.play({ type: 'draw', from: 'stock' })).toBe('ERR_NOT_YOUR_TURN');
    const v = again.getSnapshot().view;
    const keep = v.phase === 'carry' && v.keepPending[0] ? keepMove(v, v.keep ?? []) : null;
    expect(again.confirm(keep)).toBeNull();
    expect(again.getSnapshot().roundEnd).toBeNull();
    // The confirmed Bilanz is in the record: restored once more, it no longer waits.
    await settle(again);
    const third = PracticeGame.restore(options('keep-1'), reloaded(again))!;
    expect(third.getSnapshot().roundEnd).toBeNull();
    expect(third.getSnapshot().view).toEqual(again.getSnapshot().view);
    for (const g of [game, again, third]) g.dispose();
  }, 60_000);

  it('does not restore a record the engine refuses (another deal, a changed move, a confirm out of place)', async () => {
    const game = new PracticeGame(options('keep-2'));
    await settle(game);
    expect(game.play(decideNow('normal', game.getSnapshot().view, 'h'))).toBeNull();
    await settle(game);
    const record = reloaded(game);
    expect(PracticeGame.restore(options('another-seed'), record)).toBeNull();
    const [first, ...rest] = record.actions;
    expect(first && 'move' in first).toBe(true);
    const changed = { actions: [{ seat: 0, move: { type: 'discard', card: 'nope' } }, ...rest] } as PracticeRecord;
    expect(PracticeGame.restore(options('keep-2'), changed)).toBeNull();
    const confirm = { actions: [{ confirm: true, keep: null }, ...record.actions] } as PracticeRecord;
    expect(PracticeGame.restore(options('keep-2'), confirm)).toBeNull();
    expect(parseRecord({ actions: [{ seat: 'x', move: {} }] })).toBeNull();
    expect(parseRecord({ actions: 'none' })).toBeNull();
    game.dispose();
  });

  it('reads a kept "Weiter" with or without its keep move (written as `keep: null` before 8 Dec 2026)', () => {
    expect(parseRecord({ actions: [{ confirm: true, keep: null }, { confirm: true }] })).toEqual({
      actions: [{ confirm: true }, { confirm: true }],
    });
    const keep = { type: 'keep', cards: [] };
    expect(parseRecord({ actions: [{ confirm: true, keep }] })).toEqual({ actions: [{ confirm: true, keep }] });
    expect(parseRecord({ actions: [{ confirm: true, keep: 'x' }] })).toBeNull();
  });

  it('keeps the setup beside the record, checked when read', () => {
    const items = new Map<string, string>();
    globalThis.sessionStorage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    } as Storage;
    try {
      const setup = { computers: 2, level: 'stark', route: 'nordwand', turbo: true } as const;
      practiceStore.write({ setup, seed: 's:0', round: 0, address: null, record: { actions: [] } });
      expect(practiceStore.read(null)).toEqual({
        setup,
        seed: 's:0',
        round: 0,
        address: null,
        record: { actions: [] },
      });
      practiceStore.write({
        setup: { ...setup, computers: 9 },
        seed: 's:0',
        round: 0,
        address: null,
        record: { actions: [] },
      });
      expect(practiceStore.read(null)).toBeNull();
      practiceStore.write({
        setup: { ...setup, route: 'mond' as 'nordwand' },
        seed: 's:0',
        round: 0,
        address: null,
        record: { actions: [] },
      });
      expect(practiceStore.read(null)).toBeNull();
    } finally {
      delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
    }
  });
});
