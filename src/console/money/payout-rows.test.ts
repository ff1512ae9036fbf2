import { describe, expect, it } from 'vitest';
import type { PayoutRequest } from '../../api/schemas/payout.js';
import { isActivePayout, payoutAddress, payoutSettledAt } from './payout-rows.js';

const cancelled: PayoutRequest = {
  id: '00000000-0000-4000-8000-000000000001',
  cryptocurrency: 'USDC',
  localFiat: 'NGN',
  payoutChannel: 'BANK',
  amountInCrypto: 25,
  amountInUSD: 25,
  amountInLocalFiat: 40000,
  usdToLocalFiatRate: 1600,
  address: null,
  bankDetailId: null,
  withdrawalTxId: null,
  businessId: '00000000-0000-4000-8000-000000000002',
  userId: '00000000-0000-4000-8000-000000000003',
  feeInCrypto: 0.125,
  feeInUSD: 0.125,
  status: 'CANCELLED',
  reasonForDecline: null,
  cancelledAt: '2026-11-23T09:05:00.000Z',
  processingAt: null,
  paidAt: null,
  processingAgentId: null,
  declinedAt: null,
  createdAtDateOnly: '2026-11-23',
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:05:00.000Z',
};

describe('payout rows', () => {
  it('reads a cancelled bank payout: settled when cancelled, no address, no longer active', () => {
    expect(payoutSettledAt(cancelled)).toBe(cancelled.cancelledAt);
    expect(payoutAddress(cancelled)).toBeNull();
    expect(isActivePayout(cancelled)).toBe(false);
  });

  it('gives an on-chain payout’s address, and keeps PENDING and PROCESSING payouts active', () => {
    const address = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    expect(payoutAddress({ payoutChannel: 'ON_CHAIN', address })).toBe(address);
    expect(isActivePayout({ status: 'PENDING' })).toBe(true);
    expect(isActivePayout({ status: 'PROCESSING' })).toBe(true);
    expect(isActivePayout({ status: 'FULFILLED' })).toBe(false);
  });
});
