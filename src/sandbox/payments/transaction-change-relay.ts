import { listenForNotifications, type PostgresListener } from '../store/postgres-notifications.js';
import type { SqlExecutor } from '../store/database.js';
import type { TransactionChanges } from './transaction-changes.js';

/** The PostgreSQL channel transaction changes travel on between instances. */
const CHANNEL = 'crypto_checkout_transaction_changes';

/**
 * Carries transaction changes between the instances sharing one PostgreSQL database, with LISTEN/NOTIFY: each
 * change this instance publishes is NOTIFYed (after its writer committed), and each one another instance NOTIFYed
 * is received here, so that this instance's verification cache drops it and its event streams send it. A payload
 * is `<instance id> <reference>`; an instance ignores its own. After the listening connection broke, every cache
 * here is dropped and every stream re-reads, since what was sent meanwhile is lost.
 */
export async function startTransactionChangeRelay(options: {
  databaseUrl: string;
  database: SqlExecutor;
  instanceId: string;
  changes: TransactionChanges;
  onError: (error: unknown, activity: string) => void;
}): Promise<PostgresListener> {
  const { changes, instanceId } = options;
  const listener = await listenForNotifications(options.databaseUrl, CHANNEL, {
    onMessage: (payload) => {
      const space = payload.indexOf(' ');
      if (space < 0 || payload.slice(0, space) === instanceId) return;
      changes.receive(payload.slice(space + 1));
    },
    onResumed: () => changes.receiveMissed(),
    onError: (error) => options.onError(error, 'listening for other instances’ transaction changes'),
  });
  changes.relay = (reference) => {
    options.database
      .query('SELECT pg_notify($1, $2)', [CHANNEL, `${instanceId} ${reference}`])
      .catch((error: unknown) => options.onError(error, `telling other instances that ${reference} changed`));
  };
  return {
    async stop() {
      changes.relay = undefined;
      await listener.stop();
    },
  };
}
