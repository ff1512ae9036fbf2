import type { CryptoCode } from '../../api/currencies.js';
import { formatBaseUnits } from '../../api/money.js';
import { CURRENCY_DECIMALS } from '../../api/currencies.js';
import type { TransactionStatus } from '../../api/schemas/transaction.js';

/** Whether a transaction with this status still takes payments: `pending` or `pending_settlement`; the rest are final. */
export function isOpenStatus(status: TransactionStatus): status is 'pending' | 'pending_settlement' {
  return status === 'pending' || status === 'pending_settlement';
}

export interface TransactionProgress {
  status: TransactionStatus;
  failureReason: string | null;
  completed: boolean;
}

/**
 * The status a transaction has, given what it asks for (amount plus fee), what has arrived at its deposit address
 * and whether its window has closed (docs/design.md, "Transaction status"). Pure, so every caller decides
 * alike.
 */
export function decideTransactionStatus(input: {
  crypto: CryptoCode;
  expectedWithFee: bigint;
  received: bigint;
  windowClosed: boolean;
}): TransactionProgress {
  const { crypto, expectedWithFee, received, windowClosed } = input;
  if (received >= expectedWithFee) return { status: 'success', failureReason: null, completed: true };
  if (!windowClosed) {
    return {
      status: received > 0n ? 'pending_settlement' : 'pending',
      failureReason: null,
      completed: false,
    };
  }
  if (received === 0n) return { status: 'expired', failureReason: null, completed: true };
  const decimals = CURRENCY_DECIMALS[crypto];
  return {
    status: 'failed',
    failureReason:
      `Underpaid: received ${formatBaseUnits(received, decimals)} ${crypto} of ` +
      `${formatBaseUnits(expectedWithFee, decimals)} ${crypto} expected before the window closed`,
    completed: true,
  };
}
