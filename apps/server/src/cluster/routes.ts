import { ruleError, type RuleError } from '@kartenhaus/core';
import type { Player } from '../hooks.js';
import type { MoveAnswer } from '../tables/answers.js';
import type { Forwardable, TableCommands } from '../tables/commands.js';
import type { Receiver } from '../tables/outbox.js';
import type { Table } from '../tables/table.js';
import type { Bus } from './bus.js';
import type { ForwardedAnswer } from './forwarded.js';
import { holderOf } from './leases.js';

/**
 * Where a table runs: here, on another process (its lease, `<process>/<token>`: a table that came
 * back to the same process is a new one there), or nowhere yet (a takeover under way).
 */
type Target = Table | string | null;

/** How long a command waits for an open table to get an owner again (the takeover takes < 10 s). */
const OWNERLESS_WAIT_MS = 10_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RoutesDeps {
  readonly bus: Bus;
  /** These tables' leases (Redis, `<process>/<token>`), in order. */
  readonly owners: (tableIds: readonly string[]) => Promise<(string | null)[]>;
  /** The table, if this process runs it. */
  readonly tableHere: (id: string) => Table | undefined;
  /** Whether the table exists and is not closed (PostgreSQL). */
  readonly isOpen: (id: string) => Promise<boolean>;
  readonly onError: (e: unknown) => void;
}

/**
 * The socket's side of forwarding (docs/server.md "Scale-out"): per table a route that hands a
 * connection's commands to the table here — directly, no Redis on the way — or forwards them to
 * its owner process, whose frames for this connection come back and are written as they are.
 * When the owner changes (it died, handed the table back, or this process took it over), every
 * connection that had the table open is opened again where it runs now: a fresh snapshot, no reload.
 */
export class Routes {
  private readonly routes = new Map<string, Route>();
  private readonly ids = new WeakMap<Receiver, string>();
  private readonly byId = new Map<string, { readonly r: Receiver; n: number }>();
  private next = 0;
  private checking = false;
  private again = false;

  constructor(readonly deps: RoutesDeps) {}

  /** The route to a table (made on first use; a table that does not exist answers ERR_NO_SUCH_TABLE). */
  route(id: string): Route {
    let r = this.routes.get(id);
    if (!r) this.routes.set(id, (r = new Route(id, this)));
    return r;
  }

  /** A receiver's name in forwarded commands; frames for it come back under this name. */
  hold(r: Receiver): string {
    let id = this.ids.get(r);
    if (id === undefined) this.ids.set(r, (id = String(this.next++)));
    const held = this.byId.get(id);
    if (held) held.n += 1;
    else this.byId.set(id, { r, n: 1 });
    return id;
  }

  letGo(r: Receiver): void {
    const id = this.ids.get(r);
    const held = id === undefined ? undefined : this.byId.get(id);
    if (!held) return;
    held.n -= 1;
    if (held.n <= 0) this.byId.delete(id!);
  }

  /** A frame from an owner for a socket here. */
  frame(conn: string, text: string): void {
    this.byId.get(conn)?.r.sendFrame(text);
  }

  /**
   * Looks where each table with open connections runs now and moves those connections there.
   * Tables whose connections are all on this process's own tables cost no Redis command.
   */
  async recheck(): Promise<void> {
    if (this.checking) {
      this.again = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.again = false;
        await this.recheckOnce();
      } while (this.again);
    } catch (e) {
      this.deps.onError(e);
    } finally {
      this.checking = false;
    }
  }

  private async recheckOnce(): Promise<void> {
    const routes: Route[] = [];
    for (const [id, r] of this.routes) {
      if (r.idle) this.routes.delete(id);
      else if (r.needsCheck) routes.push(r);
    }
    const owners = await this.deps.owners(routes.map((r) => r.id));
    await Promise.all(routes.map((r, i) => r.retarget(owners[i] ?? null)));
  }
}

