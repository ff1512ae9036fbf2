import * as z from 'zod/mini';
import { solanaAddressSchema } from './common.js';

/**
 * A Solana Pay transaction request (https://docs.solanapay.com/spec, "Transaction Request"), served at
 * `/v1/transactions/:reference/solana-pay` for any wallet that scans `solana:<that URL>`. Its answers are the
 * spec's own JSON, not this API's envelope: wallets read `label` and `icon`, then `transaction` and `message`.
 * Errors keep the envelope, whose top-level `message` is what the spec's errors carry.
 */

/** `GET`: who the wallet is about to pay. */
export const solanaPayLabelSchema = z.object({
  label: z.string(),
  /** An absolute URL of an SVG, PNG or WebP image. */
  icon: z.string(),
});
export type SolanaPayLabel = z.infer<typeof solanaPayLabelSchema>;

/** `POST`: the wallet's account, which will sign and pay. */
export const solanaPayTransactionRequestSchema = z.strictObject({ account: solanaAddressSchema });
export type SolanaPayTransactionRequest = z.input<typeof solanaPayTransactionRequestSchema>;

/** `POST`'s answer: the transfer of what is still due, unsigned, with the wallet as fee payer. */
export const solanaPayTransactionSchema = z.object({
  /** base64 of the serialised transaction (no signatures yet). */
  transaction: z.string(),
  /** What the wallet shows beside it. */
  message: z.string(),
});
export type SolanaPayTransaction = z.infer<typeof solanaPayTransactionSchema>;
