import { ConflictError, NotFoundError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { isOpenStatus } from '../domain/transaction-lifecycle.js';
import type { StoredTransaction } from '../store/transactions.js';
import { findTransactionByReference } from '../store/transactions.js';
import { rereadDeposit } from './detect.js';
import { refreshTransaction } from './refresh.js';

/** How a refusal to pay names a closed transaction's outcome. */
const CLOSED_STATUS_WORDS: Readonly<Record<'success' | 'failed' | 'expired', string>> = {
  success: 'is already paid',
  failed: 'has failed (its window closed before it was paid in full)',
  expired: 'has expired',
};

/**
 * The transaction a wallet is about to pay (wallet-connect, a Solana Pay transaction request), as it is now: its
 * deposit read again and its window applied, so that what is still due is current. A 404 for an unknown
 * reference; a 409 saying why once it is closed, since a transfer to it would no longer count.
 */
export async function payableTransaction(
  context: ServiceContext,
  reference: string,
): Promise<StoredTransaction> {
  const stored = await findTransactionByReference(context.database, reference);
  if (!stored) throw new NotFoundError(`No transaction with reference ${reference}`);
  const transaction = await rereadDeposit(context, await refreshTransaction(context, stored));
  if (!isOpenStatus(transaction.status)) {
    throw new ConflictError(
      `This transaction ${CLOSED_STATUS_WORDS[transaction.status]}; it cannot be paid any more`,
    );
  }
  return transaction;
}
