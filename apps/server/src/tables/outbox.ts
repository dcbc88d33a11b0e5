import type { GameDefinition, Seat } from '@kartenhaus/core';
import type { ServerMessage, TableInfo } from '@kartenhaus/protocol';

/** Whoever receives frames: a WebSocket connection (or a test double). */
export interface Receiver {
  readonly playerId: string;
  /** The name others see (the spectator list). */
  readonly playerName: string;
  /** Writes one frame to the socket. Only `deliver` below calls it. */
  sendFrame(text: string): void;
}

type AnyDefinition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/** What a table exposes so a frame can be built for one receiver. */
export interface TableSource {
  readonly id: string;
  readonly epoch: string;
  readonly v: number;
  /** The table around the game as this receiver sees it. */
  info(receiver: Receiver): TableInfo;
  /** The receiver's game seat (`null`: spectator, or no game runs). */
  gameSeatOf(receiver: Receiver): Seat | null;
  /** The running (or just finished) game, if any. */
  readonly game: { readonly definition: AnyDefinition; readonly state: unknown } | null;
}

/** Messages without game data. */
export type PlainMessage = Extract<ServerMessage, { t: 'welcome' | 'pong' | 'ok' | 'error' | 'tables' | 'ack' }>;

/** Everything that leaves the server, before the game's view is applied. */
export type Outgoing =
  | { readonly kind: 'plain'; readonly message: PlainMessage }
  | { readonly kind: 'snapshot'; readonly table: TableSource }
  | { readonly kind: 'update'; readonly table: TableSource; readonly v: number; readonly events: readonly unknown[] };

/**
 * THE way to a socket. Every frame passes here, and here the game's `view` and `viewEvent` are
 * applied for the receiving seat (or `null` for a spectator) — boardgame.io's filter-player-view
 * at one chokepoint. Events a seat may not see are dropped, but the version still advances.
 */
export function deliver(to: Receiver, out: Outgoing): void {
  to.sendFrame(JSON.stringify(frameFor(to, out)));
}

/** The frame one receiver gets (exported for tests of the filtering itself). */
export function frameFor(to: Receiver, out: Outgoing): ServerMessage {
  switch (out.kind) {
    case 'plain':
      return out.message;
    case 'snapshot': {
      const t = out.table;
      return { t: 'snapshot', table: t.id, epoch: t.epoch, v: t.v, info: t.info(to), view: viewFor(t, to) };
    }
    case 'update': {
      const t = out.table;
      const seat = t.gameSeatOf(to);
      const events: unknown[] = [];
      if (t.game)
        for (const e of out.events) {
          const seen = t.game.definition.viewEvent(e, seat);
          if (seen !== null) events.push(seen);
        }
      return { t: 'update', table: t.id, v: out.v, events, info: t.info(to), view: viewFor(t, to) };
    }
  }
}

function viewFor(t: TableSource, to: Receiver): unknown {
  return t.game ? t.game.definition.view(t.game.state, t.gameSeatOf(to)) : null;
}
