import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCheckingFetch } from '../sandbox/testing/openapi-contract.js';
import { startTestService, type TestService } from '../sandbox/testing/test-service.js';
import { createTestBusiness } from '../sandbox/webhooks/testing.js';
import { createClient, type CryptoCheckoutClient } from './client.js';
import { CRYPTO_CODES, CURRENCY_CODES } from './currencies.js';
import {
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  PermissionError,
} from './errors.js';
import type { FetchLike, ResponseInfo } from './http-request.js';
import { errorEnvelopeSchema } from './schemas/envelope.js';

/**
 * The typed client against the real service (started on a free port with its own data directory), over the real
 * network stack. Payouts, banks and swaps run against the service in its own tests (src/sandbox/payouts/,
 * src/sandbox/swaps/ and their routes' tests); the requests the client builds for them are checked in
 * client.unit.test.ts.
 */

let service: TestService;
/** Secret key: everything. */
let merchant: CryptoCheckoutClient;
/** Public key: may only initiate transactions. */
let browser: CryptoCheckoutClient;
/** No key: the public endpoints only. */
let anonymous: CryptoCheckoutClient;

const sent: string[] = [];
/**
 * The real fetch, with a log of what went out, so a test can tell that nothing did; every answer is checked
 * against the OpenAPI document.
 */
const loggingFetch: FetchLike = documentCheckingFetch((url, init) => {
  sent.push(`${init.method} ${url}`);
  return fetch(url, init);
});

beforeAll(async () => {
  service = await startTestService();
  const base = { baseUrl: service.url, fetch: loggingFetch, retry: { baseDelayMs: 10 } };
  merchant = createClient({ ...base, apiKey: service.demoBusiness.secretKey });
  browser = createClient({ ...base, apiKey: service.demoBusiness.publicKey });
  anonymous = createClient(base);
});

afterAll(async () => {
  await service?.destroy();
});

const uniqueEmail = (() => {
  let counter = 0;
  return (name: string) => `${name}.${Date.now().toString(36)}.${(counter += 1)}@example.com`;
})();

