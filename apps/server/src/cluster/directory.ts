import type { TableSummary } from '@kartenhaus/protocol';
import type { Redis } from 'ioredis';
import { aliveKey } from './forwarding.js';

/** A table as the lobby lists it, whichever process runs it. */
export interface DirectoryEntry {
  /** The summary every player sees (`mine` is each player's own). */
  readonly s: Omit<TableSummary, 'mine'>;
  /** Players seated there (a player's own tables, the table budget). */
  readonly p: readonly string[];
  /** Listed only to its own player. */
  readonly solo: boolean;
  /**
   * Every seated human has gone (no socket of theirs is open): a waiting table nobody can start
   * any more is not offered to others (absent in an older process's entry: listed).
   */
  readonly gone?: boolean;
  /** Waiting for players or running a game (the table budget counts these). */
  readonly busy: boolean;
  /**
   * A solo game whose player left (T2, T12): the computer plays it out; it no longer counts against
   * the player's table budget (absent in an older process's entry: counted).
   */
  readonly left?: boolean;
  /** The address it was opened from (this run of its owner; the address budget), or null. */
  readonly a: string | null;
  /** The process that runs it. */
  readonly o: string;
}

/**
 * One lobby for all processes (as Colyseus' RedisPresence keeps its room listings): the hash
 * `<prefix>lobby` holds every open table's entry, written by its owner when the entry changed (a
 * table's every change is compared; moves seldom change it, so a move costs no Redis command) and
 * deleted when the table closes. A table that leaves a process (lost, handed back) keeps its entry
 * until its next owner writes it; entries of a process that is no longer alive are not listed.
 */
export class Directory {
  /** The entries this process wrote last (by table), to write only what changed. */
  private readonly written = new Map<string, string>();
  private readonly dirty = new Set<string>();
  private flushing: Promise<void> | null = null;
  /** The entry of a table this process runs (null: none runs here); set by `start`. */
  private entryOf: (id: string) => DirectoryEntry | null = () => null;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly holder: string,
    private readonly onError: (e: unknown) => void,
  ) {}

  start(entryOf: (id: string) => DirectoryEntry | null): void {
    this.entryOf = entryOf;
  }

  private get key(): string {
    return `${this.prefix}lobby`;
  }

  /** A table here changed (or came here): its entry is written in this turn's one command if it differs. */
  changed(id: string): void {
    this.dirty.add(id);
    if (this.flushing) return;
    this.flushing = new Promise((resolve) => setImmediate(resolve)).then(() => this.flush());
  }

  /** Writes what changed; resolves when Redis took it (create waits, so its own lobby shows it). */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    const set: string[] = [];
    for (const id of this.dirty) {
      const e = this.entryOf(id);
      if (!e) continue;
      const text = JSON.stringify(e);
      if (this.written.get(id) === text) continue;
      this.written.set(id, text);
      set.push(id, text);
    }
    this.dirty.clear();
    try {
      if (set.length > 0) await this.redis.hset(this.key, ...set);
    } catch (e) {
      // Written again at the table's next change, or when it is taken over after Redis is back.
      for (let i = 0; i < set.length; i += 2) this.written.delete(set[i]!);
      this.onError(e);
    } finally {
      this.flushing = null;
    }
    if (this.dirty.size > 0) this.changed([...this.dirty][0]!);
  }

  /** The table closed: gone from the lobby. */
  closed(id: string): void {
    this.written.delete(id);
    this.redis.hdel(this.key, id).catch(this.onError);
  }

  /** The table left this process without closing: its next owner writes its entry. */
  left(id: string): void {
    this.written.delete(id);
  }

  /** Every listed table of processes that are alive (one HVALS, one MGET). */
  async entries(): Promise<DirectoryEntry[]> {
    const all = (await this.redis.hvals(this.key)).map((t) => JSON.parse(t) as DirectoryEntry);
    const owners = [...new Set(all.map((e) => e.o))];
    if (owners.length === 0) return [];
    const alive = await this.redis.mget(owners.map((o) => aliveKey(this.prefix, o)));
    const live = new Set(owners.filter((_, i) => alive[i] !== null));
    // Sorted by table id: the same list from every process.
    return all.filter((e) => live.has(e.o)).sort((a, b) => (a.s.id < b.s.id ? -1 : a.s.id > b.s.id ? 1 : 0));
  }
}
