import * as z from 'zod/mini';
import { currencyCodeSchema, timestampSchema, uuidSchema } from './common.js';

export const currencyTypeSchema = z.enum(['fiat', 'crypto'], { error: 'must be fiat or crypto' });
export const currencyStatusSchema = z.enum(['active', 'inactive'], { error: 'must be active or inactive' });
export type CurrencyType = z.infer<typeof currencyTypeSchema>;
export type CurrencyStatus = z.infer<typeof currencyStatusSchema>;

export const currencySchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  code: currencyCodeSchema,
  type: currencyTypeSchema,
  status: currencyStatusSchema,
  createdAt: timestampSchema,
});
export type Currency = z.infer<typeof currencySchema>;

/** `GET /v1/currencies` query: every filter optional; `name` matches a currency's name ignoring case. */
export const currencyListQuerySchema = z.strictObject({
  status: z.optional(currencyStatusSchema),
  type: z.optional(currencyTypeSchema),
  code: z.optional(currencyCodeSchema),
  name: z.optional(
    z.string().check(z.trim(), z.minLength(1, { error: 'must not be empty' }), z.maxLength(100)),
  ),
});
export type CurrencyListQuery = z.input<typeof currencyListQuerySchema>;
