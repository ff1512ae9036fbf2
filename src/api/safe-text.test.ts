import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findUnsafeText, unsafeTextProblem } from './safe-text.js';
import { initiateTransactionRequestSchema } from './schemas/transaction.js';
import { createCustomerRequestSchema } from './schemas/customer.js';
import { fieldErrorsFromIssues } from './field-errors.js';

/** A JSON array nested `depth` levels deep around `inner`, built without recursion. */
function nestedArrays(depth: number, inner: unknown): unknown {
  let value = inner;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('text the store can hold', () => {
  it('accepts any well-formed text, emoji (surrogate pairs) included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        if (text.includes('\u0000')) return;
        expect(unsafeTextProblem(text)).toBeUndefined();
      }),
    );
    expect(unsafeTextProblem('café 🙂 ☕')).toBeUndefined();
  });

  it('refuses NUL characters and unpaired surrogates wherever they are', () => {
    expect(unsafeTextProblem('\u0000')).toBe('nul');
    expect(unsafeTextProblem('abc\u0000def')).toBe('nul');
    expect(unsafeTextProblem('\ud800')).toBe('unpaired-surrogate');
    expect(unsafeTextProblem('x\udc00')).toBe('unpaired-surrogate');
    expect(unsafeTextProblem('🙂'.slice(0, 1))).toBe('unpaired-surrogate');
    expect(unsafeTextProblem('\ud800\ud800\udc00')).toBe('unpaired-surrogate');
  });

  it('names the path to the first bad string, and the object whose field name is bad', () => {
    expect(findUnsafeText({ metadata: { order: { note: 'a\u0000b' } } })).toEqual({
      path: ['metadata', 'order', 'note'],
      message: 'must not contain NUL characters (\\u0000)',
    });
    expect(findUnsafeText({ items: ['ok', { name: '\ud800' }] })?.path).toEqual(['items', 1, 'name']);
    expect(findUnsafeText({ metadata: { 'a\u0000': 1 } })).toEqual({
      path: ['metadata'],
      message: 'has a field name with a NUL character (\\u0000)',
    });
    expect(findUnsafeText('\u0000')?.path).toEqual([]);
    expect(findUnsafeText({ a: 1, b: [true, null, 'fine'] })).toBeUndefined();
  });

  it('walks a value nested 30,000 levels deep without overflowing the stack', () => {
    expect(findUnsafeText(nestedArrays(30_000, 'x\u0000'))?.path).toHaveLength(30_000);
    expect(findUnsafeText(nestedArrays(30_000, 'fine'))).toBeUndefined();
  });
});

describe('the request schemas refuse the same text before it is sent', () => {
  const order = { crypto: 'SOL', baseFiat: 'USD', amount: 15, email: 'buyer@example.com' } as const;

  function fieldErrors(schema: typeof initiateTransactionRequestSchema, body: unknown) {
    const result = schema.safeParse(body);
    return result.success ? [] : fieldErrorsFromIssues(result.error.issues, body, 'body');
  }

  it('metadata: bad text at any depth, bad field names, too deep, too large', () => {
    expect(
      fieldErrors(initiateTransactionRequestSchema, { ...order, metadata: { order: { note: '\ud800' } } }),
    ).toEqual([
      {
        field: 'metadata.order.note',
        message: 'must be valid Unicode text (it has an unpaired UTF-16 surrogate)',
      },
    ]);
    expect(fieldErrors(initiateTransactionRequestSchema, { ...order, metadata: { 'k\u0000': 1 } })).toEqual([
      { field: 'metadata', message: 'has a field name with a NUL character (\\u0000)' },
    ]);
    const fiveLevels = { a: { b: { c: { d: { e: 1 } } } } };
    expect(fieldErrors(initiateTransactionRequestSchema, { ...order, metadata: fiveLevels })).toEqual([]);
    expect(
      fieldErrors(initiateTransactionRequestSchema, {
        ...order,
        metadata: { a: { b: { c: { d: { e: [] } } } } },
      }),
    ).toEqual([{ field: 'metadata', message: 'must be at most 5 levels deep' }]);
    expect(
      fieldErrors(initiateTransactionRequestSchema, { ...order, metadata: { a: nestedArrays(30_000, 1) } }),
    ).toEqual([{ field: 'metadata', message: 'must be at most 5 levels deep' }]);
    expect(
      fieldErrors(initiateTransactionRequestSchema, { ...order, metadata: { note: 'x'.repeat(5000) } }),
    ).toEqual([{ field: 'metadata', message: 'must be at most 4096 bytes as JSON' }]);
  });

  it('human text fields', () => {
    const result = createCustomerRequestSchema.safeParse({
      email: 'kemi@example.com',
      firstName: 'Ke\u0000mi',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['firstName']);
  });
});
