import { randomUUID } from 'node:crypto';
import { CRYPTO_CODES, type CurrencyCode } from '../../api/currencies.js';
import { mintsForCluster, type SolanaCluster } from '../../api/solana-cluster.js';
import { apiKeyModeFor, apiKeyPrefix, businessEnvironmentFor } from '../domain/cluster-modes.js';
import { generateSolanaKeypair } from '../domain/solana-keypair.js';
import { randomAlphanumeric } from '../domain/random.js';
import type { Database, SqlExecutor } from './database.js';
import { apiKeyDigest } from './api-key-digest.js';
import type { ApiKeyKind } from './businesses.js';
import { holdStartupLock } from './migrations.js';
import { asString } from './rows.js';

const CURRENCY_NAMES: Readonly<Record<CurrencyCode, string>> = {
  USDT: 'Tether USD',
  USDC: 'USD Coin',
  SOL: 'Solana',
  NGN: 'Nigerian Naira',
  KES: 'Kenyan Shilling',
  GHS: 'Ghanaian Cedi',
  USD: 'US Dollar',
  ZAR: 'South African Rand',
  EUR: 'Euro',
  GBP: 'Pound Sterling',
  XOF: 'West African CFA Franc',
  XAF: 'Central African CFA Franc',
};

const COUNTRIES = [
  { name: 'Nigeria', code: 'NG' },
  { name: 'Kenya', code: 'KE' },
  { name: 'Ghana', code: 'GH' },
  { name: 'United States', code: 'US' },
  { name: 'South Africa', code: 'ZA' },
] as const;

export interface DemoBusinessKeys {
  businessId: string;
  businessName: string;
  publicKey: string;
  secretKey: string;
  /** A payment link the demo business has from the first start, so the hosted page can be tried at once. */
  demoPaymentLinkId: string;
}

/**
 * Countries and currencies the service always has; added once, kept across restarts. It runs at every start and
 * adds only what is missing, so a currency added to CURRENCY_NAMES (EUR, GBP, XOF, XAF) reaches existing
 * databases at their next start without a migration. A stablecoin the cluster has
 * no mint of (devnet's USDT, solana-mints.ts) is added inactive, so initiation refuses it and the checkout does
 * not offer it.
 */
export async function seedReferenceData(database: Database, cluster: SolanaCluster): Promise<void> {
  const mints = mintsForCluster(cluster);
  await database.transaction(async (executor) => {
    await holdStartupLock(executor);
    for (const country of COUNTRIES) {
      await executor.query(
        'INSERT INTO countries (uuid, name, code) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING',
        [randomUUID(), country.name, country.code],
      );
    }
    const now = new Date();
    for (const [code, name] of Object.entries(CURRENCY_NAMES)) {
      const type = (CRYPTO_CODES as readonly string[]).includes(code) ? 'crypto' : 'fiat';
      const hasNoMint = (code === 'USDC' || code === 'USDT') && mints[code] === undefined;
      await executor.query(
        `INSERT INTO currencies (uuid, name, code, type, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (code) DO NOTHING`,
        [randomUUID(), name, code, type, hasNoMint ? 'inactive' : 'active', now],
      );
    }
  });
}

/**
 * The demo business every sandbox has, created on first start with all of its fields filled. Its keys are the
 * configured ones when given (replacing earlier ones), else the ones generated on first start: test keys on
 * localnet, live keys on the public clusters, and its environment is the cluster's (cluster-modes.ts).
 */
export async function ensureDemoBusiness(
  database: Database,
  configuredKeys: { publicKey: string | undefined; secretKey: string | undefined },
  cluster: SolanaCluster,
): Promise<DemoBusinessKeys> {
  return database.transaction(async (executor) => {
    // Instances starting together must create one demo business, not one each.
    await holdStartupLock(executor);
    const [existing] = await executor.query(
      'SELECT uuid, name, context FROM businesses WHERE is_demo = TRUE LIMIT 1',
    );
    if (existing)
      await refuseOtherCluster(executor, asString(existing.uuid), asString(existing.context), cluster);
    const business = existing
      ? { uuid: asString(existing.uuid), name: asString(existing.name) }
      : await createDemoBusiness(executor, businessEnvironmentFor(cluster));
    const publicKey = await ensureKey(executor, business.uuid, 'public', configuredKeys.publicKey, cluster);
    const secretKey = await ensureKey(executor, business.uuid, 'secret', configuredKeys.secretKey, cluster);
    const demoPaymentLinkId = await ensureDemoPaymentLink(
      executor,
      business.uuid,
      businessEnvironmentFor(cluster),
    );
    return {
      businessId: business.uuid,
      businessName: business.name,
      publicKey,
      secretKey,
      demoPaymentLinkId,
    };
  });
}

/**
 * Refuses a database set up for another cluster: its balances, deposits and ledger history are another
 * network's, and nothing may move them to this one. The demo business's stored key mode and environment tell
 * the cluster apart (localnet: test keys, TEST; devnet: live keys, TEST; mainnet-beta: live keys, LIVE), so no
 * column is needed; checked before configured keys replace the stored ones.
 */
