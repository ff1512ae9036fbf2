import { z } from 'zod';
import {
  MAX_CRYPTO_AMOUNT,
  checkAmountPrecision,
  currencyCodeSchema,
  cryptoCodeSchema,
  dateOnlySchema,
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
  .regex(/^\d{6,20}$/, { error: 'must be 6 to 20 digits' });

export const bankIdentifierSchema = z
  .string({ error: 'must be a string' })
  .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: 'must be a bank identifier from the bank list' });

/** `POST /v1/payout-requests/bank` body (spec 4.2). */
export const createBankPayoutRequestSchema = z
  .strictObject({
    amount: positiveAmountSchema(MAX_CRYPTO_AMOUNT),
    currency: cryptoCodeSchema,
    accountNumber: accountNumberSchema,
    accountName: textSchema(200),
    bankName: textSchema(200).optional(),
    bankIdentifier: bankIdentifierSchema.optional(),
  })
  .superRefine((body, context) => checkAmountPrecision(body.amount, body.currency, 'amount', context));
export type CreateBankPayoutRequest = z.input<typeof createBankPayoutRequestSchema>;

/** `POST /v1/payout-requests/crypto` body (DESIGN.md addition, channel ON_CHAIN). */
export const createCryptoPayoutRequestSchema = z
  .strictObject({
    amount: positiveAmountSchema(MAX_CRYPTO_AMOUNT),
    currency: cryptoCodeSchema,
    address: solanaAddressSchema,
  })
  .superRefine((body, context) => checkAmountPrecision(body.amount, body.currency, 'amount', context));
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
  processingAt: timestampSchema.nullable(),
  withdrawalTxId: z.string().nullable(),
  paidAt: timestampSchema.nullable(),
  createdAtDateOnly: dateOnlySchema,
  usdToLocalFiatRate: z.number(),
  withdrawalTxHash: z.string().nullable(),
  reasonForDecline: z.string().nullable(),
  orderRefundId: z.string().nullable(),
  cancelledAt: timestampSchema.nullable(),
  processingAgentId: z.string().nullable(),
  declinedAt: timestampSchema.nullable(),
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
  address: z.string().nullable(),
  bankDetailId: z.string().nullable(),
  withdrawalTxId: z.string().nullable(),
  businessId: uuidSchema,
  userId: uuidSchema,
  feeInCrypto: z.number(),
  feeInUSD: z.number(),
  status: payoutStatusSchema,
  reasonForDecline: z.string().nullable(),
  cancelledAt: timestampSchema.nullable(),
  processingAt: timestampSchema.nullable(),
  paidAt: timestampSchema.nullable(),
  processingAgentId: z.string().nullable(),
  declinedAt: timestampSchema.nullable(),
  createdAtDateOnly: dateOnlySchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;
