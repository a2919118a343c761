/**
 * What the kept search index holds beyond the facts (decision 449, 520): values by key, each weighed
 * in entries (a posting or a match, about 8 bytes), the least recently used dropped first once the
 * weights pass `max`. A value may be weighed after it is kept (postings still being read weigh 0).
 */
export class KeptByWeight<V> {
  private readonly kept = new Map<string, { v: V; w: number }>();
  private total = 0;
  private readonly max: number;
  constructor(max: number) {
    this.max = max;
  }

  /** The value kept under `key`, now the most recently used. */
  get(key: string): V | undefined {
    const e = this.kept.get(key);
    if (!e) return undefined;
    this.kept.delete(key);
    this.kept.set(key, e);
    return e.v;
  }

  set(key: string, v: V, w = 0): void {
    this.delete(key);
    this.kept.set(key, { v, w });
    this.total += w;
    this.trim(key);
  }

  /** Weighs `v` if it is still what `key` holds (a value read while everything was dropped is not). */
  weigh(key: string, v: V, w: number): void {
    const e = this.kept.get(key);
    if (!e || e.v !== v) return;
    this.total += w - e.w;
    e.w = w;
    this.trim(key);
  }

  delete(key: string): void {
    const e = this.kept.get(key);
    if (!e) return;
    this.kept.delete(key);
    this.total -= e.w;
  }

  clear(): void {
    this.kept.clear();
    this.total = 0;
  }

  /** Oldest first, sparing `spare` (the value just kept, however heavy). */
  private trim(spare: string): void {
    for (const [k, e] of this.kept) {
      if (this.total <= this.max) return;
      if (k === spare) continue;
      this.kept.delete(k);
      this.total -= e.w;
    }
  }
}
