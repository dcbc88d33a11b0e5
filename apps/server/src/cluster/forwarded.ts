import type { Receiver } from '../tables/outbox.js';
import type { Table } from '../tables/table.js';
import type { Bus, CommandItem } from './bus.js';

/** The answer an owner gives a forwarded command. */
export type ForwardedAnswer =
  /** Not (or no longer) this process's table: the sender looks for its owner again. */
  { readonly moved: true } | { readonly value: unknown; readonly game: string };

/**
 * A socket on another process, as a table here sees it: its frames are made here, through the
 * one outbox (the view of its player's seat only), and sent to its process as they are.
 */
class RemoteReceiver implements Receiver {
  /** Tables it has open here. */
  readonly tables = new Set<Table>();
  constructor(
    readonly playerId: string,
    readonly playerName: string,
    private readonly write: (text: string) => void,
  ) {}
  sendFrame(text: string): void {
    this.write(text);
  }
}

/**
 * The owner's side of forwarding (docs/server.md "Scale-out"): runs the commands other processes
 * forward for their sockets on this process's tables, as the player who sent them — and their
 * `create`'s question to let go of that player's unattended solo game here (T15, let-go.ts).
 */
export class Forwarded {
  private readonly receivers = new Map<string, RemoteReceiver>();

  constructor(
    private readonly bus: Bus,
    private readonly tableHere: (id: string) => Table | undefined,
    /** T15: lets go of the player's solo game here if no page has it open; whether it did. */
    private readonly letGo: (t: Table, playerId: string) => Promise<boolean>,
    /** While this process is taking the table over: when that ends. */
    private readonly arrival: (id: string) => Promise<boolean> | undefined = () => undefined,
  ) {}

  /** Runs one forwarded command and sends its answer back. */
  async run(c: CommandItem): Promise<void> {
    const answer = (value: ForwardedAnswer) => this.bus.send(c.from, { k: 'res', id: c.id, answer: value });
    // The lease names this process as soon as it wins it; the table runs here once loaded.
    const t = this.tableHere(c.table) ?? (await this.arrival(c.table)?.catch(() => false), this.tableHere(c.table));
    if (!t) return answer({ moved: true });
    const key = `${c.from} ${c.conn}`;
    let r = this.receivers.get(key);
    if (!r && c.command.op === 'open')
      this.receivers.set(
        key,
        (r = new RemoteReceiver(c.player.id, c.player.name, (text) =>
          this.bus.send(c.from, { k: 'frame', conn: c.conn, text }),
        )),
      );
    const done = (value: unknown) => answer({ value, game: t.entry.key });
    const p = c.player;
    const cmd = c.command;
    switch (cmd.op) {
      case 'open': {
        const e = await t.open(r!, cmd.since);
        if (e === null) r!.tables.add(t);
        return done(e);
      }
      case 'close':
        if (r) this.closeAt(key, r, t);
        return done(null);
      case 'move':
        return done(await t.move(p, cmd.seq, cmd.text));
      case 'sit':
        return done(await t.sit(p, cmd.seat));
      case 'leave':
        return done(await t.leave(p));
      case 'start':
        return done(await t.start(p));
      case 'ready':
        return done(await t.ready(p));
      case 'rematch':
        return done(await t.rematch(p));
      case 'back':
        return done(await t.back(p));
      case 'letGo':
        return done(await this.letGo(t, p.id));
    }
  }

  private closeAt(key: string, r: RemoteReceiver, t: Table): void {
    t.close(r);
    r.tables.delete(t);
    // A table that stopped here and came back is a new one: the old one is no longer the socket's.
    for (const x of r.tables) if (this.tableHere(x.id) !== x) r.tables.delete(x);
    if (r.tables.size === 0) this.receivers.delete(key);
  }

  /** The processes whose sockets have tables open here. */
  origins(): Set<string> {
    return new Set([...this.receivers.keys()].map((k) => k.slice(0, k.indexOf(' '))));
  }

  /** A process died: its sockets' subscriptions here end (they reconnect to a live one). */
  forget(origin: string): void {
    for (const [key, r] of [...this.receivers])
      if (key.startsWith(`${origin} `)) for (const t of [...r.tables]) this.closeAt(key, r, t);
  }
}
