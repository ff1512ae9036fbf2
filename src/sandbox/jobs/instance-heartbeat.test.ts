import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { claimIdempotencyKey } from '../store/idempotency-keys.js';
import { migrate } from '../store/migrations.js';
import {
  forgetEarlierProcesses,
  forgetInstances,
  isInstanceAlive,
  recordHeartbeat,
} from '../store/service-instances.js';
import { call } from '../testing/http.js';
import { openTestDatabase, testStore } from '../testing/test-database.js';
import { startTestService, type TestService } from '../testing/test-service.js';

const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('instance heartbeats', () => {
  it('say an instance is alive while it beats, and not once it stopped or fell silent', async () => {
    const { database, destroy } = await openTestDatabase();
    cleanups.push(destroy);
    await migrate(database);
    await recordHeartbeat(database, { instanceId: 'instance-a', dataDir: 'host:/a' });
    await recordHeartbeat(database, { instanceId: 'instance-b', dataDir: 'host:/b' });
    expect(await isInstanceAlive(database, 'instance-a', 15_000)).toBe(true);
    expect(await isInstanceAlive(database, 'instance-c', 15_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await isInstanceAlive(database, 'instance-a', 30)).toBe(false);
    await forgetInstances(database, { stopping: 'instance-a', staleMs: 60_000 });
    expect(await isInstanceAlive(database, 'instance-a', 15_000)).toBe(false);
    expect(await isInstanceAlive(database, 'instance-b', 15_000)).toBe(true);
    // A process taking instance-b's DATA_DIR after a crash knows instance-b is gone.
    await forgetEarlierProcesses(database, 'host:/b');
    expect(await isInstanceAlive(database, 'instance-b', 15_000)).toBe(false);
  });

  // Several instances share PostgreSQL; PGlite's DATA_DIR admits one process, whose predecessors are all gone.
  it.skipIf(testStore() !== 'postgres')(
    'leave an Idempotency-Key to the live instance that claimed it, and take it over once that one is gone',
    async () => {
      const service: TestService = await startTestService();
      cleanups.push(() => service.destroy());
      const { database } = service.context;
      const body = { crypto: 'SOL', baseFiat: 'USD', amount: 2, email: 'twice@example.com' };
      const fingerprint = createHash('sha256')
        .update(`POST /v1/transactions\n${JSON.stringify(body)}`)
        .digest('hex');
      // Another instance, alive, is running this very request.
      await recordHeartbeat(database, { instanceId: 'other-instance', dataDir: 'elsewhere:/data' });
      await claimIdempotencyKey(database, {
        scope: service.demoBusiness.businessId,
        key: 'order-77',
        fingerprint,
        instance: 'other-instance',
        now: new Date(),
      });
      const send = () =>
        call(service.url, 'POST', '/v1/transactions', {
          key: service.demoBusiness.secretKey,
          body,
          headers: { 'idempotency-key': 'order-77' },
        });
      expect((await send()).status).toBe(409);
      await forgetInstances(database, { stopping: 'other-instance', staleMs: 60_000 });
      expect((await send()).status).toBe(201);
    },
  );

  it.skipIf(testStore() !== 'postgres')(
    'refuse a second instance on the same database that would run an embedded ledger of its own',
    async () => {
      // The same seed, as several instances must have: the refusal is about the ledger alone.
      const seed = { DEPOSIT_SEED: '5c'.repeat(32) };
      const first: TestService = await startTestService(seed);
      cleanups.push(() => first.destroy());
      const databaseUrl = first.context.config.databaseUrl ?? '';
      await expect(startTestService({ ...seed, DATABASE_URL: databaseUrl })).rejects.toThrow(
        /other instance\(s\) are running on this database .* SOLANA_RPC_URL/,
      );
    },
  );
});
