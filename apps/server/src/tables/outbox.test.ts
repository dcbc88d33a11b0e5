import { tinyGame } from '@kartenhaus/core/testing/tiny-game';
import { describe, expect, it } from 'vitest';
import { deliver, frameFor, type Receiver, type TableSource } from './outbox.js';

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
});
