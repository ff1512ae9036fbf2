import * as z from 'zod/mini';
import {
  MAX_CRYPTO_AMOUNT,
  checkAmountPrecision,
  cryptoCodeSchema,
  currencyCodeSchema,
  dateOnlySchema,
  pageSchema,
  pagingQueryFields,
  positiveAmountSchema,
  solanaAddressSchema,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';

export const PAYOUT_STATUSES = ['PENDING', 'PROCESSING', 'FULFILLED', 'DECLINED', 'CANCELLED'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const accountNumberSchema = z
  .string({ error: 'must be a string' })
  .check(z.regex(/^\d{6,20}$/, { error: 'must be 6 to 20 digits' }));

export const bankIdentifierSchema = z
  .string({ error: 'must be a string' })
  .check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be a bank identifier from the bank list' }));

/** `POST /v1/payout-requests/bank` body (docs/api.md, "Payouts"). */
export const createBankPayoutRequestSchema = z
  .strictObject({
    amount: positiveAmountSchema(MAX_CRYPTO_AMOUNT),
    currency: cryptoCodeSchema,
    accountNumber: accountNumberSchema,
    accountName: textSchema(200),
    bankName: z.optional(textSchema(200)),
    bankIdentifier: z.optional(bankIdentifierSchema),
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.currency, 'amount', context)),
  );
export type CreateBankPayoutRequest = z.input<typeof createBankPayoutRequestSchema>;

/** `POST /v1/payout-requests/crypto` body (an addition, channel ON_CHAIN; docs/api.md, "Payouts"). */
export const createCryptoPayoutRequestSchema = z
  .strictObject({
    amount: positiveAmountSchema(MAX_CRYPTO_AMOUNT),
    currency: cryptoCodeSchema,
    address: solanaAddressSchema,
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.currency, 'amount', context)),
  );
export type CreateCryptoPayoutRequest = z.input<typeof createCryptoPayoutRequestSchema>;

/** The bank payout request as creation returns it. */
export const bankPayoutSchema = z.object({
  baseCurrency: currencyCodeSchema,
  amountInBaseCurrency: z.number(),
  amountInLocalFiat: z.number(),
  amountInUSD: z.number(),
  feeInBaseCurrency: z.number(),
  feeInUSD: z.number(),
  feeInLocalFiat: z.number(),
  reference: z.string(),
  localFiat: currencyCodeSchema,
  type: z.string(),
  channel: z.string(),
  userId: uuidSchema,
  businessId: uuidSchema,
  status: payoutStatusSchema,
  environment: z.string(),
  recipient: z.object({
    accountNumber: z.string(),
    accountName: z.string(),
    bankIdentifier: z.string(),
    bankName: z.string(),
  }),
  isAutomated: z.number(),
  automatedProcessor: z.string(),
  processingAt: z.nullable(timestampSchema),
  withdrawalTxId: z.nullable(z.string()),
  paidAt: z.nullable(timestampSchema),
  createdAtDateOnly: dateOnlySchema,
  usdToLocalFiatRate: z.number(),
  withdrawalTxHash: z.nullable(z.string()),
  reasonForDecline: z.nullable(z.string()),
  orderRefundId: z.nullable(z.string()),
  cancelledAt: z.nullable(timestampSchema),
  processingAgentId: z.nullable(z.string()),
  declinedAt: z.nullable(timestampSchema),
  uuid: uuidSchema,
  createdAt: timestampSchema,
});
export type BankPayout = z.infer<typeof bankPayoutSchema>;

/** The payout request record as cancellation (and crypto payout creation) returns it. */
export const payoutRequestSchema = z.object({
  id: uuidSchema,
  cryptocurrency: currencyCodeSchema,
  localFiat: currencyCodeSchema,
  payoutChannel: z.string(),
  amountInCrypto: z.number(),
  amountInUSD: z.number(),
  amountInLocalFiat: z.number(),
  usdToLocalFiatRate: z.number(),
  address: z.nullable(z.string()),
  bankDetailId: z.nullable(z.string()),
  withdrawalTxId: z.nullable(z.string()),
  businessId: uuidSchema,
  userId: uuidSchema,
  feeInCrypto: z.number(),
  feeInUSD: z.number(),
  status: payoutStatusSchema,
  reasonForDecline: z.nullable(z.string()),
  cancelledAt: z.nullable(timestampSchema),
  processingAt: z.nullable(timestampSchema),
  paidAt: z.nullable(timestampSchema),
  processingAgentId: z.nullable(z.string()),
  declinedAt: z.nullable(timestampSchema),
  createdAtDateOnly: dateOnlySchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** One page of a business's payouts, newest first; `count` is how many match the filters (all pages). */
export const payoutRequestPageSchema = pageSchema(payoutRequestSchema);
export type PayoutRequestPage = z.infer<typeof payoutRequestPageSchema>;

export const MAX_PAYOUT_REQUEST_PAGE_SIZE = 100;

/** How a payout is paid, named as its creation route names it (`POST /v1/payout-requests/bank`, `…/crypto`). */
export const PAYOUT_TYPES = ['bank', 'crypto'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];

/**
 * Filters name their allowed values in their own message: the response schema's status enum has none, and a 400
 * should say what is allowed.
 */
const payoutStatusFilterSchema = z.enum(PAYOUT_STATUSES, {
  error: `must be one of ${PAYOUT_STATUSES.join(', ')}`,
});
const payoutTypeFilterSchema = z.enum(PAYOUT_TYPES, { error: `must be one of ${PAYOUT_TYPES.join(', ')}` });

/** `GET /v1/payout-requests`: one page of the business's payouts, newest first, with the same paging as links. */
export const payoutRequestListQuerySchema = z.strictObject({
  ...pagingQueryFields({ maxPageSize: MAX_PAYOUT_REQUEST_PAGE_SIZE, defaultPageSize: 100 }),
  status: z.optional(payoutStatusFilterSchema),
  type: z.optional(payoutTypeFilterSchema),
});
export type PayoutRequestListQuery = {
  limit?: number;
  page?: number;
  status?: PayoutStatus;
  type?: PayoutType;
};
