import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerPageSchema } from '../../api/schemas/customer.js';
import { paymentLinkPageSchema, paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { startSharedDeployment } from '../testing/shared-deployment.js';
import { testStore } from '../testing/test-database.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
import { createTestBusiness } from '../webhooks/testing.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const link = {
  name: 'Ethiopian Yirgacheffe, 1 kg',
  description: 'Washed, light roast',
  baseFiat: 'NGN',
  amount: 25000,
  successMessage: 'Thank you! Your beans ship tomorrow.',
  redirectLink: 'https://demo-shop.test/thanks',
};

async function createLink(body: unknown = link) {
  return call(service.url, 'POST', '/v1/payment-links', { key: service.demoBusiness.secretKey, body });
}

describe('payment links', () => {
  it('creates a link with the secret key and shows it to anyone with its id', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    expect(created).toMatchObject({
      ...link,
      business: { name: 'Demo Coffee Roasters' },
      environment: 'TEST',
    });
    const fetched = expectData(
      await call(service.url, 'GET', `/v1/payment-links/${created.id}`),
      paymentLinkSchema,
    );
    expect(fetched).toEqual(created);
  });

  it('initiates a transaction inside a link without a key, priced from the link', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const transaction = expectData(
      await call(service.url, 'POST', `/v1/payment-links/${created.id}/transactions`, {
        body: { email: 'guest@example.com', firstName: 'Tunde', lastName: 'Bello', cryptocurrency: 'SOL' },
      }),
      initiatedTransactionSchema,
      201,
    );
    expect(transaction).toMatchObject({
      email: 'guest@example.com',
      crypto: 'SOL',
      baseFiat: 'NGN',
      expectedAmountInUSD: 15.63,
      expectedAmountInCrypto: 0.104166667,
      feeInCrypto: 0.001041667,
      expectedAmountWithFeeInCrypto: 0.105208334,
    });
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
        key: service.demoBusiness.secretKey,
      }),
      verifiedTransactionSchema,
    );
    expect(verified.origin).toBe('PAYMENT_LINK');
    expect(verified.customer).toMatchObject({ firstName: 'Tunde', lastName: 'Bello' });
  });

  it('keeps one customer per e-mail: a returning one gains missing names and keeps its own', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const email = `returning-${Date.now()}@example.com`;
    const initiateAs = (names: { firstName?: string; lastName?: string }) =>
      call(service.url, 'POST', `/v1/payment-links/${created.id}/transactions`, {
        body: { email, cryptocurrency: 'USDC', ...names },
      });
    const customer = async () => {
      const page = expectData(
        await call(service.url, 'GET', '/v1/business-customers?limit=100', {
          key: service.demoBusiness.secretKey,
        }),
        customerPageSchema,
      );
      return page.records.filter((record) => record.email === email);
    };
    // Several at once for a new e-mail: one customer, whichever insert won.
    const first = await Promise.all(Array.from({ length: 6 }, () => initiateAs({})));
    for (const answer of first) expectData(answer, initiatedTransactionSchema, 201);
    expect(await customer()).toMatchObject([{ firstName: null, lastName: null }]);
    expectData(await initiateAs({ firstName: 'Ada' }), initiatedTransactionSchema, 201);
    expect(await customer()).toMatchObject([{ firstName: 'Ada', lastName: null }]);
    expectData(await initiateAs({ firstName: 'Other', lastName: 'Obi' }), initiatedTransactionSchema, 201);
    expect(await customer()).toMatchObject([{ firstName: 'Ada', lastName: 'Obi' }]);
    expectData(await initiateAs({ firstName: 'Third', lastName: 'Name' }), initiatedTransactionSchema, 201);
    expect(await customer()).toMatchObject([{ firstName: 'Ada', lastName: 'Obi' }]);
  });

  it('refuses creation with the public key or no key', async () => {
    expectError(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: service.demoBusiness.publicKey,
        body: link,
      }),
      403,
    );
    expectError(await call(service.url, 'POST', '/v1/payment-links', { body: link }), 401);
  });

  it('names bad link fields', async () => {
    const error = expectError(
      await createLink({
        name: ' ',
        description: 7,
        baseFiat: 'USDT',
        amount: 100.001,
        redirectLink: 'javascript:x',
      }),
      400,
    );
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'baseFiat',
      'description',
      'name',
      'redirectLink',
    ]);
    expect(expectError(await createLink({ ...link, amount: 100.001 }), 400).errors).toEqual([
      { field: 'amount', message: 'must have at most 2 decimal places for NGN' },
    ]);
  });

  it('answers 404 for an unknown link and 400 for a malformed id, on fetch and initiation', async () => {
    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expectError(await call(service.url, 'GET', `/v1/payment-links/${unknown}`), 404);
    expectError(
      await call(service.url, 'POST', `/v1/payment-links/${unknown}/transactions`, {
        body: { email: 'a@example.com', cryptocurrency: 'USDT' },
      }),
      404,
    );
    expect(expectError(await call(service.url, 'GET', '/v1/payment-links/not-a-uuid'), 400).errors).toEqual([
      { field: 'id', message: 'must be a UUID' },
    ]);
  });

  it('names bad customer details on initiation', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const error = expectError(
      await call(service.url, 'POST', `/v1/payment-links/${created.id}/transactions`, {
        body: { cryptocurrency: 'BTC' },
      }),
      400,
    );
    expect(error.errors).toEqual([
      { field: 'email', message: 'is required' },
      { field: 'cryptocurrency', message: 'must be one of USDT, USDC, SOL' },
    ]);
  });
});

