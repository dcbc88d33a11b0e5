/**
 * A DOM-free WebSocket client: reconnects with backoff, resumes by version and never loses an
 * input. It knows nothing of the message shapes: an adapter says how to greet the server with
 * the last version, where a message's version and acknowledged sequence number are, and how to
 * wrap an input with its sequence number (issue 6: versions, client sequence numbers).
 */

/** Shown in the UI as "verbunden", "verbinde …" and "getrennt". */
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

/** The part of the WebSocket API the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number; reason: string }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

const OPEN = 1;

/** Where a topic (a table) stands: the server's epoch for it and the last version received. */
export interface Version {
  readonly epoch: string;
  readonly v: number;
}

/**
 * How the client speaks one protocol. One socket carries several topics (tables); each has its
 * own version and its own sequence numbers.
 */
export interface WsAdapter<In, Out, Input> {
  /** The first messages after every (re)connect (e.g. `hello`). */
  greet(): readonly Out[];
  /** Subscribes to a topic, with the last version seen (null: send everything). */
  resume(topic: string, since: Version | null): Out;
  /** Parses an incoming frame; null for a frame that is not understood (ignored). */
  parse(raw: string): In | null;
  /**
   * The topic and version a message carries, or null. A snapshot names its epoch; an update
   * may leave it out (it continues the epoch held).
   */
  versionOf(msg: In): { readonly topic: string; readonly epoch?: string; readonly v: number } | null;
  /** The input a message settles (accepted or refused), or null. */
  settles(msg: In): { readonly topic: string; readonly seq: number } | null;
  /** Wraps an input with its sequence number for the wire. */
  input(topic: string, seq: number, input: Input): Out;
}

/** Keeps the last sequence number per topic, so a reloaded page continues above it. */
export interface SeqStore {
  get(topic: string): number;
  set(topic: string, seq: number): void;
}

/** Sequence numbers kept in memory only (tests, or when storage is blocked). */
export const memorySeqStore = (): SeqStore => {
  const m = new Map<string, number>();
  return { get: (t) => m.get(t) ?? 0, set: (t, n) => void m.set(t, n) };
};

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface WsClientOptions<In, Out, Input> {
  readonly url: string;
  readonly adapter: WsAdapter<In, Out, Input>;
  readonly createSocket?: (url: string) => SocketLike;
  readonly timers?: Timers;
  /** A number in [0, 1) for backoff jitter (no Math.random in this code base). */
  readonly jitter?: () => number;
  /** First retry delay in ms (doubles per failure). */
  readonly baseDelayMs?: number;
  readonly maxDelayMs?: number;
  /** Where the last sequence number per topic is kept (default: memory). */
  readonly seqStore?: SeqStore;
  /** Close codes after which the client must not reconnect (e.g. refused origin, too large). */
  readonly fatalCloseCodes?: readonly number[];
}

/** Backoff before retry `attempt` (0-based): base·2^attempt, capped, scaled by 50–100 % jitter. */
export function backoffDelay(attempt: number, base: number, max: number, jitter: number): number {
  const raw = Math.min(max, base * 2 ** Math.min(attempt, 30));
  return Math.round(raw * (0.5 + jitter / 2));
}

const cryptoJitter = (): number => {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return (a[0] ?? 0) / 2 ** 32;
};

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
};

export class WsClient<In, Out, Input> {
  #state: ConnectionState = 'disconnected';
  #socket: SocketLike | null = null;
  #attempt = 0;
  #retry: unknown = null;
  #stopped = true;
  readonly #versions = new Map<string, Version | null>();
  readonly #seqs: SeqStore;
  /** Inputs sent but not yet settled, per topic by sequence number (resent after every reconnect). */
  readonly #pending = new Map<string, Map<number, Out>>();
  readonly #stateListeners = new Set<() => void>();
  readonly #messageListeners = new Set<(msg: In) => void>();
  readonly #createSocket: (url: string) => SocketLike;
  readonly #timers: Timers;
  readonly #jitter: () => number;

  constructor(private readonly opts: WsClientOptions<In, Out, Input>) {
    this.#createSocket = opts.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.#timers = opts.timers ?? realTimers;
    this.#jitter = opts.jitter ?? cryptoJitter;
    this.#seqs = opts.seqStore ?? memorySeqStore();
  }

