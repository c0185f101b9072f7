/*
 * A small seeded random number generator (sfc32) and the picks the records generator needs. The same seed
 * gives the same county on every machine: no Math.random anywhere in the generator.
 */

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    // Seed the four words from the string (cyrb128), then discard a few outputs.
    let h1 = 1779033703;
    let h2 = 3144134277;
    let h3 = 1013904242;
    let h4 = 2773480762;
    for (let i = 0; i < seed.length; i += 1) {
      const k = seed.charCodeAt(i);
      h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
      h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
      h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
      h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
    }
    this.a = h1 >>> 0;
    this.b = h2 >>> 0;
    this.c = h3 >>> 0;
    this.d = h4 >>> 0;
    for (let i = 0; i < 12; i += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A log-normal amount around `median` (spread ~ how many-fold it varies), rounded to `step`. */
  amount(median: number, spread: number, step: number): number {
    const u = Math.max(this.next(), 1e-9);
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.max(step, Math.round((median * Math.exp(normal * Math.log(spread))) / step) * step);
  }
}

/** Picks by weight in O(log n): the cumulative weights, searched. */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    let sum = 0;
    for (const w of weights) {
      sum += w;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

/** Zipf-like weights for ranked items: the first is the most common, the tail long. */
export function zipfWeights(count: number, offset: number, exponent = 1): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1 + offset) ** exponent);
}
