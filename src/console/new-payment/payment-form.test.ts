import { describe, expect, it } from 'vitest';
import { initiateTransactionRequestSchema } from '../../api/schemas/transaction.js';
import { checkoutUrlOf, EMPTY_PAYMENT_FORM, initiateRequestFrom, readMetadata } from './payment-form.js';

const filled = { ...EMPTY_PAYMENT_FORM, crypto: 'SOL' as const, amount: '12,50', email: ' ada@example.com ' };

describe('the metadata textarea', () => {
  it('is absent when empty, parsed when it is JSON', () => {
    expect(readMetadata('  \n')).toEqual({ kind: 'absent' });
    expect(readMetadata('{"orderId": "1234"}')).toEqual({ kind: 'parsed', value: { orderId: '1234' } });
    // Parses, and is left to the request schema (which names the field) to refuse.
    expect(readMetadata('[1, 2]')).toEqual({ kind: 'parsed', value: [1, 2] });
  });

  it('is refused before sending when its JSON does not parse', () => {
    expect(readMetadata('{orderId: 1234}').kind).toBe('notJson');
    expect(readMetadata('{"a": 1,}').kind).toBe('notJson');
    const request = initiateRequestFrom({ ...filled, metadata: '{"orderId": ' });
    expect(request.ok).toBe(false);
  });
});

describe('the new-payment form', () => {
  it('sends the required fields, leaving empty optional ones out', () => {
    const request = initiateRequestFrom(filled);
    expect(request).toEqual({
      ok: true,
      body: { crypto: 'SOL', baseFiat: 'USD', amount: 12.5, email: 'ada@example.com' },
    });
    if (request.ok) expect(initiateTransactionRequestSchema.safeParse(request.body).success).toBe(true);
  });

  it('sends the optional fields when given', () => {
    const request = initiateRequestFrom({
      ...filled,
      reference: ' abcdefghijklmnopqrstuvwxyz012345 ',
      metadata: '{"orderId": "1234", "items": [1, 2]}',
      redirectUrl: ' https://shop.example/thanks ',
    });
    expect(request).toEqual({
      ok: true,
      body: {
        crypto: 'SOL',
        baseFiat: 'USD',
        amount: 12.5,
        email: 'ada@example.com',
        reference: 'abcdefghijklmnopqrstuvwxyz012345',
        metadata: { orderId: '1234', items: [1, 2] },
        redirectUrl: 'https://shop.example/thanks',
      },
    });
    if (request.ok) expect(initiateTransactionRequestSchema.safeParse(request.body).success).toBe(true);
  });

  it('leaves a bad amount or non-object metadata for the schema to name', () => {
    const request = initiateRequestFrom({ ...filled, amount: 'abc', metadata: '"text"' });
    expect(request.ok).toBe(true);
    if (!request.ok) return;
    expect(request.body.amount).toBeNaN();
    const parsed = initiateTransactionRequestSchema.safeParse(request.body);
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['amount', 'metadata']));
  });
});

describe('checkoutUrlOf', () => {
  it('is the answer’s checkout, or the service’s own page for the reference', () => {
    expect(
      checkoutUrlOf({ reference: 'r', checkoutUrl: 'https://pay.example/checkout/r' }, 'https://x'),
    ).toBe('https://pay.example/checkout/r');
    expect(checkoutUrlOf({ reference: 'a_b-c' }, 'https://pay.example')).toBe(
      'https://pay.example/checkout/a_b-c',
    );
  });
});
