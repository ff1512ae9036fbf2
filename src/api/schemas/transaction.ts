import * as z from 'zod/mini';
import {
  MAX_FIAT_AMOUNT,
  checkAmountPrecision,
  cryptoCodeSchema,
  currencyCodeSchema,
  dateOnlySchema,
  emailSchema,
  fiatCodeSchema,
  pageSchema,
  pagingQueryFields,
  positiveAmountSchema,
  referenceSchema,
  solanaAddressSchema,
  solanaClusterSchema,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import type { CryptoCode } from '../currencies.js';
import { transactionCustomerSchema } from './customer.js';
import { nestsDeeperThan } from '../json-depth.js';
import { findUnsafeText } from '../safe-text.js';
import { MAX_SIGNED_METADATA_LENGTH, SIGNED_METADATA_PATTERN } from '../signed-metadata.js';

export const TRANSACTION_STATUSES = [
  'pending',
  'pending_settlement',
  'success',
  'failed',
  'expired',
] as const;
export const transactionStatusSchema = z.enum(TRANSACTION_STATUSES);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** Statuses after which nothing about a transaction changes any more. */
export const FINAL_TRANSACTION_STATUSES: readonly TransactionStatus[] = ['success', 'failed', 'expired'];

export const MAX_METADATA_BYTES = 4096;
/** Levels of objects and arrays metadata may nest, the metadata object itself being the first. */
export const MAX_METADATA_DEPTH = 5;

/**
 * Free-form merchant data kept with the transaction and returned on verification: a JSON object, at most
 * MAX_METADATA_DEPTH levels deep and MAX_METADATA_BYTES long, of storable text. The depth is checked first and
 * without recursion, so that nothing hostile ever reaches JSON.stringify.
 */
export const metadataSchema = z.nullable(
  z.record(z.string(), z.unknown(), { error: 'must be a JSON object' }).check(
    z.superRefine((value, context) => {
      const problem = metadataProblem(value);
      if (problem) context.addIssue({ code: 'custom', ...problem, input: value });
    }),
  ),
);

function metadataProblem(
  value: Record<string, unknown>,
): { path: PropertyKey[]; message: string } | undefined {
  // Depth first: the other checks walk the whole value, and a value no deeper than the limit is cheap to walk.
  if (nestsDeeperThan(value, MAX_METADATA_DEPTH)) {
    return { path: [], message: `must be at most ${MAX_METADATA_DEPTH} levels deep` };
  }
  const unsafeText = findUnsafeText(value);
  if (unsafeText) return unsafeText;
  if (new TextEncoder().encode(JSON.stringify(value)).length > MAX_METADATA_BYTES) {
    return { path: [], message: `must be at most ${MAX_METADATA_BYTES} bytes as JSON` };
  }
  return undefined;
}

/** A signed-metadata token (src/api/signed-metadata.ts); its signature is checked by the service. */
export const signedMetadataSchema = z.string({ error: 'must be a string' }).check(
  z.maxLength(MAX_SIGNED_METADATA_LENGTH, {
    error: `must be at most ${MAX_SIGNED_METADATA_LENGTH} characters`,
  }),
  z.regex(SIGNED_METADATA_PATTERN, {
    error: 'must be a signed-metadata token: <base64url payload>.<hex signature>',
  }),
);

/**
 * Where a hosted checkout sends the customer once paid (an addition to `POST /v1/transactions`): an absolute
 * http or https URL; `reference` and `status` are added to its query.
 */
export const redirectUrlSchema = z.string({ error: 'must be a string' }).check(
  z.maxLength(2048, { error: 'must be at most 2048 characters' }),
  z.refine((value) => isHttpUrl(value), { error: 'must be an absolute http or https URL' }),
);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

/** `POST /v1/transactions`: a regular initiation (docs/api.md, "Transactions"). */
export const initiateTransactionRequestSchema = z
  .strictObject({
    crypto: cryptoCodeSchema,
    baseFiat: fiatCodeSchema,
    amount: positiveAmountSchema(MAX_FIAT_AMOUNT),
    email: emailSchema,
    reference: z.optional(referenceSchema),
    metadata: z.optional(metadataSchema),
    redirectUrl: z.optional(redirectUrlSchema),
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.baseFiat, 'amount', context)),
  );
export type InitiateTransactionRequest = z.input<typeof initiateTransactionRequestSchema>;

/** `POST /v1/payment-links/:id/transactions`: the customer's details and chosen cryptocurrency. */
export const initiatePaymentLinkTransactionRequestSchema = z
  .strictObject({
    email: emailSchema,
    firstName: z.optional(textSchema(100)),
    lastName: z.optional(textSchema(100)),
    cryptocurrency: cryptoCodeSchema,
    /** What the page attached (an addition): kept, and marked `metadataVerified: false`. */
    metadata: z.optional(metadataSchema),
    /** A token the merchant's server signed (src/api/signed-metadata.ts): kept as `metadataVerified: true`. */
    signedMetadata: z.optional(signedMetadataSchema),
  })
  .check(
    z.superRefine((body, context) => {
      if (body.metadata !== undefined && body.signedMetadata !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['signedMetadata'],
          message: 'give metadata or signedMetadata, not both',
          input: body.signedMetadata,
        });
      }
    }),
  );
