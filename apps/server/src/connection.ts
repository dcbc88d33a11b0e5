import {
  CLOSE_CODES,
  PROTOCOL_VERSION,
  parseClientMessage,
  refOfBadFrame,
  type ClientMessage,
} from '@kartenhaus/protocol';
import type { RuleError } from '@kartenhaus/core';
import type { WebSocket } from 'ws';
import type { Clock } from './clock.js';
import { frameText } from './frame-text.js';
import type { Player } from './hooks.js';
import { addressKey, sessionKey, type Counters, type Limits } from './limits.js';
import { metrics } from './metrics.js';
import type { TableManager } from './tables/manager.js';
import { deliver, type PlainMessage, type Receiver } from './tables/outbox.js';
import type { TableCommands } from './tables/commands.js';
import { FrameWriter, frameSocket } from './ws-frame.js';

/**
 * Bytes a connection may have written but not yet sent (its `bufferedAmount`: what the kernel's
 * socket buffer could not take) before the server gives up on it: a client that stops reading
 * would otherwise make the server keep every frame for it, without bound. 1 MiB is hundreds of
 * updates; a client that reads at all never comes near it (docs/protocol.md, close code 4010).
 */
export const SEND_BUFFER_LIMIT = 1024 * 1024;
/** After the close frame, how long a cut-off client gets before its socket is destroyed. */
const CUT_OFF_GRACE_MS = 2_000;

/** At most `messages` frames from one connection in any `windowMs`. */
export interface MessageBudget {
  readonly messages: number;
  readonly windowMs: number;
}

/**
 * One WebSocket connection of one player: checks the message budget, validates every frame,
 * and hands commands to tables. All frames leave through `deliver` (tables/outbox.ts).
 */
export class Connection implements Receiver {
  private readonly tables = new Set<TableCommands>();
  /** Arrival times of the last messages, for the budget (protocol's MESSAGE_BUDGET: 100 in 20 s). */
  private readonly arrivals: number[] = [];
  private closed = false;
  private writer: FrameWriter | null = null;
  /** The close code the server chose (the log reports it; the socket's own may be 1006). */
  closedWith: number | null = null;

  constructor(
    private readonly socket: WebSocket,
    readonly player: Player,
    private readonly manager: TableManager,
    private readonly clock: Clock,
    private readonly budget: MessageBudget,
    /** The client's address and the budgets of its session and address (limits.ts). */
    private readonly client: { readonly address: string; readonly counters: Counters; readonly limits: Limits },
    /**
     * Before the player's first table of its own or seat (create, sit): a guest known so far only
     * by its cookie is stored then (`IdentityService.ensure`), not at the upgrade — a socket that
     * only looks at the lobby writes nothing.
     */
    private readonly beforeSeat: () => Promise<void> = async () => {},
    /** Unsent bytes after which the socket is cut off (4010, `SEND_BUFFER_LIMIT`). */
    private readonly sendLimit = SEND_BUFFER_LIMIT,
  ) {
    deliver(this, { kind: 'plain', message: { t: 'welcome', protocol: PROTOCOL_VERSION, player: { ...player } } });
    socket.on('message', (data, isBinary) => this.receive(isBinary ? null : frameText(data)));
    socket.on('close', () => this.closedBySocket());
  }

  get playerId(): string {
    return this.player.id;
  }

  get playerName(): string {
    return this.player.name;
  }

  sendFrame(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (this.socket.bufferedAmount > this.sendLimit) return this.cutOff();
    // The frames go to ws's TCP socket directly (`ws-frame.ts`), or through ws.send when that is not there.
    if (this.writer) return this.writer.write(text);
    const tcp = frameSocket(this.socket);
    if (tcp) (this.writer = new FrameWriter(tcp)).write(text);
    else this.socket.send(text);
  }

