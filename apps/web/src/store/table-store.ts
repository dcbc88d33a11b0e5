import type { ConnectionState } from '../net/ws-client.js';

/** An input the player made that the server has not settled yet. */
export interface PendingInput<I> {
  readonly seq: number;
  readonly input: I;
}

/** What a table screen renders: the seat's view, its version, pending input and the last refusal. */
export interface TableSnapshot<V, I> {
  readonly view: V | null;
  readonly version: number | null;
  readonly pending: readonly PendingInput<I>[];
  readonly connection: ConnectionState;
  /** The error code of the last refused input (shown in German via `errors`), cleared by the next input. */
  readonly refused: string | null;
}

/**
 * A DOM-free store for one table: the seat's view (as the server sent it) plus pending input.
 * Components read it with `useTableStore` and only report intent; no rule is decided here —
 * what may be played comes from the view's legal moves.
 */
export class TableStore<V, I> {
  #snap: TableSnapshot<V, I> = { view: null, version: null, pending: [], connection: 'disconnected', refused: null };
  readonly #listeners = new Set<() => void>();

  readonly getSnapshot = (): TableSnapshot<V, I> => this.#snap;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** A new view from the server; an older version than the one held is ignored. */
  receiveView(view: V, version: number): void {
    if (this.#snap.version !== null && version < this.#snap.version) return;
    this.#set({ ...this.#snap, view, version });
  }

  /** The player made an input, sent with this sequence number. */
  addPending(seq: number, input: I): void {
    this.#set({ ...this.#snap, pending: [...this.#snap.pending, { seq, input }], refused: null });
  }

  /** The server accepted (code null) or refused an input. */
  settle(seq: number, code: string | null): void {
    if (!this.#snap.pending.some((p) => p.seq === seq)) return;
    this.#set({ ...this.#snap, pending: this.#snap.pending.filter((p) => p.seq !== seq), refused: code });
  }

  setConnection(connection: ConnectionState): void {
    if (connection !== this.#snap.connection) this.#set({ ...this.#snap, connection });
  }

  #set(snap: TableSnapshot<V, I>): void {
    this.#snap = snap;
    for (const l of this.#listeners) l();
  }
}
