/**
 * A map that keeps the `capacity` most recently used entries: memoises work whose inputs come back (a
 * message scrolled away and back) without holding everything a long session ever saw.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  /** Whether `key` has a value, without making it the most recent entry. */
  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** The value for `key`, computed by `make` on a miss; either way it becomes the most recent entry. */
  get(key: K, make: (key: K) => V): V {
    const cached = this.entries.get(key);
    const value = cached !== undefined || this.entries.has(key) ? (cached as V) : make(key);
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }
}
