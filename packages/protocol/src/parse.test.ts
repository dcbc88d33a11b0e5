import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage, refOfBadFrame, serverReader } from './parse.js';
import { sampleTableInfo } from './testing/table-info.js';
import { PROTOCOL_VERSION } from './version.js';

describe('parseClientMessage', () => {
  it('accepts each message type and fills settings defaults', () => {
    const r = parseClientMessage(
      JSON.stringify({ t: 'create', settings: { game: 'speedlift', mode: 'online', players: 4 } }),
    );
    expect(r.ok && r.value.t === 'create' && r.value.settings).toEqual({
      game: 'speedlift',
      mode: 'online',
      players: 4,
      options: {},
      level: 'normal',
      clock: 120,
      tempo: 'normal',
      stake: 0,
      free: 'computer',
    });
    for (const m of [
      { t: 'hello', protocol: PROTOCOL_VERSION },
      { t: 'ping' },
      { t: 'list' },
      { t: 'open', table: 'abc', since: { epoch: 'e1', v: 3 } },
      { t: 'close', table: 'abc' },
      { t: 'sit', table: 'abc', seat: 2 },
      { t: 'leave', table: 'abc' },
      { t: 'start', table: 'abc', ref: 'r1' },
      { t: 'move', table: 'abc', seq: 1, move: 'P7' },
      { t: 'ready', table: 'abc' },
      { t: 'rematch', table: 'abc' },
      { t: 'back', table: 'abc' },
    ])
      expect(parseClientMessage(JSON.stringify(m))).toEqual({ ok: true, value: m });
  });

  it('refuses non-JSON, unknown types, extra keys and out-of-range values with a named problem', () => {
    expect(parseClientMessage('{')).toEqual({ ok: false, error: { code: 'ERR_BAD_MESSAGE', detail: 'not JSON' } });
    const cases = [
      { t: 'shout' },
      { t: 'move', table: 'abc', seq: 0, move: 'P7' },
      { t: 'move', table: 'abc', seq: 1, move: 'P7', extra: 1 },
      { t: 'sit', table: 'a b', seat: 1 },
      { t: 'create', settings: { game: 'speedlift', mode: 'online', players: 4, clock: 45 } },
      { t: 'create', settings: { game: 'speedlift', mode: 'online', players: 4, stake: 7 } },
    ];
    for (const c of cases) {
      const r = parseClientMessage(JSON.stringify(c));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('ERR_BAD_MESSAGE');
    }
    const r = parseClientMessage(JSON.stringify({ t: 'move', table: 'abc', seq: -1, move: 'x' }));
    expect(!r.ok && r.error.detail).toMatch(/^seq: /);
  });

  it('never throws and only accepts objects with a known type (fuzz)', () => {
    const known = new Set([
      'hello',
      'ping',
      'list',
      'create',
      'open',
      'close',
      'sit',
      'leave',
      'start',
      'move',
      'ready',
      'rematch',
      'back',
    ]);
    const arbitraryFrame = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc
        .record(
          {
            t: fc.constantFrom(...known, 'nope'),
            table: fc.oneof(fc.string(), fc.constant('t1')),
            seq: fc.oneof(fc.integer(), fc.double()),
            move: fc.string(),
            seat: fc.integer({ min: -2, max: 8 }),
          },
          { requiredKeys: ['t'] },
        )
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(arbitraryFrame, (raw) => {
        const r = parseClientMessage(raw);
        if (r.ok) {
          expect(known.has(r.value.t)).toBe(true);
          // Accepted messages survive a round trip unchanged.
          expect(parseClientMessage(JSON.stringify(r.value))).toEqual(r);
        } else expect(r.error.code).toBe('ERR_BAD_MESSAGE');
      }),
      { numRuns: 2000 },
    );
  });
});

/** A table's info as an update carries it. */
const info = sampleTableInfo({ host: 'Gast' }, { game: 'speedlift', players: 3 });

