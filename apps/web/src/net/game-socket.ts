import {
  CLOSE_CODES,
  PROTOCOL_VERSION,
  serverReader,
  type ClientMessage,
  type ServerMessage,
  type TableSummary,
} from '@kartenhaus/protocol';
import { WsClient, type SeqStore, type WsAdapter, type WsClientOptions } from './ws-client.js';

/**
 * The game server's protocol (packages/protocol) spoken through the generic client. One per
 * client: its reader keeps the last `info` of each table the connection's updates may leave out.
 */
export const protocolAdapter = (read = serverReader()): WsAdapter<ServerMessage, ClientMessage, string> => ({
  greet: () => [{ t: 'hello', protocol: PROTOCOL_VERSION }],
  resume: (table, since) => (since ? { t: 'open', table, since } : { t: 'open', table }),
  parse: (raw) => {
    const r = read(raw);
    return r.ok ? r.value : null;
  },
  versionOf: (m) => {
    switch (m.t) {
      case 'snapshot':
        return { topic: m.table, epoch: m.epoch, v: m.v };
      case 'update':
        return { topic: m.table, v: m.v };
      default:
        return null;
    }
  },
  settles: (m) => {
    if (m.t === 'ack') return { topic: m.table, seq: m.seq };
    if (m.t === 'error' && m.table !== undefined && m.seq !== undefined) return { topic: m.table, seq: m.seq };
    return null;
  },
  input: (table, seq, move) => ({ t: 'move', table, seq, move }),
});

/** Sequence numbers that can be raised to what the server answered last (TableInfo.seq). */
export class RaisingSeqStore implements SeqStore {
  readonly #seqs = new Map<string, number>();
  get(topic: string): number {
    return this.#seqs.get(topic) ?? 0;
  }
  set(topic: string, seq: number): void {
    this.#seqs.set(topic, seq);
  }
  raise(topic: string, seq: number): void {
    if (seq > this.get(topic)) this.#seqs.set(topic, seq);
  }
}

type Request = ClientMessage extends infer M ? (M extends { ref?: string } ? Omit<M, 'ref'> : never) : never;

/** The answer to a command: done (with the table it concerns) or refused with a stable code. */
export type Answer =
  | { readonly ok: true; readonly table: string | null }
  | { readonly ok: false; readonly code: string; readonly detail?: string };

/**
 * One socket to the game server for the whole page: table subscriptions with resume by version,
 * moves with sequence numbers (via WsClient), and commands answered by `ref`.
 */
export class GameSocket {
  readonly client: WsClient<ServerMessage, ClientMessage, string>;
  readonly seqs = new RaisingSeqStore();
  #nextRef = 1;
  readonly #waiting = new Map<string, (a: Answer) => void>();

  constructor(opts: Omit<WsClientOptions<ServerMessage, ClientMessage, string>, 'adapter' | 'seqStore'>) {
    this.client = new WsClient({
      ...opts,
      adapter: protocolAdapter(),
      seqStore: this.seqs,
      fatalCloseCodes: [CLOSE_CODES.protocolVersion],
    });
    this.client.onMessage((m) => this.#receive(m));
  }

  /** Sends a command and waits for its `ok` or `error` (or ERR_OFFLINE after `timeoutMs`). */
  request(msg: Request, timeoutMs = 10_000): Promise<Answer> {
    const ref = `r${this.#nextRef++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(ref);
        resolve({ ok: false, code: 'ERR_OFFLINE' });
      }, timeoutMs);
      this.#waiting.set(ref, (a) => {
        clearTimeout(timer);
        resolve(a);
      });
      const send = () => {
        if (!this.client.post({ ...msg, ref })) return false;
        return true;
      };
      if (!send()) {
        // Not connected yet: send as soon as the socket is up.
        const off = this.client.subscribe(() => {
          if (this.client.getState() === 'connected' && send()) off();
        });
      }
    });
  }

  /** Asks for the open tables; the answer arrives through `onTables`. */
  list(): boolean {
    return this.client.post({ t: 'list' });
  }

  onTables(listener: (tables: readonly TableSummary[]) => void): () => void {
    return this.client.onMessage((m) => {
      if (m.t === 'tables') listener(m.tables);
    });
  }

  #receive(m: ServerMessage): void {
    if ((m.t === 'ok' || m.t === 'error') && m.ref !== undefined) {
      const done = this.#waiting.get(m.ref);
      this.#waiting.delete(m.ref);
      done?.(
        m.t === 'ok'
          ? { ok: true, table: m.table ?? null }
          : { ok: false, code: m.code, ...(m.detail === undefined ? {} : { detail: m.detail }) },
      );
    }
    if (m.t === 'snapshot' || m.t === 'update') this.seqs.raise(m.table, m.info.seq);
  }
}

let shared: GameSocket | null = null;

/**
 * The page's socket. The server knows a player by the session cookie, so the account store
 * makes sure there is a session (a guest one if need be) before the socket opens.
 */
export function gameSocket(session: { ready(): Promise<void> }): GameSocket {
  if (shared) return shared;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
  const socket = new GameSocket({ url });
  shared = socket;
  void session
    .ready()
    .catch(() => undefined)
    .finally(() => socket.client.start());
  window.addEventListener('online', () => socket.client.reconnectNow());
  return socket;
}
