import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common.js';
import { userSchema } from './user.js';

export const businessSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  description: z.string().nullable(),
  logoImagePath: z.string().nullable(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string().nullable(),
  countryId: uuidSchema,
  industryId: z.string().nullable(),
  staffSize: z.string().nullable(),
  website: z.string().nullable(),
  supportEmail: z.string().nullable(),
  twitter: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  webhookUrl: z.string(),
  userId: uuidSchema,
  isVerified: z.boolean(),
  type: z.string(),
  status: z.string(),
  suspensionReason: z.string().nullable(),
  testPublicAddress: z.string(),
  livePublicAddress: z.string().nullable(),
  context: z.string(),
  createdAt: timestampSchema,
});
export type Business = z.infer<typeof businessSchema>;

/** The business as a fetched swap carries it: with its owner. */
export const businessWithUserSchema = businessSchema.extend({ user: userSchema });
export type BusinessWithUser = z.infer<typeof businessWithUserSchema>;
