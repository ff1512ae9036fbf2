/**
 * Answers of read-mostly routes (currencies, conversions, payment links) kept serialised in memory, by a key made
 * of what the answer depends on. Whoever changes what an answer was made of drops it (`delete`, `clear`); least
 * recently used answers go first beyond `capacity`, so that a caller inventing keys (every amount of a conversion)
 * cannot grow it without bound.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();

  constructor(private readonly capacity: number) {}

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

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The service's read-mostly answers. Currencies are seeded at start and rates are configuration, so neither
 * changes while the service runs; a payment link's page changes with the link and with its business's name and
 * logo, whose writers drop it here.
 */
export interface ReadCaches {
  currencies: ResponseCache;
  conversions: ResponseCache;
  paymentLinks: ResponseCache;
}

export function createReadCaches(): ReadCaches {
  return {
    currencies: new ResponseCache(256),
    conversions: new ResponseCache(4096),
    paymentLinks: new ResponseCache(4096),
  };
}
