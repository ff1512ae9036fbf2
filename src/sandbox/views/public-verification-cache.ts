import { createHash } from 'node:crypto';
import type { TransactionChanges } from '../payments/transaction-changes.js';
import type { StoredTransaction } from '../store/transactions.js';

/** One transaction's public verification, ready to send. */
export interface CachedVerification {
  /**
   * While the transaction is open, when its window closes (ms since the epoch): from then on the entry may not be
   * served, since the clock alone changes the status. Undefined once the status is final.
   */
  closesAt: number | undefined;
  /** The whole success envelope, serialised once. */
  body: string;
  /** A strong validator of `body`, for If-None-Match. */
  etag: string;
}

/** The digest both an event stream's ids and verification's ETags are made of: same view, same digest. */
export function viewDigest(json: string): string {
  return createHash('sha256').update(json).digest('base64url').slice(0, 22);
}

/**
 * Public verifications (what every open checkout asks for, with no key) kept in memory, rendered and serialised,
 * so that answering one reads neither the database nor the chain. Writers keep it current: every committed change
 * of a transaction is published (context.transactionChanges), which drops its entry here, and the next read renders
 * it again from the database. A read that raced a change is not kept (`load`), so an entry is never older than the
 * last change published. Least recently used entries go first beyond `capacity`.
 */
export class PublicVerificationCache {
  /** In use order, oldest first (a Map keeps insertion order: a hit re-inserts). */
  private readonly entries = new Map<string, CachedVerification>();
  /** Changes published so far: a load that saw another one start meanwhile may hold an older state. */
  private changes = 0;

  constructor(
    private readonly capacity: number,
    changes: TransactionChanges,
  ) {
    changes.subscribeAll((reference) => {
      this.changes += 1;
      this.entries.delete(reference);
    });
    changes.subscribeMissed(() => {
      this.changes += 1;
      this.entries.clear();
    });
  }

  get(reference: string): CachedVerification | undefined {
    const entry = this.entries.get(reference);
    if (entry) {
      this.entries.delete(reference);
      this.entries.set(reference, entry);
    }
    return entry;
  }

  /**
   * Renders the transaction `read` answers and keeps it, unless a change was published while it was being read:
   * then it is answered but not kept, and the next read renders it again.
   */
  async load(
    reference: string,
    read: () => Promise<StoredTransaction | undefined>,
    render: (transaction: StoredTransaction) => CachedVerification,
  ): Promise<CachedVerification | undefined> {
    const changesBefore = this.changes;
    const transaction = await read();
    if (!transaction) return undefined;
    const entry = render(transaction);
    if (this.changes === changesBefore) {
      this.entries.set(reference, entry);
      if (this.entries.size > this.capacity) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    }
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
