import * as z from 'zod/mini';
import { fiatCodeSchema } from './common.js';
import { accountNumberSchema, bankIdentifierSchema } from './payout.js';

/** A bank payouts can be sent to (an addition: `GET /v1/banks?currency=`; docs/api.md, "Banks"). */
export const bankSchema = z.object({
  name: z.string(),
  bankIdentifier: z.string(),
  currency: fiatCodeSchema,
});
export type Bank = z.infer<typeof bankSchema>;

export const bankListQuerySchema = z.strictObject({ currency: fiatCodeSchema });
export type BankListQuery = z.input<typeof bankListQuerySchema>;

/** `POST /v1/banks/resolve-account` body and answer. */
export const resolveAccountRequestSchema = z.strictObject({
  accountNumber: accountNumberSchema,
  bankIdentifier: bankIdentifierSchema,
});
export type ResolveAccountRequest = z.input<typeof resolveAccountRequestSchema>;

export const resolvedAccountSchema = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankIdentifier: z.string(),
  bankName: z.string(),
});
export type ResolvedAccount = z.infer<typeof resolvedAccountSchema>;
