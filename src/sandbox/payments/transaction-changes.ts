/**
 * Tells whoever watches a transaction (its event streams, routes/transaction-events.ts; the verification cache)
 * that it has just changed: something arrived, or its status moved. Writers publish after their database
 * transaction commits, so a listener that reads the transaction then sees the change. With several instances on
 * one PostgreSQL database, `relay` carries each change to the others (payments/transaction-change-relay.ts),
 * which `receive` it: a change seen by one instance reaches the streams and caches of all.
 */
export class TransactionChanges {
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly everyChange = new Set<(reference: string) => void>();
  private readonly missedChanges = new Set<() => void>();
  /** Where a change made here is also sent: the other instances. */
  relay: ((reference: string) => void) | undefined;

  /** Calls `listener` after each change of any transaction (caches of views listen so). */
  subscribeAll(listener: (reference: string) => void): () => void {
    this.everyChange.add(listener);
    return () => this.everyChange.delete(listener);
  }

  /**
   * Calls `listener` when changes may have been missed (the link to the other instances broke for a while):
   * whatever it keeps of any transaction may be stale.
   */
  subscribeMissed(listener: () => void): () => void {
    this.missedChanges.add(listener);
    return () => this.missedChanges.delete(listener);
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

  /** A change made by this instance: told here, and relayed to the others. */
  publish(reference: string): void {
    this.receive(reference);
    this.relay?.(reference);
  }

  /** A change, made here or relayed from another instance: told to this instance's listeners. */
  receive(reference: string): void {
    // Caches first: a stream told next reads what the cache will render afresh.
    for (const listener of this.everyChange) listener(reference);
    const set = this.listeners.get(reference);
    if (!set) return;
    // A copy: a listener may unsubscribe (its stream ended) while the others are told.
    for (const listener of [...set]) listener();
  }

  /** Changes may have been missed: every cache forgets, and every watched transaction is read again. */
  receiveMissed(): void {
    for (const listener of this.missedChanges) listener();
    for (const reference of [...this.listeners.keys()]) this.receive(reference);
  }
}
