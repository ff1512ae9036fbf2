import * as z from 'zod/mini';
import {
  dateOnlySchema,
  emailSchema,
  pageSchema,
  pagingQueryFields,
  textSchema,
  timestampSchema,
  uuidSchema,
} from './common.js';
import { businessSchema } from './business.js';

export const customerSchema = z.object({
  uuid: uuidSchema,
  refCode: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  totalSpendInUSD: z.number(),
  businessId: uuidSchema,
  userId: uuidSchema,
  context: z.string(),
  createdAt: timestampSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer as the list and fetch endpoints return it: with its business. */
export const customerWithBusinessSchema = z.extend(customerSchema, { business: businessSchema });
export type CustomerWithBusiness = z.infer<typeof customerWithBusinessSchema>;

/** The customer nested in a verified transaction: no business, plus its creation date. */
export const transactionCustomerSchema = z.extend(customerSchema, { createdAtDateOnly: dateOnlySchema });
export type TransactionCustomer = z.infer<typeof transactionCustomerSchema>;

export const customerPageSchema = pageSchema(customerWithBusinessSchema);
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const MAX_CUSTOMER_PAGE_SIZE = 100;

export const customerListQuerySchema = z.strictObject({
  ...pagingQueryFields({ maxPageSize: MAX_CUSTOMER_PAGE_SIZE, defaultPageSize: 100 }),
});
export type CustomerListQuery = { limit?: number; page?: number };

export const phoneNumberSchema = z
  .string({ error: 'must be a string' })
  .check(
    z.trim(),
    z.regex(/^\+?[0-9][0-9 ()-]{5,23}$/, { error: 'must be a phone number such as +2348012345678' }),
  );

export const createCustomerRequestSchema = z.strictObject({
  email: emailSchema,
  firstName: z.optional(textSchema(100)),
  lastName: z.optional(textSchema(100)),
  phoneNumber: z.optional(phoneNumberSchema),
});
export type CreateCustomerRequest = z.input<typeof createCustomerRequestSchema>;
