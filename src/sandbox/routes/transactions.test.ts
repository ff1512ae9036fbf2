import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPageSchema } from '../../api/schemas/customer.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { adjustableClock } from '../testing/clock.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;
const clock = adjustableClock();

beforeAll(async () => {
  service = await startTestService({ EXPIRY_SWEEP_INTERVAL_MS: '100' }, { now: clock.now });
});
afterAll(async () => {
  await service.destroy();
});

const initiate = (body: unknown, key = service.demoBusiness.secretKey) =>
  call(service.url, 'POST', '/v1/transactions', { key, body });
const verify = (reference: string) => call(service.url, 'GET', `/v1/transactions/${reference}/verify`);
const order = { crypto: 'USDC', baseFiat: 'USD', amount: 20, email: 'buyer@example.com' };

describe('POST /v1/transactions', () => {
  it('opens a transaction with its own deposit address, the price with fee and a 5-minute window', async () => {
    const first = expectData(await initiate(order), initiatedTransactionSchema, 201);
    const second = expectData(await initiate(order), initiatedTransactionSchema, 201);
    expect(first).toMatchObject({
      email: 'buyer@example.com',
      crypto: 'USDC',
      baseFiat: 'USD',
      expectedAmountInUSD: 20,
      expectedAmountInCrypto: 20,
      feeInCrypto: 0.2,
      expectedAmountWithFeeInCrypto: 20.2,
      baseFiatToUSDRate: 1,
      usdToCryptoRate: 1,
    });
    expect(first.reference).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.address).not.toBe(second.address);
    expect(first.reference).not.toBe(second.reference);
    const verified = expectData(await verify(first.reference), verifiedTransactionSchema);
    expect(new Date(verified.expiresAt).getTime() - new Date(verified.createdAt).getTime()).toBe(300_000);
  });

  it('accepts the public key too, and records the customer once per e-mail', async () => {
    const email = 'returning@example.com';
    const one = expectData(
      await initiate({ ...order, email }, service.demoBusiness.publicKey),
      initiatedTransactionSchema,
      201,
    );
    const two = expectData(
      await initiate({ ...order, email: email.toUpperCase() }),
      initiatedTransactionSchema,
      201,
    );
    const customerOf = async (reference: string) =>
      expectData(await verify(reference), verifiedTransactionSchema).customerId;
    expect(await customerOf(one.reference)).toBe(await customerOf(two.reference));
    const customers = expectData(
      await call(service.url, 'GET', '/v1/business-customers', { key: service.demoBusiness.secretKey }),
      customerPageSchema,
    );
    expect(customers.records.filter((customer) => customer.email === email)).toHaveLength(1);
  });

  it('uses a given 32-character reference once and answers 409 on reuse', async () => {
    const reference = 'order_2026_11_21_000000000000001';
    const created = expectData(await initiate({ ...order, reference }), initiatedTransactionSchema, 201);
    expect(created.reference).toBe(reference);
    const conflict = expectError(await initiate({ ...order, reference }), 409);
    expect(conflict.errors).toEqual([{ field: 'reference', message: 'has already been used' }]);
    const short = expectError(await initiate({ ...order, reference: 'too-short' }), 400);
    expect(short.errors[0]?.field).toBe('reference');
  });

  it('keeps metadata and returns it on verification', async () => {
    const metadata = { orderId: 'A-1001', items: [{ sku: 'beans-1kg', quantity: 2 }] };
    const created = expectData(await initiate({ ...order, metadata }), initiatedTransactionSchema, 201);
    expect(expectData(await verify(created.reference), verifiedTransactionSchema).metadata).toEqual(metadata);
  });

  it('names each bad field', async () => {
    const error = expectError(
      await initiate({ crypto: 'BTC', baseFiat: 'SOL', amount: 0, email: 'x', metadata: 'note' }),
      400,
    );
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'amount',
      'baseFiat',
      'crypto',
      'email',
      'metadata',
    ]);
    expect(expectError(await initiate({ ...order, amount: 10.005 }), 400).errors).toEqual([
      { field: 'amount', message: 'must have at most 2 decimal places for USD' },
    ]);
    expect(expectError(await initiate({ ...order, amount: 1e12 }), 400).errors).toEqual([
      { field: 'amount', message: 'must be at most 100000000' },
    ]);
    expect(expectError(await initiate({ ...order, amount: '20' }), 400).errors[0]?.field).toBe('amount');
  });
});

describe('GET /v1/transactions/:reference/verify', () => {
  it('reports a fresh transaction as pending with nothing received, and its customer', async () => {
    const created = expectData(await initiate(order), initiatedTransactionSchema, 201);
    const verified = expectData(await verify(created.reference), verifiedTransactionSchema);
    expect(verified).toMatchObject({
      uuid: created.id,
      status: 'pending',
      receivedAmountInCrypto: 0,
      receivedAmountInUSD: 0,
      excessAmountReceivedInCrypto: 0,
      expectedAmountInCryptoPlusFee: created.expectedAmountWithFeeInCrypto,
      expectedAmountInBaseFiat: 20,
      businessPrimaryFiat: 'NGN',
      expectedAmountInBusinessPrimaryFiat: 32000,
      completedAt: null,
      failureReason: null,
      environment: 'TEST',
      origin: 'THIRD_PARTY',
      businessId: service.demoBusiness.businessId,
      address: created.address,
    });
    expect(verified.customer.email).toBe('buyer@example.com');
    expect(verified.customer.createdAtDateOnly).toBe(verified.customer.createdAt.slice(0, 10));
  });

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    expectError(await verify('a'.repeat(32)), 404);
    expect(expectError(await verify('bad%20ref'), 400).errors[0]?.field).toBe('reference');
  });

  it('expires a transaction once its window passes with nothing received, even unverified', async () => {
    const watched = expectData(await initiate(order), initiatedTransactionSchema, 201);
    const unwatched = expectData(await initiate(order), initiatedTransactionSchema, 201);
    clock.advance(301_000);
    const verified = expectData(await verify(watched.reference), verifiedTransactionSchema);
    expect(verified.status).toBe('expired');
    expect(verified.completedAt).toBe(verified.expiresAt);

    // The sweep closes the other one without anybody asking.
    await expect
      .poll(async () => {
        const [row] = await service.context.database.query(
          'SELECT status FROM transactions WHERE reference = $1',
          [unwatched.reference],
        );
        return row?.status;
      })
      .toBe('expired');
    expect(expectData(await verify(watched.reference), verifiedTransactionSchema).status).toBe('expired');
  });
});
