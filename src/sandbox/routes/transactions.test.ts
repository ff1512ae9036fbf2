import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { customerPageSchema } from '../../api/schemas/customer.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import {
  initiatedTransactionSchema,
  publicVerifiedTransactionSchema,
  transactionPageSchema,
  verifiedTransactionSchema,
  walletConnectTransactionSchema,
} from '../../api/schemas/transaction.js';
import { adjustableClock } from '../testing/clock.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
import { payFromOutside } from '../testing/gateway-flows.js';
import { pollUntil } from '../testing/poll-until.js';
import { createTestBusiness } from '../webhooks/testing.js';

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
const verify = (reference: string, key?: string) =>
  call(service.url, 'GET', `/v1/transactions/${reference}/verify`, { key });
/** Verification as the merchant's server asks it: with the secret key, for the full transaction. */
const verifyAsOwner = (reference: string) => verify(reference, service.demoBusiness.secretKey);
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
    const verified = expectData(await verifyAsOwner(first.reference), verifiedTransactionSchema);
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
      expectData(await verifyAsOwner(reference), verifiedTransactionSchema).customerId;
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

  it('keeps metadata and returns it on verification with the secret key', async () => {
    const metadata = { orderId: 'A-1001', items: [{ sku: 'beans-1kg', quantity: 2 }] };
    const created = expectData(await initiate({ ...order, metadata }), initiatedTransactionSchema, 201);
    expect(expectData(await verifyAsOwner(created.reference), verifiedTransactionSchema).metadata).toEqual(
      metadata,
    );
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
    const verified = expectData(await verifyAsOwner(created.reference), verifiedTransactionSchema);
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
    const verified = expectData(await verify(watched.reference), publicVerifiedTransactionSchema);
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
    expect(expectData(await verify(watched.reference), publicVerifiedTransactionSchema).status).toBe(
      'expired',
    );
  });
});

