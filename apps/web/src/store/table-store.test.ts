import { describe, expect, it } from 'vitest';
import { TableStore } from './table-store.js';

describe('TableStore', () => {
  it('holds the newest view and ignores an older version', () => {
    const s = new TableStore<{ n: number }, string>();
    s.receiveView({ n: 1 }, 3);
    s.receiveView({ n: 0 }, 2);
    expect(s.getSnapshot().view).toEqual({ n: 1 });
    s.receiveView({ n: 2 }, 4);
    expect(s.getSnapshot()).toMatchObject({ view: { n: 2 }, version: 4 });
  });

  it('keeps pending input until settled and remembers the last refusal until the next input', () => {
    const s = new TableStore<unknown, string>();
    s.addPending(1, 'P7');
    s.addPending(2, 'LB');
    s.settle(1, null);
    expect(s.getSnapshot().pending).toEqual([{ seq: 2, input: 'LB' }]);
    s.settle(2, 'ERR_WRONG_DIRECTION');
    expect(s.getSnapshot()).toMatchObject({ pending: [], refused: 'ERR_WRONG_DIRECTION' });
    s.addPending(3, 'H2');
    expect(s.getSnapshot().refused).toBeNull();
  });

  it('gives a new snapshot object on every change (for useSyncExternalStore) and the same one otherwise', () => {
    const s = new TableStore<unknown, string>();
    let calls = 0;
    const off = s.subscribe(() => calls++);
    const a = s.getSnapshot();
    expect(s.getSnapshot()).toBe(a);
    s.setConnection('connecting');
    s.setConnection('connecting'); // no change, no notification
    expect(calls).toBe(1);
    expect(s.getSnapshot()).not.toBe(a);
    s.settle(99, null); // unknown seq: nothing happens
    expect(calls).toBe(1);
    off();
    s.setConnection('connected');
    expect(calls).toBe(1);
  });
});
