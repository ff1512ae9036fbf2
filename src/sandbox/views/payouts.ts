import type { BankPayout, PayoutRequest } from '../../api/schemas/payout.js';
import { currencyBaseUnitsToNumber } from '../../api/money.js';
import type { StoredPayout } from '../store/payouts.js';

/**
 * How payouts are shown: the bank-payout record on creation, the payout-request record otherwise
 * (docs/api.md, "Resources").
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toBankPayout(payout: StoredPayout): BankPayout {
  return {
    baseCurrency: payout.currency,
    amountInBaseCurrency: currencyBaseUnitsToNumber(payout.amount, payout.currency),
    amountInLocalFiat: currencyBaseUnitsToNumber(payout.amountInLocalFiat, payout.localFiat),
    amountInUSD: currencyBaseUnitsToNumber(payout.amountInUsd, 'USD'),
    feeInBaseCurrency: currencyBaseUnitsToNumber(payout.fee, payout.currency),
    feeInUSD: currencyBaseUnitsToNumber(payout.feeInUsd, 'USD'),
    feeInLocalFiat: currencyBaseUnitsToNumber(payout.feeInLocalFiat, payout.localFiat),
    reference: payout.reference,
    localFiat: payout.localFiat,
    type: payout.channel === 'BANK' ? 'OFF_CHAIN' : 'ON_CHAIN',
    channel: payout.channel,
    userId: payout.userId,
    businessId: payout.businessId,
    status: payout.status,
    environment: payout.environment,
    recipient: {
      accountNumber: payout.accountNumber ?? '',
      accountName: payout.accountName ?? '',
      bankIdentifier: payout.bankIdentifier ?? '',
      bankName: payout.bankName ?? '',
    },
    isAutomated: payout.isAutomated ? 1 : 0,
    automatedProcessor: payout.automatedProcessor,
    processingAt: iso(payout.processingAt),
    withdrawalTxId: payout.withdrawalTxId,
    paidAt: iso(payout.paidAt),
    createdAtDateOnly: payout.createdAt.toISOString().slice(0, 10),
    usdToLocalFiatRate: payout.usdPerLocalFiat.reciprocal().toDisplayNumber(),
    withdrawalTxHash: payout.withdrawalTxHash,
    reasonForDecline: payout.reasonForDecline,
    orderRefundId: null,
    cancelledAt: iso(payout.cancelledAt),
    processingAgentId: payout.processingAgentId,
    declinedAt: iso(payout.declinedAt),
    uuid: payout.uuid,
    createdAt: payout.createdAt.toISOString(),
  };
}

export function toPayoutRequest(payout: StoredPayout): PayoutRequest {
  return {
    id: payout.uuid,
    cryptocurrency: payout.currency,
    localFiat: payout.localFiat,
    payoutChannel: payout.channel,
    amountInCrypto: currencyBaseUnitsToNumber(payout.amount, payout.currency),
    amountInUSD: currencyBaseUnitsToNumber(payout.amountInUsd, 'USD'),
    amountInLocalFiat: currencyBaseUnitsToNumber(payout.amountInLocalFiat, payout.localFiat),
    usdToLocalFiatRate: payout.usdPerLocalFiat.reciprocal().toDisplayNumber(),
    address: payout.address,
    bankDetailId: null,
    withdrawalTxId: payout.withdrawalTxId,
    businessId: payout.businessId,
    userId: payout.userId,
    feeInCrypto: currencyBaseUnitsToNumber(payout.fee, payout.currency),
    feeInUSD: currencyBaseUnitsToNumber(payout.feeInUsd, 'USD'),
    status: payout.status,
    reasonForDecline: payout.reasonForDecline,
    cancelledAt: iso(payout.cancelledAt),
    processingAt: iso(payout.processingAt),
    paidAt: iso(payout.paidAt),
    processingAgentId: payout.processingAgentId,
    declinedAt: iso(payout.declinedAt),
    createdAtDateOnly: payout.createdAt.toISOString().slice(0, 10),
    createdAt: payout.createdAt.toISOString(),
    updatedAt: payout.updatedAt.toISOString(),
  };
}
