import type { Redis } from 'ioredis';
import type { Player } from '../hooks.js';
import { metrics } from '../metrics.js';
import type { Forwardable } from '../tables/commands.js';

/** A command forwarded to a table's owner, as the player who sent it on the socket of `conn`. */
export interface CommandItem {
  readonly k: 'cmd';
  readonly id: number;
  /** The socket's process (where the answer and the frames go). */
  readonly from: string;
  readonly conn: string;
  readonly table: string;
  readonly player: Player;
  readonly command: Forwardable;
}

/** What travels between processes: commands, their answers, and frames for a socket elsewhere. */
export type BusItem =
  | CommandItem
  | { readonly k: 'res'; readonly id: number; readonly answer: unknown }
  | { readonly k: 'frame'; readonly conn: string; readonly text: string };

/** How long a forwarded command waits for its answer (its owner may have died meanwhile). */
export const ANSWER_MS = 5_000;

/**
 * Redis pub/sub between the processes of a cluster: each listens on its own channel
 * (`<prefix>p:<holder>`). What one process sends another in a turn of the event loop — commands,
 * answers, the frames of a batch for that process's sockets — goes in one publish, in order.
 */
export class Bus {
  private readonly out = new Map<string, BusItem[]>();
  private flushing = false;
  /** After `stop`: the connection is closing, nothing more is sent. */
  private stopped = false;
  private next = 0;
  private readonly pending = new Map<number, { resolve: (a: unknown) => void; timer: NodeJS.Timeout }>();
  private subscriber: Redis | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly holder: string,
    private readonly onError: (e: unknown) => void,
  ) {}

  private channel(holder: string): string {
    return `${this.prefix}p:${holder}`;
  }

  /** Listens on this process's channel; `received` gets every item but the answers (which settle `request`). */
  async start(received: (item: Exclude<BusItem, { k: 'res' }>) => void): Promise<void> {
    this.subscriber = this.redis.duplicate({ lazyConnect: false, enableOfflineQueue: true });
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (_channel: string, text: string) => {
      for (const item of JSON.parse(text) as BusItem[]) {
        if (item.k !== 'res') {
          received(item);
          continue;
        }
        const p = this.pending.get(item.id);
        if (!p) continue;
        this.pending.delete(item.id);
        clearTimeout(p.timer);
        p.resolve(item.answer);
      }
    });
    await this.subscriber.subscribe(this.channel(this.holder));
  }

  /** Queues an item for `to`; everything queued in this turn leaves in one publish per process. */
  send(to: string, item: BusItem): void {
    if (this.stopped) return;
    let items = this.out.get(to);
    if (!items) this.out.set(to, (items = []));
    items.push(item);
    if (this.flushing) return;
    this.flushing = true;
    setImmediate(() => this.flush());
  }

  /** Forwards a command; resolves with its answer, or `timeout` when none came in `ms`. */
  request(to: string, item: Omit<CommandItem, 'k' | 'id' | 'from'>, ms = ANSWER_MS): Promise<unknown> {
    const id = this.next++;
    metrics.forwarded('command');
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve('timeout');
      }, ms);
      timer.unref();
      this.pending.set(id, { resolve, timer });
      this.send(to, { k: 'cmd', id, from: this.holder, ...item });
    });
  }

  private flush(): void {
    this.flushing = false;
    if (this.stopped) return;
    for (const [to, items] of this.out) {
      if (items.some((i) => i.k === 'frame')) metrics.forwarded('frames');
      this.redis.publish(this.channel(to), JSON.stringify(items)).catch(this.onError);
    }
    this.out.clear();
  }

  /**
   * Sends what this turn queued (the last frames of tables handed over on SIGTERM) while the
   * connection is still open, then sends nothing more: a flush left on `setImmediate` would publish
   * on a closed connection and log an error at every rolling restart.
   */
  stop(): void {
    this.flush();
    this.stopped = true;
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.resolve('timeout');
    }
    this.pending.clear();
    this.subscriber?.disconnect();
  }
}
