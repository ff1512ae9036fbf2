import type { ServiceConfig } from './config.js';
import type { CustodyAccounts } from './balances/custody-accounts.js';
import type { Chain } from './chain/chain.js';
import type { Ledger } from './chain/ledger.js';
import type { DepositSeed } from './domain/deposit-seed.js';
import type { DepositDetection } from './payments/detect.js';
import type { TransactionChanges } from './payments/transaction-changes.js';
import type { PublicVerificationCache } from './views/public-verification-cache.js';
import type { ReadCaches } from './views/response-cache.js';
import type { Database } from './store/database.js';
import type { JobMonitor } from './observability/job-monitor.js';
import type { JobLeases } from './jobs/job-leases.js';
import type { InstanceRegistry } from './jobs/instance-heartbeat.js';
import type { ReconciliationLine } from './balances/reconcile.js';

/** What every route and job of a running service shares. */
export interface ServiceContext {
  config: ServiceConfig;
  /**
   * This process's own id, new at every start (INSTANCE_ID and a suffix, or a UUID): what the work it owns (an
   * idempotent request, a job's lease) is tagged with, and what its logs, metrics and probes say.
   */
  instanceId: string;
  database: Database;
  /** The chain payments are made on and detected from: everything outside src/sandbox/chain goes through it. */
  chain: Chain;
  /**
   * The embedded ledger itself, for what only it has: serving its standard JSON-RPC at /rpc, and tests that
   * reach inside it. Nothing else uses it. Undefined when the chain is an RPC endpoint (SOLANA_RPC_URL): /rpc then
   * forwards the checkout's calls there.
   */
  ledger: Ledger | undefined;
  /** The deposit detector: initiation hands it every deposit it opens. */
  deposits: DepositDetection;
  /** Where writers say that a transaction changed, and its event streams listen. */
  transactionChanges: TransactionChanges;
  /** Public verifications rendered once and served from memory until the transaction changes. */
  verifications: PublicVerificationCache;
  /** Answers of the read-mostly routes, kept serialised; writers of what they show drop them. */
  readCaches: ReadCaches;
  /** The seed every deposit key is derived from: DEPOSIT_SEED, or the one kept in `DATA_DIR/deposit-seed`. */
  depositSeed: DepositSeed;
  /** Who pays the fees, where payments are swept, and whether the service keeps the businesses' funds. */
  custody: CustodyAccounts;
  /** The last reconciliation of the books with the ledger (at start, or asked for since): for the metrics. */
  lastReconciliation: { checkedAt: Date; lines: readonly ReconciliationLine[] } | undefined;
  /** Which other instances are alive: an Idempotency-Key claimed by a live one is not taken over. */
  instances: InstanceRegistry;
  /** Which background jobs this instance may run now (each runs on one instance at a time). */
  jobLeases: JobLeases;
  /** When each background job last ran, and how runs went: for the metrics. */
  jobMonitor: JobMonitor;
  /**
   * Set when the service begins to stop (SIGTERM): readiness answers 503 at once, so that a load balancer sends
   * no new requests while those in flight finish.
   */
  draining: boolean;
  /** The service's clock; every "now" comes from here so that expiry is decided in one place. */
  now: () => Date;
  /**
   * Set when the start-up reconciliation found the ledger holding less than the books owe: the API refuses to
   * serve (503, saying why) until an operator has looked.
   */
  halted: string | undefined;
  /**
   * What `GET /v1/sandbox/demo` tells the front page to link to: the demo business's seeded payment link, and the
   * demo shop's URL, which only main.ts learns, once it has started the shop beside the service (null until then,
   * and always in `npm run dev` and in tests, which run no shop).
   */
  demo: { paymentLinkId: string; shopUrl: string | null };
  /** Where failures of work nobody waits for (sweeps, jobs) are reported: the service's log. */
  reportBackgroundError: (error: unknown, activity: string) => void;
}
