import { sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { protocolAdapter as adapterOf, RaisingSeqStore } from './game-socket.js';

const info = sampleTableInfo({ seq: 3 });

describe('protocol adapter', () => {
  const protocolAdapter = adapterOf();
  it('greets with the protocol version and resumes a table by epoch and version', () => {
    expect(protocolAdapter.greet()).toEqual([{ t: 'hello', protocol: 1 }]);
    expect(protocolAdapter.resume('t1', { epoch: 'e', v: 4 })).toEqual({
      t: 'open',
      table: 't1',
      since: { epoch: 'e', v: 4 },
    });
    expect(protocolAdapter.resume('t1', null)).toEqual({ t: 'open', table: 't1' });
    expect(protocolAdapter.input('t1', 7, 'P7')).toEqual({ t: 'move', table: 't1', seq: 7, move: 'P7' });
  });

  it('reads versions from snapshots and updates, and settlements from acks and move errors', () => {
    const snap = protocolAdapter.parse(
      JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 5, info, view: null }),
    );
    expect(snap && protocolAdapter.versionOf(snap)).toEqual({ topic: 't1', epoch: 'e', v: 5 });
    const upd = protocolAdapter.parse(JSON.stringify({ t: 'update', table: 't1', v: 6, events: [], info, view: null }));
    expect(upd && protocolAdapter.versionOf(upd)).toEqual({ topic: 't1', v: 6 });
    const ack = protocolAdapter.parse(JSON.stringify({ t: 'ack', table: 't1', seq: 2, v: 6 }));
    expect(ack && protocolAdapter.settles(ack)).toEqual({ topic: 't1', seq: 2 });
    const refused = protocolAdapter.parse(
      JSON.stringify({ t: 'error', code: 'ERR_NOT_YOUR_TURN', table: 't1', seq: 3 }),
    );
    expect(refused && protocolAdapter.settles(refused)).toEqual({ topic: 't1', seq: 3 });
    const other = protocolAdapter.parse(JSON.stringify({ t: 'error', code: 'ERR_BAD_MESSAGE' }));
    expect(other && protocolAdapter.settles(other)).toBeNull();
  });

  it('gives an update that leaves out an unchanged info the last one of its table, per connection', () => {
    const a = adapterOf();
    const b = adapterOf();
    const bare = (v: number) => JSON.stringify({ t: 'update', table: 't1', v, events: [], view: null });
    // never described on this connection: a bad frame, dropped
    expect(a.parse(bare(4))).toBeNull();
    a.parse(JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 5, info, view: null }));
    b.parse(JSON.stringify({ t: 'snapshot', table: 't1', epoch: 'e', v: 5, info: { ...info, you: 1 }, view: null }));
    const upd = a.parse(bare(6));
    expect(upd?.t === 'update' && upd.info).toMatchObject(info);
    const other = b.parse(bare(6));
    expect(other?.t === 'update' && other.info.you).toBe(1);
    // a new info replaces the kept one
    a.parse(
      JSON.stringify({ t: 'update', table: 't1', v: 7, events: [], info: { ...info, phase: 'summary' }, view: null }),
    );
    const later = a.parse(bare(8));
    expect(later?.t === 'update' && later.info.phase).toBe('summary');
  });

  it('ignores frames that are not protocol messages', () => {
    expect(protocolAdapter.parse('{"t":"nonsense"}')).toBeNull();
    expect(protocolAdapter.parse('not json')).toBeNull();
  });
});

describe('RaisingSeqStore', () => {
  it('continues above the highest sequence number the server answered', () => {
    const s = new RaisingSeqStore();
    s.raise('t1', 3);
    s.raise('t1', 2);
    expect(s.get('t1')).toBe(3);
    s.set('t1', 4);
    expect(s.get('t1')).toBe(4);
    expect(s.get('t2')).toBe(0);
  });
});
