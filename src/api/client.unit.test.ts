import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient, type ClientOptions } from './client.js';
import {
  ConnectionError,
  ConflictError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  ResponseValidationError,
  ServerError,
} from './errors.js';
import type { FetchLike, ResponseInfo } from './http-request.js';
import {
  publicVerifiedTransactionSchema,
  type PublicVerifiedTransaction,
  type VerifiedTransaction,
} from './schemas/transaction.js';

/**
 * The client's own policy (headers, retries, backoff, idempotency keys, timeouts, answer checking) against a
 * scripted fetch: each call takes the next step of the script. The last block checks the requests the client
 * builds for payouts, banks, swaps and wallet-connect (method, path, body, and what it refuses before sending),
 * with answers shaped like the contract says; the service answers them in its own tests.
 */

type Step = Response | Error | 'hang' | 'hang-ignoring-signal';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  at: number;
}

function scriptedFetch(steps: Step[]) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      at: Date.now(),
    });
    const step = steps.shift();
    if (step === undefined) throw new Error(`unexpected request ${init.method} ${url}`);
    if (step === 'hang-ignoring-signal') return new Promise<Response>(() => undefined);
    if (step === 'hang') {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    if (step instanceof Error) throw step;
    return step;
  };
  return { fetch, calls };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function ok(data: unknown, status = 200): Response {
  return json(status, { success: true, message: 'Query successful', data });
}

function failure(
  status: number,
  message: string,
  errors: { field: string; message: string }[] = [],
  headers: Record<string, string> = {},
): Response {
  const envelope = {
    success: false,
    message,
    statusCode: status,
    errors,
    timestamp: NOW,
    path: '/v1/x',
    method: 'GET',
  };
  return json(status, envelope, headers);
}

function networkError(): TypeError {
  return new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') });
}

function client(steps: Step[], options: Partial<ClientOptions> = {}) {
  const script = scriptedFetch(steps);
  const api = createClient({
    baseUrl: 'http://service.test',
    apiKey: 'sk_test_abcdefghijklmnop',
    fetch: script.fetch,
    retry: { baseDelayMs: 1, maxDelayMs: 5 },
    ...options,
  });
  return { api, calls: script.calls };
}

const NOW = '2025-01-02T03:04:05.678Z';
const UUID = '6f1c2a9e-8a5b-4c1d-9e2f-3a4b5c6d7e8f';
const UUID2 = '0b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const ADDRESS = '11111111111111111111111111111111';

const currency = {
  uuid: UUID,
  name: 'Solana',
  code: 'SOL',
  type: 'crypto',
  status: 'active',
  createdAt: NOW,
};

const initiatedTransaction = {
  id: UUID,
  email: 'payer@example.com',
  address: ADDRESS,
  reference: 'a'.repeat(32),
  expectedAmountInUSD: 10,
  expectedAmountInCrypto: 10,
  feeInCrypto: 0.1,
  expectedAmountWithFeeInCrypto: 10.1,
  crypto: 'USDC',
  baseFiat: 'USD',
  baseFiatToUSDRate: 1,
  usdToCryptoRate: 1,
  expiresAt: NOW,
};

const initiateBody = { crypto: 'USDC', baseFiat: 'USD', amount: 10, email: 'payer@example.com' } as const;

const payoutRequest = {
  id: UUID,
  cryptocurrency: 'USDC',
  localFiat: 'NGN',
  payoutChannel: 'ON_CHAIN',
  amountInCrypto: 5,
  amountInUSD: 5,
  amountInLocalFiat: 8000,
  usdToLocalFiatRate: 1600,
  address: ADDRESS,
  bankDetailId: null,
  withdrawalTxId: null,
  businessId: UUID,
  userId: UUID2,
  feeInCrypto: 0.05,
  feeInUSD: 0.05,
  status: 'CANCELLED',
  reasonForDecline: null,
  cancelledAt: NOW,
  processingAt: null,
  paidAt: null,
  processingAgentId: null,
  declinedAt: null,
  createdAtDateOnly: '2025-01-02',
  createdAt: NOW,
  updatedAt: NOW,
};

