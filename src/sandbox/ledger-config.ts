import path from 'node:path';
import { z } from 'zod';
import { bodyLimitSchema, portSchema } from './config.js';

/** What `npm run ledger` can be told, from environment variables with embedded defaults. */
export interface LedgerConfig {
  host: string;
  /**
   * Port of the JSON-RPC over HTTP, and of its WebSocket; the WebSocket listens on the port + 1 as well, where
   * `@solana/web3.js` looks for it (0: a free port, and the one after it if that is free too).
   */
  port: number;
  /** Where the ledger keeps its state: its checkpoint and its transaction history (a PGlite database). */
  directory: string;
  /** The largest request body, or WebSocket message, accepted: the service's BODY_LIMIT_BYTES. */
  bodyLimitBytes: number;
}

/** The port `solana-test-validator` answers on, so that tools set up for it find this ledger as they are. */
export const DEFAULT_LEDGER_PORT = 8899;

const environmentSchema = z.object({
  LEDGER_HOST: z.string().min(1).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  LEDGER_PORT: portSchema.default(DEFAULT_LEDGER_PORT),
  LEDGER_DIR: z.string().min(1).default('.ledger/'),
  BODY_LIMIT_BYTES: bodyLimitSchema,
});

/** Reads the standalone ledger's configuration, throwing one Error that names every bad variable. */
export function loadLedgerConfig(environment: Record<string, string | undefined>): LedgerConfig {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const settings = parsed.data;
  return {
    // LEDGER_HOST first: HOST may be set for the service, which need not listen where the ledger does.
    host: settings.LEDGER_HOST ?? settings.HOST,
    port: settings.LEDGER_PORT,
    directory: path.resolve(settings.LEDGER_DIR),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
  };
}
