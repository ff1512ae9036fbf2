import type { ServiceContext } from '../context.js';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  forgetEarlierProcesses,
  forgetInstances,
  isInstanceAlive,
  listLiveInstances,
  recordHeartbeat,
} from '../store/service-instances.js';
import { startPeriodicJob } from './periodic.js';
import { clearReadCaches } from '../views/response-cache.js';

const HEARTBEAT_INTERVAL_MS = 5000;
/** Silent this long, an instance is taken for dead: three beats missed. */
export const INSTANCE_SILENCE_MS = 3 * HEARTBEAT_INTERVAL_MS;
/** Rows of instances silent this long are removed. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Which other instances are alive: what taking over an Idempotency-Key another instance claimed asks. */
export interface InstanceRegistry {
  isAlive(instanceId: string): Promise<boolean>;
}

/**
 * One process on its own database (PGlite's DATA_DIR admits one at a time): whoever else claimed something was an
 * earlier process, now gone.
 */
export const SOLE_INSTANCE_REGISTRY: InstanceRegistry = { isAlive: () => Promise.resolve(false) };

/** Instances sharing a PostgreSQL database: alive while their heartbeat is recent. */
export function databaseInstanceRegistry(context: Pick<ServiceContext, 'database'>): InstanceRegistry {
  return { isAlive: (instanceId) => isInstanceAlive(context.database, instanceId, INSTANCE_SILENCE_MS) };
}

/**
 * Says every few seconds that this instance is alive (every instance does: it is not a leased job), and when it
 * stops removes its row, so its claims are free at once. Only on PostgreSQL; a first beat is written at start.
 *
 * Each beat also notices other instances that stopped or fell silent since the last one. One killed between
 * committing a transaction's change and NOTIFYing it (transaction-change-relay.ts) leaves this instance's streams
 * and cache unaware of it: they are all re-read then (`receiveMissed`), as after a lost LISTEN connection. The read
 * caches (a payment link's page) are cleared for the same reason.
 */
export async function startInstanceHeartbeat(context: ServiceContext, onError: (error: unknown) => void) {
  // This process holds the DATA_DIR's lock (data-dir-lock.ts): whoever ran on it before is gone.
  const dataDir = `${hostname()}:${path.resolve(context.config.dataDir)}`;
  await forgetEarlierProcesses(context.database, dataDir);
  if (context.ledger) await refuseEmbeddedLedgerBesideOthers(context);
  const instance = { instanceId: context.instanceId, dataDir };
  await recordHeartbeat(context.database, instance);
  let lastCleanup = 0;
  let livePeers = new Set<string>();
  const job = startPeriodicJob(
    HEARTBEAT_INTERVAL_MS,
    async () => {
      await recordHeartbeat(context.database, instance);
      const live = new Set(await listLiveInstances(context.database, INSTANCE_SILENCE_MS));
      if ([...livePeers].some((peer) => !live.has(peer))) {
        context.transactionChanges.receiveMissed();
        // The same gap for the read caches: a peer killed between its edit and its NOTIFY (read-cache-relay.ts).
        clearReadCaches(context.readCaches);
      }
      livePeers = live;
      if (Date.now() - lastCleanup > 60 * 60 * 1000) {
        lastCleanup = Date.now();
        await forgetInstances(context.database, { staleMs: FORGET_AFTER_MS });
      }
    },
    onError,
    { name: 'instance_heartbeat', monitor: context.jobMonitor },
  );
  return {
    async stop() {
      await job.stop();
      await forgetInstances(context.database, { stopping: context.instanceId, staleMs: FORGET_AFTER_MS });
    },
  };
}

/**
 * The embedded ledger lives in this process's DATA_DIR: an instance running one beside others on the same
 * database would keep books against a chain no other instance sees. Several instances share one chain through
 * SOLANA_RPC_URL (`npm run ledger` in test mode, or a public cluster).
 */
async function refuseEmbeddedLedgerBesideOthers(context: ServiceContext): Promise<void> {
  const others = await listLiveInstances(context.database, INSTANCE_SILENCE_MS);
  if (others.length === 0) return;
  throw new Error(
    `${others.length} other instance(s) are running on this database (${others.join(', ')}), and this one ` +
      'would use its own embedded ledger: several instances must share one chain. Start `npm run ledger` (test ' +
      'mode) or use a public cluster, and give every instance the same SOLANA_RPC_URL.',
  );
}