describe('refOfBadFrame: a refused frame is answered to its request', () => {
  it('names a string ref of at most 40 characters of a JSON object, and nothing else', () => {
    expect(refOfBadFrame('{"t":"create","settings":{"level":"' + 'x'.repeat(25) + '"},"ref":"r7"}')).toBe('r7');
    for (const raw of [
      'not json',
      '[1,"r7"]',
      'null',
      '"r7"',
      '{"ref":7}',
      `{"ref":"${'r'.repeat(41)}"}`,
      '{"t":"ping"}',
    ])
      expect(refOfBadFrame(raw), raw).toBeUndefined();
  });

  it('never throws, whatever the frame', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const ref = refOfBadFrame(raw);
        expect(ref === undefined || (typeof ref === 'string' && ref.length <= 40)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseServerMessage', () => {
  it('accepts an update and refuses a malformed error code', () => {
    expect(
      parseServerMessage(JSON.stringify({ t: 'update', table: 't1', v: 2, events: [], info, view: null })).ok,
    ).toBe(true);
    expect(parseServerMessage(JSON.stringify({ t: 'error', code: 'oops' })).ok).toBe(false);
  });

  it('carries the game id, the published seed hash and the spectators in TableInfo', () => {
    const info = {
      id: 't1',
      settings: { game: 'speedlift', mode: 'online', players: 3 },
      phase: 'playing',
      seats: [],
      you: null,
      host: 'Gast',
      gameNo: 1,
      timerMs: null,
      result: null,
      seq: 0,
    };
    const hash = 'ab'.repeat(32);
    const full = { ...info, gameId: 'g1', seedHash: hash, spectators: ['Gast 7', 'Gast 9'] };
    const r = parseServerMessage(
      JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 1, info: full, view: null }),
    );
    expect(r.ok && r.value.t === 'snapshot' && r.value.info).toMatchObject({
      gameId: 'g1',
      seedHash: hash,
      spectators: ['Gast 7', 'Gast 9'],
    });
    // A frame of an older server without them parses to "unknown".
    const old = parseServerMessage(JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 1, info, view: null }));
    expect(old.ok && old.value.t === 'snapshot' && old.value.info).toMatchObject({
      gameId: null,
      seedHash: null,
      spectators: [],
    });
    // The hash is a SHA-256 in hex, nothing else (a seed is never a valid value here).
    for (const seedHash of ['deadbeef', 'AB'.repeat(32), 42])
      expect(
        parseServerMessage(
          JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 1, info: { ...info, seedHash }, view: null }),
        ).ok,
      ).toBe(false);
  });
});

describe('serverReader', () => {
  const frame = (x: object) => JSON.stringify({ t: 'update', table: 't1', events: [], ...x });

  it('puts back what an update left out: the info, and the view fields a patch did not send', () => {
    const read = serverReader();
    const first = read(frame({ v: 1, info, view: { a: 1, b: [2], c: 'x' } }));
    expect(first.ok && first.value).toMatchObject({ info, view: { a: 1, b: [2], c: 'x' } });
    const second = read(frame({ v: 2, viewPatch: { a: 5, d: true }, viewDrop: ['c'] }));
    expect(second.ok && second.value).toMatchObject({ t: 'update', table: 't1', v: 2, events: [], info });
    expect(second.ok && second.value.t === 'update' && second.value.view).toEqual({ a: 5, b: [2], d: true });
    // a whole view replaces the held one
    const third = read(frame({ v: 3, view: { z: 0 } }));
    expect(third.ok && third.value.t === 'update' && third.value.view).toEqual({ z: 0 });
  });

  it('refuses a patch with no view to patch, and an update with neither view nor patch', () => {
    const read = serverReader();
    const r = read(frame({ v: 1, info, viewPatch: { a: 1 } }));
    expect(!r.ok && r.error.detail).toMatch(/viewPatch/);
    const s = read(frame({ v: 1, info }));
    expect(!s.ok && s.error.detail).toMatch(/view/);
    // a snapshot's view can be patched
    read(JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 1, info, view: { a: 1 } }));
    const u = read(frame({ v: 2, viewPatch: { b: 2 } }));
    expect(u.ok && u.value.t === 'update' && u.value.view).toEqual({ a: 1, b: 2 });
  });
});