  readonly getState = (): ConnectionState => this.#state;
  /** The last version received for a topic (null: none yet). */
  versionOf(topic: string): Version | null {
    return this.#versions.get(topic) ?? null;
  }
  /** Sequence numbers of a topic sent and not yet settled, ascending. */
  pendingSeqs(topic: string): number[] {
    return [...(this.#pending.get(topic)?.keys() ?? [])].sort((a, b) => a - b);
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  };

  onMessage(listener: (msg: In) => void): () => void {
    this.#messageListeners.add(listener);
    return () => this.#messageListeners.delete(listener);
  }

  /** Starts (or restarts) connecting. */
  start(): void {
    this.#stopped = false;
    if (this.#socket === null && this.#retry === null) this.#connect();
  }

  /** Stops for good: closes the socket and cancels retries (pending inputs are kept). */
  stop(): void {
    this.#stopped = true;
    if (this.#retry !== null) this.#timers.clearTimeout(this.#retry);
    this.#retry = null;
    const s = this.#socket;
    this.#socket = null;
    if (s) {
      s.onclose = null;
      s.close(1000, 'bye');
    }
    this.#setState('disconnected');
  }

  /** Skips the wait after a failure (e.g. the browser came back online). */
  reconnectNow(): void {
    if (this.#stopped || this.#socket !== null) return;
    if (this.#retry !== null) this.#timers.clearTimeout(this.#retry);
    this.#retry = null;
    this.#connect();
  }

  /** Follows a topic: subscribes now (if connected) and after every reconnect, from its last version. */
  watch(topic: string): void {
    if (this.#versions.has(topic)) return;
    this.#versions.set(topic, null);
    if (this.#state === 'connected') this.#write(this.opts.adapter.resume(topic, null));
  }

  /** Stops following a topic (its pending inputs are dropped). */
  unwatch(topic: string): void {
    this.#versions.delete(topic);
    this.#pending.delete(topic);
  }

  /** Sends a message that needs no sequence number (list, create, ready …); dropped while offline. */
  post(out: Out): boolean {
    if (this.#state !== 'connected') return false;
    this.#write(out);
    return true;
  }

  /** Sends an input with a new sequence number; kept and resent until the server settles it. */
  send(topic: string, input: Input): number {
    const seq = this.#seqs.get(topic) + 1;
    this.#seqs.set(topic, seq);
    const out = this.opts.adapter.input(topic, seq, input);
    let pending = this.#pending.get(topic);
    if (!pending) this.#pending.set(topic, (pending = new Map<number, Out>()));
    pending.set(seq, out);
    if (this.#state === 'connected') this.#write(out);
    return seq;
  }

  #connect(): void {
    this.#setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.#createSocket(this.opts.url);
    } catch {
      this.#scheduleRetry();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempt = 0;
      for (const out of this.opts.adapter.greet()) this.#write(out);
      // Resume every topic from its last version, then resend what is still unsettled, in order.
      for (const [topic, since] of this.#versions) this.#write(this.opts.adapter.resume(topic, since));
      for (const [topic, pending] of this.#pending)
        for (const seq of this.pendingSeqs(topic)) this.#write(pending.get(seq) as Out);
      this.#setState('connected');
    };
    socket.onmessage = (ev) => this.#receive(ev.data);
    socket.onerror = () => {
      // A close event follows; retry is scheduled there.
    };
    socket.onclose = (ev) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.opts.fatalCloseCodes?.includes(ev.code)) this.#stopped = true;
      this.#setState('disconnected');
      if (!this.#stopped) this.#scheduleRetry();
    };
  }

  #scheduleRetry(): void {
    this.#socket = null;
    this.#setState('disconnected');
    const delay = backoffDelay(
      this.#attempt++,
      this.opts.baseDelayMs ?? 500,
      this.opts.maxDelayMs ?? 15_000,
      this.#jitter(),
    );
    this.#retry = this.#timers.setTimeout(() => {
      this.#retry = null;
      if (!this.#stopped) this.#connect();
    }, delay);
  }

  #receive(data: unknown): void {
    if (typeof data !== 'string') return;
    const msg = this.opts.adapter.parse(data);
    if (msg === null) return;
    const at = this.opts.adapter.versionOf(msg);
    if (at !== null && this.#versions.has(at.topic)) {
      const held = this.#versions.get(at.topic) ?? null;
      if (at.epoch !== undefined && (held === null || held.epoch !== at.epoch)) {
        // A snapshot of a new epoch (the table's history restarted) replaces the old version.
        this.#versions.set(at.topic, { epoch: at.epoch, v: at.v });
      } else if (held !== null && at.v > held.v) {
        this.#versions.set(at.topic, { epoch: held.epoch, v: at.v });
      }
    }
    const settled = this.opts.adapter.settles(msg);
    if (settled !== null) this.#pending.get(settled.topic)?.delete(settled.seq);
    for (const l of this.#messageListeners) l(msg);
  }

  #write(out: Out): void {
    const s = this.#socket;
    if (s && s.readyState === OPEN) s.send(JSON.stringify(out));
  }

  #setState(state: ConnectionState): void {
    if (this.#state === state) return;
    this.#state = state;
    for (const l of this.#stateListeners) l();
  }
}
