import type { ServiceContext } from '../context.js';
import { decideTransactionStatus } from '../domain/transaction-lifecycle.js';
import {
  findTransactionByReference,
  updateTransactionStatus,
  type StoredTransaction,
} from '../store/transactions.js';

/**
 * Brings an open transaction's status up to date with what has arrived and the clock, and answers it as stored.
 * A closed transaction is returned unchanged: its outcome is final.
 */
export async function refreshTransaction(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<StoredTransaction> {
  if (transaction.status !== 'pending' && transaction.status !== 'pending_settlement') return transaction;
  const now = context.now();
  const progress = decideTransactionStatus({
    crypto: transaction.crypto,
    expectedWithFee: transaction.expectedCrypto + transaction.feeCrypto,
    received: transaction.receivedCrypto,
    windowClosed: now.getTime() >= transaction.expiresAt.getTime(),
  });
  if (progress.status === transaction.status) return transaction;
  // A window that closed is closed at its end, not whenever somebody happened to look.
  const completedAt = progress.completed
    ? progress.status === 'success'
      ? now
      : transaction.expiresAt
    : null;
  await context.database.transaction((executor) =>
    updateTransactionStatus(executor, transaction.uuid, {
      status: progress.status,
      failureReason: progress.failureReason,
      completedAt,
    }),
  );
  return (await findTransactionByReference(context.database, transaction.reference)) ?? transaction;
}
