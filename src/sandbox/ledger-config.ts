import path from 'node:path';
import { z } from 'zod';
import { SOLANA_CLUSTERS, type SolanaCluster } from '../api/solana-cluster.js';
import { bodyLimitSchema, parseEnvironment, portSchema } from './config.js';

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
  /**
   * How often a block is produced with no transaction (LEDGER_BLOCK_MS), so that blockhashes expire with time as
   * on a validator.
   */
  blockIntervalMs: number;
  /**
   * The cluster whose stablecoin mints the ledger holds (LEDGER_CLUSTER): `localnet`, the sandbox's own; `devnet`
   * or `mainnet-beta`, imitations of theirs at their real addresses. Fixed when LEDGER_DIR is first used.
   */
  cluster: SolanaCluster;
}

/** The port `solana-test-validator` answers on, so that tools set up for it find this ledger as they are. */
export const DEFAULT_LEDGER_PORT = 8899;
/** Solana's own slot time. */
export const DEFAULT_LEDGER_BLOCK_MS = 400;

const environmentSchema = z.object({
  LEDGER_HOST: z.string().min(1).optional(),
  HOST: z.string().min(1).default('127.0.0.1'),
  LEDGER_PORT: portSchema.default(DEFAULT_LEDGER_PORT),
  LEDGER_DIR: z.string().min(1).default('.ledger/'),
  BODY_LIMIT_BYTES: bodyLimitSchema,
  // 5 ms at least: each empty block is work for the ledger's one queue, which transactions wait in too.
  LEDGER_BLOCK_MS: z.coerce.number().int().min(5).max(10_000).default(DEFAULT_LEDGER_BLOCK_MS),
  LEDGER_CLUSTER: z
    .enum(SOLANA_CLUSTERS, { error: `must be one of ${SOLANA_CLUSTERS.join(', ')}` })
    .default('localnet'),
});

/** Reads the standalone ledger's configuration, throwing one Error that names every bad variable. */
export function loadLedgerConfig(environment: Record<string, string | undefined>): LedgerConfig {
  const settings = parseEnvironment(environmentSchema, environment);
  return {
    // LEDGER_HOST first: HOST may be set for the service, which need not listen where the ledger does.
    host: settings.LEDGER_HOST ?? settings.HOST,
    port: settings.LEDGER_PORT,
    directory: path.resolve(settings.LEDGER_DIR),
    bodyLimitBytes: settings.BODY_LIMIT_BYTES,
    blockIntervalMs: settings.LEDGER_BLOCK_MS,
    cluster: settings.LEDGER_CLUSTER,
  };
}
