import path from 'node:path';
import { z } from 'zod';
import { Rational } from './pricing/rational.js';
import { parseUsdRates, type UsdRates } from './pricing/rates.js';

/** Everything the local service can be told, from environment variables with embedded defaults. */
export interface ServiceConfig {
  host: string;
  port: number;
  dataDir: string;
  publicKey: string | undefined;
  secretKey: string | undefined;
  transactionTtlSeconds: number;
  feePercent: Rational;
  rates: UsdRates;
  bodyLimitBytes: number;
  expirySweepIntervalMs: number;
  /** Serve the pages through Vite's dev server (hot reload) instead of the built `dist/`. */
  dev: boolean;
  /** Where the built pages are; absent means the service serves the API only. */
  staticDir: string | undefined;
}

export const PUBLIC_KEY_PATTERN = /^pk_test_[A-Za-z0-9]{16,64}$/;
export const SECRET_KEY_PATTERN = /^sk_test_[A-Za-z0-9]{16,64}$/;

const portSchema = z.coerce.number().int().min(0).max(65535);

const environmentSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: portSchema.default(8787),
  DATA_DIR: z.string().min(1).default('.data/'),
  SANDBOX_PUBLIC_KEY: z
    .string()
    .regex(PUBLIC_KEY_PATTERN, 'must look like pk_test_ followed by 16 to 64 letters or digits')
    .optional(),
  SANDBOX_SECRET_KEY: z
    .string()
    .regex(SECRET_KEY_PATTERN, 'must look like sk_test_ followed by 16 to 64 letters or digits')
    .optional(),
  TRANSACTION_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  FEE_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percentage between 0 and 50 such as 1 or 0.5')
    .refine((text) => Number(text) <= 50, 'must be at most 50')
    .default('1'),
  RATES_USD: z.string().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  EXPIRY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
});

/** Reads the configuration, throwing one Error that names every bad variable. */
export function loadConfig(
  environment: Record<string, string | undefined>,
  options: { dev?: boolean; staticDir?: string } = {},
): ServiceConfig {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  return {
    host: settings.HOST,
    port: settings.PORT,
    dataDir: path.resolve(settings.DATA_DIR),
    publicKey: settings.SANDBOX_PUBLIC_KEY,
    secretKey: settings.SANDBOX_SECRET_KEY,
    transactionTtlSeconds: settings.TRANSACTION_TTL_SECONDS,
    feePercent: Rational.parse(settings.FEE_PERCENT),
    rates: parseUsdRates(settings.RATES_USD),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    expirySweepIntervalMs: settings.EXPIRY_SWEEP_INTERVAL_MS,
    dev: options.dev ?? false,
    staticDir: options.staticDir,
  };
}
