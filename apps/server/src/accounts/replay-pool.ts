import { Piscina } from 'piscina';
import type { AnyDefinition, ReplayJob } from './replay.js';
import { packReplay, type BuiltReplay } from './replay-worker.js';

/** Builds replays: on a worker thread (the site) or inline (the bench's "before"). */
export interface ReplayBuilder {
  build(job: ReplayJob): Promise<BuiltReplay>;
  close(): Promise<void>;
}

/** Thrown when the replay thread's queue is full: the answer is `ERR_BUSY` (503). */
export class ReplaysBusy extends Error {}

/** Limits of replay building (docs/accounts.md "History and replay"). */
export interface ReplayLimits {
  /** Threads that build replays (each ~one core while it builds). */
  readonly threads: number;
  /** Builds waiting for a thread; one more is `ERR_BUSY`. */
  readonly queue: number;
  /** Packed answers of finished games kept (bytes, least recently used go first). */
  readonly cacheBytes: number;
}

export const DEFAULT_REPLAY_LIMITS: ReplayLimits = { threads: 1, queue: 8, cacheBytes: 64 * 1024 * 1024 };

/** Replays built on worker threads (piscina), started at the first replay. */
export class WorkerReplayBuilder implements ReplayBuilder {
  private pool: Piscina | null = null;
  /** Builds handed to the pool and not yet back (running or waiting). */
  private inFlight = 0;

  constructor(private readonly limits: Pick<ReplayLimits, 'threads' | 'queue'> = DEFAULT_REPLAY_LIMITS) {}

  async build(job: ReplayJob): Promise<BuiltReplay> {
    this.pool ??= new Piscina({
      filename: new URL('./replay-worker-entry.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.limits.threads,
      idleTimeout: 60_000,
    });
    if (this.inFlight >= this.limits.threads + this.limits.queue) throw new ReplaysBusy();
    this.inFlight++;
    let built: BuiltReplay;
    try {
      built = (await this.pool.run(job)) as BuiltReplay;
    } finally {
      this.inFlight--;
    }
    // Structured clone hands a Uint8Array back; the answer sends a Buffer.
    return 'gzip' in built
      ? { gzip: Buffer.from(built.gzip.buffer, built.gzip.byteOffset, built.gzip.byteLength), bytes: built.bytes }
      : built;
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}

/** Replays built on the event loop: tests with definitions of their own, and the bench's comparison. */
export class InlineReplayBuilder implements ReplayBuilder {
  constructor(private readonly definitions: Readonly<Record<string, AnyDefinition>>) {}

  build(job: ReplayJob): Promise<BuiltReplay> {
    return Promise.resolve(packReplay(this.definitions[job.game]!, job));
  }

  async close(): Promise<void> {}
}

/**
 * The packed answers of finished games, least recently used first out, at most `maxBytes`. A
 * finished game never changes, so its answer for one seat (or for everyone) is built once.
 */
export class ReplayCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, gzip: Buffer): void {
    if (gzip.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.byteLength;
    this.entries.delete(key);
    this.entries.set(key, gzip);
    this.bytes += gzip.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/**
 * Replays as the API serves them: a finished game's answer from the cache, else built by the
 * builder — once, however many ask for it at the same time — and cached when it is final.
 */
export class Replays {
  private readonly building = new Map<string, Promise<BuiltReplay>>();
  /** Builds run so far (tests and the bench read it). */
  builds = 0;

  constructor(
    private readonly builder: ReplayBuilder,
    readonly cache: ReplayCache | null,
  ) {}

  async answer(job: ReplayJob, key: string | null): Promise<BuiltReplay> {
    const cached = key === null ? undefined : this.cache?.get(key);
    if (cached) return { gzip: cached, bytes: -1 };
    if (key === null) return this.run(job);
    let pending = this.building.get(key);
    if (!pending) {
      pending = this.run(job).finally(() => this.building.delete(key));
      this.building.set(key, pending);
    }
    const built = await pending;
    if ('gzip' in built) this.cache?.set(key, built.gzip as Buffer);
    return built;
  }

  private run(job: ReplayJob): Promise<BuiltReplay> {
    this.builds++;
    return this.builder.build(job);
  }

  close(): Promise<void> {
    return this.builder.close();
  }
}
