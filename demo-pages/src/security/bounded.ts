import type { OneTimeTokens, WindowCounts } from './shared.ts';
/**
 * A Map with a size limit and per-entry expiry, for everything the server remembers about
 * anonymous clients (login failures, used captchas, report counts). Whatever a client sends,
 * memory stays bounded: the least recently written entry goes first when the map is full.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V, ttlMs: number): void {
    // Re-inserting moves the key to the end, so the first key is always the oldest write.
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}

/**
 * Sliding-window counter per key (timestamps of recent events) in this process's memory, bounded
 * by BoundedMap: the unit tests' stand-in for the database counts of shared.ts.
 */
export class WindowCounter implements WindowCounts {
  private readonly events: BoundedMap<string, number[]>;

  constructor(
    private readonly windowMs: number,
    maxKeys: number,
    private readonly now: () => number,
    /** Events kept per key; counting stops mattering beyond the highest threshold. */
    private readonly maxEventsPerKey = 1000,
  ) {
    this.events = new BoundedMap(maxKeys, now);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.events.get(key) ?? []).filter((t) => t > since);
  }

  count(key: string): Promise<number> {
    return Promise.resolve(this.recent(key).length);
  }

  last(key: string): Promise<number | null> {
    return Promise.resolve(this.recent(key).at(-1) ?? null);
  }

  add(key: string): Promise<number> {
    const list = this.recent(key);
    list.push(this.now());
    if (list.length > this.maxEventsPerKey) list.splice(0, list.length - this.maxEventsPerKey);
    this.events.set(key, list, this.windowMs);
    return Promise.resolve(list.length);
  }

  clear(key: string): Promise<void> {
    this.events.delete(key);
    return Promise.resolve();
  }
}

/** One-time tokens in this process's memory (bounded): the unit tests' stand-in. */
export function memoryOneTimeTokens(max: number, now: () => number): OneTimeTokens {
  const open = new BoundedMap<string, true>(max, now);
  return {
    put(token, expiresAt) {
      open.set(token, true, expiresAt - now());
      return Promise.resolve();
    },
    take(token) {
      const found = open.has(token);
      open.delete(token);
      return Promise.resolve(found);
    },
  };
}
