import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SOLANA_CLUSTERS, type SolanaCluster } from '../api/solana-cluster.js';
import { isSolanaAddress } from '../api/schemas/common.js';
import { apiKeyPrefix } from './domain/cluster-modes.js';
import { DEPOSIT_SEED_FORMAT, DEPOSIT_SEED_HEX_PATTERN, DepositSeed } from './domain/deposit-seed.js';
import { Rational } from './pricing/rational.js';
import { parseUsdRates, type UsdRates } from './pricing/rates.js';

/** Everything the local service can be told, from environment variables with embedded defaults. */
export interface ServiceConfig {
  host: string;
  port: number;
  /** Port of the demo merchant shop that `npm start` runs beside the service, on another origin (0: a free one). */
  shopPort: number;
  /**
   * Port of the JSON-RPC WebSocket listener beside the service's, where `@solana/web3.js` looks for subscriptions
   * (the HTTP port + 1). Undefined with PORT=0: the actual port + 1, known once the service listens (0: a free one).
   */
  rpcWebSocketPort: number | undefined;
  dataDir: string;
  /** PostgreSQL server to store everything in instead of PGlite in `dataDir` (the local ledger stays in `dataDir`). */
  databaseUrl: string | undefined;
  /**
   * A standard Solana JSON-RPC endpoint to use as the chain (SOLANA_RPC_URL) instead of the embedded ledger: a
   * validator, a provider, or `npm run ledger`. Undefined: the embedded ledger in `dataDir`.
   */
  solanaRpcUrl: string | undefined;
  /** Its WebSocket endpoint (SOLANA_WS_URL), by default derived from it as web3.js does (solanaWebSocketUrlFor). */
  solanaWebSocketUrl: string | undefined;
  publicKey: string | undefined;
  secretKey: string | undefined;
  transactionTtlSeconds: number;
  feePercent: Rational;
  rates: UsdRates;
  bodyLimitBytes: number;
  expirySweepIntervalMs: number;
  /** The service's fee on payouts, in percent of the amount (taken from it). */
  payoutFeePercent: Rational;
  /** The service's fee on swaps, in percent of the input (taken from it). */
  swapFeePercent: Rational;
  /** How long a swap stays PENDING before the swap job completes it. */
  swapCompletionDelayMs: number;
  /** Wait before the first webhook retry; doubles for each further one (plus up to 25% jitter). */
  webhookRetryBaseMs: number;
  /** Attempts per webhook delivery, the first included; after the last failure the delivery is `failed`. */
  webhookMaxAttempts: number;
  /** How long one webhook request may take, answer included. */
  webhookTimeoutMs: number;
  /** How often the webhook job looks for due deliveries (new events are also sent at once). */
  webhookPollIntervalMs: number;
  /** How often a transaction's event stream sends a heartbeat comment, so that proxies keep it open. */
  eventHeartbeatMs: number;
  /**
   * INSTANCE_ID: this instance's name in logs, metrics and probes (with several instances, e.g. the host's).
   * Each start appends a random suffix, so that a restarted instance never takes itself for its predecessor.
   */
  instanceName: string | undefined;
  /**
   * PUBLIC_URL: the origin customers reach the service at (e.g. https://pay.example.com), for the hosted pages'
   * addresses the API answers (`checkoutUrl`). Undefined: the origin each request came to (behind a proxy, as
   * TRUST_PROXY lets X-Forwarded-Proto and X-Forwarded-Host say).
   */
  publicUrl: string | undefined;
  /** When set, `/metrics` answers only `Authorization: Bearer <this>`; unset, it needs nothing (a private port). */
  metricsToken: string | undefined;
  /** How many public verifications are kept rendered in memory (views/public-verification-cache.ts). */
  verificationCacheEntries: number;
  /**
   * Deposits kept opened ahead per currency (payments/deposit-pool.ts), so that initiation needs no ledger round
   * trip. 0 turns the pool off. Off localnet each costs its account's rent while it waits.
   */
  depositPoolSize: number;
  /**
   * How long a deposit address rests after its transaction closed (and after its latest late payment) before it
   * goes back to the pool for another transaction (payments/closed-deposit-scan.ts).
   */
  depositQuarantineSeconds: number;
  /**
   * What the start-up reconciliation does when the ledger holds less than the books owe: `halt` (the default)
   * answers 503 on the API until an operator has looked; `warn` serves anyway, once the operator has decided to.
   */
  reconcileOnStart: 'halt' | 'warn';
  /**
   * The master seed every deposit address is derived from (DEPOSIT_SEED). Unset, the service keeps one in
   * `DATA_DIR/deposit-seed`, generated at the first start (deposit-seed-file.ts).
   */
  depositSeed: DepositSeed | undefined;
  /** Serve the pages through Vite's dev server (hot reload) instead of the built `dist/`. */
  dev: boolean;
  /** Where the built pages are; absent means the service serves the API only. */
  staticDir: string | undefined;
  /**
   * The Solana cluster (SOLANA_CLUSTER): which mints payments use, which keys businesses get, and what the
   * checkout shows (docs/design.md, "Clusters and keys"). The embedded ledger is always `localnet`.
   */
  solanaCluster: SolanaCluster;
  /**
   * The merchant's own wallet (SETTLEMENT_ADDRESS), where payments are swept off localnet; the service holds no
   * key of it. Undefined on localnet, where each business has a test wallet the sandbox keeps.
   */
  settlementAddress: string | undefined;
  /** Abuse limits (http/rate-limits.ts, docs/going-live.md, "Rate limits and abuse caps"); 0 turns a limit off. */
  rateLimits: RateLimitConfig;
  /**
   * Which proxies in front of the service may say who the client is (TRUST_PROXY), as Fastify's `trustProxy`:
   * a number of hops, or addresses and CIDR ranges. Unset: none, the client is the socket's peer.
   */
  trustProxy: number | string[] | undefined;
  /**
   * How long a merchant console session lasts from sign-in (DASHBOARD_SESSION_MINUTES), whatever it does
   * meanwhile: an absolute lifetime, so that a cookie left in a shared browser stops working on its own.
   */
  dashboardSessionMinutes: number;
}

