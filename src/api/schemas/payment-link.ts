import { z } from 'zod';
import {
  MAX_FIAT_AMOUNT,
  checkAmountPrecision,
  fiatCodeSchema,
  positiveAmountSchema,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';

export const paymentLinkSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  description: z.string(),
  baseFiat: fiatCodeSchema,
  amount: z.number(),
  successMessage: z.string().nullable(),
  redirectLink: z.string().nullable(),
  business: z.object({ name: z.string(), logoImagePath: z.string().nullable() }),
  environment: z.string(),
  createdAt: timestampSchema,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

const redirectLinkSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .max(2048, { error: 'must be at most 2048 characters' });

export const createPaymentLinkRequestSchema = z
  .strictObject({
    name: textSchema(100),
    description: z
      .string({ error: 'must be a string' })
      .trim()
      .max(1000, { error: 'must be at most 1000 characters' }),
    baseFiat: fiatCodeSchema,
    amount: positiveAmountSchema(MAX_FIAT_AMOUNT),
    successMessage: textSchema(500).optional(),
    redirectLink: redirectLinkSchema.optional(),
  })
  .superRefine((body, context) => checkAmountPrecision(body.amount, body.baseFiat, 'amount', context));
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequestSchema>;

export const idParamsSchema = z.strictObject({ id: uuidSchema });
