/**
 * A seeded PRNG (sfc32) whose state is four unsigned 32-bit integers: plain data that can live
 * inside a game state, be serialized, and be stripped from views.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes any string seed into an RNG state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const rng = new Rng([h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]);
  for (let i = 0; i < 12; i++) rng.u32(); // warm up
  return rng.state;
}

/**
 * A mutable generator over an `RngState`. Rules copy the state out of the game state, draw,
 * and store `rng.state` back, so the public API stays pure.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  static fromSeed(seed: string): Rng {
    return new Rng(seedRng(seed));
  }

  get state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** The next unsigned 32-bit integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.u32() / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniformly chosen element; throws on an empty array (a caller's bug). */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty array');
    return items[this.int(items.length)] as T;
  }

  /** A derived, independent generator (for a sub-task such as one bot playout). */
  fork(): Rng {
    return new Rng([this.u32(), this.u32(), this.u32(), this.u32()]);
  }
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  shuffleInPlace(out, rng);
  return out;
}

/** Shuffles an array in place — for a bot's private copies in hot loops. */
export function shuffleInPlace<T>(out: T[], rng: Rng): void {
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
}