export type InitiatePaymentLinkTransactionRequest = z.input<
  typeof initiatePaymentLinkTransactionRequestSchema
>;

/** The transaction as initiation returns it (docs/api.md, "Resources"; `paymentUri` is an addition). */
export const initiatedTransactionSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  address: z.string(),
  reference: z.string(),
  expectedAmountInUSD: z.number(),
  expectedAmountInCrypto: z.number(),
  feeInCrypto: z.number(),
  expectedAmountWithFeeInCrypto: z.number(),
  crypto: cryptoCodeSchema,
  baseFiat: currencyCodeSchema,
  baseFiatToUSDRate: z.number(),
  usdToCryptoRate: z.number(),
  expiresAt: z.optional(timestampSchema),
  paymentUri: z.optional(z.string()),
  /**
   * A hosted page where the customer pays this transaction (an addition): a link's page resuming it, or
   * `/checkout/<reference>` for one a merchant's server opened.
   */
  checkoutUrl: z.optional(z.string()),
});
export type InitiatedTransaction = z.infer<typeof initiatedTransactionSchema>;

/** The transaction as verification returns it to the owner's secret key (and as webhooks send it). */
export const verifiedTransactionSchema = z.object({
  uuid: uuidSchema,
  reference: z.string(),
  cryptoTransactionHash: z.nullable(z.string()),
  expectedAmountInCrypto: z.number(),
  expectedAmountInUSD: z.number(),
  expectedAmountInBaseFiat: z.number(),
  expectedAmountInBusinessPrimaryFiat: z.number(),
  receivedAmountInCrypto: z.number(),
  receivedAmountInUSD: z.number(),
  receivedAmountInBaseFiat: z.number(),
  receivedAmountInBusinessPrimaryFiat: z.number(),
  excessAmountReceivedInCrypto: z.number(),
  /**
   * What reached the deposit after the transaction closed (late payments, listed at
   * `/v1/transactions/:reference/late-payments`): an addition, absent from older services.
   */
  lateAmountReceivedInCrypto: z.optional(z.number()),
  feeInCrypto: z.number(),
  expectedAmountInCryptoPlusFee: z.number(),
  crypto: cryptoCodeSchema,
  baseFiat: currencyCodeSchema,
  businessPrimaryFiat: currencyCodeSchema,
  baseFiatToUSDRate: z.number(),
  baseFiatToBusinessPrimaryFiatRate: z.number(),
  usdToCryptoRate: z.number(),
  address: z.string(),
  metadata: z.nullable(z.unknown()),
  /** Whether `metadata` is the merchant's own (secret key, or signedMetadata) rather than a page's (an addition). */
  metadataVerified: z.optional(z.boolean()),
  /** The payment link it was started on, null otherwise (an addition). */
  paymentLinkId: z.optional(z.nullable(uuidSchema)),
  environment: z.string(),
  origin: z.string(),
  businessId: uuidSchema,
  userId: uuidSchema,
  customerId: uuidSchema,
  expiresAt: timestampSchema,
  completedAt: z.nullable(timestampSchema),
  status: transactionStatusSchema,
  failureReason: z.nullable(z.string()),
  createdAtDateOnly: dateOnlySchema,
  createdAt: timestampSchema,
  customer: transactionCustomerSchema,
  paymentUri: z.optional(z.string()),
  /** The cluster the service runs on (an addition, absent from older services). */
  network: z.optional(solanaClusterSchema),
});
export type VerifiedTransaction = z.infer<typeof verifiedTransactionSchema>;

/**
 * The transaction as verification returns it without the owner's secret key: a reference is all anyone needs to
 * ask (the checkout, the payer, whoever they shared a payment page with), so they learn only what paying needs:
 * the status, the amounts, where to pay and until when. Nothing that identifies the customer, the merchant's user
 * or business, and none of the merchant's metadata. A pick of the full view, so it can never grow a field the full
 * view does not have, and a full view always reads as a valid public one.
 */
export const publicVerifiedTransactionSchema = z.pick(verifiedTransactionSchema, {
  reference: true,
  status: true,
  failureReason: true,
  crypto: true,
  // The price as the link states it: the checkout checks a resumed reference against its link with these.
  baseFiat: true,
  origin: true,
  expectedAmountInBaseFiat: true,
  // What the payer is asked (the same figures initiation already gave them) and what has arrived so far.
  expectedAmountInCrypto: true,
  feeInCrypto: true,
  expectedAmountInCryptoPlusFee: true,
  receivedAmountInCrypto: true,
  excessAmountReceivedInCrypto: true,
  // The payer's own transfer: public on the chain anyway.
  cryptoTransactionHash: true,
  address: true,
  paymentUri: true,
  expiresAt: true,
  completedAt: true,
  // Which cluster to pay on: the checkout's badge, mints and wallet network follow it.
  network: true,
});
export type PublicVerifiedTransaction = z.infer<typeof publicVerifiedTransactionSchema>;

