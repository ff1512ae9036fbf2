/**
 * `npm run reconcile`: proves that every business balance equals the sum of its movements and the funds the
 * local ledger holds for it. With the service stopped it opens DATA_DIR (or DATABASE_URL) itself (the ledger
 * replays its history as at any start); with the service running it asks the service
 * (GET /v1/sandbox/reconciliation) and needs SANDBOX_SECRET_KEY. Prints one row per business and currency and a
 * sentence per row that disagrees; exits 1 on a shortfall or books that contradict themselves (what halts the
 * service), 0 otherwise (a surplus is reported only).
 */
import { describeLine, reconcile } from '../src/sandbox/balances/reconcile.js';
import { openChain } from '../src/sandbox/chain/open-chain.js';
import { loadConfig } from '../src/sandbox/config.js';
import { claimDataDir, readDataDirLock } from '../src/sandbox/data-dir-lock.js';
import { migrate } from '../src/sandbox/store/migrations.js';
import { openDatabase } from '../src/sandbox/store/open-database.js';
import { createClient, type Reconciliation } from '../src/api/index.js';

async function linesFromRunningService(url: string): Promise<Reconciliation> {
  const apiKey = process.env.SANDBOX_SECRET_KEY;
  if (!apiKey) {
    throw new Error(
      `The service is running at ${url}. Set SANDBOX_SECRET_KEY to its secret key (printed by npm start), or stop it.`,
    );
  }
  return createClient({ baseUrl: url, apiKey }).sandbox.reconciliation();
}

async function linesFromDataDir(config: ReturnType<typeof loadConfig>): Promise<Reconciliation> {
  const lock = claimDataDir(config.dataDir);
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const { chain } = await openChain(config, database);
    try {
      return await reconcile(database, chain, config.solanaCluster);
    } finally {
      await chain.close();
    }
  } finally {
    await database.close();
    lock.release();
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const running = readDataDirLock(config.dataDir);
  const lines = running?.url ? await linesFromRunningService(running.url) : await linesFromDataDir(config);
  console.table(
    lines.map((line) => ({
      business: line.businessName,
      currency: line.currency,
      balance: line.balance,
      'sum of movements': line.movements,
      'ledger funds': line.ledgerFunds,
      'in transit': line.inTransit ?? '',
      status: line.status ?? (line.ok ? 'ok' : 'disagrees'),
    })),
  );
  const notOk = lines.filter((line) => !line.ok);
  for (const line of notOk) {
    console.log(
      line.status && line.difference !== undefined && line.inTransit !== undefined
        ? describeLine({
            ...line,
            status: line.status,
            inTransit: line.inTransit,
            difference: line.difference,
          })
        : `${line.businessName} ${line.currency}: balance ${line.balance}, ledger funds ${line.ledgerFunds}`,
    );
  }
  const blocking = notOk.filter((line) => line.status !== 'surplus');
  console.log(
    notOk.length === 0
      ? 'Reconciled: every balance matches its movements and the ledger.'
      : blocking.length === 0
        ? `Reconciled, with ${notOk.length} surplus row(s): the ledger holds more than the books owe.`
        : `${blocking.length} row(s) disagree: the ledger holds less than the books owe, or the books contradict themselves.`,
  );
  process.exitCode = blocking.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
