import { afterEach, describe, expect, it, vi } from 'vitest';
import { findGame } from '../games/registry.js';
import { Lobby } from '../pages/Lobby.js';
import { renderWithServices } from '../test-services.js';
import type { KeepStore } from '../table/practice-keep.js';
import { initialValues } from './options.js';
import { dropKeptSetup, KEEP_FOR_MS, keepSetup, readKeptSetup, setupKeepKey } from './setup-keep.js';

/** A sessionStorage stand-in. */
function memoryStore(): KeepStore & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const speedclimb = findGame('speedclimb')!;
const TABLE = speedclimb.tableOptions;
/** QA's table: Plätze 3, Freie Plätze "leer", Route Nordwand, Bedenkzeit 60 s, Tempo Schnell. */
const QA_SETUP = { seats: 3, freeSeats: 'leer', route: 'nordwand', thinkTime: 60, tempo: 'schnell', stake: 0 };

/** The values checked in the lobby's "Tisch eröffnen" form, in the order of its options. */
function checkedInOpenTableForm(html: string): string[] {
  const start = html.indexOf('aria-label="Tisch eröffnen"');
  expect(start).toBeGreaterThan(0);
  const form = html.slice(start, html.indexOf('</form>', start));
  return [...form.matchAll(/<input type="radio"[^>]*checked=""[^>]*value="([^"]*)"/g)].map((m) => m[1]!);
}

describe('"Tisch eröffnen" kept over the way to an account (QA 7 Dec 2026)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the lobby comes back with the choices the player left for the login, once', () => {
    const store = memoryStore();
    vi.stubGlobal('sessionStorage', store);
    keepSetup('speedclimb', QA_SETUP);
    // Before, every choice was back at its default: 4 seats, Computer, Gipfelsturm, 2 Minuten, Normal.
    expect(checkedInOpenTableForm(renderWithServices(<Lobby game="speedclimb" />))).toEqual([
      '3',
      'leer',
      'nordwand',
      '60',
      'schnell',
      '0',
    ]);
    // The form drops the entry once it has opened (an effect: not run by this static render).
    dropKeptSetup('speedclimb');
    expect(store.map.size).toBe(0);
    expect(checkedInOpenTableForm(renderWithServices(<Lobby game="speedclimb" />))).toEqual([
      '4',
      'computer',
      'gipfelsturm',
      '120',
      'normal',
      '0',
    ]);
  });

  it('every game keeps its own form: another game’s lobby starts with its defaults', () => {
    const store = memoryStore();
    keepSetup('speedclimb', QA_SETUP, () => store);
    expect(readKeptSetup('speedlift', findGame('speedlift')!.tableOptions, () => store)).toBeNull();
    expect(readKeptSetup('speedclimb', TABLE, () => store)).toEqual(QA_SETUP);
    for (const g of ['speedlift', 'gipfelsturm'] as const) {
      const options = findGame(g)!.tableOptions;
      const chosen = { ...initialValues(options) };
      const first = options.find((o) => o.kind === 'choice' && o.values.length > 1);
      if (first?.kind === 'choice') chosen[first.id] = first.values.at(-1)!.value;
      keepSetup(g, chosen, () => store);
      expect(
        readKeptSetup(g, options, () => store),
        g,
      ).toEqual(chosen);
    }
  });

  it('bad or stale entries are ignored, a value no longer offered falls back to its default', () => {
    const store = memoryStore();
    const at = 1_000_000;
    const read = (now = at) =>
      readKeptSetup(
        'speedclimb',
        TABLE,
        () => store,
        () => now,
      );
    const put = (x: unknown) =>
      store.setItem(setupKeepKey('speedclimb'), typeof x === 'string' ? x : JSON.stringify(x));
    expect(read()).toBeNull();
    for (const bad of [
      '{not json',
      'null',
      '[]',
      { v: 2, game: 'speedclimb', at, values: QA_SETUP },
      { v: 1, game: 'speedlift', at, values: QA_SETUP },
      { v: 1, game: 'speedclimb', at, values: [3] },
      { v: 1, game: 'speedclimb', at: 'now', values: QA_SETUP },
      { v: 1, game: 'speedclimb', values: QA_SETUP },
    ]) {
      put(bad);
      expect(read(), JSON.stringify(bad)).toBeNull();
    }
    keepSetup(
      'speedclimb',
      QA_SETUP,
      () => store,
      () => at,
    );
    expect(read(at + KEEP_FOR_MS)).toEqual(QA_SETUP);
    expect(read(at + KEEP_FOR_MS + 1)).toBeNull();
    expect(read(at - 1)).toBeNull();
    put({ v: 1, game: 'speedclimb', at, values: { ...QA_SETUP, seats: 9, route: 'mond', tempo: 1, extra: 'x' } });
    expect(read()).toEqual({ ...QA_SETUP, seats: 4, route: 'gipfelsturm', tempo: 'normal' });
  });

  it('no storage, or one that throws: nothing kept, nothing fails', () => {
    const throwing: KeepStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => keepSetup('speedclimb', QA_SETUP, () => throwing)).not.toThrow();
    expect(readKeptSetup('speedclimb', TABLE, () => throwing)).toBeNull();
    expect(() => dropKeptSetup('speedclimb', () => throwing)).not.toThrow();
    expect(readKeptSetup('speedclimb', TABLE, () => null)).toBeNull();
    keepSetup('speedclimb', QA_SETUP, () => null);
  });
});
