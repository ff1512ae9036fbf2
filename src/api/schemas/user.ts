import * as z from 'zod/mini';
import { dateOnlySchema, timestampSchema, uuidSchema } from './common.js';

/** The person who owns a business (nested in a fetched swap's business). */
export const userSchema = z.object({
  uuid: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  countryId: uuidSchema,
  isDeveloper: z.boolean(),
  isEmailVerified: z.boolean(),
  type: z.string(),
  status: z.string(),
  activeBusinessId: uuidSchema,
  activeNotification: z.boolean(),
  createdAtDateOnly: dateOnlySchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;