/** One table's route (see `Routes`). */
export class Route implements TableCommands {
  /** The connections here that have the table open, and where they opened it. */
  private readonly subs = new Map<Receiver, Exclude<Target, null>>();
  private owner: string | null = null;
  /**
   * A lease whose owner did not answer, or answered that the table is not there (it stops): passed
   * over until the table has another lease, for at most OWNERLESS_WAIT_MS (a slow owner, not a
   * dead one, then gets commands again).
   */
  private silentOwner: { readonly lease: string; readonly until: number } | null = null;
  private resolving: Promise<Target> | null = null;
  private game = 'unknown';
  private busy = 0;

  constructor(
    readonly id: string,
    private readonly routes: Routes,
  ) {}

  get entry(): { readonly key: string } {
    return this.routes.deps.tableHere(this.id)?.entry ?? { key: this.game };
  }

  get idle(): boolean {
    return this.subs.size === 0 && this.busy === 0 && this.resolving === null;
  }

  /** Some connection may sit elsewhere than where the table runs now. */
  get needsCheck(): boolean {
    const here = this.routes.deps.tableHere(this.id);
    for (const at of this.subs.values()) if (at !== here) return true;
    return false;
  }

  private target(): Target | Promise<Target> {
    const here = this.routes.deps.tableHere(this.id);
    if (here) return here;
    if (this.owner !== null) return this.owner;
    return (this.resolving ??= this.resolve().finally(() => (this.resolving = null)));
  }

  private get silent(): string | null {
    const s = this.silentOwner;
    return s !== null && Date.now() < s.until ? s.lease : null;
  }

  /** The owner from the leases; while the table is open but has none (a takeover), waits. */
  private async resolve(): Promise<Target> {
    const { deps } = this.routes;
    const until = Date.now() + OWNERLESS_WAIT_MS;
    for (;;) {
      const here = deps.tableHere(this.id);
      if (here) return here;
      const [owner] = await deps.owners([this.id]);
      if (owner && holderOf(owner) !== deps.bus.holder && owner !== this.silent) {
        this.silentOwner = null;
        return (this.owner = owner);
      }
      // Its lease is this process's while it is being loaded here, or a silent owner's until it
      // expires: wait for the table's next owner.
      if (!owner && !(await deps.isOpen(this.id))) return null;
      if (Date.now() > until) return null;
      await sleep(100);
    }
  }

  /** Runs a command where the table runs: here directly, elsewhere forwarded (once more after a move). */
  private call<R>(
    conn: string,
    p: Player,
    command: Forwardable,
    here: (t: Table) => Promise<R>,
    failed: (code: 'ERR_NO_SUCH_TABLE' | 'ERR_INTERNAL') => R,
    retried = false,
  ): Promise<R> {
    const t = this.target();
    // Synchronous when the table runs here or its owner is known: commands keep their order.
    return t instanceof Promise
      ? t.then((x) => this.at(x, conn, p, command, here, failed, retried))
      : this.at(t, conn, p, command, here, failed, retried);
  }

  private async at<R>(
    t: Target,
    conn: string,
    p: Player,
    command: Forwardable,
    here: (t: Table) => Promise<R>,
    failed: (code: 'ERR_NO_SUCH_TABLE' | 'ERR_INTERNAL') => R,
    retried: boolean,
  ): Promise<R> {
    if (t === null) return failed('ERR_NO_SUCH_TABLE');
    if (typeof t !== 'string') return here(t);
    this.busy += 1;
    try {
      const a = (await this.routes.deps.bus.request(holderOf(t), { conn, table: this.id, player: p, command })) as
        ForwardedAnswer | 'timeout';
      if (a !== 'timeout' && !('moved' in a)) {
        this.game = a.game;
        return a.value as R;
      }
      // The owner died or gave the table up (its lease may still name it while it stops): ask
      // again where it runs, once another process holds it (a move's seq keeps it once).
      this.silentOwner = { lease: t, until: Date.now() + OWNERLESS_WAIT_MS };
      if (this.owner === t) this.owner = null;
      if (retried) return failed('ERR_INTERNAL');
      return await this.call(conn, p, command, here, failed, true);
    } finally {
      this.busy -= 1;
    }
  }

