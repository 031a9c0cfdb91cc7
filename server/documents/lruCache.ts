// A least-recently-used cache bounded by the size of what it holds, as its user counts it (a document's bytes, a
// formula's SVG text). A Map keeps insertion order: re-inserting an entry marks it as the most recent.

export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(
    private readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps `value` unless it alone is larger than the whole cache; the least recently used go to make room. */
  set(key: string, value: V): void {
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.used -= this.sizeOf(previous);
    }
    this.entries.set(key, value);
    this.used += size;
    for (const [oldest, entry] of this.entries) {
      if (this.used <= this.maxSize) break;
      this.entries.delete(oldest);
      this.used -= this.sizeOf(entry);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
