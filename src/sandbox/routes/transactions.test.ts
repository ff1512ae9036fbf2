import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { customerPageSchema } from '../../api/schemas/customer.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import {
  initiatedTransactionSchema,
  publicVerifiedTransactionSchema,
  verifiedTransactionSchema,
  walletConnectTransactionSchema,
} from '../../api/schemas/transaction.js';
import { adjustableClock } from '../testing/clock.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
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
