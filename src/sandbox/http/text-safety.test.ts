import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

/**
 * Text PostgreSQL cannot store (NUL, unpaired surrogates) and JSON nested without end: wherever they are in a
 * request, the answer is a 400 naming the field, never a 500 from the store.
 */

let service: TestService;
let key: string;
let linkId: string;

beforeAll(async () => {
  service = await startTestService();
  key = service.demoBusiness.secretKey;
  linkId = expectData(
    await call(service.url, 'POST', '/v1/payment-links', {
      key,
      body: { name: 'Beans', description: 'Light roast', baseFiat: 'USD', amount: 5 },
    }),
    paymentLinkSchema,
    201,
  ).id;
});
afterAll(async () => {
  await service.destroy();
});

const order = { crypto: 'SOL', baseFiat: 'USD', amount: 15, email: 'buyer@example.com' };
const NUL_MESSAGE = 'must not contain NUL characters (\\u0000)';
const SURROGATE_MESSAGE = 'must be valid Unicode text (it has an unpaired UTF-16 surrogate)';

/** A JSON text nested `depth` arrays deep, written out (JSON.stringify would recurse). */
function nestedArraysJson(depth: number): string {
  return `${'['.repeat(depth)}1${']'.repeat(depth)}`;
}

describe('NUL characters and unpaired surrogates', () => {
  it('in a JSON body value at any depth', async () => {
    const error = expectError(
      await call(service.url, 'POST', '/v1/transactions', {
        key,
        body: { ...order, metadata: { order: { note: 'gift\u0000wrap' } } },
      }),
      400,
    );
    expect(error.errors).toEqual([{ field: 'metadata.order.note', message: NUL_MESSAGE }]);
    expect(error.message).toBe(`Invalid request body: metadata.order.note ${NUL_MESSAGE}`);

    const surrogate = expectError(
      await call(service.url, 'POST', `/v1/payment-links/${linkId}/transactions`, {
        body: { email: 'guest@example.com', firstName: 'Tunde\ud800', cryptocurrency: 'SOL' },
      }),
      400,
    );
    expect(surrogate.errors).toEqual([{ field: 'firstName', message: SURROGATE_MESSAGE }]);
  });

  it('in a field name of metadata', async () => {
    for (const name of ['order\u0000id', '\udfff']) {
      const error = expectError(
        await call(service.url, 'POST', '/v1/transactions', {
          key,
          body: { ...order, metadata: { [name]: 1 } },
        }),
        400,
      );
      expect(error.errors[0]?.field).toBe('metadata');
      expect(error.errors[0]?.message).toMatch(/^has a field name/);
    }
  });

  it('in free text, URLs and e-mail addresses that other routes store', async () => {
    const cases = [
      [
        'POST',
        '/v1/business-customers',
        { email: 'kemi@example.com', lastName: 'Ade\u0000yemi' },
        'lastName',
      ],
      [
        'POST',
        '/v1/payment-links',
        { name: 'Beans', description: 'roast\u0000', baseFiat: 'USD', amount: 5 },
        'description',
      ],
      [
        'POST',
        '/v1/payment-links',
        {
          name: 'Beans',
          description: '',
          baseFiat: 'USD',
          amount: 5,
          redirectLink: 'https://shop.example/\u0000',
        },
        'redirectLink',
      ],
      ['PUT', '/v1/business/webhook', { webhookUrl: 'https://shop.example/hooks\u0000' }, 'webhookUrl'],
      ['POST', '/v1/transactions', { ...order, email: 'buyer\u0000@example.com' }, 'email'],
    ] as const;
    for (const [method, path, body, field] of cases) {
      const error = expectError(await call(service.url, method, path, { key, body }), 400);
      expect(
        error.errors.map((fieldError) => fieldError.field),
        `${method} ${path}`,
      ).toContain(field);
    }
  });

  it('in a query value or a query name', async () => {
    const value = expectError(await call(service.url, 'GET', '/v1/currencies?name=Sol%00ana'), 400);
    expect(value.errors).toEqual([{ field: 'name', message: NUL_MESSAGE }]);
    expect(value.message).toBe(`Invalid query string: name ${NUL_MESSAGE}`);
    const name = expectError(await call(service.url, 'GET', '/v1/currencies?na%00me=x'), 400);
    expect(name.errors[0]?.field).toBe('querystring');
  });

  it('in a path parameter', async () => {
    const cases = [
      ['GET', '/v1/transactions/%00abc/verify', 'reference'],
      ['POST', '/v1/sandbox/transactions/abc%00/pay', 'reference'],
      ['GET', '/v1/payment-links/%00', 'id'],
      ['GET', '/v1/business-customers/ABCDE%00GHIJ', 'refCode'],
    ] as const;
    for (const [method, path, field] of cases) {
      const error = expectError(
        await call(service.url, method, path, {
          key,
          ...(method === 'POST' ? { body: { mode: 'exact' } } : {}),
        }),
        400,
      );
      expect(error.errors, path).toEqual([{ field, message: NUL_MESSAGE }]);
      expect(error.path).toBe(path);
    }
  });

  it('an encoded lone surrogate in the path is not UTF-8 at all', async () => {
    const error = expectError(await call(service.url, 'GET', '/v1/payment-links/%ED%A0%80'), 400);
    expect(error.errors).toEqual([{ field: 'path', message: 'must be valid percent-encoded UTF-8' }]);
  });
});

describe('deeply nested JSON', () => {
  it('metadata may nest 5 levels, not 6, and never 30,000', async () => {
    const fiveLevels = { a: { b: { c: { d: { e: 'deep enough' } } } } };
    expect(
      (await call(service.url, 'POST', '/v1/transactions', { key, body: { ...order, metadata: fiveLevels } }))
        .status,
    ).toBe(201);
    const sixLevels = { a: { b: { c: { d: { e: ['too deep'] } } } } };
    const six = expectError(
      await call(service.url, 'POST', '/v1/transactions', { key, body: { ...order, metadata: sixLevels } }),
      400,
    );
    expect(six.errors).toEqual([{ field: 'metadata', message: 'must be at most 5 levels deep' }]);
    const hostile = `${JSON.stringify(order).slice(0, -1)},"metadata":{"a":${nestedArraysJson(30_000)}}}`;
    const deep = expectError(
      await call(service.url, 'POST', '/v1/transactions', { key, body: hostile }),
      400,
    );
    expect(deep.errors).toEqual([{ field: 'metadata', message: 'must be at most 5 levels deep' }]);
  });

  it('a NUL at the bottom of a body 10,000 objects deep is named by its whole path', async () => {
    const body = `{"metadata":${'{"a":'.repeat(10_000)}"\\u0000"${'}'.repeat(10_000)}}`;
    const error = expectError(await call(service.url, 'POST', '/v1/transactions', { key, body }), 400);
    expect(error.errors[0]?.field).toBe(['metadata', ...Array<string>(10_000).fill('a')].join('.'));
  });
});
