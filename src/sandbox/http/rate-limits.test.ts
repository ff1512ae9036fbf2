import { afterEach, describe, expect, it } from 'vitest';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { payFromOutside, waitForStatus } from '../testing/gateway-flows.js';
import { call, expectData, expectError, type RawResponse } from '../testing/http.js';
import { startSharedDeployment } from '../testing/shared-deployment.js';
import { testStore } from '../testing/test-database.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * The abuse limits (rate-limits.ts, payments/initiate.ts): request budgets per key and per client IP, the 429
 * they answer, shared by instances on one PostgreSQL database, and the caps on open transactions per client IP
 * and per payment link. Clients are told apart by X-Forwarded-For, which the services trust from 127.0.0.1 only.
 */

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serviceWith(environment: Record<string, string>): Promise<TestService> {
  const service = await startTestService({ TRUST_PROXY: '127.0.0.1', ...environment });
  cleanups.push(() => service.destroy());
  return service;
}

/** A request from client `ip`, as the trusted proxy in front of the service would forward it. */
function from(
  ip: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): { key?: string; body?: unknown; headers: Record<string, string> } {
  return { ...options, headers: { ...options.headers, 'x-forwarded-for': ip } };
}

function expectRateLimited(response: RawResponse, message: RegExp, maxRetryAfterSeconds: number): void {
  const envelope = expectError(response, 429);
  expect(envelope.message).toMatch(message);
  expect(envelope.success).toBe(false);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter), `Retry-After: ${response.headers.get('retry-after')}`).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxRetryAfterSeconds);
}

