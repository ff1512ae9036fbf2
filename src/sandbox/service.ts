import { existsSync } from 'node:fs';
import type { FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServiceConfig } from './config.js';
import type { ServiceContext } from './context.js';
import { buildApiApp } from './http/app.js';
import { registerPageRoutes, staticFileHeaders } from './http/pages.js';
import { prepareCustody } from './balances/prepare-custody.js';
import { custodyAccountsFor } from './balances/custody-accounts.js';
import { checkCustody, type CustodyCheck } from './balances/check-custody.js';
import { randomUUID } from 'node:crypto';
import { blockingLines, describeLine, reconcile, type ReconciliationLine } from './balances/reconcile.js';
import { startExpiryJob } from './jobs/expiry.js';
import { recoverLedgerIntents, startIntentRecoveryJob } from './jobs/intent-recovery.js';
import { sweepUnsweptPayments } from './jobs/settlement.js';
import { startSettlementJob } from './jobs/settlement.js';
import { startSwapCompletionJob } from './jobs/swap-completion.js';
import { startFeePayerWatch } from './jobs/fee-payer-watch.js';
import { startDepositPoolRefill } from './jobs/deposit-pool-refill.js';
import { startClosedDepositScan } from './jobs/closed-deposits.js';
import { startTransactionChangeRelay } from './payments/transaction-change-relay.js';
import type { PostgresListener } from './store/postgres-notifications.js';
import { JobMonitor } from './observability/job-monitor.js';
import { databaseJobLeases, SOLE_INSTANCE_LEASES } from './jobs/job-leases.js';
import {
  databaseInstanceRegistry,
  SOLE_INSTANCE_REGISTRY,
  startInstanceHeartbeat,
} from './jobs/instance-heartbeat.js';
import { startWebhookDelivery } from './webhooks/delivery-job.js';
import { catchUpDeposits, NOT_WATCHING_YET, startDepositDetection } from './payments/detect.js';
import { TransactionChanges } from './payments/transaction-changes.js';
import { PublicVerificationCache } from './views/public-verification-cache.js';
import { createReadCaches } from './views/response-cache.js';
import { startReadCacheRelay } from './views/read-cache-relay.js';
import { openChain } from './chain/open-chain.js';
import { claimDataDir } from './data-dir-lock.js';
import { depositSeedNotice, loadDepositSeed } from './deposit-seed-file.js';
import { checkDepositSeed } from './balances/deposit-signer.js';
import {
  listenForRpcSubscriptions,
  portBeside,
  type RpcWebSocketListener,
} from './rpc/websocket-listener.js';
import type { Database } from './store/database.js';
import { openDatabase } from './store/open-database.js';
import { holdStartupLock, migrate } from './store/migrations.js';
import { ensureDemoBusiness, seedReferenceData, type DemoBusinessKeys } from './store/seed.js';

export interface RunningService {
  /** Base URL the service listens on, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  /**
   * The JSON-RPC WebSocket on the port after the service's, e.g. ws://127.0.0.1:8788/rpc: what `@solana/web3.js`
   * derives from `${url}/rpc` when given no `wsEndpoint` (any path there serves; `${url}/rpc` does too).
   */
  rpcWebSocketUrl: string;
  demoBusiness: DemoBusinessKeys;
  /** What the start-up check found: the reconciliation, and why the service is halted, if it is. */
  startupCheck: StartupCheck;
  context: ServiceContext;
  close(): Promise<void>;
}

/**
 * Starts the local service: opens (and migrates) the database in `config.dataDir`, seeds the demo business,
 * serves the API and, when configured, the pages; answers once it is listening.
 */
