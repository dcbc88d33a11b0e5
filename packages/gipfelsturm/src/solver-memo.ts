/**
 * A set of non-negative integers below 2^53 in an open-addressing table (Float64Array, linear
 * probing): the solver's memo of lost positions, far faster than a `Set` of large numbers.
 */
export class KeySet {
  private table: Float64Array;
  private mask: number;
  size = 0;

  constructor(capacityLog2 = 16) {
    this.table = new Float64Array(1 << capacityLog2).fill(-1);
    this.mask = (1 << capacityLog2) - 1;
  }

  private slot(key: number): number {
    const lo = key % 4294967296;
    const hi = Math.floor(key / 4294967296);
    let h = Math.imul(lo ^ Math.imul(hi, 0x9e3779b1), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    let i = h & this.mask;
    while (this.table[i] !== -1 && this.table[i] !== key) i = (i + 1) & this.mask;
    return i;
  }

  has(key: number): boolean {
    return this.table[this.slot(key)] === key;
  }

  add(key: number): void {
    const i = this.slot(key);
    if (this.table[i] === key) return;
    this.table[i] = key;
    this.size += 1;
    if (this.size * 2 > this.mask) this.grow();
  }

  private grow(): void {
    const old = this.table;
    this.table = new Float64Array(old.length * 2).fill(-1);
    this.mask = this.table.length - 1;
    this.size = 0;
    for (const k of old) if (k !== -1) this.add(k);
  }
}
