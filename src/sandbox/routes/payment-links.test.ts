import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

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