const bankPayout = {
  baseCurrency: 'USDT',
  amountInBaseCurrency: 20,
  amountInLocalFiat: 32000,
  amountInUSD: 20,
  feeInBaseCurrency: 0.2,
  feeInUSD: 0.2,
  feeInLocalFiat: 320,
  reference: 'payout-ref',
  localFiat: 'NGN',
  type: 'OFF_CHAIN',
  channel: 'BANK',
  userId: UUID2,
  businessId: UUID,
  status: 'FULFILLED',
  environment: 'TEST',
  recipient: {
    accountNumber: '0123456789',
    accountName: 'Ada Obi',
    bankIdentifier: 'TESTBANK',
    bankName: 'Test Bank',
  },
  isAutomated: 1,
  automatedProcessor: 'sandbox',
  processingAt: NOW,
  withdrawalTxId: 'tx-1',
  paidAt: NOW,
  createdAtDateOnly: '2025-01-02',
  usdToLocalFiatRate: 1600,
  withdrawalTxHash: null,
  reasonForDecline: null,
  orderRefundId: null,
  cancelledAt: null,
  processingAgentId: null,
  declinedAt: null,
  uuid: UUID,
  createdAt: NOW,
};

const swap = {
  uuid: UUID,
  inputCryptocurrency: 'USDC',
  outputCryptocurrency: 'SOL',
  inputCryptocurrencyAmount: 12.5,
  localFiat: 'NGN',
  amountInLocalFiat: 20000,
  amountInUSD: 12.5,
  feeInCrypto: 0.125,
  feeInUSD: 0.125,
  minOutputCryptocurrencyAmount: 0.07,
  actualOutputCryptocurrencyAmount: null,
  conversionRate: 0.0057,
  usdToLocalFiatRate: 1600,
  userId: UUID2,
  businessId: UUID,
  status: 'PENDING',
  environment: 'TEST',
  completedAt: null,
  createdAtDateOnly: '2025-01-02',
  createdAt: NOW,
};

const business = {
  uuid: UUID,
  name: 'Demo Shop',
  description: null,
  logoImagePath: null,
  email: 'shop@example.com',
  phoneNumber: '+2348000000000',
  address: null,
  countryId: UUID2,
  industryId: null,
  staffSize: null,
  website: null,
  supportEmail: null,
  twitter: null,
  facebook: null,
  instagram: null,
  webhookUrl: 'https://shop.example.com/hooks',
  userId: UUID2,
  isVerified: true,
  type: 'registered',
  status: 'active',
  suspensionReason: null,
  testPublicAddress: ADDRESS,
  livePublicAddress: null,
  context: 'TEST',
  createdAt: NOW,
  user: {
    uuid: UUID2,
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phoneNumber: '+2348000000001',
    countryId: UUID2,
    isDeveloper: true,
    isEmailVerified: true,
    type: 'customer',
    status: 'active',
    activeBusinessId: UUID,
    activeNotification: true,
    createdAtDateOnly: '2025-01-02',
    createdAt: NOW,
    updatedAt: NOW,
  },
};