/**
 * `GET /v1/transactions/:reference/checkout` (no key; an addition): what the hosted checkout of one transaction
 * shows beside it: who is paid, for how much in the price's currency, and where the customer goes once paid. The
 * status and amounts come from verification, as for every checkout.
 */
export const checkoutSessionSchema = z.object({
  reference: z.string(),
  business: z.object({ name: z.string(), logoImagePath: z.nullable(z.string()) }),
  /** The payment link it was started on, null for a transaction a merchant's server opened. */
  paymentLinkId: z.nullable(uuidSchema),
  baseFiat: fiatCodeSchema,
  amount: z.number(),
  /** Where the customer is sent once paid, with `reference` and `status` added to its query; null: nowhere. */
  redirectUrl: z.nullable(z.string()),
  network: solanaClusterSchema,
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * One page of a business's transactions, each in the full view, as verification answers the owner's secret key;
 * `count` is how many match the filters (all pages).
 */
export const transactionPageSchema = pageSchema(verifiedTransactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export const MAX_TRANSACTION_PAGE_SIZE = 100;

/**
 * Filters name a status with the field's own message: the response schema's enum has none, and a 400 should say
 * what is allowed.
 */
const transactionStatusFilterSchema = z.enum(TRANSACTION_STATUSES, {
  error: `must be one of ${TRANSACTION_STATUSES.join(', ')}`,
});

/** The earliest instant a creation-time bound may name: see queryInstantSchema. */
const EARLIEST_QUERY_INSTANT = Date.UTC(1970, 0, 1);

/**
 * An ISO 8601 timestamp with its offset, read as an instant. Years before 1970 are refused: PostgreSQL reads a
 * year of 0000 as out of range (a 500) and years 0001 to 0099 as two-digit years (0001 becomes 2001), and no
 * transaction was created before 1970 anyway.
 */
const queryInstantSchema = z.pipe(
  timestampSchema,
  z.pipe(
    z.transform((text: string) => new Date(text)),
    z.date().check(
      z.refine((instant) => instant.getTime() >= EARLIEST_QUERY_INSTANT, {
        error: 'must be 1970-01-01T00:00:00Z or later',
      }),
    ),
  ),
);

/**
 * `GET /v1/transactions`: one page of the business's transactions, newest first, narrowed by any of the filters.
 * `createdFrom` is inclusive and `createdTo` exclusive, so consecutive ranges (a day, the next day) never count a
 * transaction twice. `email` is a customer's e-mail, matched whole and regardless of letter case.
 */
export const transactionListQuerySchema = z
  .strictObject({
    ...pagingQueryFields({ maxPageSize: MAX_TRANSACTION_PAGE_SIZE, defaultPageSize: 100 }),
    status: z.optional(transactionStatusFilterSchema),
    crypto: z.optional(cryptoCodeSchema),
    paymentLinkId: z.optional(uuidSchema),
    createdFrom: z.optional(queryInstantSchema),
    createdTo: z.optional(queryInstantSchema),
    email: z.optional(emailSchema),
  })
  .check(
    z.superRefine((query, context) => {
      // Only two well-formed bounds are compared; a bad one is reported by its own schema.
      const { createdFrom, createdTo } = query;
      if (!(createdFrom instanceof Date) || !(createdTo instanceof Date)) return;
      if (createdFrom.getTime() > createdTo.getTime()) {
        context.addIssue({
          code: 'custom',
          path: ['createdTo'],
          message: 'must not be before createdFrom',
          input: createdTo,
        });
      }
    }),
  );
/** The query as a caller writes it: the timestamps as ISO 8601 text, such as `2026-11-22T00:00:00Z`. */
export type TransactionListQuery = {
  limit?: number;
  page?: number;
  status?: TransactionStatus;
  crypto?: CryptoCode;
  paymentLinkId?: string;
  createdFrom?: string;
  createdTo?: string;
  email?: string;
};

/** `POST /v1/transactions/:reference/wallet-connect` body. */
export const walletConnectRequestSchema = z.strictObject({ walletPublicAddress: solanaAddressSchema });
export type WalletConnectRequest = z.input<typeof walletConnectRequestSchema>;

/**
 * The transaction as wallet-connect initiation returns it, plus the unsigned transfer (docs/design.md,
 * "Wallet-connect").
 */
export const walletConnectTransactionSchema = z.object({
  address: z.string(),
  reference: z.string(),
  expectedAmountInUSD: z.number(),
  expectedAmountInCrypto: z.number(),
  crypto: cryptoCodeSchema,
  baseFiat: currencyCodeSchema,
  baseFiatToUSDRate: z.number(),
  usdToCryptoRate: z.number(),
  expectedAmountWithFeeInCrypto: z.optional(z.number()),
  /** What the serialized transfer pays: the amount with fee less anything that has already arrived. */
  amountDueInCrypto: z.optional(z.number()),
  serializedTransaction: z.optional(z.string()),
});
export type WalletConnectTransaction = z.infer<typeof walletConnectTransactionSchema>;
