/**
 * A short-lived cache of public catalogue answers (a search page, a visitor's goods page): an answer
 * is reused for `ttlMs` of monotonic time, and concurrent requests for a key that is being loaded
 * share that one load. Failures are never kept. The least recently stored entries go beyond
 * `maxEntries`. It is a copy of what the database holds, at most `ttlMs` old, never the only one;
 * each server process has its own. `ttlMs` 0 turns it off.
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The fresh answer of `key`, else the result of `load` (stored when it succeeds). */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expires > this.now()) return entry.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load().then(
      (value) => {
        this.loading.delete(key);
        this.entries.delete(key);
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        if (this.entries.size > this.maxEntries) {
          const oldest = this.entries.keys().next().value as string;
          this.entries.delete(oldest);
        }
        return value;
      },
      (error: unknown) => {
        this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }
}
