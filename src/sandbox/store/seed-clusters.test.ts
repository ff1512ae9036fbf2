import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.js';
import { findBusinessByApiKey } from './businesses.js';
import { listCurrencies } from './currencies.js';
import type { Database } from './database.js';
import { migrate } from './migrations.js';
import { ensureDemoBusiness, seedReferenceData } from './seed.js';

/**
 * What SOLANA_CLUSTER means for the stored data: which keys and environment the demo business gets, which
 * currencies are active, and that a database set up for one cluster is refused on another. A service on devnet
 * or mainnet-beta cannot start here (it needs an RPC endpoint on that cluster), so this is tested at the store,
 * with the same lookup the service's authentication uses (findBusinessByApiKey).
 */

let opened: { database: Database; destroy: () => Promise<void> } | undefined;

async function freshDatabase(): Promise<Database> {
  opened = await openTestDatabase('pglite');
  await migrate(opened.database);
  return opened.database;
}

afterEach(async () => {
  await opened?.destroy();
  opened = undefined;
});

const noKeys = { publicKey: undefined, secretKey: undefined };

describe('the demo business on each cluster', () => {
  it('gets test keys and TEST on localnet, with every currency active', async () => {
    const database = await freshDatabase();
    await seedReferenceData(database, 'localnet');
    const keys = await ensureDemoBusiness(database, noKeys, 'localnet');
    expect(keys.publicKey).toMatch(/^pk_test_/);
    expect(keys.secretKey).toMatch(/^sk_test_/);
    expect((await findBusinessByApiKey(database, keys.secretKey))?.account.record.context).toBe('TEST');
    const inactive = await listCurrencies(database, { status: 'inactive' });
    expect(inactive).toEqual([]);
  });

  it('gets live keys but stays TEST on devnet, where USDT is inactive; authentication finds it by either key', async () => {
    const database = await freshDatabase();
    await seedReferenceData(database, 'devnet');
    const keys = await ensureDemoBusiness(database, noKeys, 'devnet');
    expect(keys.publicKey).toMatch(/^pk_live_/);
    expect(keys.secretKey).toMatch(/^sk_live_/);
    expect(await findBusinessByApiKey(database, keys.secretKey)).toMatchObject({
      kind: 'secret',
      account: { record: { context: 'TEST' } },
    });
    expect(await findBusinessByApiKey(database, keys.publicKey)).toMatchObject({ kind: 'public' });
    const inactive = await listCurrencies(database, { status: 'inactive' });
    expect(inactive.map((currency) => currency.code)).toEqual(['USDT']);
  });

  it('gets live keys and LIVE on mainnet-beta, and takes configured live keys', async () => {
    const database = await freshDatabase();
    await seedReferenceData(database, 'mainnet-beta');
    const configured = { publicKey: `pk_live_${'a'.repeat(24)}`, secretKey: `sk_live_${'b'.repeat(24)}` };
    const keys = await ensureDemoBusiness(database, configured, 'mainnet-beta');
    expect(keys).toMatchObject(configured);
    expect((await findBusinessByApiKey(database, configured.secretKey))?.account.record.context).toBe('LIVE');
    expect(await listCurrencies(database, { status: 'inactive' })).toEqual([]);
  });
});

describe('a database set up for another cluster', () => {
  it('is refused, saying which cluster it belongs to, even with keys configured for the new one', async () => {
    const database = await freshDatabase();
    await seedReferenceData(database, 'localnet');
    await ensureDemoBusiness(database, noKeys, 'localnet');
    await expect(
      ensureDemoBusiness(
        database,
        { publicKey: `pk_live_${'a'.repeat(24)}`, secretKey: `sk_live_${'b'.repeat(24)}` },
        'devnet',
      ),
    ).rejects.toThrow(/set up for SOLANA_CLUSTER=localnet .* not devnet/);
  });

  it('tells devnet from mainnet-beta by the environment', async () => {
    const database = await freshDatabase();
    await seedReferenceData(database, 'devnet');
    const keys = await ensureDemoBusiness(database, noKeys, 'devnet');
    await expect(ensureDemoBusiness(database, noKeys, 'mainnet-beta')).rejects.toThrow(
      /set up for SOLANA_CLUSTER=devnet .* not mainnet-beta/,
    );
    await expect(ensureDemoBusiness(database, noKeys, 'localnet')).rejects.toThrow(/SOLANA_CLUSTER=devnet/);
    // The same cluster again keeps the keys.
    expect(await ensureDemoBusiness(database, noKeys, 'devnet')).toMatchObject(keys);
  });
});