  open(r: Receiver, since?: { epoch: string; v: number }): Promise<RuleError | null> {
    const conn = this.routes.hold(r);
    return this.openAt(r, conn, since).then((e) => {
      if (e !== null) this.routes.letGo(r);
      return e;
    });
  }

  private openAt(r: Receiver, conn: string, since?: { epoch: string; v: number }): Promise<RuleError | null> {
    let at: Exclude<Target, null> | null = null;
    return this.call(
      conn,
      playerOf(r),
      { op: 'open', since },
      (t) => ((at = t), t.open(r, since)),
      (code) => ruleError(code),
    ).then((e) => {
      at ??= this.owner;
      if (e === null && at !== null) this.subs.set(r, at);
      return e;
    });
  }

  close(r: Receiver): void {
    const at = this.subs.get(r);
    if (at === undefined) return;
    this.subs.delete(r);
    this.closeAt(r, at);
    this.routes.letGo(r);
  }

  private closeAt(r: Receiver, at: Exclude<Target, null>): void {
    if (typeof at !== 'string') return at.close(r);
    const conn = this.routes.hold(r);
    void this.routes.deps.bus
      .request(holderOf(at), { conn, table: this.id, player: playerOf(r), command: { op: 'close' } })
      .finally(() => this.routes.letGo(r));
  }

  /** The table runs at `owner` (or here) now: connections opened elsewhere are opened again there. */
  async retarget(owner: string | null): Promise<void> {
    const { deps } = this.routes;
    const elsewhere = owner !== null && holderOf(owner) !== deps.bus.holder && owner !== this.silent;
    const now: Target = deps.tableHere(this.id) ?? (elsewhere ? owner : null);
    if (now === null) return;
    this.owner = typeof now === 'string' ? now : null;
    await Promise.all(
      [...this.subs].map(async ([r, at]) => {
        if (at === now) return;
        this.subs.delete(r);
        // The old owner may live on (it handed the table back or lost it): it forgets this socket.
        this.closeAt(r, at);
        const e = await this.openAt(r, this.routes.hold(r));
        this.routes.letGo(r);
        if (e === null) return;
        // Not open there yet (e.g. its new owner did not answer in time): the next check tries
        // again, as long as the table exists. A closed table lets the connection go.
        if (e.code !== 'ERR_NO_SUCH_TABLE' && !this.subs.has(r)) this.subs.set(r, at);
        else this.routes.letGo(r);
      }),
    );
  }

  move(p: Player, seq: number, text: string): Promise<MoveAnswer> {
    return this.call(
      '',
      p,
      { op: 'move', seq, text },
      (t) => t.move(p, seq, text),
      (code) => ({ ok: false, code }),
    );
  }

  sit(p: Player, seat: number): Promise<RuleError | null> {
    return this.command(p, { op: 'sit', seat }, (t) => t.sit(p, seat));
  }

  leave(p: Player): Promise<RuleError | null> {
    return this.command(p, { op: 'leave' }, (t) => t.leave(p));
  }

  start(p: Player): Promise<RuleError | null> {
    return this.command(p, { op: 'start' }, (t) => t.start(p));
  }

  ready(p: Player): Promise<RuleError | null> {
    return this.command(p, { op: 'ready' }, (t) => t.ready(p));
  }

  rematch(p: Player): Promise<RuleError | null> {
    return this.command(p, { op: 'rematch' }, (t) => t.rematch(p));
  }

  back(p: Player): Promise<RuleError | null> {
    return this.command(p, { op: 'back' }, (t) => t.back(p));
  }

  private command(p: Player, command: Forwardable, here: (t: Table) => Promise<RuleError | null>) {
    return this.call('', p, command, here, (code) => ruleError(code));
  }
}

/** Who a receiver is, as a forwarded command names its sender (open and close only need its id and name). */
const playerOf = (r: Receiver): Player => ({ id: r.playerId, name: r.playerName, guest: false });