describe('requests', () => {
  it('sends the raw API key, JSON headers and the body as written', async () => {
    const { api, calls } = client([ok(initiatedTransaction, 201)]);
    await api.transactions.initiate({ ...initiateBody, metadata: { orderId: 7 } });
    const [call] = calls;
    expect(call?.url).toBe('http://service.test/v1/transactions');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('sk_test_abcdefghijklmnop');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.body).toEqual({ ...initiateBody, metadata: { orderId: 7 } });
  });

  it('sends no Authorization header without a key, and keeps a base path prefix', async () => {
    const { api, calls } = client([ok([currency])], {
      apiKey: undefined,
      baseUrl: 'http://service.test/api/',
    });
    await api.currencies.list({ type: 'crypto', code: 'SOL' });
    expect(calls[0]?.url).toBe('http://service.test/api/v1/currencies?type=crypto&code=SOL');
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[0]?.headers.has('content-type')).toBe(false);
    expect(calls[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('writes query numbers as plain decimals, never in exponent notation', async () => {
    const conversion = { from: 'SOL', to: 'USD', amount: 1e-7, rate: 150, value: 0.00001 };
    const { api, calls } = client([ok(conversion), ok({ records: [], count: 0 })]);
    expect(await api.conversion.convert({ from: 'SOL', to: 'USD', amount: 1e-7 })).toEqual(conversion);
    expect(new URL(calls[0]?.url ?? '').searchParams.get('amount')).toBe('0.0000001');
    await api.customers.list({ limit: 5, page: 2 });
    expect(calls[1]?.url).toBe('http://service.test/v1/business-customers?limit=5&page=2');
  });

  it('encodes path parameters', async () => {
    const { api, calls } = client([ok({ records: [], count: 0 })]);
    await api.customers.get('AbC123xyZ9');
    expect(calls[0]?.url).toBe('http://service.test/v1/business-customers/AbC123xyZ9');
  });

  it('refuses a bad base URL or settings when the client is made', () => {
    expect(() => createClient({ baseUrl: 'not a url' })).toThrow(/baseUrl/);
    expect(() => createClient({ baseUrl: 'ftp://x.test' })).toThrow(/http/);
    expect(() => createClient({ baseUrl: 'http://x.test', timeoutMs: 0 })).toThrow(/timeoutMs/);
    expect(() => createClient({ baseUrl: 'http://x.test', maxRetries: -1 })).toThrow(/maxRetries/);
  });
});

describe('client-side validation', () => {
  it('rejects a bad body with the field errors the service would give, without sending anything', async () => {
    const { api, calls } = client([]);
    const error = await api.transactions
      .initiate({ crypto: 'DOGE' as 'SOL', baseFiat: 'USD', amount: -1, email: 'nope' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    const invalid = error as InvalidRequestError;
    expect(invalid.statusCode).toBe(400);
    expect(invalid.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'amount',
      'crypto',
      'email',
    ]);
    expect(invalid.message).toMatch(/^Invalid request body: /);
    expect(calls).toHaveLength(0);
  });

  it('names missing and unknown fields', async () => {
    const { api } = client([]);
    const error = (await api.customers
      .create({ firstName: 'Ada', nickname: 'A' } as never)
      .catch((caught: unknown) => caught)) as InvalidRequestError;
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'is required' },
        { field: 'nickname', message: 'is not a known field' },
      ]),
    );
  });

  it('checks queries as the strings the URL carries and path parameters by their schema', async () => {
    const { api, calls } = client([]);
    await expect(api.customers.list({ limit: 0 })).rejects.toMatchObject({
      errors: [{ field: 'limit', message: 'must be at least 1' }],
    });
    await expect(api.customers.list({ limit: 2.5 })).rejects.toMatchObject({
      errors: [{ field: 'limit', message: 'must be a whole number' }],
    });
    await expect(api.paymentLinks.get('../admin')).rejects.toMatchObject({
      message: expect.stringMatching(/^Invalid path: id/),
      errors: [{ field: 'id', message: 'must be a UUID' }],
    });
    await expect(
      api.swaps.create({
        inputCryptocurrency: 'SOL',
        outputCryptocurrency: 'SOL',
        inputCryptocurrencyAmount: '1',
      }),
    ).rejects.toMatchObject({
      errors: [{ field: 'outputCryptocurrency', message: 'must differ from inputCryptocurrency' }],
    });
    await expect(
      api.transactions.initiate(initiateBody, { idempotencyKey: 'has space' }),
    ).rejects.toMatchObject({
      errors: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }],
    });
    expect(calls).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a GET after a 503 and returns the answer that follows', async () => {
    const { api, calls } = client([failure(503, 'busy'), ok([currency])]);
    expect(await api.currencies.list()).toEqual([currency]);
    expect(calls).toHaveLength(2);
  });

  it('retries a GET after a connection failure', async () => {
    const { api, calls } = client([networkError(), ok([currency])]);
    expect(await api.currencies.list()).toEqual([currency]);
    expect(calls).toHaveLength(2);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const { api, calls } = client([failure(500, 'a'), failure(502, 'b'), failure(503, 'c')]);
    const error = await api.currencies.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ statusCode: 503, message: 'c' });
    expect(calls).toHaveLength(3);
  });

  it('honours maxRetries from the client and from the call', async () => {
    const first = client([failure(500, 'a')], { maxRetries: 0 });
    await expect(first.api.currencies.list()).rejects.toBeInstanceOf(ServerError);
    expect(first.calls).toHaveLength(1);
    const second = client([failure(500, 'a'), ok([])], { maxRetries: 0 });
    await expect(second.api.currencies.list({}, { maxRetries: 1 })).resolves.toEqual([]);
    expect(second.calls).toHaveLength(2);
  });

  it('retries a DELETE (cancel) like a read', async () => {
    const { api, calls } = client([failure(503, 'busy'), ok(payoutRequest)]);
    expect(await api.payouts.cancel(UUID)).toEqual(payoutRequest);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE http://service.test/v1/payout-request/${UUID}`,
      `DELETE http://service.test/v1/payout-request/${UUID}`,
    ]);
  });

  it('retries a POST after a connection failure with the same Idempotency-Key', async () => {
    const { api, calls } = client([
      networkError(),
      ok(initiatedTransaction, 201),
      ok(initiatedTransaction, 201),
    ]);
    await api.transactions.initiate(initiateBody);
    expect(calls).toHaveLength(2);
    const key = calls[0]?.headers.get('idempotency-key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(calls[1]?.headers.get('idempotency-key')).toBe(key);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
    // A new call is a new request: it gets a key of its own.
    await api.transactions.initiate(initiateBody);
    expect(calls[2]?.headers.get('idempotency-key')).not.toBe(key);
  });

  it('retries a POST after a 5xx with the same key, and sends the caller’s own key', async () => {
    const { api, calls } = client([failure(500, 'oops'), ok(initiatedTransaction, 201)]);
    await api.transactions.initiate(initiateBody, { idempotencyKey: 'order-1234' });
    expect(calls.map((call) => call.headers.get('idempotency-key'))).toEqual(['order-1234', 'order-1234']);
  });

  it('does not retry a POST answered 400, 409 or 429', async () => {
    const invalid = client([
      failure(400, 'Invalid request body: email is required', [{ field: 'email', message: 'is required' }]),
    ]);
    const error = await invalid.api.transactions.initiate(initiateBody).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(error).toMatchObject({ errors: [{ field: 'email', message: 'is required' }] });
    expect(invalid.calls).toHaveLength(1);

    const conflict = client([failure(409, 'A request with this Idempotency-Key is still being processed')]);
    await expect(conflict.api.transactions.initiate(initiateBody)).rejects.toBeInstanceOf(ConflictError);
    expect(conflict.calls).toHaveLength(1);

    const limited = client([failure(429, 'slow down', []), ok(initiatedTransaction)]);
    await expect(limited.api.transactions.initiate(initiateBody)).rejects.toBeInstanceOf(RateLimitError);
    expect(limited.calls).toHaveLength(1);
  });

  it('does not retry a GET answered 404', async () => {
    const { api, calls } = client([failure(404, 'No customer with reference code AbC123xyZ9')]);
    await expect(api.customers.get('AbC123xyZ9')).rejects.toBeInstanceOf(NotFoundError);
    expect(calls).toHaveLength(1);
  });

  it('waits out the Retry-After of a 429 before retrying a GET', async () => {
    const { api, calls } = client([failure(429, 'slow down', [], { 'retry-after': '1' }), ok([currency])]);
    expect(await api.currencies.list()).toEqual([currency]);
    const [first, second] = calls;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('does not sleep through a Retry-After longer than maxRetryAfterMs', async () => {
    const { api, calls } = client(
      [failure(429, 'come back in an hour', [], { 'retry-after': '3600' }), ok([])],
      {
        retry: { maxRetryAfterMs: 10_000 },
      },
    );
    const started = Date.now();
    await expect(api.currencies.list()).rejects.toBeInstanceOf(RateLimitError);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1);
  });

  it('retries a GET answered 429 without Retry-After on the ordinary backoff', async () => {
    const { api, calls } = client([failure(429, 'slow down'), ok([])]);
    expect(await api.currencies.list()).toEqual([]);
    expect(calls).toHaveLength(2);
  });
});

