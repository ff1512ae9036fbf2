import type { PayoutRequest, PayoutStatus } from '../../api/schemas/payout.js';

/** Statuses a payout can still leave: the list is read again while a shown payout has one. */
export const ACTIVE_PAYOUT_STATUSES: ReadonlySet<PayoutStatus> = new Set(['PENDING', 'PROCESSING']);

export function isActivePayout(payout: Pick<PayoutRequest, 'status'>): boolean {
  return ACTIVE_PAYOUT_STATUSES.has(payout.status);
}

/**
 * Where a listed payout went: the address of an on-chain payout, or null for a bank payout (the list answers
 * payout request records, which carry no account details; the row says "bank account").
 */
export function payoutAddress(payout: Pick<PayoutRequest, 'payoutChannel' | 'address'>): string | null {
  return payout.payoutChannel === 'ON_CHAIN' ? payout.address : null;
}

/** When it was paid, declined or cancelled, if it was. */
export function payoutSettledAt(
  payout: Pick<PayoutRequest, 'paidAt' | 'declinedAt' | 'cancelledAt'>,
): string | null {
  return payout.paidAt ?? payout.declinedAt ?? payout.cancelledAt;
}
