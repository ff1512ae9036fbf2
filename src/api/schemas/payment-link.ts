import * as z from 'zod/mini';
import {
  MAX_FIAT_AMOUNT,
  checkAmountPrecision,
  fiatCodeSchema,
  pageSchema,
  pagingQueryFields,
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
  /**
   * False once the merchant deactivated the link (`PATCH`): the link is still shown, so its page can say so, but
   * initiation on it answers 409. An addition, absent from older services, whose links are all active.
   */
  active: z.optional(z.boolean()),
  createdAt: timestampSchema,
});
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

/** One page of a business's payment links, newest first; `count` is the business's total, not the page's. */
export const paymentLinkPageSchema = pageSchema(paymentLinkSchema);
export type PaymentLinkPage = z.infer<typeof paymentLinkPageSchema>;

export const MAX_PAYMENT_LINK_PAGE_SIZE = 100;

/** The same paging as the customer list (`customerListQuerySchema`). */
export const paymentLinkListQuerySchema = z.strictObject({
  ...pagingQueryFields({ maxPageSize: MAX_PAYMENT_LINK_PAGE_SIZE, defaultPageSize: 100 }),
});
export type PaymentLinkListQuery = { limit?: number; page?: number };

const redirectLinkSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL' })
  .check(z.maxLength(2048, { error: 'must be at most 2048 characters' }), safeTextCheck);

// Shared by creation and update, so that a field is refused in the same words whichever route it is sent to.
const nameSchema = textSchema(100);
const descriptionSchema = z
  .string({ error: 'must be a string' })
  .check(z.trim(), z.maxLength(1000, { error: 'must be at most 1000 characters' }), safeTextCheck);
const amountSchema = positiveAmountSchema(MAX_FIAT_AMOUNT);
const successMessageSchema = textSchema(500);

export const createPaymentLinkRequestSchema = z
  .strictObject({
    name: nameSchema,
    description: descriptionSchema,
    baseFiat: fiatCodeSchema,
    amount: amountSchema,
    successMessage: z.optional(successMessageSchema),
    redirectLink: z.optional(redirectLinkSchema),
  })
  .check(
    z.superRefine((body, context) => checkAmountPrecision(body.amount, body.baseFiat, 'amount', context)),
  );
export type CreatePaymentLinkRequest = z.input<typeof createPaymentLinkRequestSchema>;

/**
 * `PATCH /v1/payment-links/:id`: what changes, every field optional but at least one given. `baseFiat` is not
 * among them: a price is changed in the link's own currency, whose decimals the route checks `amount` against
 * (the body alone does not say which currency that is). `null` removes the success message or the redirect.
 */
export const updatePaymentLinkRequestSchema = z
  .strictObject({
    name: z.optional(nameSchema),
    description: z.optional(descriptionSchema),
    amount: z.optional(amountSchema),
    successMessage: z.optional(z.nullable(successMessageSchema)),
    redirectLink: z.optional(z.nullable(redirectLinkSchema)),
    active: z.optional(z.boolean({ error: 'must be true or false' })),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      // An empty PATCH is most likely a client that forgot what it meant to change: say so. A body with a bad or
      // unknown field is already refused for that field, so this is said only of a body with nothing wrong in it.
      error: 'must change at least one field',
      when: (payload) => payload.issues.length === 0,
    }),
  );
export type UpdatePaymentLinkRequest = z.input<typeof updatePaymentLinkRequestSchema>;
