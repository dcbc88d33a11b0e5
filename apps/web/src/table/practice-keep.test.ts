import { describe, expect, it } from 'vitest';
import {
  asObject,
  keepGame,
  keepKey,
  keptOnReturn,
  KEEP_VERSION,
  parseList,
  practiceKeep,
  restoredNote,
  type KeepStore,
  type PageSignals,
} from './practice-keep.js';

/** sessionStorage as a map. */
function memoryStore(): KeepStore & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

interface Setup {
  readonly n: number;
}
const parseSetup = (raw: unknown): Setup | null => {
  const n = asObject(raw)?.n;
  return typeof n === 'number' ? { n } : null;
};
const parseRecord = (raw: unknown): { moves: string[] } | null => {
  const moves = parseList(asObject(raw)?.moves, (m) => (typeof m === 'string' ? m : null));
  return moves && { moves };
};

const keepIn = (store: KeepStore | null) =>
  practiceKeep('test', { setup: parseSetup, record: parseRecord }, () => store);

const KEPT = { setup: { n: 2 }, seed: 'uebung:1:0', round: 0, address: null, record: { moves: ['a', 'b'] } };

describe('practice keep', () => {
  it('reads back what it wrote, under a key per game with a version', () => {
    const store = memoryStore();
    keepIn(store).write(KEPT);
    expect(keepIn(store).read(null)).toEqual(KEPT);
    expect(JSON.parse(store.items.get(keepKey('test'))!)).toMatchObject({ v: KEEP_VERSION, game: 'test' });
    expect(practiceKeep('other', { setup: parseSetup, record: parseRecord }, () => store).read(null)).toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,'],
    ['another version', JSON.stringify({ ...KEPT, v: KEEP_VERSION + 1, game: 'test' })],
    ['no version', JSON.stringify({ ...KEPT, game: 'test' })],
    ['another game', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'speedlift' })],
    ['a bad setup', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'test', setup: { n: 'x' } })],
    ['a bad record', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'test', record: { moves: [1] } })],
    ['no seed', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'test', seed: '' })],
    ['a bad round', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'test', round: -1 })],
    ['a bad address', JSON.stringify({ ...KEPT, v: KEEP_VERSION, game: 'test', address: 7 })],
    ['null', 'null'],
  ])('drops an entry with %s: nothing to restore, a fresh game', (_, text) => {
    const store = memoryStore();
    store.setItem(keepKey('test'), text);
    expect(keepIn(store).read(null)).toBeNull();
    expect(store.items.has(keepKey('test'))).toBe(false);
  });

  it("restores only under the address's seed it was started with (another ?seed= is another game)", () => {
    const store = memoryStore();
    keepIn(store).write({ ...KEPT, address: 'qa' });
    expect(keepIn(store).read('qa')).toEqual({ ...KEPT, address: 'qa' });
    expect(keepIn(store).read('other')).toBeNull();
    expect(keepIn(store).read('qa')).toBeNull();
    keepIn(store).write(KEPT);
    expect(keepIn(store).read('qa')).toBeNull();
  });

  it('restores only where the page came back (a reload, back/forward, a discarded tab); an opened practice drops the entry', () => {
    const store = memoryStore();
    const keep = keepIn(store);
    keep.write(KEPT);
    expect(keptOnReturn(keep, null, () => true)).toEqual(KEPT);
    // Opened by a link or an address: the setup, and the game kept before is gone.
    expect(keptOnReturn(keep, null, () => false)).toBeNull();
    expect(store.items.size).toBe(0);
    expect(keptOnReturn(keep, null, () => true)).toBeNull();
  });

  it('keeps nothing, and does not fail, where storage is blocked or full', () => {
    const blocked: KeepStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => keepIn(blocked).write(KEPT)).not.toThrow();
    expect(keepIn(blocked).read(null)).toBeNull();
    expect(() => keepIn(blocked).clear()).not.toThrow();
    expect(keepIn(null).read(null)).toBeNull();
  });

  it('keeps a game after each change and when the page goes; drops it when finished or left', () => {
    const store = memoryStore();
    const keep = keepIn(store);
    let record: { moves: string[] } | null = { moves: [] };
    const listeners = new Set<() => void>();
    const game = {
      subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
      record: () => record,
    };
    let hidden = false;
    const page: PageSignals = { window: new EventTarget(), document: new EventTarget(), hidden: () => hidden };
    const stop = keepGame(keep, game, () => ({ setup: { n: 1 }, seed: 's', round: 3, address: null }), page);
    expect(keep.read(null)).toEqual({ setup: { n: 1 }, seed: 's', round: 3, address: null, record: { moves: [] } });

    record = { moves: ['a'] };
    for (const l of listeners) l();
    expect(keep.read(null)?.record).toEqual({ moves: ['a'] });

    record = { moves: ['a', 'b'] };
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(keep.read(null)?.record).toEqual({ moves: ['a'] }); // still visible: nothing new
    hidden = true;
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(keep.read(null)?.record).toEqual({ moves: ['a', 'b'] });
    record = { moves: ['a', 'b', 'c'] };
    page.window.dispatchEvent(new Event('pagehide'));
    expect(keep.read(null)?.record).toEqual({ moves: ['a', 'b', 'c'] });

    // Finished: nothing to restore.
    record = null;
    for (const l of listeners) l();
    expect(keep.read(null)).toBeNull();

    // Left (the table goes): nothing to restore, and no more writes.
    record = { moves: ['x'] };
    for (const l of listeners) l();
    expect(keep.read(null)).not.toBeNull();
    stop();
    expect(keep.read(null)).toBeNull();
    expect(listeners.size).toBe(0);
    page.window.dispatchEvent(new Event('pagehide'));
    expect(keep.read(null)).toBeNull();
  });

  it('says once in the log that a restored game continues, in the language of the moment', () => {
    const [note, ...more] = restoredNote(true);
    expect(more).toEqual([]);
    expect(note?.id).toBe(-1);
    expect(note?.say({ lang: 'de' })).toBe('Deine Übung geht weiter.');
    expect(note?.say({ lang: 'en' })).toBe('Your practice game continues.');
    expect(restoredNote(false)).toEqual([]);
  });
});
