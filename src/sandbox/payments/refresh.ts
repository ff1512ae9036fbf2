import { creditPayment, recordPaymentSweep, sweepPayment } from '../balances/settle-payment.js';
import type { NewLedgerIntent } from '../store/ledger-intents.js';
import type { ServiceContext } from '../context.js';
import { decideTransactionStatus, isOpenStatus } from '../domain/transaction-lifecycle.js';
import {
  findTransactionByReference,
  updateTransactionStatus,
  type StoredTransaction,
} from '../store/transactions.js';
import { toVerifiedTransaction } from '../views/transactions.js';
import { paymentNetworkOf } from '../views/payment-network.js';
import { enqueueWebhookEvent } from '../webhooks/enqueue.js';

/**
 * Brings an open transaction's status up to date with what has arrived and the clock, and answers it as stored.
 * A closed transaction is returned unchanged: its outcome is final.
 */
export async function refreshTransaction(
  context: ServiceContext,
  transaction: StoredTransaction,
): Promise<StoredTransaction> {
  if (!isOpenStatus(transaction.status)) return transaction;
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
  const sweep = await context.database.transaction(async (executor): Promise<NewLedgerIntent | undefined> => {
    const changed = await updateTransactionStatus(executor, transaction.uuid, {
      status: progress.status,
      failureReason: progress.failureReason,
      completedAt,
    });
    if (!changed || !progress.completed) return undefined;
    const final = await findTransactionByReference(executor, transaction.reference);
    if (!final) throw new Error(`transaction ${transaction.reference} vanished while closing`);
    await enqueueWebhookEvent(executor, {
      businessId: final.businessId,
      event: `transaction.${final.status as 'success' | 'failed' | 'expired'}`,
      data: toVerifiedTransaction(final, paymentNetworkOf(context)),
      now,
      reference: final.reference,
    });
    if (final.status !== 'success') return undefined;
    // The credit and the sweep that moves its money to the business are stored with the success itself.
    await creditPayment(executor, final, now);
    return recordPaymentSweep(executor, context, final.uuid);
  });
  // Committed: its event streams may read it now.
  context.transactionChanges.publish(transaction.reference);
  if (sweep) {
    // A ledger write, so after the success is stored; if it fails or the process dies, recovery finishes it.
    await sweepPayment(context, sweep).catch((error: unknown) =>
      context.reportBackgroundError(error, `settling payment ${transaction.reference}`),
    );
  }
  return (await findTransactionByReference(context.database, transaction.reference)) ?? transaction;
}
