import { listenForNotifications, type PostgresListener } from '../store/postgres-notifications.js';
import type { SqlExecutor } from '../store/database.js';
import { clearReadCaches, type ReadCacheName, type ReadCaches } from './response-cache.js';

/** The PostgreSQL channel read-cache drops travel on between instances. */
export const READ_CACHE_CHANNEL = 'crypto_checkout_read_cache_invalidations';

/**
 * Carries drops of the read caches (response-cache.ts) between the instances sharing one PostgreSQL database, with
 * LISTEN/NOTIFY, as transaction-change-relay.ts carries transaction changes: a writer's `invalidate` is NOTIFYed
 * (after its statement committed, so that an instance re-reading on receipt finds the new row), and each drop
 * another instance NOTIFYed is applied here. A payload is `<instance id> <cache name> <key>`; an instance ignores
 * its own. After the listening connection broke, every read cache here is cleared, since what was sent meanwhile
 * is lost.
 */
export async function startReadCacheRelay(options: {
  databaseUrl: string;
  database: SqlExecutor;
  instanceId: string;
  caches: ReadCaches;
  onError: (error: unknown, activity: string) => void;
}): Promise<PostgresListener> {
  const { caches, instanceId } = options;
  const names = Object.keys(caches) as ReadCacheName[];
  const listener = await listenForNotifications(options.databaseUrl, READ_CACHE_CHANNEL, {
    onMessage: (payload) => {
      const drop = parsePayload(payload);
      if (!drop || drop.instanceId === instanceId) return;
      // A name this version does not know comes from a newer instance's cache: nothing of it is kept here.
      if (names.includes(drop.cache as ReadCacheName)) caches[drop.cache as ReadCacheName].delete(drop.key);
    },
    onResumed: () => clearReadCaches(caches),
    onError: (error) => options.onError(error, 'listening for other instances’ read-cache drops'),
  });
  for (const name of names) {
    caches[name].relay = (key) => {
      options.database
        .query('SELECT pg_notify($1, $2)', [READ_CACHE_CHANNEL, `${instanceId} ${name} ${key}`])
        .catch((error: unknown) =>
          options.onError(error, `telling other instances to drop ${name} entry ${key}`),
        );
    };
  }
  return {
    async stop() {
      for (const name of names) caches[name].relay = undefined;
      await listener.stop();
    },
  };
}

/** `<instance id> <cache name> <key>`; the key is the rest, spaces and all (a cache's key may hold some). */
function parsePayload(payload: string): { instanceId: string; cache: string; key: string } | undefined {
  const first = payload.indexOf(' ');
  const second = first < 0 ? -1 : payload.indexOf(' ', first + 1);
  if (second < 0) return undefined;
  return {
    instanceId: payload.slice(0, first),
    cache: payload.slice(first + 1, second),
    key: payload.slice(second + 1),
  };
}
