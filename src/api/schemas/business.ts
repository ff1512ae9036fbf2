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

/**
 * The business as its own secret key sees it (`GET /v1/business`, `PUT /v1/business/webhook`): with its public API
 * key (`pk_test_…` on localnet, `pk_live_…` on devnet and mainnet-beta), which a merchant console shows so that it
 * can be pasted into a checkout page. Null only for a business whose public key was removed from the store.
 */
export const ownBusinessSchema = z.extend(businessSchema, { publicKey: z.nullable(z.string()) });
export type OwnBusiness = z.infer<typeof ownBusinessSchema>;

/**
 * `POST /v1/business/secret-key/roll`: the business's new secret key, shown once. The old one is refused from
 * then on; the public key stays as it was.
 */
export const rolledSecretKeySchema = z.object({ secretKey: z.string() });
export type RolledSecretKey = z.infer<typeof rolledSecretKeySchema>;
