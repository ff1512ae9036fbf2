import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLedgerProcess } from './ledger-process.js';
import {
  createPostgresTestDatabase,
  dropPostgresTestDatabase,
  postgresTestDatabaseUrl,
  testDatabaseAdminUrl,
} from './test-database.js';

/**
 * What several test services share when they stand for instances behind a load balancer: a fresh database on the
 * TEST_DATABASE_URL server, one `npm run ledger` (the embedded ledger is one process's), and one deposit seed.
 * `environment` is what each instance is started with, besides its own settings; `stop()` removes all three.
 */
export async function startSharedDeployment(): Promise<{
  environment: Record<string, string>;
  stop: () => Promise<void>;
}> {
  const adminUrl = testDatabaseAdminUrl();
  if (!adminUrl) throw new Error('a shared deployment needs TEST_DATABASE_URL (the PostgreSQL pass)');
  const name = await createPostgresTestDatabase(adminUrl);
  const ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-shared-ledger-'));
  const stop = async () => {
    await ledger?.stop();
    await rm(ledgerDir, { recursive: true, force: true });
    await dropPostgresTestDatabase(adminUrl, name);
  };
  let ledger: Awaited<ReturnType<typeof startLedgerProcess>> | undefined;
  try {
    ledger = await startLedgerProcess(ledgerDir);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    environment: {
      DATABASE_URL: postgresTestDatabaseUrl(adminUrl, name),
      SOLANA_RPC_URL: ledger.url,
      SOLANA_WS_URL: ledger.webSocketUrl,
      DEPOSIT_SEED: randomBytes(32).toString('hex'),
    },
    stop,
  };
}
