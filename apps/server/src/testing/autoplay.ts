import type { ServerMessage } from '@kartenhaus/protocol';
import type { Clock } from '../clock.js';
import type { TestClient } from './client.js';

/** A simulated human: plays a legal move from its view whenever it may, clicks "Weiter". */
export interface Autoplayer {
  /** Resolves when the table's game is over (phase `finished`). */
  readonly finished: Promise<void>;
  /** Moves sent so far. */
  sent: number;
  /** Codes of refused moves. */
  readonly refused: string[];
  stop(): void;
}

/**
 * Plays for `c` at `table`: on every update where its view lists legal moves it sends one
 * (`pick` chooses, `makeMove` writes the notation), each with the next sequence number. When
 * `pick` chooses nothing (e.g. only Gipfelsturm's quick calls are listed), it waits for the next update.
 * With `pace`, it rests `pace.ms` on the server's clock after each move, like a human's hand —
 * in real-time games a player at machine speed would otherwise finish before the computer reacts.
 */
export function autoplay(
  c: TestClient,
  table: string,
  makeMove: (move: unknown) => string,
  pick: (moves: readonly unknown[], view: unknown) => unknown = (m) => m[0],
  /** The last sequence number this client already used at this table. */
  usedSeq = 0,
  pace?: { readonly clock: Clock; readonly ms: number },
): Autoplayer {
  let resting = false;
  let stopped = false;
  let seq = usedSeq;
  let lastV = -1;
  let resolve!: () => void;
  const finished = new Promise<void>((r) => (resolve = r));
  const me: Autoplayer = { finished, sent: 0, refused: [], stop: () => (stopped = true) };
  const act = () => {
    const t = c.tables.get(table);
    if (stopped || !t) return;
    if (t.info.phase === 'finished') return resolve();
    if (t.v === lastV || resting) return;
    seq = Math.max(seq, t.info.seq);
    const you = t.info.you;
    const seat = you === null ? undefined : t.info.seats[you];
    if (t.info.phase === 'summary' && seat && !seat.ready && !seat.away) {
      lastV = t.v;
      c.send({ t: 'ready', table });
      return;
    }
    const moves = (t.view as { legalMoves?: unknown[] } | null)?.legalMoves ?? [];
    if (t.info.phase !== 'playing' || moves.length === 0 || seat?.away) return;
    lastV = t.v;
    const move = pick(moves, t.view);
    if (move === undefined) return;
    me.sent += 1;
    c.send({ t: 'move', table, seq: ++seq, move: makeMove(move) });
    if (pace) {
      resting = true;
      pace.clock.after(pace.ms, () => {
        resting = false;
        lastV = -1;
        act();
      });
    }
  };
  let retries = 0;
  c.on((m: ServerMessage) => {
    if ((m.t === 'update' || m.t === 'snapshot') && m.table === table) {
      retries = 0;
      act();
    }
    // A refused move (the table moved on meanwhile) is chosen again from the latest view, a few times.
    if (m.t === 'error' && m.table === table && m.seq === seq && retries < 3) {
      retries += 1;
      me.refused.push(m.code);
      lastV = -1;
      act();
    }
  });
  act();
  return me;
}
