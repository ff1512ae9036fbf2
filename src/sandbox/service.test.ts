import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { customerPageSchema } from '../api/schemas/customer.js';
import { paymentLinkSchema } from '../api/schemas/payment-link.js';
import { initiatedTransactionSchema, publicVerifiedTransactionSchema } from '../api/schemas/transaction.js';
import { loadConfig } from './config.js';
import { startTestService, type TestService } from './testing/test-service.js';
import { call, expectData, expectError } from './testing/http.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

describe('the service across restarts', () => {
  it('keeps customers, links, transactions and the generated keys', async () => {
    service = await startTestService();
    const { secretKey, publicKey, businessId } = service.demoBusiness;
    const link = expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: secretKey,
        body: { name: 'Gift card', description: '', baseFiat: 'KES', amount: 1500 },
      }),
      paymentLinkSchema,
      201,
    );
    const transaction = expectData(
      await call(service.url, 'POST', `/v1/payment-links/${link.id}/transactions`, {
        body: { email: 'persist@example.com', cryptocurrency: 'USDT' },
      }),
      initiatedTransactionSchema,
      201,
    );

    service = await service.restart();
    expect(service.demoBusiness).toMatchObject({ secretKey, publicKey, businessId });
    expect(
      expectData(await call(service.url, 'GET', `/v1/payment-links/${link.id}`), paymentLinkSchema),
    ).toEqual(link);
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`),
      publicVerifiedTransactionSchema,
    );
    expect(verified).toMatchObject({
      address: transaction.address,
      expectedAmountInCrypto: transaction.expectedAmountInCrypto,
    });
    const customers = expectData(
      await call(service.url, 'GET', '/v1/business-customers', { key: secretKey }),
      customerPageSchema,
    );
    expect(customers.records.map((customer) => customer.email)).toContain('persist@example.com');
  });

  it('uses configured keys, replacing generated ones, and refuses the old ones', async () => {
    service = await startTestService();
    const generated = service.demoBusiness.secretKey;
    const configured = {
      SANDBOX_PUBLIC_KEY: 'pk_test_configuredPublic0001',
      SANDBOX_SECRET_KEY: 'sk_test_configuredSecret0001',
    };
    await service.close();
    service = await startTestService(configured, { dataDir: service.dataDir });
    expect(service.demoBusiness).toMatchObject({
      publicKey: configured.SANDBOX_PUBLIC_KEY,
      secretKey: configured.SANDBOX_SECRET_KEY,
    });
    expect(
      (await call(service.url, 'GET', '/v1/business-customers', { key: configured.SANDBOX_SECRET_KEY }))
        .status,
    ).toBe(200);
    expectError(await call(service.url, 'GET', '/v1/business-customers', { key: generated }), 401);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', transactionTtlSeconds: 300 });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.feePercent.toString()).toBe('1');
  });

  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({
        PORT: 'eighty',
        TRANSACTION_TTL_SECONDS: '0',
        SANDBOX_SECRET_KEY: 'secret',
        FEE_PERCENT: '75',
      }),
    ).toThrow(/PORT[\s\S]*SANDBOX_SECRET_KEY[\s\S]*TRANSACTION_TTL_SECONDS[\s\S]*FEE_PERCENT/);
  });

  it('takes DEPOSIT_SEED as 32 to 64 bytes of hexadecimal, and keeps it out of sight', () => {
    expect(loadConfig({}).depositSeed).toBeUndefined();
    expect(loadConfig({ DEPOSIT_SEED: '0f'.repeat(32) }).depositSeed?.toHex()).toBe('0f'.repeat(32));
    expect(loadConfig({ DEPOSIT_SEED: 'F0'.repeat(64) }).depositSeed?.toHex()).toBe('f0'.repeat(64));
    const config = loadConfig({ DEPOSIT_SEED: '0f'.repeat(32) });
    expect(JSON.stringify({ seed: config.depositSeed })).not.toContain('0f0f');
    expect(inspect(config)).not.toContain('0f0f');
  });

  it('refuses any other DEPOSIT_SEED, naming it without repeating it', () => {
    for (const seed of [
      '0f'.repeat(31),
      '0f'.repeat(65),
      `${'0f'.repeat(32)}0`,
      `0x${'0f'.repeat(32)}`,
      'zz-not-hex',
    ]) {
      let message = '';
      try {
        loadConfig({ DEPOSIT_SEED: seed });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/DEPOSIT_SEED: must be 32 to 64 bytes/);
      expect(message).not.toContain(seed);
    }
  });
});