async function refuseOtherCluster(
  executor: SqlExecutor,
  businessId: string,
  environment: string,
  cluster: SolanaCluster,
): Promise<void> {
  const [row] = await executor.query("SELECT key FROM api_keys WHERE business_id = $1 AND kind = 'secret'", [
    businessId,
  ]);
  const storedMode = row
    ? asString(row.key).startsWith('sk_live_')
      ? 'live'
      : 'test'
    : apiKeyModeFor(cluster);
  if (storedMode === apiKeyModeFor(cluster) && environment === businessEnvironmentFor(cluster)) return;
  const storedCluster =
    storedMode === 'test' ? 'localnet' : environment === 'LIVE' ? 'mainnet-beta' : 'devnet';
  throw new Error(
    `This DATA_DIR (or DATABASE_URL) was set up for SOLANA_CLUSTER=${storedCluster} (its demo business has ` +
      `${storedMode} keys and environment ${environment}), not ${cluster}: its payments and balances belong to ` +
      `that cluster. Start with SOLANA_CLUSTER=${storedCluster}, or give ${cluster} its own DATA_DIR and database.`,
  );
}

async function ensureKey(
  executor: SqlExecutor,
  businessId: string,
  kind: ApiKeyKind,
  configured: string | undefined,
  cluster: SolanaCluster,
): Promise<string> {
  const [row] = await executor.query('SELECT key FROM api_keys WHERE business_id = $1 AND kind = $2', [
    businessId,
    kind,
  ]);
  const stored = row ? asString(row.key) : undefined;
  if (stored && (configured === undefined || configured === stored)) return stored;
  const key = configured ?? `${apiKeyPrefix(kind, cluster)}${randomAlphanumeric(32)}`;
  const [owner] = await executor.query('SELECT business_id FROM api_keys WHERE key = $1', [key]);
  if (owner && asString(owner.business_id) !== businessId) {
    throw new Error(`The configured ${kind} key already belongs to another business`);
  }
  await executor.query('DELETE FROM api_keys WHERE business_id = $1 AND kind = $2', [businessId, kind]);
  await executor.query(
    'INSERT INTO api_keys (key, key_digest, business_id, kind, created_at) VALUES ($1, $2, $3, $4, $5)',
    [key, apiKeyDigest(key), businessId, kind, new Date()],
  );
  return key;
}

/** The demo business's first payment link (created once; kept if the merchant edits or adds others). */
async function ensureDemoPaymentLink(
  executor: SqlExecutor,
  businessId: string,
  environment: 'TEST' | 'LIVE',
): Promise<string> {
  const [existing] = await executor.query(
    'SELECT uuid FROM payment_links WHERE business_id = $1 ORDER BY created_at LIMIT 1',
    [businessId],
  );
  if (existing) return asString(existing.uuid);
  const uuid = randomUUID();
  await executor.query(
    `INSERT INTO payment_links (uuid, business_id, name, description, base_fiat, amount, success_message,
       redirect_link, environment, created_at)
     VALUES ($1, $2, $3, $4, 'NGN', 2500000, $5, NULL, $6, $7)`,
    [
      uuid,
      businessId,
      'Ethiopian Yirgacheffe, 1 kg',
      'Washed, light roast with notes of jasmine and bergamot. Roasted to order.',
      'Thank you! Your beans are roasted tomorrow and shipped the day after.',
      environment,
      new Date(),
    ],
  );
  return uuid;
}

async function createDemoBusiness(
  executor: SqlExecutor,
  environment: 'TEST' | 'LIVE',
): Promise<{ uuid: string; name: string }> {
  const [nigeria] = await executor.query("SELECT uuid FROM countries WHERE code = 'NG'");
  if (!nigeria) throw new Error('reference data is missing: seed countries first');
  const countryId = asString(nigeria.uuid);
  const now = new Date();
  const userId = randomUUID();
  const businessId = randomUUID();
  const wallet = generateSolanaKeypair();
  await executor.query(
    `INSERT INTO users (uuid, first_name, last_name, email, phone_number, country_id, is_developer,
       is_email_verified, type, status, active_business_id, active_notification, created_at, updated_at)
     VALUES ($1, 'Ada', 'Okafor', 'ada@demo-shop.test', '+2348012345678', $2, TRUE, TRUE, 'customer', 'active',
       $3, TRUE, $4, $4)`,
    [userId, countryId, businessId, now],
  );
  const name = 'Demo Coffee Roasters';
  await executor.query(
    `INSERT INTO businesses (uuid, name, description, logo_image_path, email, phone_number, address, country_id,
       industry_id, staff_size, website, support_email, twitter, facebook, instagram, webhook_url, user_id,
       is_verified, type, status, suspension_reason, test_public_address, live_public_address, test_wallet_seed,
       primary_fiat, context, is_demo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, TRUE, 'registered',
       'active', NULL, $18, NULL, $19, 'NGN', $21, TRUE, $20)`,
    [
      businessId,
      name,
      'Single-origin coffee, roasted to order and shipped across Lagos.',
      '/demo-business-logo.svg',
      'hello@demo-shop.test',
      '+2348012345678',
      '12 Admiralty Way, Lekki Phase 1, Lagos',
      countryId,
      'retail',
      '1-10',
      'https://demo-shop.test',
      'support@demo-shop.test',
      '@democoffee',
      'democoffee',
      'democoffee',
      '',
      userId,
      wallet.address,
      wallet.secretSeed,
      now,
      environment,
    ],
  );
  return { uuid: businessId, name };
}