describe('what verification shows to whom', () => {
  /** Everything that says who the customer is, who the merchant is, or what the merchant noted. */
  const PRIVATE_FIELDS = [
    'email',
    'firstName',
    'lastName',
    'phoneNumber',
    'customer',
    'customerId',
    'userId',
    'businessId',
    'metadata',
  ] as const;
  const PUBLIC_FIELDS = Object.keys(publicVerifiedTransactionSchema.shape).sort();
  const customer = {
    email: 'ada.private@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: '+2348031234567',
  };
  const metadata = { orderId: 'SECRET-ORDER-77', note: 'leave at the back door' };
  /** Started through a payment link (no key) with the customer's names; the customer has a phone number. */
  let throughLink: string;
  /** Started by the merchant with metadata, for the same customer. */
  let withMetadata: string;

  beforeAll(async () => {
    const secretKey = service.demoBusiness.secretKey;
    expectData(
      await call(service.url, 'POST', '/v1/business-customers', { key: secretKey, body: customer }),
      z.unknown(),
      201,
    );
    const link = expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: secretKey,
        body: { name: 'Private beans', description: 'Dark roast', baseFiat: 'NGN', amount: 25_000 },
      }),
      paymentLinkSchema,
      201,
    );
    throughLink = expectData(
      await call(service.url, 'POST', `/v1/payment-links/${link.id}/transactions`, {
        body: {
          email: customer.email,
          firstName: customer.firstName,
          lastName: customer.lastName,
          cryptocurrency: 'SOL',
        },
      }),
      initiatedTransactionSchema,
      201,
    ).reference;
    withMetadata = expectData(
      await initiate({ ...order, email: customer.email, metadata }),
      initiatedTransactionSchema,
      201,
    ).reference;
  });

  /** The `data` of a verification answer exactly as it came over the wire (no schema stripping anything). */
  async function rawVerification(reference: string, key?: string): Promise<Record<string, unknown>> {
    const response = await verify(reference, key);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return z.object({ data: z.record(z.string(), z.unknown()) }).parse(response.body).data;
  }

  function expectPublicViewOnly(data: Record<string, unknown>): void {
    for (const field of PRIVATE_FIELDS) expect(data, field).not.toHaveProperty(field);
    expect(data).not.toHaveProperty('uuid');
    expect(Object.keys(data).sort()).toEqual(PUBLIC_FIELDS);
    // Nor anywhere deeper, under another name.
    const text = JSON.stringify(data);
    for (const secret of [
      customer.email,
      customer.firstName,
      customer.lastName,
      customer.phoneNumber,
      metadata.orderId,
      service.demoBusiness.businessId,
    ]) {
      expect(text).not.toContain(secret);
    }
    publicVerifiedTransactionSchema.parse(data);
  }

  it('without a key: the status and amounts, nothing about the customer or the merchant', async () => {
    for (const reference of [throughLink, withMetadata]) {
      const data = await rawVerification(reference);
      expectPublicViewOnly(data);
      expect(data).toMatchObject({ reference, status: 'pending', receivedAmountInCrypto: 0 });
    }
    expect(await rawVerification(throughLink)).toMatchObject({ origin: 'PAYMENT_LINK', crypto: 'SOL' });
  });

  it('names the cluster the service runs on (`network`), in the public view, the full one and the link', async () => {
    expect(await rawVerification(throughLink)).toMatchObject({ network: 'localnet' });
    expect(await rawVerification(withMetadata, service.demoBusiness.secretKey)).toMatchObject({
      network: 'localnet',
    });
    const linkId = service.context.demo.paymentLinkId;
    const link = expectData(await call(service.url, 'GET', `/v1/payment-links/${linkId}`), paymentLinkSchema);
    expect(link).toMatchObject({ environment: 'TEST', network: 'localnet' });
  });

  it('with a public key, even the owner’s: the same public view', async () => {
    for (const reference of [throughLink, withMetadata]) {
      expectPublicViewOnly(await rawVerification(reference, service.demoBusiness.publicKey));
    }
  });

  it('with the owner’s secret key: the full transaction, customer, ids and metadata', async () => {
    const linked = expectData(await verifyAsOwner(throughLink), verifiedTransactionSchema);
    expect(linked).toMatchObject({
      origin: 'PAYMENT_LINK',
      businessId: service.demoBusiness.businessId,
      metadata: null,
      customer,
    });
    expect(linked.customerId).toBe(linked.customer.uuid);
    const merchants = expectData(await verifyAsOwner(withMetadata), verifiedTransactionSchema);
    expect(merchants).toMatchObject({ metadata, customer: { email: customer.email } });
    // Every field of the full view (paymentUri too: the transaction is still open).
    expect(Object.keys(await rawVerification(withMetadata, service.demoBusiness.secretKey)).sort()).toEqual(
      Object.keys(verifiedTransactionSchema.shape).sort(),
    );
  });

  it('refuses another business’s secret key (403) and an unknown key (401)', async () => {
    const stranger = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const refused = expectError(await verify(withMetadata, stranger.secretKey), 403);
    expect(refused.message).toBe(`Transaction ${withMetadata} belongs to another business`);
    expect(JSON.stringify(refused)).not.toContain(customer.email);
    // Its public key is as good as none: the public view.
    expectPublicViewOnly(await rawVerification(withMetadata, stranger.publicKey));
    expect(expectError(await verify(withMetadata, 'sk_test_nope'), 401).message).toBe('Unknown API key');
    expectError(await verify(withMetadata, 'pk_test_nope'), 401);
  });

  it('wallet-connect (no key) answers the transfer to sign and nothing personal', async () => {
    const response = await call(service.url, 'POST', `/v1/transactions/${withMetadata}/wallet-connect`, {
      body: { walletPublicAddress: 'So11111111111111111111111111111111111111112' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data } = z.object({ data: z.record(z.string(), z.unknown()) }).parse(response.body);
    expect(Object.keys(data).sort()).toEqual(Object.keys(walletConnectTransactionSchema.shape).sort());
    for (const field of PRIVATE_FIELDS) expect(data, field).not.toHaveProperty(field);
    const text = JSON.stringify(data);
    for (const secret of [customer.email, customer.firstName, metadata.orderId]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('GET /v1/transactions', () => {
  /** A business of its own, so that the list's exact contents are known; the demo business is the stranger. */
  let merchant: { businessId: string; publicKey: string; secretKey: string };
  let linkId: string;
  /** The merchant's transactions in the order they were created, each at least a second after the one before. */
  const createdInOrder: { reference: string; createdAt: string }[] = [];
  /** The reference of the merchant's `index`th transaction, counting from 1 (the oldest). */
  const referenceOf = (index: 1 | 2 | 3 | 4 | 5) => createdInOrder[index - 1]?.reference ?? 'missing';
  const referencesOf = (...indices: (1 | 2 | 3 | 4 | 5)[]) => indices.map(referenceOf);

  /** `GET /v1/transactions` with the merchant's secret key, another key, or none (null). */
  const list = (query = '', key: string | null = merchant.secretKey) =>
    call(service.url, 'GET', `/v1/transactions${query}`, { key: key ?? undefined });
  const listPage = async (query = '') => expectData(await list(query), transactionPageSchema);
  /** The references a query lists, in the order it lists them, and its count. */
  const listed = async (query = '') => {
    const page = await listPage(query);
    return { references: page.records.map((record) => record.reference), count: page.count };
  };

  beforeAll(async () => {
    merchant = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    linkId = expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: merchant.secretKey,
        body: { name: 'Listed beans', description: '', baseFiat: 'USD', amount: 12 },
      }),
      paymentLinkSchema,
      201,
    ).id;
    const direct = (body: Record<string, unknown>) =>
      call(service.url, 'POST', '/v1/transactions', {
        key: merchant.secretKey,
        body: { baseFiat: 'USD', amount: 5, ...body },
      });
    const throughLink = (body: Record<string, unknown>) =>
      call(service.url, 'POST', `/v1/payment-links/${linkId}/transactions`, { body });
    const steps = [
      () => direct({ crypto: 'USDC', email: 'ada@example.com', metadata: { orderId: 'L-1' } }),
      () => direct({ crypto: 'SOL', email: 'Ada@Example.COM' }),
      () => direct({ crypto: 'USDT', email: 'bola@example.com' }),
      () => throughLink({ email: 'cleo@example.com', cryptocurrency: 'SOL' }),
      () => throughLink({ email: 'ada@example.com', cryptocurrency: 'USDC' }),
    ];
    for (const step of steps) {
      // Distinct creation times a second apart: the order and the time bounds below are then exact.
      clock.advance(1000);
      const { reference } = expectData(await step(), initiatedTransactionSchema, 201);
      const full = expectData(await verify(reference, merchant.secretKey), verifiedTransactionSchema);
      createdInOrder.push({ reference, createdAt: full.createdAt });
    }
    await payFromOutside(service, referenceOf(3), { mode: 'exact' });
    // waitForStatus polls with expect.poll, which works inside a test only, not in a hook.
    await pollUntil(
      'the paid transaction’s status',
      async () => expectData(await verify(referenceOf(3)), publicVerifiedTransactionSchema).status,
      (status) => status === 'success',
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    // Another business's transaction for the same e-mail, which the merchant must never see.
    expectData(await initiate({ ...order, email: 'ada@example.com' }), initiatedTransactionSchema, 201);
  });

  it('lists the business’s own transactions, newest first, each in the full view', async () => {
    expect(await listed()).toEqual({
      references: referencesOf(5, 4, 3, 2, 1),
      count: 5,
    });
    const page = await listPage();
    const times = page.records.map((record) => Date.parse(record.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(5);
    // The very record verification gives the owner's secret key: customer, ids, metadata.
    for (const record of page.records) {
      expect(record.businessId).toBe(merchant.businessId);
      const verified = expectData(
        await verify(record.reference, merchant.secretKey),
        verifiedTransactionSchema,
      );
      expect(record).toEqual(verified);
    }
    expect(page.records.at(-1)).toMatchObject({
      metadata: { orderId: 'L-1' },
      customer: { email: 'ada@example.com' },
    });
    // Every field of the full view, as it came over the wire (the newest is open, so paymentUri too).
    const raw = z
      .object({ data: z.object({ records: z.array(z.record(z.string(), z.unknown())) }) })
      .parse((await list()).body).data.records[0];
    expect(Object.keys(raw ?? {}).sort()).toEqual(Object.keys(verifiedTransactionSchema.shape).sort());
  });

  it('pages with limit and page, `count` being the total', async () => {
    expect(await listed('?limit=2&page=1')).toEqual({
      references: referencesOf(5, 4),
      count: 5,
    });
    expect(await listed('?limit=2&page=2')).toEqual({
      references: referencesOf(3, 2),
      count: 5,
    });
    expect(await listed('?limit=2&page=3')).toEqual({ references: referencesOf(1), count: 5 });
    expect(await listed('?limit=2&page=4')).toEqual({ references: [], count: 5 });
    expect(await listed('?limit=100')).toEqual({
      references: referencesOf(5, 4, 3, 2, 1),
      count: 5,
    });
  });

  it('filters by status, crypto and payment link', async () => {
    expect(await listed('?status=success')).toEqual({ references: referencesOf(3), count: 1 });
    expect(await listed('?status=pending')).toEqual({
      references: referencesOf(5, 4, 2, 1),
      count: 4,
    });
    expect(await listed('?status=expired')).toEqual({ references: [], count: 0 });
    expect(await listed('?crypto=SOL')).toEqual({ references: referencesOf(4, 2), count: 2 });
    expect(await listed('?crypto=USDT')).toEqual({ references: referencesOf(3), count: 1 });
    expect(await listed(`?paymentLinkId=${linkId}`)).toEqual({
      references: referencesOf(5, 4),
      count: 2,
    });
    expect(await listed(`?paymentLinkId=${crypto.randomUUID()}`)).toEqual({ references: [], count: 0 });
    const successful = await listPage('?status=success');
    expect(successful.records[0]).toMatchObject({
      status: 'success',
      crypto: 'USDT',
      receivedAmountInCrypto: 5.05,
    });
  });

  it('filters by the customer’s e-mail, whole and in any letter case', async () => {
    const ada = { references: referencesOf(5, 2, 1), count: 3 };
    expect(await listed('?email=ada@example.com')).toEqual(ada);
    expect(await listed('?email=ADA@EXAMPLE.com')).toEqual(ada);
    expect(await listed('?email=ada%2B1@example.com')).toEqual({ references: [], count: 0 });
    expect(await listed('?email=da@example.com')).toEqual({ references: [], count: 0 });
    expect(await listed('?email=bola@example.com')).toEqual({ references: referencesOf(3), count: 1 });
  });

  it('filters by creation time: from inclusive, to exclusive, offsets honoured', async () => {
    const at = (index: 1 | 2 | 3 | 4 | 5) => encodeURIComponent(createdInOrder[index - 1]?.createdAt ?? '');
    expect(await listed(`?createdFrom=${at(3)}&createdTo=${at(5)}`)).toEqual({
      references: referencesOf(4, 3),
      count: 2,
    });
    expect(await listed(`?createdFrom=${at(4)}`)).toEqual({
      references: referencesOf(5, 4),
      count: 2,
    });
    expect(await listed(`?createdTo=${at(2)}`)).toEqual({ references: referencesOf(1), count: 1 });
    expect(await listed(`?createdFrom=${at(3)}&createdTo=${at(3)}`)).toEqual({ references: [], count: 0 });
    // The third one's creation instant, written in another offset.
    const third = new Date(createdInOrder[2]?.createdAt ?? '');
    const inLagos = new Date(third.getTime() + 3_600_000).toISOString().replace('Z', '+01:00');
    expect(await listed(`?createdFrom=${encodeURIComponent(inLagos)}&limit=10`)).toEqual({
      references: referencesOf(5, 4, 3),
      count: 3,
    });
  });

  it('combines filters, and pages what they match', async () => {
    expect(await listed(`?email=ada@example.com&crypto=USDC&paymentLinkId=${linkId}`)).toEqual({
      references: referencesOf(5),
      count: 1,
    });
    expect(await listed('?email=ada@example.com&status=pending&limit=1&page=2')).toEqual({
      references: referencesOf(2),
      count: 3,
    });
  });

  it('shows no business another’s transactions', async () => {
    const demo = service.demoBusiness.secretKey;
    const demoLinked = expectData(await list(`?paymentLinkId=${linkId}`, demo), transactionPageSchema);
    expect(demoLinked).toEqual({ records: [], count: 0 });
    const demoAda = expectData(await list('?email=ada@example.com', demo), transactionPageSchema);
    expect(demoAda.count).toBeGreaterThanOrEqual(1);
    for (const record of demoAda.records) {
      expect(record.businessId).toBe(service.demoBusiness.businessId);
      expect(createdInOrder.map(({ reference }) => reference)).not.toContain(record.reference);
    }
  });

  it('needs the secret key: a public key is a 403, none or an unknown one a 401', async () => {
    expect(expectError(await list('', merchant.publicKey), 403).message).toMatch(/secret key/);
    expectError(await list('', null), 401);
    expect(expectError(await list('', 'sk_test_nope'), 401).message).toBe('Unknown API key');
  });

  it('sends no CORS headers, though initiation on the same path does', async () => {
    const origin = { origin: 'https://shop.example' };
    const listing = await call(service.url, 'GET', '/v1/transactions', {
      key: merchant.secretKey,
      headers: origin,
    });
    expect(listing.status).toBe(200);
    expect(listing.headers.get('access-control-allow-origin')).toBeNull();
    // The demo business's, so that the merchant's list stays as the tests above know it.
    const initiation = await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.publicKey,
      headers: origin,
      body: { ...order, email: 'cors@example.com' },
    });
    expect(initiation.status).toBe(201);
    expect(initiation.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a bad query with a 400 naming each field', async () => {
    const fieldsOf = async (query: string) =>
      expectError(await list(query), 400)
        .errors.map((error) => error.field)
        .sort();
    const error = expectError(
      await list(
        '?status=done&crypto=BTC&paymentLinkId=x&createdFrom=yesterday&email=nope&limit=0&colour=red',
      ),
      400,
    );
    expect(error.message).toMatch(/^Invalid query string: /);
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'colour',
      'createdFrom',
      'crypto',
      'email',
      'limit',
      'paymentLinkId',
      'status',
    ]);
    expect(error.errors).toContainEqual({
      field: 'status',
      message: 'must be one of pending, pending_settlement, success, failed, expired',
    });
    expect(await fieldsOf('?limit=101')).toEqual(['limit']);
    expect(await fieldsOf('?page=0')).toEqual(['page']);
    expect(await fieldsOf('?page=1.5')).toEqual(['page']);
    expect(await fieldsOf('?createdTo=2026-11-22')).toEqual(['createdTo']);
    expect(await fieldsOf('?createdFrom=2026-11-22T10:00:00')).toEqual(['createdFrom']);
    // Years PostgreSQL would refuse (0000) or read as two-digit years (0001 as 2001): a 400, never a 500.
    expect(await fieldsOf('?createdFrom=0000-01-01T00:00:00Z')).toEqual(['createdFrom']);
    expect(await fieldsOf('?createdTo=0001-01-01T00:00:00Z')).toEqual(['createdTo']);
    const reversed = expectError(
      await list('?createdFrom=2026-11-23T00:00:00Z&createdTo=2026-11-22T00:00:00Z'),
      400,
    );
    expect(reversed.errors).toEqual([{ field: 'createdTo', message: 'must not be before createdFrom' }]);
  });
});