/** Abuse limits: requests per window, and transactions left open, per client. 0 turns a limit off. */
export interface RateLimitConfig {
  /** Requests per window on one API key (the key that authenticated them). */
  requestsPerKey: number;
  /** Requests per window from one client IP (an IPv6 /64) that no key authenticated. */
  requestsPerIp: number;
  /** The fixed window the request counts are kept over. */
  windowSeconds: number;
  /** Transactions still open (pending) that one client IP may have initiated on the public routes. */
  openTransactionsPerIp: number;
  /** Transactions still open on one payment link. */
  openTransactionsPerLink: number;
}

// Test keys on localnet, live keys on the public clusters; which one a service wants is checked in loadConfig.
export const PUBLIC_KEY_PATTERN = /^pk_(test|live)_[A-Za-z0-9]{16,64}$/;
export const SECRET_KEY_PATTERN = /^sk_(test|live)_[A-Za-z0-9]{16,64}$/;

export const portSchema = z.coerce.number().int().min(0).max(65535);

/** The largest request body, or WebSocket message, the service and the standalone ledger accept. */
export const bodyLimitSchema = z.coerce.number().int().min(1024).max(10_485_760).default(65_536);

const percentSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percentage between 0 and 50 such as 1 or 0.5')
  .refine((text) => Number(text) <= 50, 'must be at most 50');

const environmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: portSchema.default(8787),
  SHOP_PORT: portSchema.optional(),
  RPC_WS_PORT: portSchema.optional(),
  DATA_DIR: z.string().min(1).default('.data/'),
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      'must start with postgres:// or postgresql:// (postgres://user:password@host:5432/db)',
    )
    .refine((url) => URL.canParse(url), 'must be a valid URL, such as postgres://user:password@host:5432/db')
    .optional(),
  SOLANA_RPC_URL: z
    .string()
    .refine(
      (url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol),
      'must be an http:// or https:// URL, such as http://127.0.0.1:8899',
    )
    .optional(),
  SOLANA_WS_URL: z
    .string()
    .refine(
      (url) => URL.canParse(url) && /^wss?:$/.test(new URL(url).protocol),
      'must be a ws:// or wss:// URL, such as ws://127.0.0.1:8900',
    )
    .optional(),
  SANDBOX_PUBLIC_KEY: z
    .string()
    .regex(PUBLIC_KEY_PATTERN, 'must look like pk_test_ or pk_live_ followed by 16 to 64 letters or digits')
    .optional(),
  SANDBOX_SECRET_KEY: z
    .string()
    .regex(SECRET_KEY_PATTERN, 'must look like sk_test_ or sk_live_ followed by 16 to 64 letters or digits')
    .optional(),
  TRANSACTION_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  FEE_PERCENT: percentSchema.default('1'),
  RATES_USD: z.string().optional(),
  BODY_LIMIT_BYTES: bodyLimitSchema,
  EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  PAYOUT_FEE_PERCENT: percentSchema.default('0.5'),
  SWAP_FEE_PERCENT: percentSchema.default('0.3'),
  SWAP_COMPLETION_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(10_000),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  EVENT_HEARTBEAT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores')
    .optional(),
  PUBLIC_URL: z
    .string()
    .refine(
      isHttpOrigin,
      'must be an absolute http or https URL with no query or fragment, e.g. https://pay.example.com',
    )
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
  VERIFICATION_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000_000).default(20_000),
  DEPOSIT_POOL_SIZE: z.coerce.number().int().min(0).max(100_000).optional(),
  // Three days by default: a shopper who pays from a stale page or QR code finds the address still theirs.
  DEPOSIT_QUARANTINE_SECONDS: z.coerce.number().int().min(0).max(31_536_000).default(259_200),
  RECONCILE_ON_START: z.enum(['halt', 'warn'], { error: 'must be halt or warn' }).default('halt'),
  // The message describes the format and never repeats the value: it is the key to every deposit.
  DEPOSIT_SEED: z.string().regex(DEPOSIT_SEED_HEX_PATTERN, `must be ${DEPOSIT_SEED_FORMAT}`).optional(),
  SOLANA_CLUSTER: z
    .enum(SOLANA_CLUSTERS, { error: `must be one of ${SOLANA_CLUSTERS.join(', ')}` })
    .default('localnet'),
  SETTLEMENT_ADDRESS: z
    .string()
    .refine(isSolanaAddress, 'must be a base58 Solana address (32 bytes): your own wallet')
    .optional(),
  // Defaults and reasons: docs/going-live.md, "Rate limits and abuse caps".
  RATE_LIMIT_PER_KEY: z.coerce.number().int().min(0).max(10_000_000).default(6000),
  RATE_LIMIT_PER_IP: z.coerce.number().int().min(0).max(10_000_000).default(1200),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  OPEN_TRANSACTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).optional(),
  OPEN_TRANSACTIONS_PER_LINK: z.coerce.number().int().min(0).max(1_000_000).default(100),
  TRUST_PROXY: z
    .string()
    .refine(
      isTrustProxySetting,
      'must be a number of proxy hops (1 to 10) or a comma-separated list of proxy addresses or CIDR ranges, such as 10.0.0.0/8,127.0.0.1',
    )
    .optional(),
  // Twelve hours: a working day in the console, then the secret key again.
  DASHBOARD_SESSION_MINUTES: z.coerce.number().int().min(1).max(525_600).default(720),
});

/**
 * The environment variables `schema` reads, an empty one counting as unset (as `VAR= npm start` means), or one
 * Error that names every bad variable.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  environment: Record<string, string | undefined>,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Reads the configuration, throwing one Error that names every bad variable. */
