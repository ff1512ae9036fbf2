import * as z from 'zod/mini';
import {
  MAX_FIAT_AMOUNT,
  checkAmountPrecision,
  fiatCodeSchema,
  positiveAmountSchema,
  safeTextCheck,
  solanaClusterSchema,
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
  successMessage: z.nullable(z.string()),
  redirectLink: z.nullable(z.string()),
  business: z.object({ name: z.string(), logoImagePath: z.nullable(z.string()) }),
  environment: z.string(),
  /** The cluster the service runs on (an addition, absent from older services): what the checkout shows and pays on. */
  network: z.optional(solanaClusterSchema),
  createdAt: timestampSchema,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

const redirectLinkSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .check(z.maxLength(2048, { error: 'must be at most 2048 characters' }), safeTextCheck);

export const createPaymentLinkRequestSchema = z
  .strictObject({
    name: textSchema(100),
    description: z
      .string({ error: 'must be a string' })
      .check(z.trim(), z.maxLength(1000, { error: 'must be at most 1000 characters' }), safeTextCheck),
    baseFiat: fiatCodeSchema,
    amount: positiveAmountSchema(MAX_FIAT_AMOUNT),
    successMessage: z.optional(textSchema(500)),
    redirectLink: z.optional(redirectLinkSchema),
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.baseFiat, 'amount', context)),
  );
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequestSchema>;

export const idParamsSchema = z.strictObject({ id: uuidSchema });