describe('answers', () => {
  it('returns the parsed data of a success envelope, dropping fields the contract does not know', async () => {
    const { api } = client([ok([{ ...currency, extra: 'kept out' }])]);
    expect(await api.currencies.list()).toEqual([currency]);
  });

  it('throws ResponseValidationError naming the paths that break the contract', async () => {
    const { api, calls } = client([ok([{ ...currency, code: 'DOGE', createdAt: 'yesterday' }])]);
    const error = await api.currencies.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const invalid = error as ResponseValidationError;
    expect(invalid.errors.map((fieldError) => fieldError.field)).toEqual(['data.0.code', 'data.0.createdAt']);
    expect(invalid.message).toContain('GET /v1/currencies');
    expect(invalid.message).toContain('data.0.code');
    expect(calls).toHaveLength(1);
  });

  it('treats a success status with a body that is not JSON as a broken answer', async () => {
    const { api } = client([new Response('<html>hello</html>', { status: 200 })]);
    await expect(api.currencies.list()).rejects.toThrow(ResponseValidationError);
  });

  it('turns error bodies that are not envelopes into the class of their status, naming the status', async () => {
    const { api } = client([
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
      new Response('<html>Bad gateway</html>', { status: 502 }),
      new Response('nothing here', { status: 404 }),
    ]);
    const server = await api.currencies.list().catch((caught: unknown) => caught);
    expect(server).toBeInstanceOf(ServerError);
    expect((server as ServerError).statusCode).toBe(502);
    expect((server as ServerError).message).toMatch(/HTTP 502/);
    const missing = await api.swaps.get(UUID).catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(NotFoundError);
    expect((missing as NotFoundError).message).toMatch(/GET \/v1\/swaps\/.* HTTP 404: nothing here/);
  });

  it('reports every response, including whether it was replayed', async () => {
    const seen: ResponseInfo[] = [];
    const { api } = client([
      failure(500, 'x'),
      ok(initiatedTransaction, 201),
      json(
        201,
        { success: true, message: 'm', data: initiatedTransaction },
        { 'idempotent-replayed': 'true' },
      ),
    ]);
    await api.transactions.initiate(initiateBody, {
      idempotencyKey: 'k-1',
      onResponse: (info) => seen.push(info),
    });
    await api.transactions.initiate(initiateBody, {
      idempotencyKey: 'k-1',
      onResponse: (info) => seen.push(info),
    });
    expect(
      seen.map(({ status, attempt, replayed, idempotencyKey }) => ({
        status,
        attempt,
        replayed,
        idempotencyKey,
      })),
    ).toEqual([
      { status: 500, attempt: 1, replayed: false, idempotencyKey: 'k-1' },
      { status: 201, attempt: 2, replayed: false, idempotencyKey: 'k-1' },
      { status: 201, attempt: 1, replayed: true, idempotencyKey: 'k-1' },
    ]);
  });
});

