/**
 * The solver's memo of lost positions: for each key (cards gone, a 28-bit mask, and the top codes,
 * a non-negative 32-bit integer) the stock-position vectors proven lost, packed 5 bits a seat. A position is known
 * lost when some stored vector of its key is at most its own in every seat (less stock left cannot
 * help: see `solve`). Open addressing (two Int32Array key halves, linear probing) with the vectors in
 * linked lists in a pool, far faster than a `Map` of arrays.

 */
export class LostMemo {
  private gones: Int32Array;
  private codes: Int32Array;
  private heads: Int32Array;
  private mask: number;
  private next = new Int32Array(1 << 16);
  private vectors = new Int32Array(1 << 16);
  private pooled = 0;
  /** Distinct keys stored. */
  size = 0;

  constructor(capacityLog2 = 16) {
    this.gones = new Int32Array(1 << capacityLog2).fill(-1);
    this.codes = new Int32Array(1 << capacityLog2);
    this.heads = new Int32Array(1 << capacityLog2).fill(-1);
    this.mask = (1 << capacityLog2) - 1;
  }

  private slot(gone: number, codes: number): number {
    let h = Math.imul(gone ^ Math.imul(codes, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let i = h & this.mask;
    for (;;) {
      const g = this.gones[i] as number;
      if (g === -1 || (g === gone && this.codes[i] === codes)) return i;
      i = (i + 1) & this.mask;
    }
  }

  /** Whether a stored vector of `key` is at most `pos` in each of the `seats` 5-bit fields. */
  dominated(gone: number, codes: number, pos: number, seats: number): boolean {
    const i = this.slot(gone, codes);
    if (this.gones[i] === -1) return false;
    for (let n = this.heads[i] as number; n >= 0; n = this.next[n] as number) {
      const v = this.vectors[n] as number;
      if (seats === 1 ? v <= pos : atMost(v, pos, seats)) return true;
    }
    return false;
  }

  /** Records `pos` as lost for `key`. */
  add(gone: number, codes: number, pos: number): void {
    let i = this.slot(gone, codes);
    if (this.gones[i] === -1) {
      this.gones[i] = gone;
      this.codes[i] = codes;
      this.heads[i] = -1;
      this.size += 1;
      if (this.size * 2 > this.mask) {
        this.grow();
        i = this.slot(gone, codes);
      }
    }
    if (this.pooled === this.next.length) {
      this.next = grown(this.next);
      this.vectors = grown(this.vectors);
    }
    const n = this.pooled++;
    this.vectors[n] = pos;
    this.next[n] = this.heads[i] as number;
    this.heads[i] = n;
  }

  private grow(): void {
    const gones = this.gones;
    const codes = this.codes;
    const heads = this.heads;
    this.gones = new Int32Array(gones.length * 2).fill(-1);
    this.codes = new Int32Array(gones.length * 2);
    this.heads = new Int32Array(gones.length * 2).fill(-1);
    this.mask = this.gones.length - 1;
    for (let j = 0; j < gones.length; j++) {
      const g = gones[j] as number;
      if (g === -1) continue;
      const i = this.slot(g, codes[j] as number);
      this.gones[i] = g;
      this.codes[i] = codes[j] as number;
      this.heads[i] = heads[j] as number;
    }
  }
}

function atMost(v: number, pos: number, seats: number): boolean {
  for (let s = 0; s < seats; s++, v >>>= 5, pos >>>= 5) if ((v & 31) > (pos & 31)) return false;
  return true;
}

function grown(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