describe('request rate limits', () => {
  it('gives each client IP its budget and answers past it 429 with Retry-After in the error envelope', async () => {
    const service = await serviceWith({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    for (let request = 1; request <= 3; request++) {
      const response = await call(service.url, 'GET', '/v1/currencies', from('203.0.113.7'));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(3 - request));
    }
    const refused = await call(service.url, 'GET', '/v1/currencies', from('203.0.113.7'));
    expectRateLimited(refused, /^Too many requests from your network: at most 3 every 60 seconds/, 60);
    // Another route counts against the same budget; another client has its own.
    expectError(await call(service.url, 'GET', '/v1/payment-links/x', from('203.0.113.7')), 429);
    expect((await call(service.url, 'GET', '/v1/currencies', from('203.0.113.8'))).status).toBe(200);
    // The load balancer's probes and the metrics scraper are never limited.
    for (const probe of ['/healthz', '/readyz', '/metrics']) {
      expect((await call(service.url, 'GET', probe, from('203.0.113.7'))).status, probe).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64', async () => {
    const service = await serviceWith({ RATE_LIMIT_PER_IP: '2' });
    expect((await call(service.url, 'GET', '/v1/currencies', from('2001:db8:0:1::1'))).status).toBe(200);
    expect((await call(service.url, 'GET', '/v1/currencies', from('2001:db8:0:1::2'))).status).toBe(200);
    expectError(await call(service.url, 'GET', '/v1/currencies', from('2001:db8:0:1::ffff')), 429);
    expect((await call(service.url, 'GET', '/v1/currencies', from('2001:db8:0:2::1'))).status).toBe(200);
  });

  it('counts requests an API key authenticated against that key, apart from its IP', async () => {
    const service = await serviceWith({ RATE_LIMIT_PER_KEY: '3', RATE_LIMIT_PER_IP: '5' });
    const { secretKey, publicKey } = service.demoBusiness;
    // More keyed requests than the IP's budget: they are not the IP's to count.
    for (let request = 0; request < 3; request++) {
      expect(
        (await call(service.url, 'GET', '/v1/business', from('198.51.100.1', { key: secretKey }))).status,
      ).toBe(200);
    }
    const refused = await call(service.url, 'GET', '/v1/business', from('198.51.100.2', { key: secretKey }));
    expectRateLimited(refused, /^Too many requests with this API key: at most 3 every 60 seconds/, 60);
    // The business's public key is another key, with a budget of its own.
    const verify = await call(
      service.url,
      'GET',
      '/v1/transactions/no-such-reference/verify',
      from('198.51.100.1', { key: publicKey }),
    );
    expect(verify.status).toBe(404);
    // Requests without a key from the same address still have the IP's whole budget.
    for (let request = 0; request < 5; request++) {
      expect((await call(service.url, 'GET', '/v1/currencies', from('198.51.100.1'))).status).toBe(200);
    }
    // A made-up key is refused before it is counted: it gets no budget of its own, and a 401, not a 429.
    expectError(
      await call(
        service.url,
        'GET',
        '/v1/business',
        from('198.51.100.1', { key: 'sk_test_madeUpKey0000000000' }),
      ),
      401,
    );
  });

  it('is off with a limit of 0', async () => {
    const service = await serviceWith({ RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_KEY: '0' });
    for (let request = 0; request < 30; request++) {
      expect((await call(service.url, 'GET', '/v1/currencies', from('203.0.113.9'))).status).toBe(200);
      const keyed = await call(
        service.url,
        'GET',
        '/v1/business',
        from('203.0.113.9', { key: service.demoBusiness.secretKey }),
      );
      expect(keyed.status).toBe(200);
      expect(keyed.headers.get('x-ratelimit-limit')).toBeNull();
    }
  });

  // Two instances over one PostgreSQL database and one Solana ledger, as a deployment behind a load balancer runs
  // them: a client's requests count against one budget whichever instance answers.
  it.skipIf(testStore() !== 'postgres')(
    'shares each budget between instances on one PostgreSQL database',
    async () => {
      const deployment = await startSharedDeployment();
      cleanups.push(() => deployment.stop());
      const shared = {
        ...deployment.environment,
        SANDBOX_SECRET_KEY: 'sk_test_rateLimitSharedSecret01',
        SANDBOX_PUBLIC_KEY: 'pk_test_rateLimitSharedPublic01',
        RATE_LIMIT_PER_IP: '4',
        RATE_LIMIT_PER_KEY: '3',
      };
      const first = await serviceWith(shared);
      const second = await serviceWith(shared);
      const client = from('192.0.2.44');
      expect((await call(first.url, 'GET', '/v1/currencies', client)).status).toBe(200);
      expect((await call(second.url, 'GET', '/v1/currencies', client)).status).toBe(200);
      expect((await call(first.url, 'GET', '/v1/currencies', client)).status).toBe(200);
      expect((await call(second.url, 'GET', '/v1/currencies', client)).status).toBe(200);
      expectRateLimited(await call(first.url, 'GET', '/v1/currencies', client), /from your network/, 60);
      expectRateLimited(await call(second.url, 'GET', '/v1/currencies', client), /from your network/, 60);
      // A key's budget too.
      const keyed = from('192.0.2.45', { key: shared.SANDBOX_SECRET_KEY });
      expect((await call(first.url, 'GET', '/v1/business', keyed)).status).toBe(200);
      expect((await call(second.url, 'GET', '/v1/business', keyed)).status).toBe(200);
      expect((await call(second.url, 'GET', '/v1/business', keyed)).status).toBe(200);
      expectRateLimited(await call(first.url, 'GET', '/v1/business', keyed), /with this API key/, 60);
      // The counters are rows of the shared database, one per client.
      const rows = await first.context.database.query(
        'SELECT key, hits FROM rate_limit_counters ORDER BY key',
      );
      expect(rows.map((row) => [row.key, Number(row.hits)])).toContainEqual(['ip:192.0.2.44', 6]);
    },
    120_000,
  );
});

describe('open-transaction caps on the public initiation routes', () => {
  async function createLink(service: TestService): Promise<string> {
    return expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: service.demoBusiness.secretKey,
        body: { name: 'Capped', description: 'Abuse limits', baseFiat: 'USD', amount: 5 },
      }),
      paymentLinkSchema,
      201,
    ).id;
  }

  const initiateOnLink = (
    service: TestService,
    linkId: string,
    ip: string,
    headers: Record<string, string> = {},
  ) =>
    call(
      service.url,
      'POST',
      `/v1/payment-links/${linkId}/transactions`,
      from(ip, { body: { email: 'shopper@example.com', cryptocurrency: 'USDC' }, headers }),
    );

  it('caps the transactions one client IP has open, and lifts the cap as they close', async () => {
    const service = await serviceWith({
      OPEN_TRANSACTIONS_PER_IP: '2',
      OPEN_TRANSACTIONS_PER_LINK: '0',
      TRANSACTION_TTL_SECONDS: '600',
    });
    const linkId = await createLink(service);
    const first = expectData(
      await initiateOnLink(service, linkId, '203.0.113.20'),
      initiatedTransactionSchema,
      201,
    );
    expectData(await initiateOnLink(service, linkId, '203.0.113.20'), initiatedTransactionSchema, 201);
    const retryKey = { 'idempotency-key': 'capped-initiation-1' };
    const refused = await initiateOnLink(service, linkId, '203.0.113.20', retryKey);
    expectRateLimited(refused, /^Too many unfinished payments from your network: at most 2 may be open/, 600);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    // Another client is not held up; a public key counts per client as a payment link does, a secret key does not.
    expectData(await initiateOnLink(service, linkId, '203.0.113.21'), initiatedTransactionSchema, 201);
    const order = { crypto: 'USDC', baseFiat: 'USD', amount: 5, email: 'shopper@example.com' };
    const { publicKey, secretKey } = service.demoBusiness;
    expectError(
      await call(
        service.url,
        'POST',
        '/v1/transactions',
        from('203.0.113.20', { key: publicKey, body: order }),
      ),
      429,
    );
    expectData(
      await call(
        service.url,
        'POST',
        '/v1/transactions',
        from('203.0.113.20', { key: secretKey, body: order }),
      ),
      initiatedTransactionSchema,
      201,
    );

    // One of the client's transactions is paid: it closes, its address is forgotten, and the client may open one.
    await payFromOutside(service, first.reference, { mode: 'exact' });
    await waitForStatus(service, first.reference, 'success');
    const [stored] = await service.context.database.query(
      'SELECT client_ip FROM transactions WHERE reference = $1',
      [first.reference],
    );
    expect(stored?.client_ip).toBeNull();
    // The refused request's Idempotency-Key was not spent on the refusal: sent again, it runs.
    expectData(
      await initiateOnLink(service, linkId, '203.0.113.20', retryKey),
      initiatedTransactionSchema,
      201,
    );
    expectError(await initiateOnLink(service, linkId, '203.0.113.20'), 429);
  }, 60_000);

  it('caps the transactions open on one payment link, and lifts the cap as they expire', async () => {
    const service = await serviceWith({
      OPEN_TRANSACTIONS_PER_IP: '0',
      OPEN_TRANSACTIONS_PER_LINK: '2',
      TRANSACTION_TTL_SECONDS: '3',
      EXPIRY_SWEEP_INTERVAL_MS: '200',
    });
    const linkId = await createLink(service);
    const otherLinkId = await createLink(service);
    expectData(await initiateOnLink(service, linkId, '203.0.113.30'), initiatedTransactionSchema, 201);
    expectData(await initiateOnLink(service, linkId, '203.0.113.31'), initiatedTransactionSchema, 201);
    const refused = await initiateOnLink(service, linkId, '203.0.113.32');
    expectRateLimited(
      refused,
      /^Too many unfinished payments on this payment link: at most 2 may be open/,
      3,
    );
    expectData(await initiateOnLink(service, otherLinkId, '203.0.113.32'), initiatedTransactionSchema, 201);
    // Once the window has closed and the expiry sweep has marked them expired, the link takes new ones.
    await expect
      .poll(async () => (await initiateOnLink(service, linkId, '203.0.113.32')).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(201);
  }, 30_000);
});