  /** Closes with a code (rate limit, protocol version, shutdown). */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closedWith = code;
    this.socket.close(code, reason);
    this.closedBySocket();
  }

  /**
   * A client that does not read: closed with 4010 (the close frame waits behind what it has not
   * read), its socket destroyed shortly after, so its unsent frames leave memory; its tables
   * treat it as any closed connection (the seat stays; reconnecting gives a snapshot).
   */
  private cutOff(): void {
    this.close(CLOSE_CODES.slowClient, 'send buffer full');
    setTimeout(() => this.socket.terminate(), CUT_OFF_GRACE_MS).unref();
  }

  private closedBySocket(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.tables) t.close(this);
    this.tables.clear();
  }

  private overBudget(): boolean {
    const now = this.clock.now();
    this.arrivals.push(now);
    while (this.arrivals.length > 0 && this.arrivals[0]! <= now - this.budget.windowMs) this.arrivals.shift();
    if (this.arrivals.length > this.budget.messages) return true;
    // The session's and the address's budgets hold across all their sockets (a reconnect starts none afresh).
    const { counters, limits, address } = this.client;
    const { windowMs } = limits.messages;
    return (
      !counters.hit(sessionKey('msg', this.player.id), limits.messages.session, windowMs, now) ||
      !counters.hit(addressKey('msg', address), limits.messages.address, windowMs, now)
    );
  }

  private plain(message: PlainMessage): void {
    if (message.t === 'error') metrics.refusal(message.code);
    deliver(this, { kind: 'plain', message });
  }

  private answer(m: { ref?: string | undefined; table?: string }, e: RuleError | null): void {
    const ref = m.ref === undefined ? {} : { ref: m.ref };
    const table = m.table === undefined ? {} : { table: m.table };
    if (e === null) this.plain({ t: 'ok', ...ref, ...table });
    else
      this.plain({
        t: 'error',
        code: e.code,
        ...(e.detail === undefined ? {} : { detail: e.detail }),
        ...ref,
        ...table,
      });
  }

  private receive(raw: string | null): void {
    if (this.closed) return;
    if (this.overBudget()) {
      this.plain({ t: 'error', code: 'ERR_RATE_LIMITED' });
      return this.close(CLOSE_CODES.rateLimit, 'message budget exceeded');
    }
    const parsed = raw === null ? null : parseClientMessage(raw);
    if (!parsed?.ok) {
      const detail = parsed ? parsed.error.detail : 'binary frame';
      // Answered to its request where the frame names one (`refOfBadFrame`).
      const ref = raw === null ? undefined : refOfBadFrame(raw);
      this.plain({
        t: 'error',
        code: 'ERR_BAD_MESSAGE',
        ...(detail ? { detail } : {}),
        ...(ref === undefined ? {} : { ref }),
      });
      return;
    }
    this.dispatch(parsed.value).catch(() => {
      const m = parsed.value;
      this.answer({ ref: m.ref, ...('table' in m ? { table: m.table } : {}) }, { code: 'ERR_INTERNAL' });
    });
  }

  /** Hands one command on; table commands are queued at once, so a table sees them in arrival order. */
  private async dispatch(m: ClientMessage): Promise<void> {
    switch (m.t) {
      case 'hello':
        if (m.protocol !== PROTOCOL_VERSION) {
          this.answer(m, { code: 'ERR_PROTOCOL_VERSION', detail: `server speaks ${PROTOCOL_VERSION}` });
          return this.close(CLOSE_CODES.protocolVersion, 'protocol version');
        }
        return this.answer(m, null);
      case 'ping':
        return this.plain({ t: 'pong' });
      case 'list':
        return this.plain({ t: 'tables', tables: await this.manager.list(this.player) });
      case 'create': {
        await this.beforeSeat();
        const r = await this.manager.create(this.player, m.settings, this.client.address);
        if ('error' in r) return this.answer(m, r.error);
        // Through its route in a cluster, which follows the table if it moves to another process.
        const t = this.manager.find(r.table.id) ?? r.table;
        this.tables.add(t);
        this.answer({ ref: m.ref, table: r.table.id }, await t.open(this));
        return;
      }
      case 'open': {
        const t = this.table(m);
        if (!t) return;
        this.tables.add(t);
        const e = await t.open(this, m.since);
        if (e) this.tables.delete(t);
        return this.answer(m, e);
      }
      case 'close': {
        const t = this.table(m);
        if (t) {
          t.close(this);
          this.tables.delete(t);
          this.answer(m, null);
        }
        return;
      }
      case 'move': {
        const t = this.table(m);
        if (!t) return;
        const arrived = performance.now();
        const a = await t.move(this.player, m.seq, m.move);
        if (a.ok) {
          this.plain({ t: 'ack', table: m.table, seq: m.seq, v: a.v });
          return metrics.moveAcked(t.entry.key, performance.now() - arrived);
        }
        const detail = a.detail === undefined ? {} : { detail: a.detail };
        return this.plain({ t: 'error', code: a.code, ...detail, table: m.table, seq: m.seq });
      }
      case 'sit':
        return this.command(m, (t) =>
          this.manager.sitWithin(this.player, async () => {
            await this.beforeSeat();
            return t.sit(this.player, m.seat);
          }),
        );
      case 'leave':
        return this.command(m, (t) => t.leave(this.player));
      case 'start':
        return this.command(m, (t) => t.start(this.player));
      case 'ready':
        return this.command(m, (t) => t.ready(this.player));
      case 'rematch':
        return this.command(m, (t) => t.rematch(this.player));
      case 'back':
        return this.command(m, (t) => t.back(this.player));
    }
  }

  private table(m: { table: string; ref?: string | undefined }): TableCommands | undefined {
    const t = this.manager.find(m.table);
    if (!t) this.answer(m, { code: 'ERR_NO_SUCH_TABLE' });
    return t;
  }

  private async command(
    m: { table: string; ref?: string | undefined },
    run: (t: TableCommands) => Promise<RuleError | null>,
  ): Promise<void> {
    const t = this.table(m);
    if (t) this.answer(m, await run(t));
  }
}
