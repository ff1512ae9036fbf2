import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import {
  checkoutSessionSchema,
  initiatedTransactionSchema,
  verifiedTransactionSchema,
} from '../../api/schemas/transaction.js';
import { signCheckoutMetadata } from '../../api/signed-metadata.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';

let service: TestService;
let secretKey: string;
let linkId: string;

const order = { crypto: 'USDC', baseFiat: 'USD', amount: 12.5, email: 'orders@example.com' };

beforeAll(async () => {
  service = await startTestService();
  secretKey = service.demoBusiness.secretKey;
  const link = expectData(
    await call(service.url, 'POST', '/v1/payment-links', {
      key: secretKey,
      body: { name: 'Gift card', description: 'Any shop', baseFiat: 'USD', amount: 25 },
    }),
    paymentLinkSchema,
    201,
  );
  linkId = link.id;
});
afterAll(async () => {
  await service.destroy();
});

const verifyAsOwner = async (reference: string) =>
  expectData(
    await call(service.url, 'GET', `/v1/transactions/${reference}/verify`, { key: secretKey }),
    verifiedTransactionSchema,
  );

const initiateOnLink = (body: Record<string, unknown>) =>
  call(service.url, 'POST', `/v1/payment-links/${linkId}/transactions`, {
    body: { email: 'shopper@example.com', cryptocurrency: 'USDC', ...body },
  });

