import type { Business, BusinessWithUser } from '../../api/schemas/business.js';
import type { User } from '../../api/schemas/user.js';
import type { FiatCode } from '../../api/currencies.js';
import { apiKeyDigest, sameApiKey } from './api-key-digest.js';
import type { Row, SqlExecutor } from './database.js';
import { asDateOnly, asIsoTimestamp, asNullableString, asString } from './rows.js';

export type ApiKeyKind = 'public' | 'secret';

/** A business as the service works with it: the API record plus what only the service needs. */
export interface BusinessAccount {
  record: Business;
  primaryFiat: FiatCode;
}

/** The business an API key belongs to: looked up by the key's digest, then compared in constant time. */
export async function findBusinessByApiKey(
  executor: SqlExecutor,
  key: string,
): Promise<{ account: BusinessAccount; kind: ApiKeyKind } | undefined> {
  const [row] = await executor.query(
    `SELECT b.*, k.kind AS key_kind, k.key AS api_key
       FROM api_keys k JOIN businesses b ON b.uuid = k.business_id
      WHERE k.key_digest = $1`,
    [apiKeyDigest(key)],
  );
  // The digest already matched; comparing the keys too means a match never rests on the digest alone.
  if (!row || !sameApiKey(asString(row.api_key), key)) return undefined;
  return { account: toBusinessAccount(row), kind: asString(row.key_kind) as ApiKeyKind };
}

/** The business's secret API key (what it signs checkout metadata with); null if it has none. */
export async function findSecretApiKey(executor: SqlExecutor, businessId: string): Promise<string | null> {
  const [row] = await executor.query("SELECT key FROM api_keys WHERE business_id = $1 AND kind = 'secret'", [
    businessId,
  ]);
  return row ? asString(row.key) : null;
}

/**
 * The business's public API key, kept in clear beside the secret one (api_keys.key; the digest is only for
 * lookups), so it can be shown again. A business has at most one (api_keys_one_per_kind), and a data directory
 * serves one cluster (seed.ts refuses another), so it is the key of the service's cluster. Null if it has none.
 */
export async function findPublicApiKey(executor: SqlExecutor, businessId: string): Promise<string | null> {
  const [row] = await executor.query("SELECT key FROM api_keys WHERE business_id = $1 AND kind = 'public'", [
    businessId,
  ]);
  return row ? asString(row.key) : null;
}

export async function getBusinessWithUser(
  executor: SqlExecutor,
  businessId: string,
): Promise<BusinessWithUser> {
  const [businessRow] = await executor.query('SELECT * FROM businesses WHERE uuid = $1', [businessId]);
  if (!businessRow) throw new Error(`business ${businessId} does not exist`);
  const [userRow] = await executor.query('SELECT * FROM users WHERE uuid = $1', [businessRow.user_id]);
  if (!userRow) throw new Error(`user of business ${businessId} does not exist`);
  return { ...toBusiness(businessRow), user: toUser(userRow) };
}

export async function getBusiness(executor: SqlExecutor, businessId: string): Promise<BusinessAccount> {
  const [row] = await executor.query('SELECT * FROM businesses WHERE uuid = $1', [businessId]);
  if (!row) throw new Error(`business ${businessId} does not exist`);
  return toBusinessAccount(row);
}

export function toBusinessAccount(row: Row): BusinessAccount {
  return { record: toBusiness(row), primaryFiat: asString(row.primary_fiat) as FiatCode };
}

export function toBusiness(row: Row): Business {
  return {
    uuid: asString(row.uuid),
    name: asString(row.name),
    description: asNullableString(row.description),
    logoImagePath: asNullableString(row.logo_image_path),
    email: asString(row.email),
    phoneNumber: asString(row.phone_number),
    address: asNullableString(row.address),
    countryId: asString(row.country_id),
    industryId: asNullableString(row.industry_id),
    staffSize: asNullableString(row.staff_size),
    website: asNullableString(row.website),
    supportEmail: asNullableString(row.support_email),
    twitter: asNullableString(row.twitter),
    facebook: asNullableString(row.facebook),
    instagram: asNullableString(row.instagram),
    webhookUrl: asString(row.webhook_url),
    userId: asString(row.user_id),
    isVerified: Boolean(row.is_verified),
    type: asString(row.type),
    status: asString(row.status),
    suspensionReason: asNullableString(row.suspension_reason),
    testPublicAddress: asString(row.test_public_address),
    livePublicAddress: asNullableString(row.live_public_address),
    context: asString(row.context),
    createdAt: asIsoTimestamp(row.created_at),
  };
}

export function toUser(row: Row): User {
  return {
    uuid: asString(row.uuid),
    firstName: asString(row.first_name),
    lastName: asString(row.last_name),
    email: asString(row.email),
    phoneNumber: asString(row.phone_number),
    countryId: asString(row.country_id),
    isDeveloper: Boolean(row.is_developer),
    isEmailVerified: Boolean(row.is_email_verified),
    type: asString(row.type),
    status: asString(row.status),
    activeBusinessId: asString(row.active_business_id),
    activeNotification: Boolean(row.active_notification),
    createdAtDateOnly: asDateOnly(row.created_at),
    createdAt: asIsoTimestamp(row.created_at),
    updatedAt: asIsoTimestamp(row.updated_at),
  };
}

/** The secret seed of the business's settlement wallet (its `testPublicAddress`), which the sandbox holds. */
export async function getSettlementWalletSeed(executor: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await executor.query('SELECT test_wallet_seed FROM businesses WHERE uuid = $1', [businessId]);
  if (!row) throw new Error(`business ${businessId} does not exist`);
  return asString(row.test_wallet_seed);
}

/** Every business's settlement wallet address, so the service can open them on the ledger at start. */
export async function listSettlementWallets(executor: SqlExecutor): Promise<string[]> {
  const rows = await executor.query('SELECT test_public_address FROM businesses');
  return rows.map((row) => asString(row.test_public_address));
}

export async function getSettlementWalletAddress(executor: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await executor.query('SELECT test_public_address FROM businesses WHERE uuid = $1', [
    businessId,
  ]);
  if (!row) throw new Error(`business ${businessId} does not exist`);
  return asString(row.test_public_address);
}
