import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';

/** The deposit address the core tests' transactions are paid to. */
export const TEST_DEPOSIT_ADDRESS = 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV';

/**
 * A transaction as verification shows it to a checkout: 20 USDC plus a 0.2 fee, nothing received yet, with
 * `overrides` on top. For the core tests, which read only the fields they set or these.
 */
export function verifiedTransaction(
  overrides: Partial<PublicVerifiedTransaction>,
): PublicVerifiedTransaction {
  return {
    reference: 'r'.repeat(32),
    crypto: 'USDC',
    status: 'pending',
    expectedAmountInCrypto: 20,
    feeInCrypto: 0.2,
    expectedAmountInCryptoPlusFee: 20.2,
    receivedAmountInCrypto: 0,
    excessAmountReceivedInCrypto: 0,
    failureReason: null,
    address: TEST_DEPOSIT_ADDRESS,
    ...overrides,
  } as PublicVerifiedTransaction;
}