describe('timeouts and cancellation', () => {
  it('turns a timeout into a ConnectionError', async () => {
    const { api, calls } = client(['hang'], { timeoutMs: 30, maxRetries: 0 });
    const error = await api.currencies.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as ConnectionError).message).toMatch(/timed out after 30 ms/);
    expect(calls).toHaveLength(1);
  });

  it('times out even when the fetch implementation ignores its signal, and retries a read after it', async () => {
    const { api, calls } = client(['hang-ignoring-signal', ok([currency])], { timeoutMs: 30 });
    expect(await api.currencies.list()).toEqual([currency]);
    expect(calls).toHaveLength(2);
  });

  it('retries a POST that timed out with the same key', async () => {
    const { api, calls } = client(['hang', ok(initiatedTransaction, 201)], { timeoutMs: 30 });
    await api.transactions.initiate(initiateBody);
    expect(calls[1]?.headers.get('idempotency-key')).toBe(calls[0]?.headers.get('idempotency-key'));
  });

  it('stops at once when the caller aborts, with the signal’s reason, and does not retry', async () => {
    const controller = new AbortController();
    const { api, calls } = client(['hang', ok([])]);
    const pending = api.currencies.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });

  it('stops waiting between retries when the caller aborts', async () => {
    const controller = new AbortController();
    const { api, calls } = client([failure(503, 'busy'), ok([])], {
      retry: { baseDelayMs: 10_000, maxDelayMs: 10_000 },
    });
    const pending = api.currencies.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user left')), 20);
    await expect(pending).rejects.toThrow('user left');
    expect(calls).toHaveLength(1);
  });

  it('does not send at all with a signal that is already aborted', async () => {
    const { api, calls } = client([]);
    await expect(api.currencies.list({}, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('verification: the view the key gets', () => {
  const customer = {
    uuid: UUID2,
    refCode: 'ABCDEFGHIJ',
    firstName: 'Ada',
    lastName: null,
    email: 'payer@example.com',
    phoneNumber: null,
    totalSpendInUSD: 0,
    businessId: UUID,
    userId: UUID2,
    context: 'TEST',
    createdAt: NOW,
    createdAtDateOnly: '2025-01-02',
  };
  const fullTransaction = {
    uuid: UUID,
    reference: 'a'.repeat(32),
    cryptoTransactionHash: null,
    expectedAmountInCrypto: 10,
    expectedAmountInUSD: 10,
    expectedAmountInBaseFiat: 10,
    expectedAmountInBusinessPrimaryFiat: 16000,
    receivedAmountInCrypto: 0,
    receivedAmountInUSD: 0,
    receivedAmountInBaseFiat: 0,
    receivedAmountInBusinessPrimaryFiat: 0,
    excessAmountReceivedInCrypto: 0,
    feeInCrypto: 0.1,
    expectedAmountInCryptoPlusFee: 10.1,
    crypto: 'USDC',
    baseFiat: 'USD',
    businessPrimaryFiat: 'NGN',
    baseFiatToUSDRate: 1,
    baseFiatToBusinessPrimaryFiatRate: 1600,
    usdToCryptoRate: 1,
    address: ADDRESS,
    metadata: { orderId: 'A-1' },
    environment: 'TEST',
    origin: 'THIRD_PARTY',
    businessId: UUID,
    userId: UUID2,
    customerId: UUID2,
    expiresAt: NOW,
    completedAt: null,
    status: 'pending',
    failureReason: null,
    createdAtDateOnly: '2025-01-02',
    createdAt: NOW,
    customer,
  } as const;
  const publicTransaction = publicVerifiedTransactionSchema.parse(fullTransaction);

  it('expects the full transaction with a secret key, and refuses a public view in its place', async () => {
    const { api } = client([ok(fullTransaction), ok(publicTransaction)]);
    expect(await api.transactions.verify('a'.repeat(32))).toEqual(fullTransaction);
    await expect(api.transactions.verify('a'.repeat(32), { maxRetries: 0 })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });

  it('expects the public view with a public key or none, and keeps nothing more of a fuller answer', async () => {
    for (const apiKey of ['pk_test_abcdefghijklmnop', undefined]) {
      const { api, calls } = client([ok(publicTransaction), ok(fullTransaction)], { apiKey });
      expect(await api.transactions.verify('a'.repeat(32))).toEqual(publicTransaction);
      expect(await api.transactions.verify('a'.repeat(32))).toEqual(publicTransaction);
      expect(calls[0]?.url).toBe(`http://service.test/v1/transactions/${'a'.repeat(32)}/verify`);
    }
    expect(publicTransaction).not.toHaveProperty('customer');
    expect(publicTransaction).not.toHaveProperty('metadata');
  });

  it('expects the full transaction without a key when authenticated as the business (the console session)', async () => {
    const { api, calls } = client([ok(fullTransaction), ok(publicTransaction)], {
      apiKey: undefined,
      authenticatedAsBusiness: true,
    });
    expect(await api.transactions.verify('a'.repeat(32))).toEqual(fullTransaction);
    await expect(api.transactions.verify('a'.repeat(32), { maxRetries: 0 })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
    expect(calls[0]?.headers.get('Authorization')).toBeNull();
  });

  it('lists transactions: the filters as URL strings, checked before sending, each record the full view', async () => {
    const page = { records: [fullTransaction], count: 7 };
    const { api, calls } = client([ok(page), ok({ records: [publicTransaction], count: 1 })]);
    const query = {
      status: 'pending',
      crypto: 'USDC',
      paymentLinkId: UUID,
      createdFrom: '2025-01-01T00:00:00Z',
      createdTo: '2025-01-03T00:00:00+01:00',
      email: 'Payer@Example.com',
      limit: 5,
      page: 2,
    } as const;
    expect(await api.transactions.list(query)).toEqual(page);
    const url = new URL(calls[0]?.url ?? '');
    expect(url.pathname).toBe('/v1/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...query, limit: '5', page: '2' });
    // A record that is only the public view breaks the contract.
    await expect(api.transactions.list(undefined, { maxRetries: 0 })).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
    expect(calls[1]?.url).toBe('http://service.test/v1/transactions');

    await expect(
      api.transactions.list({ createdFrom: '2025-01-03T00:00:00Z', createdTo: '2025-01-02T00:00:00Z' }),
    ).rejects.toMatchObject({ errors: [{ field: 'createdTo', message: 'must not be before createdFrom' }] });
    await expect(
      api.transactions.list({ status: 'paid' as 'success', limit: 101, email: 'nope' }),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        { field: 'limit', message: 'must be at most 100' },
        { field: 'status', message: 'must be one of pending, pending_settlement, success, failed, expired' },
        { field: 'email', message: 'must be a valid e-mail address' },
      ]),
    });
    expect(calls).toHaveLength(2);
  });

  it('types the answer by the key: full for a secret key, public for a public key or none, else either', () => {
    const options = { baseUrl: 'http://service.test', fetch: scriptedFetch([]).fetch };
    const secret = createClient({ ...options, apiKey: 'sk_test_abcdefghijklmnop' });
    expectTypeOf(secret.transactions.verify).returns.resolves.toEqualTypeOf<VerifiedTransaction>();
    const browser = createClient({ ...options, apiKey: 'pk_test_abcdefghijklmnop' });
    expectTypeOf(browser.transactions.verify).returns.resolves.toEqualTypeOf<PublicVerifiedTransaction>();
    const anonymous = createClient(options);
    expectTypeOf(anonymous.transactions.verify).returns.resolves.toEqualTypeOf<PublicVerifiedTransaction>();
    // A key read from the environment could be either kind: the answer is one of the two, told apart by `in`.
    const unknownKind = createClient({ ...options, apiKey: process.env.UNSET_TEST_KEY });
    expectTypeOf(unknownKind.transactions.verify).returns.resolves.toEqualTypeOf<
      VerifiedTransaction | PublicVerifiedTransaction
    >();
    const narrow = (transaction: Awaited<ReturnType<typeof unknownKind.transactions.verify>>) =>
      'customer' in transaction ? transaction : undefined;
    expectTypeOf(narrow).returns.toEqualTypeOf<VerifiedTransaction | undefined>();
  });
});

describe('the events stream address', () => {
  it('is built like every call: the base path kept, the reference checked, and nothing sent', () => {
    const { fetch, calls } = scriptedFetch([]);
    const api = createClient({ baseUrl: 'http://service.test/api/', fetch });
    expect(api.transactions.eventsUrl('a'.repeat(32))).toBe(
      `http://service.test/api/v1/transactions/${'a'.repeat(32)}/events`,
    );
    expect(() => api.transactions.eventsUrl('not/a reference')).toThrow(InvalidRequestError);
    expect(calls).toHaveLength(0);
  });
});

describe('payouts, banks, swaps and wallet-connect: the requests the client builds', () => {
  it('payouts: bank, crypto and cancel', async () => {
    const { api, calls } = client([
      ok(bankPayout, 201),
      ok({ ...payoutRequest, status: 'PENDING', cancelledAt: null }, 201),
      ok(payoutRequest),
    ]);
    const bankBody = {
      amount: 20,
      currency: 'USDT',
      accountNumber: '0123456789',
      accountName: 'Ada Obi',
      bankIdentifier: 'TESTBANK',
    } as const;
    expect(await api.payouts.createBank(bankBody)).toEqual(bankPayout);
    expect(await api.payouts.createCrypto({ amount: 5, currency: 'USDC', address: ADDRESS })).toMatchObject({
      status: 'PENDING',
    });
    expect(await api.payouts.cancel(UUID)).toMatchObject({ status: 'CANCELLED', cancelledAt: NOW });
    expect(
      calls.map((call) => [call.method, call.url.replace('http://service.test', ''), call.body]),
    ).toEqual([
      ['POST', '/v1/payout-requests/bank', bankBody],
      ['POST', '/v1/payout-requests/crypto', { amount: 5, currency: 'USDC', address: ADDRESS }],
      ['DELETE', `/v1/payout-request/${UUID}`, undefined],
    ]);
    expect(calls[2]?.headers.has('idempotency-key')).toBe(false);
    await expect(
      api.payouts.createCrypto({ amount: 1.0000001, currency: 'USDC', address: 'not-base58!' }),
    ).rejects.toMatchObject({
      errors: expect.arrayContaining([
        { field: 'address', message: 'must be a base58 Solana address (32 bytes)' },
        { field: 'amount', message: 'must have at most 6 decimal places for USDC' },
      ]),
    });
  });

  it('banks: list and resolve an account', async () => {
    const bank = { name: 'Test Bank', bankIdentifier: 'TESTBANK', currency: 'NGN' };
    const resolved = {
      accountNumber: '0123456789',
      accountName: 'Ada Obi',
      bankIdentifier: 'TESTBANK',
      bankName: 'Test Bank',
    };
    const { api, calls } = client([ok([bank]), ok(resolved)]);
    expect(await api.banks.list({ currency: 'NGN' })).toEqual([bank]);
    expect(
      await api.banks.resolveAccount({ accountNumber: '0123456789', bankIdentifier: 'TESTBANK' }),
    ).toEqual(resolved);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET http://service.test/v1/banks?currency=NGN',
      'POST http://service.test/v1/banks/resolve-account',
    ]);
    await expect(api.banks.list({ currency: 'SOL' as 'NGN' })).rejects.toBeInstanceOf(InvalidRequestError);
  });

  it('swaps: create and fetch', async () => {
    const { api, calls } = client([ok(swap, 201), ok({ ...swap, business })]);
    const body = {
      inputCryptocurrency: 'USDC',
      outputCryptocurrency: 'SOL',
      inputCryptocurrencyAmount: '12.5',
    } as const;
    expect(await api.swaps.create(body)).toEqual(swap);
    const fetched = await api.swaps.get(UUID);
    expect(fetched.business.user.email).toBe('ada@example.com');
    expect(
      calls.map((call) => [call.method, call.url.replace('http://service.test', ''), call.body]),
    ).toEqual([
      ['POST', '/v1/swaps', body],
      ['GET', `/v1/swaps/${UUID}`, undefined],
    ]);
  });

  it('transactions: wallet-connect', async () => {
    const answer = {
      address: ADDRESS,
      reference: 'a'.repeat(32),
      expectedAmountInUSD: 10,
      expectedAmountInCrypto: 0.066,
      crypto: 'SOL',
      baseFiat: 'USD',
      baseFiatToUSDRate: 1,
      usdToCryptoRate: 0.0066,
      expectedAmountWithFeeInCrypto: 0.06666,
      serializedTransaction: 'AQID',
    };
    const { api, calls } = client([ok(answer)], { apiKey: undefined });
    expect(await api.transactions.walletConnect('a'.repeat(32), { walletPublicAddress: ADDRESS })).toEqual(
      answer,
    );
    expect(calls[0]?.url).toBe(`http://service.test/v1/transactions/${'a'.repeat(32)}/wallet-connect`);
    expect(calls[0]?.body).toEqual({ walletPublicAddress: ADDRESS });
  });
});