export async function startService(
  config: ServiceConfig,
  options: {
    logger?: FastifyServerOptions['logger'];
    now?: () => Date;
    /** Where a new PGlite database starts from instead of initdb (tests: emptyPgliteTemplate). */
    pgliteTemplate?: () => Promise<Blob>;
  } = {},
): Promise<RunningService> {
  const lock = claimDataDir(config.dataDir);
  let database: Database;
  let depositSeed: ReturnType<typeof loadDepositSeed>;
  try {
    // First, so that a seed file readable by others, or holding no seed, stops the start before anything else.
    depositSeed = loadDepositSeed(config);
    database = await openDatabase(
      config,
      options.pgliteTemplate ? { pgliteTemplate: options.pgliteTemplate } : {},
    );
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    await migrate(database);
    await database.transaction(async (executor) => {
      await holdStartupLock(executor);
      await checkDepositSeed(executor, depositSeed.seed);
    });
    await seedReferenceData(database, config.solanaCluster);
    const demoBusiness = await ensureDemoBusiness(
      database,
      { publicKey: config.publicKey, secretKey: config.secretKey },
      config.solanaCluster,
    );
    // Background failures go to the app's log, which exists once the app is built.
    const log: { app?: Awaited<ReturnType<typeof buildApiApp>> } = {};
    const { chain, ledger } = await openChain(config, database, {
      onBackgroundError: (error) => log.app?.log.error({ err: error }, 'chain subscription catch-up failed'),
    });
    const transactionChanges = new TransactionChanges();
    // New at every start (INSTANCE_ID, when set, names it): a restarted process never takes the claims and leases
    // of the one that crashed before it for its own.
    const instanceId =
      config.instanceName === undefined ? randomUUID() : `${config.instanceName}-${randomUUID().slice(0, 8)}`;
    const context: ServiceContext = {
      config,
      instanceId,
      database,
      chain,
      ledger,
      // Until the detector starts (once the service listens), nothing can open a transaction to watch.
      deposits: NOT_WATCHING_YET,
      transactionChanges,
      verifications: new PublicVerificationCache(config.verificationCacheEntries, transactionChanges),
      readCaches: createReadCaches(),
      depositSeed: depositSeed.seed,
      custody: custodyAccountsFor(config, depositSeed.seed),
      now: options.now ?? (() => new Date()),
      halted: undefined,
      draining: false,
      jobMonitor: new JobMonitor(),
      // PGlite's DATA_DIR admits one process; on PostgreSQL, instances share the jobs by leases. `instanceId` is
      // new at each start, so a restarted process never takes itself for its predecessor.
      jobLeases:
        config.databaseUrl === undefined ? SOLE_INSTANCE_LEASES : databaseJobLeases(database, instanceId),
      instances:
        config.databaseUrl === undefined ? SOLE_INSTANCE_REGISTRY : databaseInstanceRegistry({ database }),
      lastReconciliation: undefined,
      demo: { paymentLinkId: demoBusiness.demoPaymentLinkId, shopUrl: null },
      reportBackgroundError: (error, activity) => log.app?.log.error({ err: error }, `${activity} failed`),
    };
    /** Each job's errors, reported under the job's name. */
    const reportingAs = (job: string) => (error: unknown) => context.reportBackgroundError(error, job);
    const app = await buildApiApp(context, options.logger ?? false);
    log.app = app;
    const seedNotice = depositSeedNotice(depositSeed.source);
    if (seedNotice) app.log.warn(seedNotice);
    if (config.dev) {
      const { installViteDevServer } = await import('./http/vite-dev.js');
      await installViteDevServer(app);
    } else if (config.staticDir && existsSync(config.staticDir)) {
      await app.register(fastifyStatic, {
        root: config.staticDir,
        wildcard: false,
        // Cache-Control per file (the loader briefly, hashed files for good): staticFileHeaders.
        cacheControl: false,
        setHeaders: staticFileHeaders(config.staticDir),
      });
      registerPageRoutes(app);
    }
    let startupCheck: StartupCheck;
    try {
      const custody = await checkCustody(context.chain, context.custody);
      if (config.databaseUrl === undefined) {
        // PGlite: one instance, and one transaction at a time, which the embedded ledger's own writes need.
        await prepareCustody(database, context.chain, context.custody);
      } else {
        // Under the start-up lock: instances starting together would each see a custody wallet unfunded and each
        // pay its rent, leaving the settlement wallet holding more than the books say.
        await database.transaction(async (executor) => {
          await holdStartupLock(executor);
          await prepareCustody(executor, context.chain, context.custody);
        });
      }
      startupCheck = { custody, ...(await checkAtStartup(context)) };
    } catch (error) {
      await context.chain.close();
      throw error;
    }
    // Several instances may share a PostgreSQL database: each one's transaction changes reach the others' streams,
    // and each one's edits (a payment link) drop the others' cached answers.
    let changeRelay: PostgresListener | undefined;
    let readCacheRelay: PostgresListener | undefined;
    let heartbeat: { stop(): Promise<void> } | undefined;
    try {
      if (config.databaseUrl !== undefined) {
        heartbeat = await startInstanceHeartbeat(context, reportingAs('instance heartbeat'));
        changeRelay = await startTransactionChangeRelay({
          databaseUrl: config.databaseUrl,
          database,
          instanceId: context.instanceId,
          changes: transactionChanges,
          onError: (error, activity) => context.reportBackgroundError(error, activity),
        });
        readCacheRelay = await startReadCacheRelay({
          databaseUrl: config.databaseUrl,
          database,
          instanceId: context.instanceId,
          caches: context.readCaches,
          onError: (error, activity) => context.reportBackgroundError(error, activity),
        });
      }
      // Listening is the last step that can fail (a port in use); the jobs start only after it.
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      await readCacheRelay?.stop();
      await changeRelay?.stop();
      await heartbeat?.stop();
      await context.chain.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Over an RPC endpoint, subscriptions are the endpoint's own (SOLANA_WS_URL): nothing to listen for here.
    let rpcWebSocket: RpcWebSocketListener | undefined;
    if (ledger) {
      try {
        rpcWebSocket = await listenForRpcSubscriptions(
          { ...context, ledger },
          {
            host: config.host,
            ...portBeside(port, config.port, config.rpcWebSocketPort),
            setting: 'RPC_WS_PORT',
            advice:
              'stop what uses it, or set RPC_WS_PORT to another port (0: a free one; @solana/web3.js clients ' +
              'then need the URL the service prints as wsEndpoint)',
            logger: app.log,
          },
        );
      } catch (error) {
        await app.close();
        await readCacheRelay?.stop();
        await changeRelay?.stop();
        await heartbeat?.stop();
        await context.chain.close();
        throw error;
      }
    }
    const intentRecovery = startIntentRecoveryJob(context, reportingAs('ledger intent recovery'));
    const detection = startDepositDetection(context, reportingAs('deposit detection'));
    context.deposits = detection;
    const expiryJob = startExpiryJob(context, reportingAs('expiry sweep'));
    const settlementJob = startSettlementJob(context, reportingAs('payment settlement'));
    const swapJob = startSwapCompletionJob(context, reportingAs('swap completion'));
    const depositPoolRefill = startDepositPoolRefill(context, reportingAs('deposit pool refill'));
    const closedDepositScan = startClosedDepositScan(context, reportingAs('closed deposit scan'));
    const feePayerWatch = startFeePayerWatch(context, reportingAs('fee payer balance check'));
    const webhookDelivery = startWebhookDelivery(context, reportingAs('webhook delivery'));
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const url = `http://${host}:${port}`;
    lock.announce(url);
    let closing: Promise<void> | undefined;
    return {
      url,
      rpcWebSocketUrl: rpcWebSocket ? `${rpcWebSocket.url}/rpc` : (config.solanaWebSocketUrl ?? ''),
      demoBusiness,
      startupCheck,
      context,
      close() {
        closing ??= (async () => {
          context.draining = true;
          await intentRecovery.stop();
          await expiryJob.stop();
          await swapJob.stop();
          await settlementJob.stop();
          await detection.stop();
          await webhookDelivery.stop();
          await feePayerWatch.stop();
          await depositPoolRefill.stop();
          await closedDepositScan.stop();
          // Another instance takes this one's jobs at once, rather than when the leases lapse.
          await context.jobLeases
            .releaseAll()
            .catch((error: unknown) => context.reportBackgroundError(error, 'releasing job leases'));
          await app.close();
          // After the last request: its Idempotency-Keys are free for another instance once this row is gone.
          await heartbeat
            ?.stop()
            .catch((error: unknown) => context.reportBackgroundError(error, 'stopping the heartbeat'));
          await readCacheRelay?.stop();
          await changeRelay?.stop();
          await rpcWebSocket?.close();
          await context.chain.close();
          await database.close();
          lock.release();
        })();
        return closing;
      },
    };
  } catch (error) {
    await database.close();
    lock.release();
    throw error;
  }
}

export interface StartupCheck {
  /** The fee payer and what it held at start. */
  custody: CustodyCheck;
  /** Ledger transfers a previous process left pending, now finished or undone. */
  recoveredIntents: number;
  reconciliation: ReconciliationLine[];
  /** Set when the service refuses to serve: what disagrees. */
  halted: string | undefined;
}

/**
 * Before serving: finishes or undoes what a previous process left half done (from what the ledger shows), then
 * reconciles the books with the ledger. A shortfall halts the service (unless RECONCILE_ON_START=warn); a
 * surplus is only reported.
 */
async function checkAtStartup(context: ServiceContext): Promise<Omit<StartupCheck, 'custody'>> {
  // Payments the ledger acknowledged just before a crash, that the detector had not stored yet.
  await catchUpDeposits(context);
  const recoveredIntents = await recoverLedgerIntents(context, context.now());
  await sweepUnsweptPayments(context);
  const reconciliation = await reconcile(context.database, context.chain, context.config.solanaCluster);
  context.lastReconciliation = { checkedAt: context.now(), lines: reconciliation };
  const blocking = blockingLines(reconciliation);
  if (blocking.length > 0 && context.config.reconcileOnStart === 'halt') {
    context.halted = blocking.map(describeLine).join('; ');
  }
  return { recoveredIntents, reconciliation, halted: context.halted };
}
