import type { Redis } from 'ioredis';
import type { Table } from '../tables/table.js';
import { Bus } from './bus.js';
import { Forwarded } from './forwarded.js';
import { Routes, type Route } from './routes.js';

/** What forwarding needs of this process's tables (`TableManager`). */
export interface LocalTables {
  get(id: string): Table | undefined;
  /** Whether the table exists and is not closed (PostgreSQL). */
  isOpen(id: string): Promise<boolean>;
  /** While this process is taking the table over: when that ends. */
  arrival(id: string): Promise<boolean> | undefined;
  /**
   * T15, asked by another process's `create`: lets go of the player's solo game if no page has it
   * open; whether it did (the lobby's directory says so before the answer goes).
   */
  letGoFor(t: Table, playerId: string): Promise<boolean>;
}

/**
 * Any process accepts any player (docs/server.md "Scale-out"): the bus between the processes,
 * the owner's side (`Forwarded`) and the sockets' side (`Routes`), and the checks that keep them
 * true — where each table with connections here runs now, and which processes with sockets on
 * this process's tables are still alive.
 */
export class Forwarding {
  readonly bus: Bus;
  private routes: Routes | null = null;
  private forwarded: Forwarded | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly holder: string,
    private readonly owners: (ids: readonly string[]) => Promise<(string | null)[]>,
    private readonly checkMs: number,
    private readonly onError: (e: unknown) => void,
  ) {
    this.bus = new Bus(redis, prefix, holder, onError);
  }

  async start(tables: LocalTables): Promise<void> {
    const routes = new Routes({
      bus: this.bus,
      owners: this.owners,
      tableHere: (id) => tables.get(id),
      isOpen: (id) => tables.isOpen(id),
      onError: this.onError,
    });
    const forwarded = new Forwarded(
      this.bus,
      (id) => tables.get(id),
      (t, playerId) => tables.letGoFor(t, playerId),
      (id) => tables.arrival(id),
    );
    this.routes = routes;
    this.forwarded = forwarded;
    await this.bus.start((item) => {
      if (item.k === 'frame') routes.frame(item.conn, item.text);
      else forwarded.run(item).catch(this.onError);
    });
    this.timer = setInterval(() => void this.check(), this.checkMs);
    this.timer.unref();
  }

  /** The route to a table for a connection of this process. */
  route(id: string): Route {
    if (!this.routes) throw new Error('forwarding not started');
    return this.routes.route(id);
  }

  /** A table came here or left: connections move at once, not at the next check. */
  moved(): void {
    void this.routes?.recheck();
  }

  private async check(): Promise<void> {
    await this.routes?.recheck();
    // Sockets of a process that died: their subscriptions to tables here end.
    const origins = [...(this.forwarded?.origins() ?? [])];
    if (origins.length === 0) return;
    try {
      const alive = await this.redis.mget(origins.map((o) => aliveKey(this.prefix, o)));
      origins.forEach((o, i) => alive[i] === null && this.forwarded?.forget(o));
    } catch (e) {
      this.onError(e);
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.bus.stop();
  }
}

/** A process's presence key, renewed with its leases. */
export const aliveKey = (prefix: string, holder: string) => `${prefix}alive:${holder}`;