describe('metadata and payment link ids on transactions', () => {
  it('keeps metadata sent with the secret key as the merchant’s own, and a public key’s as not verified', async () => {
    const bySecret = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: secretKey,
        body: { ...order, metadata: { orderId: 'A-1', items: [{ sku: 'beans', quantity: 2 }] } },
      }),
      initiatedTransactionSchema,
      201,
    );
    expect(await verifyAsOwner(bySecret.reference)).toMatchObject({
      metadata: { orderId: 'A-1', items: [{ sku: 'beans', quantity: 2 }] },
      metadataVerified: true,
      paymentLinkId: null,
    });
    const byPublic = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: service.demoBusiness.publicKey,
        body: { ...order, metadata: { orderId: 'A-2' } },
      }),
      initiatedTransactionSchema,
      201,
    );
    expect(await verifyAsOwner(byPublic.reference)).toMatchObject({
      metadata: { orderId: 'A-2' },
      metadataVerified: false,
    });
  });

  it('records the payment link, a page’s metadata as not verified, and a signed token’s as verified', async () => {
    const unsigned = expectData(
      await initiateOnLink({ metadata: { cart: 'c-77' } }),
      initiatedTransactionSchema,
      201,
    );
    expect(await verifyAsOwner(unsigned.reference)).toMatchObject({
      metadata: { cart: 'c-77' },
      metadataVerified: false,
      paymentLinkId: linkId,
    });

    const token = await signCheckoutMetadata({
      secretKey,
      paymentLinkId: linkId,
      metadata: { orderId: 'B-9', note: 'gift wrap ✓' },
    });
    const signed = expectData(
      await initiateOnLink({ signedMetadata: token }),
      initiatedTransactionSchema,
      201,
    );
    expect(await verifyAsOwner(signed.reference)).toMatchObject({
      metadata: { orderId: 'B-9', note: 'gift wrap ✓' },
      metadataVerified: true,
      paymentLinkId: linkId,
    });
    // Nothing of the merchant's reaches the public view.
    const publicView = await call(service.url, 'GET', `/v1/transactions/${signed.reference}/verify`);
    expect(JSON.stringify(publicView.body)).not.toContain('B-9');
  });

  it('refuses a token that was altered, made for another link or signed with another key, naming the field', async () => {
    const token = await signCheckoutMetadata({
      secretKey,
      paymentLinkId: linkId,
      metadata: { orderId: 'C-1' },
    });
    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${Buffer.from(JSON.stringify({ orderId: 'C-2' })).toString('base64url')}.${signature}`;
    const otherLink = await signCheckoutMetadata({
      secretKey,
      paymentLinkId: '00000000-0000-4000-8000-000000000000',
      metadata: { orderId: 'C-1' },
    });
    const otherKey = await signCheckoutMetadata({
      secretKey: 'sk_test_0123456789abcdefghijklmnopqrstuv',
      paymentLinkId: linkId,
      metadata: { orderId: 'C-1' },
    });
    for (const bad of [forged, otherLink, otherKey, `${payload}.${'0'.repeat(64)}`]) {
      const error = expectError(await initiateOnLink({ signedMetadata: bad }), 400);
      expect(error.errors?.map((entry) => entry.field)).toEqual(['signedMetadata']);
    }
    for (const malformed of ['not-a-token', `${payload}.ABC`, 42]) {
      const error = expectError(await initiateOnLink({ signedMetadata: malformed }), 400);
      expect(error.errors?.map((entry) => entry.field)).toContain('signedMetadata');
    }
    const both = expectError(await initiateOnLink({ signedMetadata: token, metadata: { a: 1 } }), 400);
    expect(both.errors?.map((entry) => entry.field)).toEqual(['signedMetadata']);
    const tooDeep = expectError(
      await initiateOnLink({ metadata: { a: { b: { c: { d: { e: { f: 1 } } } } } } }),
      400,
    );
    expect(tooDeep.errors?.map((entry) => entry.field)).toEqual(['metadata']);
  });
});

describe('hosted checkout of any transaction', () => {
  it('answers checkoutUrl: the link page resuming it, or the checkout page of a merchant-made transaction', async () => {
    const made = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: secretKey,
        body: { ...order, redirectUrl: 'https://shop.example/orders/77?from=crypto' },
      }),
      initiatedTransactionSchema,
      201,
    );
    expect(made.checkoutUrl).toBe(`${service.url}/checkout/${made.reference}`);
    const onLink = expectData(await initiateOnLink({}), initiatedTransactionSchema, 201);
    expect(onLink.checkoutUrl).toBe(`${service.url}/pay/${linkId}?reference=${onLink.reference}`);

    const session = expectData(
      await call(service.url, 'GET', `/v1/transactions/${made.reference}/checkout`),
      checkoutSessionSchema,
    );
    expect(session).toEqual({
      reference: made.reference,
      business: { name: 'Demo Coffee Roasters', logoImagePath: expect.anything() as unknown },
      paymentLinkId: null,
      baseFiat: 'USD',
      amount: 12.5,
      redirectUrl: 'https://shop.example/orders/77?from=crypto',
      network: 'localnet',
    });
    expect(
      expectData(
        await call(service.url, 'GET', `/v1/transactions/${onLink.reference}/checkout`),
        checkoutSessionSchema,
      ),
    ).toMatchObject({ paymentLinkId: linkId, amount: 25, redirectUrl: null });
    expectError(
      await call(service.url, 'GET', '/v1/transactions/no_such_reference_at_all_00000000/checkout'),
      404,
    );
  });

  it('refuses a redirectUrl that is not an absolute http(s) URL, naming it', async () => {
    for (const redirectUrl of [
      'javascript:alert(1)',
      '/relative',
      'https://user:pw@shop.example/',
      'x'.repeat(3000),
    ]) {
      const error = expectError(
        await call(service.url, 'POST', '/v1/transactions', {
          key: secretKey,
          body: { ...order, redirectUrl },
        }),
        400,
      );
      expect(new Set(error.errors?.map((entry) => entry.field))).toEqual(new Set(['redirectUrl']));
    }
  });

  it('takes the origin from PUBLIC_URL, and never from forwarded headers it was not told to trust', async () => {
    const forged = expectData(
      await call(service.url, 'POST', '/v1/transactions', {
        key: secretKey,
        body: order,
        headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      }),
      initiatedTransactionSchema,
      201,
    );
    expect(forged.checkoutUrl).toBe(`${service.url}/checkout/${forged.reference}`);

    const behindProxy = await startTestService({ PUBLIC_URL: 'https://pay.example.com/' });
    try {
      const made = expectData(
        await call(behindProxy.url, 'POST', '/v1/transactions', {
          key: behindProxy.demoBusiness.secretKey,
          body: order,
        }),
        initiatedTransactionSchema,
        201,
      );
      expect(made.checkoutUrl).toBe(`https://pay.example.com/checkout/${made.reference}`);
    } finally {
      await behindProxy.destroy();
    }
  });
});