/** A business of its own, so that its list holds exactly what a test made. */
async function newBusiness() {
  return createTestBusiness(service.context.database, { template: service.demoBusiness.businessId });
}

async function createLinkAs(secretKey: string, body: Record<string, unknown> = {}) {
  return expectData(
    await call(service.url, 'POST', '/v1/payment-links', { key: secretKey, body: { ...link, ...body } }),
    paymentLinkSchema,
    201,
  );
}

const listLinks = (secretKey: string, query = '') =>
  call(service.url, 'GET', `/v1/payment-links${query}`, { key: secretKey });

const patchLink = (id: string, body: unknown, key: string = service.demoBusiness.secretKey) =>
  call(service.url, 'PATCH', `/v1/payment-links/${id}`, { key, body });

const initiateOn = (id: string) =>
  call(service.url, 'POST', `/v1/payment-links/${id}/transactions`, {
    body: { email: 'shopper@example.com', cryptocurrency: 'USDC' },
  });

describe('listing payment links', () => {
  it('pages the business’s links newest first, with the total count', async () => {
    const business = await newBusiness();
    const created: string[] = [];
    for (const name of ['first', 'second', 'third', 'fourth', 'fifth']) {
      created.push((await createLinkAs(business.secretKey, { name })).id);
      // Distinct creation times, so that "newest first" is decided by them and not by the tie-breaker.
      await delay(5);
    }
    const newestFirst = [...created].reverse();

    const everything = expectData(await listLinks(business.secretKey), paymentLinkPageSchema);
    expect(everything.count).toBe(5);
    expect(everything.records.map((record) => record.id)).toEqual(newestFirst);
    expect(everything.records[0]).toMatchObject({ name: 'fifth', active: true, network: 'localnet' });

    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      pages.push(
        expectData(await listLinks(business.secretKey, `?limit=2&page=${page}`), paymentLinkPageSchema),
      );
    }
    expect(pages.map((page) => page.records.map((record) => record.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
      [],
    ]);
    // `count` is the business's total, not the page's.
    expect(pages.map((page) => page.count)).toEqual([5, 5, 5, 5]);
  });

  it('shows a business only its own links', async () => {
    const mine = await newBusiness();
    const theirs = await newBusiness();
    const own = await createLinkAs(mine.secretKey, { name: 'Mine' });
    await createLinkAs(theirs.secretKey, { name: 'Theirs' });
    const page = expectData(await listLinks(mine.secretKey), paymentLinkPageSchema);
    expect(page).toMatchObject({ count: 1, records: [{ id: own.id, name: 'Mine' }] });
    const empty = expectData(await listLinks((await newBusiness()).secretKey), paymentLinkPageSchema);
    expect(empty).toEqual({ records: [], count: 0 });
  });

  it('names bad paging, and refuses the public key or no key', async () => {
    const error = expectError(
      await listLinks(service.demoBusiness.secretKey, '?limit=101&page=0&sort=x'),
      400,
    );
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual(['limit', 'page', 'sort']);
    expectError(await listLinks(service.demoBusiness.publicKey), 403);
    expectError(await call(service.url, 'GET', '/v1/payment-links'), 401);
  });
});

