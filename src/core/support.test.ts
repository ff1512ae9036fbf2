import { describe, expect, it } from 'vitest';
import {
  ConnectionError,
  InvalidRequestError,
  NotFoundError,
  RateLimitError,
  ServerError,
} from '../api/errors.js';
import type { InitiatedTransaction, PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { announcementKey, describeInitiatedPayment, describePayment } from './checkout-status.js';
import { clockOffsetBounds, clockOffsetEstimate, refineClockOffset, remainingMs } from './countdown.js';
import { hasProblems, validateDetails } from './details-validation.js';
import { hostOf, safeImageUrl, safeRedirectUrl, secondsLeft, withPaymentOutcome } from './links.js';
import { pickLocale } from './locale.js';
import { parseTransferRequestUri } from './payment-uri.js';
import { isTransientFailure } from './polling.js';

const address = 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV';

function verified(overrides: Partial<PublicVerifiedTransaction>): PublicVerifiedTransaction {
  return {
    reference: 'r'.repeat(32),
    crypto: 'SOL',
    status: 'pending',
    expectedAmountInCrypto: 0.29703,
    feeInCrypto: 0.00297,
    expectedAmountInCryptoPlusFee: 0.3,
    receivedAmountInCrypto: 0,
    excessAmountReceivedInCrypto: 0,
    failureReason: null,
    address,
    expiresAt: '2026-11-21T10:05:00.000Z',
    ...overrides,
  } as PublicVerifiedTransaction;
}

describe('describePayment', () => {
  it('asks for what is still due while open, and for nothing once closed', () => {
    const partial = describePayment(
      verified({ status: 'pending_settlement', receivedAmountInCrypto: 0.1 }),
      'sandbox',
      'Shop',
    );
    expect(partial).toMatchObject({
      screen: 'partially_paid',
      due: '0.2',
      address,
      reference: 'r'.repeat(32),
    });
    expect(parseTransferRequestUri(partial.paymentUri ?? '').amount).toBe('0.2');
    const service = describePayment(verified({ paymentUri: `solana:${address}?amount=0.3` }), 'sandbox');
    expect(service.paymentUri).toBe(`solana:${address}?amount=0.3`);
    expect(
      describePayment(verified({ status: 'success', receivedAmountInCrypto: 0.3 }), 'sandbox').paymentUri,
    ).toBeNull();
    expect(describePayment(verified({ status: 'expired' }), 'sandbox').paymentUri).toBeNull();
  });

  it('shows the initiated transaction before the first verification, everything still due', () => {
    const initiated = {
      reference: 'q'.repeat(32),
      crypto: 'USDC',
      address,
      expectedAmountInCrypto: 20,
      feeInCrypto: 0.2,
      expectedAmountWithFeeInCrypto: 20.2,
      expiresAt: '2026-11-21T10:05:00.000Z',
      paymentUri: `solana:${address}?amount=20.2`,
    } as InitiatedTransaction;
    expect(describeInitiatedPayment(initiated)).toMatchObject({
      screen: 'awaiting_payment',
      amountBeforeFee: '20',
      fee: '0.2',
      expected: '20.2',
      due: '20.2',
      received: '0',
      paymentUri: initiated.paymentUri,
    });
    expect(describeInitiatedPayment({ ...initiated, paymentUri: undefined })).toBeUndefined();
  });

  it('announces a change of screen or of the amount received, not every poll', () => {
    expect(announcementKey({ screen: 'partially_paid', received: '1' })).not.toBe(
      announcementKey({ screen: 'partially_paid', received: '2' }),
    );
    expect(announcementKey({ screen: 'paid', received: '2' })).toBe(
      announcementKey({ screen: 'paid', received: '2' }),
    );
  });
});

describe('clock offset from several responses', () => {
  it('narrows the estimate below the Date header’s one-second resolution', () => {
    const serverStart = Date.parse('2026-11-21T10:00:00.000Z');
    // The browser runs 90.3 s behind the server; requests take 40 ms each way and are answered mid-way.
    const trueOffset = 90_300;
    let bounds;
    let seed = 7;
    let sentAt = serverStart - trueOffset;
    // Polls about a second apart, the gaps varying a little as they do in a browser.
    for (let i = 0; i < 30; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      sentAt += 900 + (seed % 200);
      const serverTime = sentAt + 20 + trueOffset;
      const serverDate = new Date(Math.floor(serverTime / 1000) * 1000).toUTCString();
      bounds = refineClockOffset(bounds, clockOffsetBounds({ serverDate, sentAt, receivedAt: sentAt + 40 }));
    }
    expect(bounds).toBeDefined();
    expect((bounds?.high ?? 0) - (bounds?.low ?? 0)).toBeLessThanOrEqual(150);
    expect(Math.abs(clockOffsetEstimate(bounds) - trueOffset)).toBeLessThanOrEqual(75);
    // The countdown is then right on the server's clock although the browser's is 90 s off.
    const expiresAt = new Date(serverStart + 300_000).toISOString();
    expect(
      Math.abs(remainingMs(expiresAt, serverStart - trueOffset, clockOffsetEstimate(bounds)) - 300_000),
    ).toBeLessThanOrEqual(75);
  });

  it('starts over when the clocks jump, and ignores responses without a usable date', () => {
    const before = clockOffsetBounds({
      serverDate: 'Sat, 21 Nov 2026 10:00:00 GMT',
      sentAt: 0,
      receivedAt: 10,
    });
    const after = clockOffsetBounds({
      serverDate: 'Sat, 21 Nov 2026 11:00:00 GMT',
      sentAt: 20,
      receivedAt: 30,
    });
    expect(refineClockOffset(before, after)).toEqual(after);
    expect(refineClockOffset(before, undefined)).toEqual(before);
    expect(clockOffsetBounds({ serverDate: null, sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(clockOffsetBounds({ serverDate: 'nonsense', sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(clockOffsetEstimate(undefined)).toBe(0);
  });
});

describe('details validation', () => {
  it('requires a valid e-mail and bounds the names, as the service does', () => {
    expect(validateDetails({ email: '', firstName: '', lastName: '' })).toEqual({ email: 'required' });
    expect(validateDetails({ email: 'not-an-email', firstName: '', lastName: '' })).toEqual({
      email: 'invalid_email',
    });
    expect(validateDetails({ email: ' ada@example.com ', firstName: 'x'.repeat(101), lastName: '' })).toEqual(
      {
        firstName: 'too_long',
      },
    );
    expect(hasProblems(validateDetails({ email: 'ada@example.com', firstName: 'Ada', lastName: 'L' }))).toBe(
      false,
    );
  });
});

describe('links from the merchant', () => {
  it('keeps only web URLs for redirects and logos', () => {
    expect(safeRedirectUrl('https://shop.example/thanks?o=1')).toBe('https://shop.example/thanks?o=1');
    expect(safeRedirectUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectUrl(null)).toBeUndefined();
    expect(safeImageUrl('/demo-business-logo.svg', 'http://127.0.0.1:8787')).toBe(
      'http://127.0.0.1:8787/demo-business-logo.svg',
    );
    expect(safeImageUrl('data:image/svg+xml,<svg/>', 'http://127.0.0.1:8787')).toBeUndefined();
    expect(hostOf('https://shop.example:8443/x')).toBe('shop.example:8443');
    expect(secondsLeft(4001)).toBe(5);
    expect(secondsLeft(-5)).toBe(0);
  });

  it('adds the payment’s reference and outcome to a redirect, keeping its own query', () => {
    expect(
      withPaymentOutcome('https://shop.example/thanks?order=9', { reference: 'abc_1', status: 'success' }),
    ).toBe('https://shop.example/thanks?order=9&reference=abc_1&status=success');
    // A redirect that already names them (a stale template) gets the real ones, once.
    expect(
      withPaymentOutcome('https://shop.example/t?reference=old&status=x#top', {
        reference: 'new',
        status: 'success',
      }),
    ).toBe('https://shop.example/t?reference=new&status=success#top');
  });
});

describe('pickLocale', () => {
  const supported = ['en', 'fr'] as const;
  it('prefers an explicit choice, then the browser’s languages, then the fallback', () => {
    expect(pickLocale({ requested: 'fr', preferred: ['en-US'], supported, fallback: 'en' })).toBe('fr');
    expect(pickLocale({ requested: 'de', preferred: ['de-DE', 'fr-CA'], supported, fallback: 'en' })).toBe(
      'fr',
    );
    expect(pickLocale({ requested: null, preferred: ['pt-BR'], supported, fallback: 'en' })).toBe('en');
    expect(pickLocale({ requested: 'FR_be', preferred: [], supported, fallback: 'en' })).toBe('fr');
  });
});

describe('isTransientFailure', () => {
  it('keeps polling through connection failures, 5xx and 429, and stops at other refusals', () => {
    expect(isTransientFailure(new ConnectionError('offline'))).toBe(true);
    expect(isTransientFailure(new ServerError('boom', { statusCode: 503 }))).toBe(true);
    expect(isTransientFailure(new RateLimitError('slow down'))).toBe(true);
    expect(isTransientFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientFailure(new NotFoundError('no such transaction'))).toBe(false);
    expect(isTransientFailure(new InvalidRequestError('bad reference'))).toBe(false);
    expect(isTransientFailure(new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});
