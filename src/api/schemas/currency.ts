import { z } from 'zod';
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
  status: currencyStatusSchema.optional(),
  type: currencyTypeSchema.optional(),
  code: currencyCodeSchema.optional(),
  name: z.string().trim().min(1, { error: 'must not be empty' }).max(100).optional(),
});
export type CurrencyListQuery = z.input<typeof currencyListQuerySchema>;
