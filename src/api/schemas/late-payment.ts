import * as z from 'zod/mini';
import { cryptoCodeSchema, timestampSchema, uuidSchema } from './common.js';
import { verifiedTransactionSchema } from './transaction.js';

/**
 * Money that reached a transaction's deposit address after the transaction closed (it expired, failed, or had
 * already succeeded). It does not change the transaction's status: it is credited to the business whole and
 * swept like a payment, and listed here so the merchant can settle with the customer (ship, or refund).
 */
export const latePaymentSchema = z.object({
  uuid: uuidSchema,
  /** The transaction whose deposit address received it. */
  reference: z.string(),
  crypto: cryptoCodeSchema,
  amountInCrypto: z.number(),
  /** The latest ledger transaction that touched the deposit when the money was found there. */
  signature: z.nullable(z.string()),
  /** When the service found the money at the deposit. */
  detectedAt: timestampSchema,
  /** The sweep that moved it to the business's settlement address; null until it lands. */
  settlementSignature: z.nullable(z.string()),
});
export type LatePaymentView = z.infer<typeof latePaymentSchema>;

/** `GET /v1/transactions/:reference/late-payments`: oldest first. */
export const latePaymentListSchema = z.array(latePaymentSchema);

/** The `transaction.late_payment` webhook's `data`: the payment, and its transaction as verification shows it. */
export const latePaymentEventSchema = z.object({
  latePayment: latePaymentSchema,
  transaction: verifiedTransactionSchema,
});
export type LatePaymentEvent = z.infer<typeof latePaymentEventSchema>;
