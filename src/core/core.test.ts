import { describe, expect, it } from 'vitest';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { describeCheckout } from './checkout-status.js';
import { countdownAnnouncementStep, estimateClockOffset, formatCountdown, remainingMs } from './countdown.js';
import { paymentUriForCheckout, parseTransferRequestUri } from './payment-uri.js';
import { nextPollDelay } from './polling.js';

function transaction(overrides: Partial<PublicVerifiedTransaction>): PublicVerifiedTransaction {
  return {
    reference: 'r'.repeat(32),
    crypto: 'USDC',
    status: 'pending',
    expectedAmountInCrypto: 20,
    feeInCrypto: 0.2,
    expectedAmountInCryptoPlusFee: 20.2,
    receivedAmountInCrypto: 0,
    excessAmountReceivedInCrypto: 0,
    failureReason: null,
    address: 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV',
    ...overrides,
  } as PublicVerifiedTransaction;
}

describe('describeCheckout', () => {
  it('maps each status to its screen with exact amounts', () => {
    expect(describeCheckout(transaction({}))).toMatchObject({
      screen: 'awaiting_payment',
      due: '20.2',
      final: false,
    });
    expect(
      describeCheckout(transaction({ status: 'pending_settlement', receivedAmountInCrypto: 0.1 })),
    ).toMatchObject({
      screen: 'partially_paid',
      received: '0.1',
      due: '20.1',
    });
    expect(
      describeCheckout(
        transaction({ status: 'success', receivedAmountInCrypto: 22.22, excessAmountReceivedInCrypto: 2.02 }),
      ),
    ).toMatchObject({ screen: 'paid', due: '0', excess: '2.02', final: true });
    expect(describeCheckout(transaction({ status: 'failed' })).screen).toBe('underpaid');
    expect(describeCheckout(transaction({ status: 'expired' })).screen).toBe('expired');
  });

  it('subtracts in base units: 0.3 - 0.1 is 0.2, not 0.19999999999999998', () => {
    expect(
      describeCheckout(
        transaction({ crypto: 'SOL', expectedAmountInCryptoPlusFee: 0.3, receivedAmountInCrypto: 0.1 }),
      ).due,
    ).toBe('0.2');
  });
});

describe('nextPollDelay', () => {
  it('polls about once a second while visible, slower when hidden, never after a final status', () => {
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 0 })).toBe(1000);
    expect(nextPollDelay({ status: 'pending_settlement', visible: false, consecutiveErrors: 0 })).toBe(
      10_000,
    );
    for (const status of ['success', 'failed', 'expired'] as const) {
      expect(nextPollDelay({ status, visible: true, consecutiveErrors: 0 })).toBe(false);
    }
  });

  it('backs off after errors, with jitter, up to a cap', () => {
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 2, random: () => 1 })).toBe(
      4000,
    );
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 2, random: () => 0 })).toBe(
      2000,
    );
    expect(nextPollDelay({ status: 'pending', visible: true, consecutiveErrors: 20, random: () => 1 })).toBe(
      15_000,
    );
  });
});

describe('countdown', () => {
  it('estimates the server clock from the Date header and the round trip', () => {
    const offset = estimateClockOffset({
      serverDate: 'Sat, 21 Nov 2026 10:00:00 GMT',
      sentAt: 1000,
      receivedAt: 1200,
    });
    expect(offset).toBe(Date.parse('2026-11-21T10:00:00.000Z') + 500 - 1100);
    expect(estimateClockOffset({ serverDate: null, sentAt: 0, receivedAt: 1 })).toBeUndefined();
    expect(estimateClockOffset({ serverDate: 'garbage', sentAt: 0, receivedAt: 1 })).toBeUndefined();
  });

  it('counts down on the server clock even when the browser clock is off', () => {
    const expiresAt = '2026-11-21T10:05:00.000Z';
    const serverNow = Date.parse('2026-11-21T10:00:00.000Z');
    const browserFiveMinutesBehind = serverNow - 300_000;
    expect(remainingMs(expiresAt, browserFiveMinutesBehind, 300_000)).toBe(300_000);
    expect(remainingMs(expiresAt, serverNow + 400_000, 0)).toBe(0);
  });

  it('formats and announces at coarse steps', () => {
    expect(formatCountdown(245_000)).toBe('4:05');
    expect(formatCountdown(500)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect([299_000, 241_000, 59_000, 29_000, 9_000, 0].map(countdownAnnouncementStep)).toEqual([
      300, 300, 60, 30, 10, 0,
    ]);
  });
});

describe('payment URIs', () => {
  it('uses the service URI when given, else builds one for what is still due on the network', () => {
    expect(paymentUriForCheckout(transaction({ paymentUri: 'solana:x?amount=1' }), 'sandbox')).toBe(
      'solana:x?amount=1',
    );
    const built = paymentUriForCheckout(transaction({ receivedAmountInCrypto: 5 }), 'sandbox', 'Demo Shop');
    expect(parseTransferRequestUri(built ?? '')).toEqual({
      recipient: 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV',
      amount: '15.2',
      splToken: '4EGBYbiGUzL9uC81uPVZJiHzBwD1gsJu8Ddfzdxdf9Kz',
      references: [],
      label: 'Demo Shop',
      message: `Payment ${'r'.repeat(32)}`,
    });
    expect(() => parseTransferRequestUri('bitcoin:abc')).toThrow('not a Solana Pay transfer request');
  });

  it('uses the devnet mints on devnet, and builds no URI for a token devnet has no mint of', () => {
    const usdc = paymentUriForCheckout(transaction({}), 'devnet');
    expect(parseTransferRequestUri(usdc ?? '').splToken).toBe('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
    expect(paymentUriForCheckout(transaction({ crypto: 'USDT' }), 'devnet')).toBeNull();
  });
});
