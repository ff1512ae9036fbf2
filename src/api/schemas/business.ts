import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from './common.js';
import { userSchema } from './user.js';

export const businessSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  description: z.nullable(z.string()),
  logoImagePath: z.nullable(z.string()),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.nullable(z.string()),
  countryId: uuidSchema,
  industryId: z.nullable(z.string()),
  staffSize: z.nullable(z.string()),
  website: z.nullable(z.string()),
  supportEmail: z.nullable(z.string()),
  twitter: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  instagram: z.nullable(z.string()),
  webhookUrl: z.string(),
  userId: uuidSchema,
  isVerified: z.boolean(),
  type: z.string(),
  status: z.string(),
  suspensionReason: z.nullable(z.string()),
  testPublicAddress: z.string(),
  livePublicAddress: z.nullable(z.string()),
  context: z.string(),
  createdAt: timestampSchema,
});
export type Business = z.infer<typeof businessSchema>;

/** The business as a fetched swap carries it: with its owner. */
export const businessWithUserSchema = z.extend(businessSchema, { user: userSchema });
export type BusinessWithUser = z.infer<typeof businessWithUserSchema>;
