/**
 * Tells whoever watches a transaction (its event streams, routes/transaction-events.ts) that it has just
 * changed: something arrived, or its status moved. Writers publish after their database transaction commits, so a
 * listener that reads the transaction then sees the change. In-process only: one service instance (several
 * instances would fan this out through the database).
 */
export class TransactionChanges {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly everyChange = new Set<(reference: string) => void>();

  /** Calls `listener` after each change of any transaction (caches of views listen so). */
  subscribeAll(listener: (reference: string) => void): () => void {
    this.everyChange.add(listener);
    return () => this.everyChange.delete(listener);
  }

  /** Calls `listener` after each change of the transaction `reference`, until the returned function is called. */
  subscribe(reference: string, listener: () => void): () => void {
    let set = this.listeners.get(reference);
    if (!set) {
      set = new Set();
      this.listeners.set(reference, set);
    }
    set.add(listener);
    return () => {
      const current = this.listeners.get(reference);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.listeners.delete(reference);
    };
  }

  publish(reference: string): void {
    // Caches first: a stream told next reads what the cache will render afresh.
    for (const listener of this.everyChange) listener(reference);
    const set = this.listeners.get(reference);
    if (!set) return;
    // A copy: a listener may unsubscribe (its stream ended) while the others are told.
    for (const listener of [...set]) listener();
  }
}
