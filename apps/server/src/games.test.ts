import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '@kartenhaus/core';
import { dailyDeals, tagesfahrtText } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { anyGameEntry, gameEntry, gameNames, gameRegistry } from './games.js';

const tableSettings = (game: string, options: Record<string, string | number | boolean> = {}) => ({
  game,
  mode: 'solo' as const,
  players: 4,
  options,
  level: 'normal',
  clock: null,
  tempo: 'normal' as const,
  stake: 0 as const,
  free: 'computer' as const,
});

describe('the game registry: every game comes whole from its package', () => {
  it('names each game as its definition does; every level (and a timed-out seat\'s "normal") is a bot of the package or paced by it', () => {
    for (const name of gameRegistry({ testGames: true }).names()) {
      const entry = anyGameEntry(name)!;
      expect(entry.key).toBe(entry.module.definition.name);
      expect(entry.solo.max).toBeLessThanOrEqual(entry.module.definition.maxPlayers);
      for (const level of [...entry.levels, 'normal'])
        expect(entry.pace !== undefined || level in entry.module.bots, `${name} ${level}`).toBe(true);
      if (entry.realtime) expect(entry.module.definition.parseMove(entry.realtime.startMove).ok).toBe(true);
    }
    expect(gameNames().sort()).toEqual(['gipfelsturm', 'speedclimb', 'speedlift']);
  });

  it("round ends are the packages' typed events", () => {
    expect(gameEntry('speedlift')!.isRoundEnd({ type: 'feierabend' })).toBe(true);
    expect(gameEntry('speedlift')!.isRoundEnd({ type: 'roundEnded' })).toBe(false);
    expect(gameEntry('speedclimb')!.isRoundEnd({ type: 'roundEnded' })).toBe(true);
    expect(gameEntry('gipfelsturm')!.isRoundEnd({ type: 'dealt' })).toBe(true);
  });

  it("the daily ride is the package's: the Tagesfahrt seed is the server's HMAC of the package's text, its settings are L8's", () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const entry = gameEntry('speedlift')!;
    const seed = createHmac('sha256', 'secret').update(tagesfahrtText('2026-12-02')).digest('hex');
    // The same seed the package's own HMAC gave before it moved here (published seeds unchanged).
    expect(seed).toBe('7dd602313cfff3d95c6f64b722c31117b13d75354daa696344647b9a918116c3');
    expect(dailyDeals('2026-12-02', seed).ok).toBe(true);
    expect(entry.dailySeed!(tableSettings('speedlift', { tagesfahrt: true }), () => 'secret', now)).toEqual({
      seed,
      date: '2026-12-02',
    });
    expect(entry.daySeed!('2026-12-02', 'secret')).toBe(seed);
    expect(entry.dailySeed!(tableSettings('speedlift'), () => 'secret', now)).toBeNull();
    expect(entry.dailySeed!(tableSettings('speedlift', { tagesfahrt: true, limit: 30 }), () => 'secret', now)).toMatch(
      /^Tagesfahrt: solo, 4 players/,
    );
    // The day is Berlin's: 23:30 UTC on 29 November is already 30 November there.
    expect(
      entry.dailySeed!(tableSettings('speedlift', { tagesfahrt: true }), () => 'k', new Date('2026-11-29T23:30:00Z')),
    ).toEqual({
      seed: entry.daySeed!('2026-11-30', 'k'),
      date: '2026-11-30',
    });
    expect(entry.daySeed!('29.11.2026', 'k')).toBeNull();
    for (const other of ['speedclimb', 'gipfelsturm']) expect(typeof gameEntry(other)!.dailySeed).toBe('undefined');
  });

  it('moves a package gives the table (pacing, a timed-out seat) leave as its notation', () => {
    const g = gameEntry('gipfelsturm')!;
    const def = g.module.definition;
    const config = def.parseConfig(g.config(tableSettings('gipfelsturm'), 2));
    const los = def.parseMove(g.realtime!.startMove);
    if (!config.ok || !los.ok) throw new Error('no game');
    const started = def.play(def.deal(config.value, 'pace'), 0, los.value, 0);
    if (!started.ok) throw new Error(started.error.code);
    // A partner's first steps after "Los!" until it plays: every move is the game's notation.
    let state = started.value.state;
    let played = 0;
    for (let at = 0; at < 60_000 && played < 3; at += 500) {
      const step = g.pace!(def.view(state, 1), 'normal', Rng.fromSeed(`p${at}`));
      expect(step.delayMs).toBeGreaterThan(0);
      if (step.move === null) continue;
      const move = def.parseMove(step.move);
      if (!move.ok) throw new Error(step.move);
      const next = def.play(state, 1, move.value, at);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value.state;
      played++;
    }
    expect(played).toBe(3);
    // Speedclimb's timed-out seat outside the carry-over: the computer decides.
    const sc = gameEntry('speedclimb')!;
    const scConfig = sc.module.definition.parseConfig(sc.config(tableSettings('speedclimb'), 3));
    if (!scConfig.ok) throw new Error('no game');
    expect(sc.timeoutMove!(sc.module.definition.view(sc.module.definition.deal(scConfig.value, 's'), 0))).toBeNull();
  });

  it('core knows no game by name (its sources name none of the registered games)', () => {
    const dir = join(import.meta.dirname, '../../../packages/core/src');
    const sources = (readdirSync(dir, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(sources.length).toBeGreaterThan(10);
    for (const f of sources) {
      // Comments may give a game as an example; code may not name one.
      const code = readFileSync(join(dir, f), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      for (const name of gameNames()) expect(code, `${f} names ${name}`).not.toContain(`'${name}'`);
    }
  });
});
