import fc from 'fast-check';
import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { serverReader } from '@kartenhaus/protocol';
import { sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { deliver, forgetInfo, frameFor, jsonEqual, type Receiver, type TableSource } from './outbox.js';

type Def = NonNullable<TableSource['game']>['definition'];

/** A table source over core's tiny game; seats by player id; counts the views it computes. */
function source() {
  let views = 0;
  const definition = {
    ...tinyGame,
    view: (s: never, seat: number | null) => {
      views += 1;
      return tinyGame.view(s, seat);
    },
  } as unknown as Def;
  let state = tinyGame.deal({ players: 3 }, 'outbox');
  const played = tinyGame.play(state, 0, tinyGame.legalMoves(state, 0)[0]!);
  if (!played.ok) throw new Error(played.error.code);
  state = played.value.state;
  const seats: Record<string, number> = { anna: 0, ben: 1 };
  const t: TableSource = {
    id: 't"1',
    epoch: 'e',
    v: 7,
    game: { definition, state },
    gameSeatOf: (r) => seats[r.playerId] ?? null,
    sharedInfo: () => {
      const {
        you: _you,
        seq: _seq,
        ...shared
      } = sampleTableInfo(
        { id: 't"1', host: 'Anna', gameId: 'g1', spectators: ['Zoe'] },
        { mode: 'online', players: 3 },
      );
      return shared;
    },
    personalInfo: (r) => ({ you: seats[r.playerId] ?? null, seq: r.playerId.length }),
    info: (r) => ({ ...t.sharedInfo(), ...t.personalInfo(r) }),
  };
  return { t, events: played.value.events, views: () => views };
}

class Sink implements Receiver {
  frames: string[] = [];
  constructor(readonly playerId: string) {}
  get playerName() {
    return this.playerId;
  }
  sendFrame(text: string) {
    this.frames.push(text);
  }
}

describe('deliver: an update to many receivers (one serialisation per seat)', () => {
  it('sends every receiver exactly its own frame (frameFor), computing each seat’s view once', () => {
    const { t, events, views } = source();
    const rs = [new Sink('anna'), new Sink('ben'), new Sink('zoe'), new Sink('anna'), new Sink('max')];
    const out = { kind: 'update', table: t, v: 8, events } as const;
    deliver(rs, out);
    // three distinct seats: 0, 1 and the spectators' null
    expect(views()).toBe(3);
    for (const r of rs) {
      expect(r.frames).toHaveLength(1);
      expect(JSON.parse(r.frames[0]!)).toEqual(frameFor(r, out));
    }
    // the filtering is per seat: another seat's hand is not in a frame
    const hand = (f: string) => (JSON.parse(f) as { view: { hand: number[] } }).view.hand;
    expect(hand(rs[0]!.frames[0]!)).not.toEqual(hand(rs[1]!.frames[0]!));
    expect(hand(rs[2]!.frames[0]!)).toEqual([]);
  });

  it('gives each receiver a snapshot’s steps through its own seat’s event filter, as the updates were', () => {
    const { t, events } = source();
    // A filter that marks whom it was asked for (the real games hide a drawn card from all but its seat).
    const viewEvent = (e: object, seat: number | null) => ({ ...e, for: seat });
    const game = { ...t.game!, definition: { ...t.game!.definition, viewEvent } as unknown as Def };
    const table = { ...t, game, v: 9, recent: [{ v: 8, events }] };
    const steps = (r: Receiver) => {
      const snap = frameFor(r, { kind: 'snapshot', table });
      return snap.t === 'snapshot' ? snap.recent.flatMap((x) => x.events as { for: number | null }[]) : [];
    };
    const update = frameFor(new Sink('ben'), { kind: 'update', table, v: 8, events });
    expect(steps(new Sink('ben'))).toEqual(update.t === 'update' ? update.events : null);
    expect(steps(new Sink('anna')).map((e) => e.for)).toEqual(events.map(() => 0));
    expect(steps(new Sink('ben')).map((e) => e.for)).toEqual(events.map(() => 1));
    expect(steps(new Sink('zoe')).map((e) => e.for)).toEqual(events.map(() => null));
    expect(events.length).toBeGreaterThan(0);
  });

  it('says that the computer made a move for a human’s seat (`by`), in the update and in a snapshot’s steps', () => {
    const { t, events } = source();
    const anna = new Sink('anna');
    const read = serverReader();
    const mine = { kind: 'update', table: t, v: 8, events } as const;
    const computers = { kind: 'update', table: t, v: 9, events, by: 'computer' } as const;
    deliver([anna], mine);
    deliver([anna], computers);
    const frames = anna.frames.map((f) => read(f));
    expect(frames.map((r) => r.ok && r.value.t === 'update' && r.value.by)).toEqual([undefined, 'computer']);
    expect(frames[1]!.ok && frames[1]!.value).toEqual(frameFor(anna, computers));
    const recent = [
      { v: 8, events },
      { v: 9, events, by: 'computer' as const },
    ];
    const snap = frameFor(anna, { kind: 'snapshot', table: { ...t, v: 9, recent } });
    expect(snap.t === 'snapshot' && snap.recent.map((r) => r.by)).toEqual([undefined, 'computer']);
    // the snapshot as it travels is what a client reads
    const sent = new Sink('anna');
    deliver(sent, { kind: 'snapshot', table: { ...t, v: 9, recent } });
    const back = serverReader()(sent.frames[0]!);
    expect(back.ok && back.value.t === 'snapshot' && back.value.recent.map((r) => r.by)).toEqual([
      undefined,
      'computer',
    ]);
  });

  it('leaves out an info the receiver already has; the reader puts it back', () => {
    const { t, events } = source();
    const anna = new Sink('anna');
    const zoe = new Sink('zoe');
    const read = serverReader();
    const update = (v: number) => ({ kind: 'update', table: t, v, events }) as const;
    const hasInfo = (f: string) => 'info' in (JSON.parse(f) as object);
    deliver([anna, zoe], update(8));
    deliver([anna, zoe], update(9));
    expect(anna.frames.map(hasInfo)).toEqual([true, false]);
    expect(zoe.frames.map(hasInfo)).toEqual([true, false]);
    // what the client reads is the complete message
    for (const [i, f] of anna.frames.entries()) {
      const r = read(f);
      expect(r.ok && r.value).toEqual(frameFor(anna, update(8 + i)));
    }
    // a change of the table (here the phase) is sent again
    const shared = t.sharedInfo.bind(t);
    (t as { sharedInfo: TableSource['sharedInfo'] }).sharedInfo = () => ({ ...shared(), phase: 'summary' });
    deliver([anna], update(10));
    expect(hasInfo(anna.frames[2]!)).toBe(true);
    // after the receiver closed the table, its next frame describes the table in full
    forgetInfo(anna, t.id);
    deliver([anna], update(11));
    expect(hasInfo(anna.frames[3]!)).toBe(true);
    // after a snapshot the next update describes the table again, the one after leaves it out
    deliver([zoe], { kind: 'snapshot', table: { ...t, info: (r) => ({ ...t.sharedInfo(), ...t.personalInfo(r) }) } });
    deliver([zoe], update(12));
    deliver([zoe], update(13));
    expect(zoe.frames.map(hasInfo)).toEqual([true, false, true, true, false]);
  });
});

describe('deliver: the view, whole or as a patch', () => {
  /** A game whose views share public objects between seats and states, as Speedlift's do; counts how often `board` is serialised. */
  function sharing() {
    const { t } = source();
    let serialised = 0;
    const board = {
      pile: [3, 1, 2],
      note: 'ü"\\',
      toJSON() {
        serialised += 1;
        return { pile: this.pile, note: this.note };
      },
    };
    const view = (s: { n: number; board: unknown }, seat: number | null) => ({
      n: s.n,
      board: s.board,
      hand: seat === null ? [] : [seat, s.n],
      gone: undefined,
      f: () => 1,
      ...(seat === 1 && s.n === 1 ? { extra: 'only ben, only at first' } : {}),
      tail: { seat },
    });
    const game = { definition: { ...t.game!.definition, view } as unknown as Def, state: { n: 1, board } as unknown };
    const table: TableSource = { ...t, game };
    return { table, game, board, serialised: () => serialised };
  }
  const update = (table: TableSource, v: number) => ({ kind: 'update', table, v, events: [] }) as const;
  const sent = (f: string) =>
    JSON.parse(f) as { view?: Record<string, unknown>; viewPatch?: Record<string, unknown>; viewDrop?: string[] };

  it('sends each receiver its whole view first, a shared value serialised once for all seats', () => {
    const { table, serialised } = sharing();
    const rs = [new Sink('anna'), new Sink('ben'), new Sink('zoe'), new Sink('anna')];
    deliver(rs, update(table, 8));
    expect(serialised()).toBe(1);
    for (const r of rs) {
      const reference = JSON.stringify((frameFor(r, update(table, 8)) as { view: unknown }).view);
      expect(sent(r.frames[0]!).view).toEqual(JSON.parse(reference));
      expect(JSON.stringify(sent(r.frames[0]!).view)).toHaveLength(reference.length);
    }
    expect(sent(rs[1]!.frames[0]!).view).toMatchObject({ extra: 'only ben, only at first', hand: [1, 1] });
    expect(sent(rs[2]!.frames[0]!).view).not.toHaveProperty('gone');
  });

  it('then only what changed: an object kept by the next state is neither sent nor serialised again', () => {
    const { table, game, serialised } = sharing();
    const rs = [new Sink('anna'), new Sink('ben'), new Sink('zoe')];
    const readers = rs.map(() => serverReader());
    const complete = (r: Sink, v: number) => JSON.parse(JSON.stringify(frameFor(r, update(table, v)))) as unknown;
    deliver(rs, update(table, 8));
    expect(serialised()).toBe(1);
    const expected = rs.map((r) => [complete(r, 8)]);
    (game as { state: unknown }).state = { n: 2, board: (game.state as { board: unknown }).board };
    const before = serialised();
    deliver(rs, update(table, 9));
    expect(serialised()).toBe(before);
    for (const [i, r] of rs.entries()) expected[i]!.push(complete(r, 9));
    for (const [i, r] of rs.entries()) {
      const second = sent(r.frames[1]!);
      expect(second.view).toBeUndefined();
      expect(second.viewPatch).not.toHaveProperty('board');
      expect(second.viewPatch).toHaveProperty('n', 2);
      // the spectator's empty hand was empty before too
      expect(Object.keys(second.viewPatch!)).toEqual(i === 2 ? ['n', 'tail'] : ['n', 'hand', 'tail']);
      // what the client reads is the complete message
      for (const [k, f] of r.frames.entries()) {
        const read = readers[i]!(f);
        expect(read.ok && read.value).toEqual(expected[i]![k]);
      }
    }
    // ben's extra field is gone: the patch says so
    expect(sent(rs[1]!.frames[1]!).viewDrop).toEqual(['extra']);
  });

  it('serialises a new object anew, even one equal to the old', () => {
    const { table, game, board } = sharing();
    const anna = new Sink('anna');
    const read = serverReader();
    deliver([anna], update(table, 8));
    (game as { state: unknown }).state = { n: 2, board: { ...board, pile: [3, 1, 2, 9] } };
    deliver([anna], update(table, 9));
    expect(sent(anna.frames[1]!).viewPatch).toMatchObject({ n: 2, board: { pile: [3, 1, 2, 9] } });
    read(anna.frames[0]!);
    const r = read(anna.frames[1]!);
    expect(r.ok && r.value).toEqual(JSON.parse(JSON.stringify(frameFor(anna, update(table, 9)))));
  });

  it('after a snapshot or a closed table the next update sends the whole view again', () => {
    const { table } = sharing();
    const anna = new Sink('anna');
    deliver([anna], update(table, 8));
    forgetInfo(anna, table.id);
    deliver([anna], update(table, 9));
    expect(sent(anna.frames[1]!).view).toBeDefined();
    deliver([anna], { kind: 'snapshot', table });
    deliver([anna], update(table, 10));
    expect(sent(anna.frames[3]!).view).toBeDefined();
  });
});

describe('jsonEqual', () => {
  it('is true exactly when the JSON texts are equal (for plain data)', () => {
    const data = fc.jsonValue();
    fc.assert(
      fc.property(data, data, (a, b) => {
        expect(jsonEqual(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        expect(jsonEqual(a, JSON.parse(JSON.stringify(a)) as unknown)).toBe(true);
      }),
    );
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(jsonEqual([1, [2]], [1, [2]])).toBe(true);
    expect(jsonEqual([], {})).toBe(false);
  });
});