describe('updating payment links', () => {
  it('changes each field it is given and keeps the others', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const changes: [Record<string, unknown>, Record<string, unknown>][] = [
      [{ name: '  Kenyan AA, 500 g ' }, { name: 'Kenyan AA, 500 g' }],
      [{ description: '' }, { description: '' }],
      [{ amount: 12500.5 }, { amount: 12500.5 }],
      [{ successMessage: 'Thanks!' }, { successMessage: 'Thanks!' }],
      [{ redirectLink: 'https://demo-shop.test/done' }, { redirectLink: 'https://demo-shop.test/done' }],
      [
        { successMessage: null, redirectLink: null },
        { successMessage: null, redirectLink: null },
      ],
      [{ active: false }, { active: false }],
      [{ active: true }, { active: true }],
    ];
    let expected: Record<string, unknown> = { ...created };
    for (const [body, change] of changes) {
      expected = { ...expected, ...change };
      const updated = expectData(await patchLink(created.id, body), paymentLinkSchema);
      expect(updated, JSON.stringify(body)).toEqual(expected);
      const fetched = expectData(
        await call(service.url, 'GET', `/v1/payment-links/${created.id}`),
        paymentLinkSchema,
      );
      expect(fetched, JSON.stringify(body)).toEqual(expected);
    }
    // The new price is what a transaction inside the link is charged.
    const transaction = expectData(await initiateOn(created.id), initiatedTransactionSchema, 201);
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
        key: service.demoBusiness.secretKey,
      }),
      verifiedTransactionSchema,
    );
    expect(verified).toMatchObject({ baseFiat: 'NGN', expectedAmountInBaseFiat: 12500.5 });
  });

  it('names every bad field, and an empty body', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const fieldsOf = async (body: unknown) =>
      expectError(await patchLink(created.id, body), 400)
        .errors.map((error) => error.field)
        .sort();
    expect(await fieldsOf({})).toEqual(['body']);
    expect(expectError(await patchLink(created.id, {}), 400).errors).toEqual([
      { field: 'body', message: 'must change at least one field' },
    ]);
    expect(
      await fieldsOf({
        name: ' ',
        description: 7,
        amount: 0,
        successMessage: 'x'.repeat(501),
        redirectLink: 'javascript:x',
        active: 'no',
      }),
    ).toEqual(['active', 'amount', 'description', 'name', 'redirectLink', 'successMessage']);
    expect(await fieldsOf({ baseFiat: 'USD' })).toEqual(['baseFiat']);
    expect(await fieldsOf({ amount: 100_000_001 })).toEqual(['amount']);
    expect(await fieldsOf({ name: null })).toEqual(['name']);
    // The link's currency decides how many decimals its amount may have.
    expect(expectError(await patchLink(created.id, { amount: 100.001 }), 400).errors).toEqual([
      { field: 'amount', message: 'must have at most 2 decimal places for NGN' },
    ]);
    expect(expectError(await patchLink('not-a-uuid', { active: false }), 400).errors).toEqual([
      { field: 'id', message: 'must be a UUID' },
    ]);
    // Nothing was changed by any of them.
    expect(
      expectData(await call(service.url, 'GET', `/v1/payment-links/${created.id}`), paymentLinkSchema),
    ).toEqual(created);
  });

  it('answers 404 for an unknown link and for another business’s, and leaves the latter as it was', async () => {
    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expectError(await patchLink(unknown, { name: 'x' }), 404);
    expectError(await patchLink(unknown, { amount: 10 }), 404);
    const other = await newBusiness();
    const theirs = await createLinkAs(other.secretKey);
    expectError(await patchLink(theirs.id, { active: false }), 404);
    expectError(await patchLink(theirs.id, { amount: 10 }), 404);
    expect(
      expectData(await call(service.url, 'GET', `/v1/payment-links/${theirs.id}`), paymentLinkSchema),
    ).toEqual(theirs);
    // Its owner may.
    expect(
      expectData(await patchLink(theirs.id, { name: 'Renamed' }, other.secretKey), paymentLinkSchema),
    ).toMatchObject({ id: theirs.id, name: 'Renamed' });
  });

  it('refuses the public key or no key, and sends no CORS headers', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    expectError(await patchLink(created.id, { active: false }, service.demoBusiness.publicKey), 403);
    expectError(
      await call(service.url, 'PATCH', `/v1/payment-links/${created.id}`, { body: { name: 'x' } }),
      401,
    );
    const allowed = await call(service.url, 'PATCH', `/v1/payment-links/${created.id}`, {
      key: service.demoBusiness.secretKey,
      body: { name: 'Renamed' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('deactivates a link: its page still shows it, inactive, and initiation on it answers 409 until reactivated', async () => {
    const created = expectData(await createLink(), paymentLinkSchema, 201);
    const show = async () =>
      expectData(await call(service.url, 'GET', `/v1/payment-links/${created.id}`), paymentLinkSchema);
    expect(await show()).toMatchObject({ active: true });
    // The page is answered from memory now: a change behind the service's back is not seen...
    await service.context.database.query('UPDATE payment_links SET name = $1 WHERE uuid = $2', [
      'Changed behind its back',
      created.id,
    ]);
    expect(await show()).toMatchObject({ name: link.name, active: true });

    // ...but a PATCH drops the cached answer.
    const deactivated = expectData(await patchLink(created.id, { active: false }), paymentLinkSchema);
    expect(deactivated).toMatchObject({ active: false, name: 'Changed behind its back' });
    expect(await show()).toEqual(deactivated);

    const refused = expectError(await initiateOn(created.id), 409);
    expect(refused.message).toBe('This payment link is no longer active');
    // Refused before anything was reserved: no transaction exists for the link.
    const [row] = await service.context.database.query(
      'SELECT count(*)::int AS total FROM transactions WHERE payment_link_id = $1',
      [created.id],
    );
    expect(Number(row?.total)).toBe(0);

    expect(expectData(await patchLink(created.id, { active: true }), paymentLinkSchema).active).toBe(true);
    expect(await show()).toMatchObject({ active: true });
    expectData(await initiateOn(created.id), initiatedTransactionSchema, 201);
  });
});

// Two instances over one PostgreSQL database and one `npm run ledger`, as behind a load balancer: a PATCH on one
// drops the other's cached answer of the link's page.
describe('payment links across instances', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.skipIf(testStore() !== 'postgres')(
    'drops the cached link on every instance when one of them changes it',
    async () => {
      const deployment = await startSharedDeployment();
      cleanups.push(() => deployment.stop());
      const shared = {
        ...deployment.environment,
        SANDBOX_SECRET_KEY: 'sk_test_linkCacheSharedSecret01',
        SANDBOX_PUBLIC_KEY: 'pk_test_linkCacheSharedPublic01',
      };
      const a = await startTestService(shared);
      cleanups.push(() => a.destroy());
      const b = await startTestService(shared);
      cleanups.push(() => b.destroy());

      const created = expectData(
        await call(a.url, 'POST', '/v1/payment-links', { key: shared.SANDBOX_SECRET_KEY, body: link }),
        paymentLinkSchema,
        201,
      );
      const showOnB = async () =>
        expectData(await call(b.url, 'GET', `/v1/payment-links/${created.id}`), paymentLinkSchema);
      expect(await showOnB()).toMatchObject({ name: link.name, active: true });
      expect(b.context.readCaches.paymentLinks.get(created.id)).toBeDefined();

      expectData(
        await call(a.url, 'PATCH', `/v1/payment-links/${created.id}`, {
          key: shared.SANDBOX_SECRET_KEY,
          body: { name: 'Renamed on A', active: false },
        }),
        paymentLinkSchema,
      );
      await expect
        .poll(async () => showOnB(), { timeout: 1000, interval: 50 })
        .toMatchObject({ name: 'Renamed on A', active: false });
      // Initiation reads the link itself, never the cache: refused on either instance.
      expectError(
        await call(b.url, 'POST', `/v1/payment-links/${created.id}/transactions`, {
          body: { email: 'shopper@example.com', cryptocurrency: 'USDC' },
        }),
        409,
      );
    },
    120_000,
  );
});