export function loadConfig(
  environment: Record<string, string | undefined>,
  options: { dev?: boolean; staticDir?: string } = {},
): ServiceConfig {
  const settings = parseEnvironment(environmentSchema, environment);
  if (settings.RPC_WS_PORT !== 0 && settings.RPC_WS_PORT === settings.PORT) {
    throw new Error(
      'Invalid configuration:\n  RPC_WS_PORT: must differ from PORT, where the service listens',
    );
  }
  const clusterProblems = solanaClusterProblems(settings.SOLANA_CLUSTER, {
    rpcUrl: settings.SOLANA_RPC_URL,
    publicKey: settings.SANDBOX_PUBLIC_KEY,
    secretKey: settings.SANDBOX_SECRET_KEY,
    settlementAddress: settings.SETTLEMENT_ADDRESS,
    depositSeedGiven: settings.DEPOSIT_SEED !== undefined,
  });
  if (clusterProblems.length > 0) {
    throw new Error(`Invalid configuration:\n  ${clusterProblems.join('\n  ')}`);
  }
  return {
    host: settings.HOST,
    port: settings.PORT,
    // PORT + 1 is the RPC WebSocket's, where @solana/web3.js looks; the shop comes after it.
    shopPort: settings.SHOP_PORT ?? portAfter(settings.PORT, 2),
    rpcWebSocketPort: settings.RPC_WS_PORT ?? (settings.PORT === 0 ? undefined : portAfter(settings.PORT, 1)),
    dataDir: path.resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL,
    solanaRpcUrl: settings.SOLANA_RPC_URL,
    solanaWebSocketUrl:
      settings.SOLANA_WS_URL ??
      (settings.SOLANA_RPC_URL === undefined ? undefined : solanaWebSocketUrlFor(settings.SOLANA_RPC_URL)),
    publicKey: settings.SANDBOX_PUBLIC_KEY,
    secretKey: settings.SANDBOX_SECRET_KEY,
    transactionTtlSeconds: settings.TRANSACTION_TTL_SECONDS,
    feePercent: Rational.parse(settings.FEE_PERCENT),
    rates: parseUsdRates(settings.RATES_USD),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    expirySweepIntervalMs: settings.EXPIRY_SWEEP_INTERVAL_MS,
    payoutFeePercent: Rational.parse(settings.PAYOUT_FEE_PERCENT),
    swapFeePercent: Rational.parse(settings.SWAP_FEE_PERCENT),
    swapCompletionDelayMs: settings.SWAP_COMPLETION_DELAY_MS,
    webhookRetryBaseMs: settings.WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: settings.WEBHOOK_MAX_ATTEMPTS,
    webhookTimeoutMs: settings.WEBHOOK_TIMEOUT_MS,
    webhookPollIntervalMs: settings.WEBHOOK_POLL_INTERVAL_MS,
    eventHeartbeatMs: settings.EVENT_HEARTBEAT_MS,
    metricsToken: settings.METRICS_TOKEN,
    publicUrl: settings.PUBLIC_URL,
    instanceName: settings.INSTANCE_ID,
    verificationCacheEntries: settings.VERIFICATION_CACHE_ENTRIES,
    // Locally accounts cost nothing, so a deep pool absorbs bursts; on a public cluster each waits with its rent.
    depositPoolSize: settings.DEPOSIT_POOL_SIZE ?? (settings.SOLANA_CLUSTER === 'localnet' ? 256 : 16),
    depositQuarantineSeconds: settings.DEPOSIT_QUARANTINE_SECONDS,
    reconcileOnStart: settings.RECONCILE_ON_START,
    depositSeed: settings.DEPOSIT_SEED === undefined ? undefined : DepositSeed.fromHex(settings.DEPOSIT_SEED),
    dev: options.dev ?? false,
    staticDir: options.staticDir,
    solanaCluster: settings.SOLANA_CLUSTER,
    settlementAddress: settings.SETTLEMENT_ADDRESS,
    rateLimits: {
      requestsPerKey: settings.RATE_LIMIT_PER_KEY,
      requestsPerIp: settings.RATE_LIMIT_PER_IP,
      windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS,
      // In test mode one developer opens checkout after checkout from one machine, and the pool holds 256.
      openTransactionsPerIp:
        settings.OPEN_TRANSACTIONS_PER_IP ?? (settings.SOLANA_CLUSTER === 'localnet' ? 100 : 10),
      openTransactionsPerLink: settings.OPEN_TRANSACTIONS_PER_LINK,
    },
    trustProxy: settings.TRUST_PROXY === undefined ? undefined : parseTrustProxy(settings.TRUST_PROXY),
    dashboardSessionMinutes: settings.DASHBOARD_SESSION_MINUTES,
  };
}

