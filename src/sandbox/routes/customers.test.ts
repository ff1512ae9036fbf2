import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPageSchema, customerWithBusinessSchema } from '../../api/schemas/customer.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startTestService();
  key = service.demoBusiness.secretKey;
});
afterAll(async () => {
  await service.destroy();
});

describe('business customers', () => {
  it('creates a customer with a 10-character refCode and fetches it by that code', async () => {
    const created = expectData(
      await call(service.url, 'POST', '/v1/business-customers', {
        key,
        body: {
          email: 'Kemi@Example.com',
          firstName: 'Kemi',
          lastName: 'Adeyemi',
          phoneNumber: '+2348030000000',
        },
      }),
      customerWithBusinessSchema,
      201,
    );
    expect(created).toMatchObject({
      email: 'kemi@example.com',
      firstName: 'Kemi',
      totalSpendInUSD: 0,
      context: 'TEST',
    });
    expect(created.refCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(created.business.uuid).toBe(service.demoBusiness.businessId);

    const fetched = expectData(
      await call(service.url, 'GET', `/v1/business-customers/${created.refCode}`, { key }),
      customerPageSchema,
    );
    expect(fetched.count).toBe(1);
    expect(fetched.records[0]?.uuid).toBe(created.uuid);
  });

  it('refuses a second customer with the same e-mail (any case) with 409', async () => {
    const body = { email: 'dup@example.com' };
    expectData(
      await call(service.url, 'POST', '/v1/business-customers', { key, body }),
      customerWithBusinessSchema,
      201,
    );
    const error = expectError(
      await call(service.url, 'POST', '/v1/business-customers', { key, body: { email: 'DUP@example.com' } }),
      409,
    );
    expect(error.errors[0]?.field).toBe('email');
  });

  it('pages with limit/page defaults (100, 1) and a total count', async () => {
    for (let index = 0; index < 5; index += 1) {
      await call(service.url, 'POST', '/v1/business-customers', {
        key,
        body: { email: `page${index}@example.com` },
      });
    }
    const all = expectData(
      await call(service.url, 'GET', '/v1/business-customers', { key }),
      customerPageSchema,
    );
    expect(all.count).toBe(all.records.length);
    expect(all.count).toBeGreaterThanOrEqual(7);

    const pageTwo = expectData(
      await call(service.url, 'GET', '/v1/business-customers?limit=2&page=2', { key }),
      customerPageSchema,
    );
    expect(pageTwo.count).toBe(all.count);
    expect(pageTwo.records.map((customer) => customer.uuid)).toEqual(
      all.records.slice(2, 4).map((customer) => customer.uuid),
    );
    const beyond = expectData(
      await call(service.url, 'GET', '/v1/business-customers?limit=2&page=999', { key }),
      customerPageSchema,
    );
    expect(beyond).toEqual({ records: [], count: all.count });
  });

  it('answers 404 for an unknown refCode and 400 for a malformed one', async () => {
    expectError(await call(service.url, 'GET', '/v1/business-customers/ZZZZZZZZZZ', { key }), 404);
    const bad = expectError(await call(service.url, 'GET', '/v1/business-customers/short', { key }), 400);
    expect(bad.errors[0]?.field).toBe('refCode');
  });

  it('names bad fields and paging values', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/business-customers', {
        key,
        body: { email: 'not-an-email', phoneNumber: 'call me', firstName: '' },
      }),
      400,
    );
    expect(error.errors.map((fieldError) => fieldError.field).sort()).toEqual([
      'email',
      'firstName',
      'phoneNumber',
    ]);
    expect(
      expectError(await call(service.url, 'GET', '/v1/business-customers?limit=0', { key }), 400).errors,
    ).toEqual([{ field: 'limit', message: 'must be at least 1' }]);
    expect(
      expectError(await call(service.url, 'GET', '/v1/business-customers?limit=101', { key }), 400).errors,
    ).toEqual([{ field: 'limit', message: 'must be at most 100' }]);
    expect(
      expectError(await call(service.url, 'GET', '/v1/business-customers?page=1.5', { key }), 400).errors,
    ).toEqual([{ field: 'page', message: 'must be a whole number' }]);
  });
});
