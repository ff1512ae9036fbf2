import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../api/client.js';
import { ownBusinessSchema } from '../../api/schemas/business.js';
import { initiatedTransactionSchema, verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { createTestBusiness } from '../webhooks/testing.js';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service.destroy();
});

const getBusiness = async (secretKey: string) =>
  expectData(await call(service.url, 'GET', '/v1/business', { key: secretKey }), ownBusinessSchema);

describe('the business’s public key', () => {
  it('is in GET /v1/business: the demo business’s configured or generated pk_test_ key', async () => {
    const business = await getBusiness(service.demoBusiness.secretKey);
    expect(business.uuid).toBe(service.demoBusiness.businessId);
    expect(business.publicKey).toBe(service.demoBusiness.publicKey);
    expect(business.publicKey).toMatch(/^pk_test_[A-Za-z0-9]{16,64}$/);
  });

  it('is each business’s own, and is the key that initiates its transactions', async () => {
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const business = await getBusiness(other.secretKey);
    expect(business).toMatchObject({ uuid: other.businessId, publicKey: other.publicKey });
    if (business.publicKey === null) throw new Error('the business has no public key');
    const transaction = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: business.publicKey,
        body: { crypto: 'USDC', baseFiat: 'USD', amount: 5, email: 'buyer@example.com' },
      }),
      initiatedTransactionSchema,
      201,
    );
    // The business's own secret key sees the full transaction (another business's would be a 403): it is theirs.
    const verified = expectData(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
        key: other.secretKey,
      }),
      verifiedTransactionSchema,
    );
    expect(verified.businessId).toBe(other.businessId);
  });

  it('is shown to the secret key only: the public key itself is refused, as before', async () => {
    expectError(await call(service.url, 'GET', '/v1/business', { key: service.demoBusiness.publicKey }), 403);
    expectError(await call(service.url, 'GET', '/v1/business'), 401);
  });

  it('is kept in the answer of a webhook URL change and by the typed client', async () => {
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const client = createClient({ baseUrl: service.url, apiKey: other.secretKey });
    expect((await client.business.get()).publicKey).toBe(other.publicKey);
    const updated = await client.business.updateWebhook({ webhookUrl: 'https://shop.example/hooks' });
    expect(updated).toMatchObject({ webhookUrl: 'https://shop.example/hooks', publicKey: other.publicKey });
  });
});
