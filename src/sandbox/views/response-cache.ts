/**
 * Answers of read-mostly routes (currencies, conversions, payment links) kept serialised in memory, by a key made
 * of what the answer depends on. Whoever changes what an answer was made of drops it (`delete`, `clear`); least
 * recently used answers go first beyond `capacity`, so that a caller inventing keys (every amount of a conversion)
 * cannot grow it without bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  /**
   * Counts the drops. An answer rendered from what the database held before a writer changed it must not be stored
   * after that writer dropped the key: the renderer notes this before reading, and stores only if it is unchanged.
   */
  private drops = 0;
  /**
   * Set on PostgreSQL by read-cache-relay.ts: tells the other instances sharing the database to drop `key` from
   * their own copy of this cache.
   */
  relay: ((key: string) => void) | undefined;

  constructor(private readonly capacity: number) {}

  /** Changes whenever an entry is dropped; see `setIfUnchanged`. */
  get generation(): number {
    return this.drops;
  }

  get(key: string): string | undefined {
    const body = this.entries.get(key);
    if (body !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(key: string, body: string): void {
    this.entries.set(key, body);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Stores `body` unless something was dropped since `generation` was read: it may be older than the drop. */
  setIfUnchanged(key: string, body: string, generation: number): void {
    if (generation === this.drops) this.set(key, body);
  }

  /** Drops `key` on this instance only: what a drop another instance announced comes to. */
  delete(key: string): void {
    this.drops += 1;
    this.entries.delete(key);
  }

  /** Drops `key` here and on every other instance sharing the database: what a writer of its data calls. */
  invalidate(key: string): void {
    this.delete(key);
    this.relay?.(key);
  }

  clear(): void {
    this.drops += 1;
    this.entries.clear();
  }
}

/**
 * The service's read-mostly answers. Currencies are seeded at start and rates are configuration, so neither
 * changes while the service runs; a payment link's page changes with the link (`PATCH`), whose writer drops it
 * here and, through read-cache-relay.ts, on every other instance.
 */
export interface ReadCaches {
  currencies: ResponseCache;
  conversions: ResponseCache;
  paymentLinks: ResponseCache;
}

export type ReadCacheName = keyof ReadCaches;

/** Drops every answer of every read cache: when what other instances changed meanwhile cannot be known. */
export function clearReadCaches(caches: ReadCaches): void {
  for (const cache of Object.values(caches)) cache.clear();
}

export function createReadCaches(): ReadCaches {
  return {
    currencies: new ResponseCache(256),
    conversions: new ResponseCache(4096),
    paymentLinks: new ResponseCache(4096),
  };
}