/** The address of a port nothing listens on (it was free a moment ago). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function randomReference(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

describe('currencies and conversion (no key)', () => {
  it('lists every currency, and filters by type, code, status and name', async () => {
    const all = await anonymous.currencies.list();
    expect(all.map((currency) => currency.code).sort()).toEqual([...CURRENCY_CODES].sort());

    const crypto = await anonymous.currencies.list({ type: 'crypto' });
    expect(crypto.map((currency) => currency.code).sort()).toEqual([...CRYPTO_CODES].sort());
    expect(crypto.every((currency) => currency.type === 'crypto')).toBe(true);

    const naira = await anonymous.currencies.list({ code: 'NGN' });
    expect(naira).toHaveLength(1);
    expect(naira[0]).toMatchObject({ code: 'NGN', type: 'fiat', status: 'active' });

    expect((await anonymous.currencies.list({ name: 'solana' })).map((currency) => currency.code)).toEqual([
      'SOL',
    ]);
    expect(await anonymous.currencies.list({ status: 'inactive' })).toEqual([]);
  });

  it('converts an amount (default 1) between currencies', async () => {
    const one = await anonymous.conversion.convert({ from: 'USD', to: 'NGN' });
    expect(one).toMatchObject({ from: 'USD', to: 'NGN', amount: 1 });
    expect(one.rate).toBeGreaterThan(0);
    expect(one.value).toBe(one.rate);

    const some = await anonymous.conversion.convert({ from: 'USDC', to: 'USDT', amount: '12.5' });
    expect(some).toMatchObject({ from: 'USDC', to: 'USDT', amount: 12.5, value: 12.5 });
  });
});

describe('customers (secret key)', () => {
  it('creates a customer, and refuses a second one with the same e-mail', async () => {
    const email = uniqueEmail('ada');
    const customer = await merchant.customers.create({ email, firstName: 'Ada', lastName: 'Obi' });
    expect(customer).toMatchObject({ email, firstName: 'Ada', lastName: 'Obi', phoneNumber: null });
    expect(customer.refCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(customer.business.uuid).toBe(service.demoBusiness.businessId);

    const duplicate = await merchant.customers.create({ email }).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(ConflictError);
    expect((duplicate as ConflictError).errors).toEqual([
      { field: 'email', message: 'is already a customer of this business' },
    ]);
  });

  it('lists customers page by page with the total count, and fetches one by refCode', async () => {
    for (const name of ['p1', 'p2', 'p3']) await merchant.customers.create({ email: uniqueEmail(name) });
    const everyone = await merchant.customers.list();
    expect(everyone.count).toBeGreaterThanOrEqual(3);
    expect(everyone.records).toHaveLength(everyone.count);

    const first = await merchant.customers.list({ limit: 2, page: 1 });
    const second = await merchant.customers.list({ limit: 2, page: 2 });
    expect(first.records).toHaveLength(2);
    expect(first.count).toBe(everyone.count);
    expect(second.count).toBe(everyone.count);
    const firstCodes = first.records.map((record) => record.refCode);
    expect(second.records.some((record) => firstCodes.includes(record.refCode))).toBe(false);

    const target = everyone.records[0];
    if (!target) throw new Error('no customer listed');
    const fetched = await merchant.customers.get(target.refCode);
    expect(fetched.count).toBe(1);
    expect(fetched.records[0]).toEqual(target);
  });

  it('answers an unknown refCode with NotFoundError', async () => {
    await expect(merchant.customers.get('ZZZZZZZZZZ')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('payment links', () => {
  it('creates a link, shows it to anyone, and lets a customer initiate a transaction inside it', async () => {
    const link = await merchant.paymentLinks.create({
      name: 'Concert ticket',
      description: 'One seat, row F',
      baseFiat: 'USD',
      amount: 25,
      successMessage: 'See you there',
      redirectLink: 'https://shop.example.com/thanks',
    });
    expect(link).toMatchObject({
      name: 'Concert ticket',
      baseFiat: 'USD',
      amount: 25,
      successMessage: 'See you there',
      redirectLink: 'https://shop.example.com/thanks',
    });

    const shown = await anonymous.paymentLinks.get(link.id);
    expect(shown).toEqual(link);
    expect(shown.business.name).toBe(service.demoBusiness.businessName);

    const email = uniqueEmail('buyer');
    const transaction = await anonymous.paymentLinks.initiateTransaction(link.id, {
      email,
      firstName: 'Bola',
      cryptocurrency: 'USDC',
    });
    expect(transaction).toMatchObject({ email, crypto: 'USDC', baseFiat: 'USD', expectedAmountInUSD: 25 });
    expect(transaction.expectedAmountWithFeeInCrypto).toBeGreaterThan(transaction.expectedAmountInCrypto);

    const verified = await anonymous.transactions.verify(transaction.reference);
    expect(verified).toMatchObject({
      reference: transaction.reference,
      status: 'pending',
      origin: 'PAYMENT_LINK',
    });
    expect(verified).not.toHaveProperty('customer');
    const full = await merchant.transactions.verify(transaction.reference);
    expect(full).toMatchObject({ customer: { email, firstName: 'Bola' } });
  });

  it('lists links page by page, updates and deactivates one, and initiation on it is then a ConflictError', async () => {
    const owner = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const api = createClient({
      baseUrl: service.url,
      apiKey: owner.secretKey,
      fetch: documentCheckingFetch(fetch),
      retry: { baseDelayMs: 10 },
    });
    const first = await api.paymentLinks.create({
      name: 'First',
      description: '',
      baseFiat: 'USD',
      amount: 5,
    });
    const second = await api.paymentLinks.create({
      name: 'Second',
      description: '',
      baseFiat: 'USD',
      amount: 7,
    });

    const everything = await api.paymentLinks.list();
    expect(everything.count).toBe(2);
    expect(new Set(everything.records.map((record) => record.id))).toEqual(new Set([first.id, second.id]));
    const page = await api.paymentLinks.list({ limit: 1, page: 2 });
    expect(page.count).toBe(2);
    expect(page.records).toHaveLength(1);

    const updated = await api.paymentLinks.update(first.id, {
      name: 'First, renamed',
      amount: 6.5,
      successMessage: 'Thanks',
      redirectLink: 'https://shop.example.com/done',
    });
    expect(updated).toMatchObject({
      id: first.id,
      name: 'First, renamed',
      amount: 6.5,
      successMessage: 'Thanks',
      redirectLink: 'https://shop.example.com/done',
      active: true,
    });
    const deactivated = await api.paymentLinks.update(first.id, { active: false, redirectLink: null });
    expect(deactivated).toMatchObject({ active: false, redirectLink: null });
    expect(await anonymous.paymentLinks.get(first.id)).toEqual(deactivated);
    await expect(
      anonymous.paymentLinks.initiateTransaction(first.id, {
        email: uniqueEmail('late'),
        cryptocurrency: 'USDC',
      }),
    ).rejects.toBeInstanceOf(ConflictError);

    // Another business's link is not found; an empty change is refused before it is sent.
    await expect(merchant.paymentLinks.update(first.id, { name: 'Mine now' })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    sent.length = 0;
    const empty = await merchant.paymentLinks.update(first.id, {}).catch((error: unknown) => error);
    expect(empty).toBeInstanceOf(InvalidRequestError);
    expect((empty as InvalidRequestError).errors).toEqual([
      { field: 'body', message: 'must change at least one field' },
    ]);
    expect(sent).toEqual([]);
    await expect(browser.paymentLinks.list()).rejects.toBeInstanceOf(PermissionError);
  });

  it('answers an unknown link with NotFoundError', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(anonymous.paymentLinks.get(unknown)).rejects.toBeInstanceOf(NotFoundError);
    await expect(merchant.paymentLinks.update(unknown, { active: false })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      anonymous.paymentLinks.initiateTransaction(unknown, { email: uniqueEmail('x'), cryptocurrency: 'SOL' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('transactions', () => {
  it('initiates with the public key; verifies with no key (public view) and the secret key (full)', async () => {
    const email = uniqueEmail('payer');
    const initiated = await browser.transactions.initiate({
      crypto: 'SOL',
      baseFiat: 'NGN',
      amount: 16_000,
      email,
      metadata: { orderId: 'A-17' },
    });
    expect(initiated).toMatchObject({ email, crypto: 'SOL', baseFiat: 'NGN' });
    expect(initiated.reference).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const expected = {
      reference: initiated.reference,
      address: initiated.address,
      status: 'pending',
      receivedAmountInCrypto: 0,
      expectedAmountInCryptoPlusFee: initiated.expectedAmountWithFeeInCrypto,
    };
    const verified = await anonymous.transactions.verify(initiated.reference);
    expect(verified).toMatchObject(expected);
    for (const field of ['customer', 'customerId', 'businessId', 'userId', 'metadata', 'uuid']) {
      expect(verified).not.toHaveProperty(field);
    }
    expect(await browser.transactions.verify(initiated.reference)).toEqual(verified);

    const full = await merchant.transactions.verify(initiated.reference);
    expect(full).toMatchObject({
      ...expected,
      metadata: { orderId: 'A-17' },
      businessId: service.demoBusiness.businessId,
      customer: { email },
    });
  });

  it('refuses another business’s transaction to a secret key with PermissionError', async () => {
    const initiated = await merchant.transactions.initiate({
      crypto: 'USDC',
      baseFiat: 'USD',
      amount: 3,
      email: uniqueEmail('other'),
    });
    const stranger = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const otherMerchant = createClient({
      baseUrl: service.url,
      apiKey: stranger.secretKey,
      fetch: documentCheckingFetch(fetch),
    });
    await expect(otherMerchant.transactions.verify(initiated.reference)).rejects.toBeInstanceOf(
      PermissionError,
    );
  });

  it('uses a caller’s reference once: reusing it is a ConflictError', async () => {
    const reference = randomReference();
    const body = {
      crypto: 'USDT',
      baseFiat: 'USD',
      amount: 10,
      email: uniqueEmail('ref'),
      reference,
    } as const;
    expect((await merchant.transactions.initiate(body)).reference).toBe(reference);
    await expect(merchant.transactions.initiate(body)).rejects.toBeInstanceOf(ConflictError);
  });

  it('pays through the sandbox helpers and wallet-connect, and verification follows the ledger', async () => {
    const initiated = await merchant.transactions.initiate({
      crypto: 'USDC',
      baseFiat: 'USD',
      amount: 8,
      email: uniqueEmail('ledger'),
    });
    const partial = await anonymous.sandbox.pay(initiated.reference, { mode: 'partial' });
    expect(partial).toMatchObject({ crypto: 'USDC', amount: 4.04 });
    expect(await anonymous.transactions.verify(initiated.reference)).toMatchObject({
      status: 'pending_settlement',
      receivedAmountInCrypto: 4.04,
      cryptoTransactionHash: partial.signature,
    });

    const wallet = 'So11111111111111111111111111111111111111112';
    const connected = await anonymous.transactions.walletConnect(initiated.reference, {
      walletPublicAddress: wallet,
    });
    expect(connected).toMatchObject({ reference: initiated.reference, amountDueInCrypto: 4.04 });
    expect(connected.serializedTransaction).toMatch(/^[A-Za-z0-9+/]+=*$/);

    const funded = await anonymous.sandbox.mint({ address: wallet, currency: 'USDC', amount: 1.5 });
    expect(funded.amount).toBe(1.5);
    await expect(
      anonymous.sandbox.mint({ address: wallet, currency: 'USDC', amount: 1.0000001 }),
    ).rejects.toThrow('amount must have at most 6 decimal places for USDC');
    await expect(anonymous.sandbox.airdrop({ address: 'nope', amount: 1 })).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
  });

  it('lists transactions newest first with filters, paging and the total count (secret key)', async () => {
    const email = uniqueEmail('lister');
    const initiated = [];
    for (const crypto of ['USDC', 'SOL', 'USDC'] as const) {
      initiated.push(await merchant.transactions.initiate({ crypto, baseFiat: 'USD', amount: 2, email }));
      // Creation times a few milliseconds apart, so that newest first is the order they were made in.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const newestFirst = initiated.map(({ reference }) => reference).reverse();
    const everyOne = await merchant.transactions.list({ email: email.toUpperCase() });
    expect(everyOne.count).toBe(3);
    expect(everyOne.records.map(({ reference }) => reference)).toEqual(newestFirst);
    expect(everyOne.records[0]).toEqual(await merchant.transactions.verify(newestFirst[0] ?? ''));

    const usdc = await merchant.transactions.list({ email, crypto: 'USDC', status: 'pending' });
    expect(usdc.records.map(({ reference }) => reference)).toEqual([newestFirst[0], newestFirst[2]]);
    const second = await merchant.transactions.list({ email, limit: 1, page: 2 });
    expect(second).toMatchObject({ count: 3, records: [{ reference: newestFirst[1] }] });
    const oldest = everyOne.records[2];
    if (!oldest) throw new Error('no transaction listed');
    const before = await merchant.transactions.list({ email, createdTo: oldest.createdAt });
    expect(before).toEqual({ records: [], count: 0 });
    const since = await merchant.transactions.list({ email, createdFrom: oldest.createdAt });
    expect(since.count).toBe(3);

    sent.length = 0;
    const refused = await merchant.transactions
      .list({ createdFrom: 'yesterday' })
      .catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(InvalidRequestError);
    expect((refused as InvalidRequestError).errors).toEqual([
      { field: 'createdFrom', message: 'must be an ISO 8601 timestamp' },
    ]);
    expect(sent).toEqual([]);
  });

  it('answers an unknown reference with NotFoundError', async () => {
    await expect(anonymous.transactions.verify(randomReference())).rejects.toBeInstanceOf(NotFoundError);
  });

  it('replays the stored answer to a POST repeated with the same Idempotency-Key', async () => {
    const responses: ResponseInfo[] = [];
    const options = {
      idempotencyKey: `order-${randomReference()}`,
      onResponse: (r: ResponseInfo) => responses.push(r),
    };
    const body = { crypto: 'USDC', baseFiat: 'USD', amount: 3.5, email: uniqueEmail('idem') } as const;

    const first = await browser.transactions.initiate(body, options);
    const second = await browser.transactions.initiate(body, options);
    expect(second).toEqual(first);
    expect(responses.map(({ status, replayed }) => ({ status, replayed }))).toEqual([
      { status: 201, replayed: false },
      { status: 201, replayed: true },
    ]);

    // The same key with another body is refused; without a key, each call is a transaction of its own.
    await expect(browser.transactions.initiate({ ...body, amount: 4 }, options)).rejects.toBeInstanceOf(
      ConflictError,
    );
    const fresh = await browser.transactions.initiate(body);
    expect(fresh.reference).not.toBe(first.reference);
  });
});

describe('authentication', () => {
  it('refuses a public key where the secret key is needed', async () => {
    await expect(browser.customers.list()).rejects.toBeInstanceOf(PermissionError);
    await expect(browser.transactions.list()).rejects.toBeInstanceOf(PermissionError);
    await expect(
      browser.paymentLinks.create({ name: 'x', description: '', baseFiat: 'USD', amount: 1 }),
    ).rejects.toBeInstanceOf(PermissionError);
  });

  it('refuses a missing or unknown key', async () => {
    await expect(anonymous.customers.list()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(anonymous.transactions.list()).rejects.toBeInstanceOf(AuthenticationError);
    await expect(
      anonymous.transactions.initiate({ crypto: 'SOL', baseFiat: 'USD', amount: 1, email: uniqueEmail('a') }),
    ).rejects.toBeInstanceOf(AuthenticationError);
    const stranger = createClient({
      baseUrl: service.url,
      apiKey: `sk_test_${'x'.repeat(32)}`,
      fetch: documentCheckingFetch(fetch),
    });
    const error = await stranger.customers.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ statusCode: 401, message: 'Unknown API key' });
  });
});

describe('errors the client finds itself', () => {
  it('rejects an invalid body before sending, with the field errors the service gives for it', async () => {
    const body = { crypto: 'USDC', baseFiat: 'USD', amount: 1.234, email: 'not-an-email', colour: 'red' };
    sent.length = 0;
    const error = await merchant.transactions.initiate(body as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(sent).toEqual([]);

    const response = await fetch(`${service.url}/v1/transactions`, {
      method: 'POST',
      headers: { authorization: service.demoBusiness.secretKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const fromService = errorEnvelopeSchema.parse(await response.json());
    expect(response.status).toBe(400);
    expect((error as InvalidRequestError).errors).toEqual(fromService.errors);
    expect((error as InvalidRequestError).message).toBe(fromService.message);
  });

  it('reports a service that cannot be reached as a ConnectionError', async () => {
    const offline = createClient({
      baseUrl: await closedPortUrl(),
      maxRetries: 1,
      retry: { baseDelayMs: 1 },
    });
    const error = await offline.currencies.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toMatch(/GET \/v1\/currencies could not reach the service/);
  });
});
