import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { serverReader } from '@kartenhaus/protocol';
import { describe, expect, it } from 'vitest';
import { deliver, forgetInfo, frameFor, type Receiver, type TableSource } from './outbox.js';

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
  let state = tinyGame.deal({ players: 3 } as never, 'outbox');
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
    sharedInfo: () => ({
      id: 't"1',
      settings: {
        game: 'tiny',
        mode: 'online',
        players: 3,
        options: {},
        level: 'normal',
        clock: null,
        tempo: 'normal',
        stake: 0,
        free: 'computer',
      },
      phase: 'playing',
      seats: [],
      host: 'Anna',
      gameNo: 1,
      timerMs: null,
      result: null,
      gameId: 'g1',
      seedHash: null,
      spectators: ['Zoe'],
    }),
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
  sendFrame(frame: string | Buffer) {
    this.frames.push(frame.toString());
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
    const shared = t.sharedInfo;
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

describe('deliver: the view text, field by field', () => {
  /** A game whose views share public objects between seats, as Speedlift's do; counts how often `board` is serialised. */
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
    const view = (s: { n: number }, seat: number | null) => ({
      n: s.n,
      board,
      hand: seat === null ? [] : [seat, s.n],
      gone: undefined,
      f: () => 1,
      ...(seat === 1 ? { extra: 'only ben' } : {}),
      tail: { seat },
    });
    const game = { definition: { ...t.game!.definition, view } as unknown as Def, state: { n: 1 } as unknown };
    const table: TableSource = { ...t, game };
    return { table, game, board, serialised: () => serialised };
  }
  const viewOf = (frame: string) => frame.slice(frame.indexOf('"view":') + 7, -1);

  it('is JSON.stringify of each seat’s view (up to key order), the shared fields serialised once', () => {
    const { table, serialised } = sharing();
    const rs = [new Sink('anna'), new Sink('ben'), new Sink('zoe'), new Sink('anna')];
    const out = { kind: 'update', table, v: 8, events: [] } as const;
    deliver(rs, out);
    expect(serialised()).toBe(1);
    for (const r of rs) {
      const reference = JSON.stringify((frameFor(r, out) as { view: unknown }).view);
      const sent = viewOf(r.frames[0]!);
      expect(JSON.parse(sent)).toEqual(JSON.parse(reference));
      expect(sent).toHaveLength(reference.length);
    }
    expect(JSON.parse(viewOf(rs[1]!.frames[0]!))).toMatchObject({ extra: 'only ben', hand: [1, 1] });
    expect(JSON.parse(viewOf(rs[2]!.frames[0]!))).not.toHaveProperty('gone');
  });

  it('serialises a new state anew, even where a field is the same object changed in between', () => {
    const { table, game, board } = sharing();
    const anna = new Sink('anna');
    deliver([anna], { kind: 'update', table, v: 8, events: [] });
    board.pile.push(9);
    (game as { state: unknown }).state = { n: 2 };
    deliver([anna], { kind: 'update', table, v: 9, events: [] });
    const view = (f: string) => (JSON.parse(f) as { view: { n: number; board: { pile: number[] } } }).view;
    expect(view(anna.frames[0]!)).toMatchObject({ n: 1, board: { pile: [3, 1, 2] } });
    expect(view(anna.frames[1]!)).toMatchObject({ n: 2, board: { pile: [3, 1, 2, 9] } });
  });
});
