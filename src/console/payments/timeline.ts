import type { VerifiedTransaction } from '../../api/schemas/transaction.js';

/** One step of a payment's life, as its detail view lists them. */
export interface TimelineStep {
  kind: 'created' | 'payment_seen' | 'completed' | 'failed' | 'expired' | 'expires';
  /** When it happened (or, for `expires`, will); null when the service does not record the time. */
  at: string | null;
  /** Whether it has happened: `expires` is the step still ahead of a pending payment. */
  done: boolean;
}

/**
 * The timeline of a transaction from what the full view holds: created (`createdAt`); a first payment seen when
 * anything arrived or a transfer signature is known (the view has no time for it, so none is shown); then how it
 * ended: completed (`completedAt`), failed (`completedAt` when the service set it), or expired (`expiresAt`). A
 * payment still open shows when it expires instead.
 */
export function buildTimeline(transaction: VerifiedTransaction): TimelineStep[] {
  const steps: TimelineStep[] = [{ kind: 'created', at: transaction.createdAt, done: true }];
  const paymentSeen = transaction.receivedAmountInCrypto > 0 || transaction.cryptoTransactionHash !== null;
  if (paymentSeen) steps.push({ kind: 'payment_seen', at: null, done: true });
  switch (transaction.status) {
    case 'success':
      steps.push({ kind: 'completed', at: transaction.completedAt, done: true });
      break;
    case 'failed':
      steps.push({ kind: 'failed', at: transaction.completedAt, done: true });
      break;
    case 'expired':
      steps.push({ kind: 'expired', at: transaction.expiresAt, done: true });
      break;
    case 'pending':
    case 'pending_settlement':
      steps.push({ kind: 'expires', at: transaction.expiresAt, done: false });
      break;
  }
  return steps;
}
