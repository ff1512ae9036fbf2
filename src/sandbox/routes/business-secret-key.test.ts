import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rolledSecretKeySchema } from '../../api/schemas/business.js';
import { createClient } from '../../api/client.js';
import { AuthenticationError } from '../../api/errors.js';
import { signInToConsole } from '../testing/console-session.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { createTestBusiness } from '../webhooks/testing.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

const balancesSchema = z.array(z.unknown());

describe('POST /v1/business/secret-key/roll', () => {
  it('answers a new secret key; the old one is refused, the public key and other businesses unchanged', async () => {
    service = await startTestService();
    const { secretKey: oldKey, publicKey } = service.demoBusiness;
    const other = await createTestBusiness(service.context.database, {
      template: service.demoBusiness.businessId,
    });
    const otherSession = await signInToConsole(service.url, other.secretKey);
    const rolled = await call(service.url, 'POST', '/v1/business/secret-key/roll', { key: oldKey });
    const { secretKey: newKey } = expectData(rolled, rolledSecretKeySchema);
    expect(rolled.headers.get('cache-control')).toBe('no-store');
    expect(newKey).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(newKey).not.toBe(oldKey);

    expectData(await call(service.url, 'GET', '/v1/balances', { key: newKey }), balancesSchema);
    const refused = expectError(await call(service.url, 'GET', '/v1/balances', { key: oldKey }), 401);
    expect(refused.message).toBe('Unknown API key');
    // The public key still initiates.
    expect(
      (
        await call(service.url, 'POST', '/v1/transactions', {
          key: publicKey,
          body: { crypto: 'SOL', baseFiat: 'USD', amount: 2, email: 'payer@example.com' },
        })
      ).status,
    ).toBe(201);
    // The old key cannot sign in to the console, the new one can.
    expectError(await call(service.url, 'POST', '/dashboard/session', { body: { secretKey: oldKey } }), 401);
    await signInToConsole(service.url, newKey);
    // Another business's key and sessions are its own.
    expectData(await call(service.url, 'GET', '/v1/balances', { key: other.secretKey }), balancesSchema);
    expectData(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: otherSession.cookie } }),
      balancesSchema,
    );
  });

  it('from a console session: needs the CSRF token, keeps that session and ends the business’s others', async () => {
    service = await startTestService();
    const rolling = await signInToConsole(service.url, service.demoBusiness.secretKey);
    const elsewhere = await signInToConsole(service.url, service.demoBusiness.secretKey);

    expectError(
      await call(service.url, 'POST', '/v1/business/secret-key/roll', {
        headers: { cookie: rolling.cookie },
      }),
      403,
    );
    const { secretKey: newKey } = expectData(
      await call(service.url, 'POST', '/v1/business/secret-key/roll', { headers: rolling.headers }),
      rolledSecretKeySchema,
    );
    expectData(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: rolling.cookie } }),
      balancesSchema,
    );
    expectError(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: elsewhere.cookie } }),
      401,
    );
    expectError(await call(service.url, 'GET', '/v1/balances', { key: service.demoBusiness.secretKey }), 401);
    expectData(await call(service.url, 'GET', '/v1/balances', { key: newKey }), balancesSchema);
  });

  it('with the secret key: ends every console session of the business', async () => {
    service = await startTestService();
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey);
    expectData(
      await call(service.url, 'POST', '/v1/business/secret-key/roll', {
        key: service.demoBusiness.secretKey,
      }),
      rolledSecretKeySchema,
    );
    expectError(await call(service.url, 'GET', '/v1/balances', { headers: { cookie: session.cookie } }), 401);
  });

  it('is in the typed client as business.rollSecretKey, and refuses a public key (403)', async () => {
    service = await startTestService();
    expectError(
      await call(service.url, 'POST', '/v1/business/secret-key/roll', {
        key: service.demoBusiness.publicKey,
      }),
      403,
    );
    const before = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.secretKey });
    const { secretKey } = await before.business.rollSecretKey();
    await expect(before.business.get()).rejects.toBeInstanceOf(AuthenticationError);
    const after = createClient({ baseUrl: service.url, apiKey: secretKey });
    expect((await after.business.get()).uuid).toBe(service.demoBusiness.businessId);
  });
});