/**
 * TRUST_PROXY's value as Fastify's `trustProxy`. `true` (trust any X-Forwarded-For) is deliberately not offered:
 * a client reaching the service directly could then name any address it likes and get a fresh rate-limit budget
 * with each request.
 */
function parseTrustProxy(text: string): number | string[] {
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim());
}

function isTrustProxySetting(text: string): boolean {
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= 10;
  return text.split(',').every((entry) => {
    const [address, prefix, ...rest] = entry.trim().split('/');
    if (rest.length > 0 || address === undefined) return false;
    const family = isIP(address);
    if (family === 0) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  });
}

/**
 * What SOLANA_CLUSTER asks of the rest of the configuration. The embedded ledger is a localnet, so a public
 * cluster needs an RPC endpoint (SOLANA_RPC_URL); and configured keys must be the cluster's kind, so that a
 * test key never reaches a live service, nor a live key a sandbox.
 */
function solanaClusterProblems(
  cluster: SolanaCluster,
  given: {
    rpcUrl: string | undefined;
    publicKey: string | undefined;
    secretKey: string | undefined;
    settlementAddress: string | undefined;
    depositSeedGiven: boolean;
  },
): string[] {
  const problems: string[] = [];
  if (cluster !== 'localnet' && given.rpcUrl === undefined) {
    problems.push(
      `SOLANA_CLUSTER: ${cluster} needs SOLANA_RPC_URL, an RPC endpoint on ${cluster}; the embedded ledger is a localnet`,
    );
  }
  if (cluster !== 'localnet' && given.settlementAddress === undefined) {
    problems.push(
      `SETTLEMENT_ADDRESS: is required on SOLANA_CLUSTER=${cluster}: the address of your own wallet, where every payment is swept`,
    );
  }
  if (cluster !== 'localnet' && !given.depositSeedGiven) {
    // A seed generated into DATA_DIR would be copied by every backup of the disk: off localnet it holds money.
    problems.push(
      `DEPOSIT_SEED: is required on SOLANA_CLUSTER=${cluster} (openssl rand -hex 32); keep it in your secrets and back it up`,
    );
  }
  if (cluster === 'localnet' && given.settlementAddress !== undefined) {
    // On localnet the sandbox keeps each business's wallet itself, so that payouts and swaps can move its money.
    problems.push(
      "SETTLEMENT_ADDRESS: is for devnet and mainnet-beta; on localnet payments are swept to each business's test wallet",
    );
  }
  const keys = [
    ['SANDBOX_PUBLIC_KEY', 'public', given.publicKey],
    ['SANDBOX_SECRET_KEY', 'secret', given.secretKey],
  ] as const;
  for (const [name, kind, key] of keys) {
    const prefix = apiKeyPrefix(kind, cluster);
    if (key !== undefined && !key.startsWith(prefix)) {
      problems.push(`${name}: must start with ${prefix} on SOLANA_CLUSTER=${cluster}`);
    }
  }
  return problems;
}

/**
 * The WebSocket endpoint beside a JSON-RPC one, derived as @solana/web3.js does when given none: http becomes ws
 * and https wss, and an explicit port moves to the next one (a validator's WebSocket port), while a URL without
 * one keeps the default port (a proxy that upgrades on the same port).
 */
export function solanaWebSocketUrlFor(rpcUrl: string): string {
  const url = new URL(rpcUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (url.port !== '') url.port = String(Number(url.port) + 1);
  return url.toString();
}

/** `port + offset`, or 0 (a free port) when `port` is 0 or the sum is past the last port. */
export function portAfter(port: number, offset: number): number {
  return port === 0 || port + offset > 65535 ? 0 : port + offset;
}

function isHttpOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.search === '' &&
      url.hash === '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}
