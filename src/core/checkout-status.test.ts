import { describe, expect, it } from 'vitest';
import type { InitiatedTransaction, PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import {
  announcementKey,
  describeCheckout,
  describeInitiatedPayment,
  describePayment,
} from './checkout-status.js';
import { parseTransferRequestUri } from './payment-uri.js';
import { TEST_DEPOSIT_ADDRESS, verifiedTransaction } from './test-support.js';

/** A SOL payment of 0.3 (0.29703 and a 0.00297 fee), open until 10:05. */
function solPayment(overrides: Partial<PublicVerifiedTransaction>): PublicVerifiedTransaction {
  return verifiedTransaction({
    crypto: 'SOL',
    expectedAmountInCrypto: 0.29703,
    feeInCrypto: 0.00297,
    expectedAmountInCryptoPlusFee: 0.3,
    expiresAt: '2026-11-21T10:05:00.000Z',
    ...overrides,
  });
}

describe('describeCheckout', () => {
  it('maps each status to its screen with exact amounts', () => {
    expect(describeCheckout(verifiedTransaction({}))).toMatchObject({
      screen: 'awaiting_payment',
      due: '20.2',
      final: false,
    });
    expect(
      describeCheckout(verifiedTransaction({ status: 'pending_settlement', receivedAmountInCrypto: 0.1 })),
    ).toMatchObject({
      screen: 'partially_paid',
      received: '0.1',
      due: '20.1',
    });
    expect(
      describeCheckout(
        verifiedTransaction({
          status: 'success',
          receivedAmountInCrypto: 22.22,
          excessAmountReceivedInCrypto: 2.02,
        }),
      ),
    ).toMatchObject({ screen: 'paid', due: '0', excess: '2.02', final: true });
    expect(describeCheckout(verifiedTransaction({ status: 'failed' })).screen).toBe('underpaid');
    expect(describeCheckout(verifiedTransaction({ status: 'expired' })).screen).toBe('expired');
  });

  it('subtracts in base units: 0.3 - 0.1 is 0.2, not 0.19999999999999998', () => {
    expect(
      describeCheckout(
        verifiedTransaction({
          crypto: 'SOL',
          expectedAmountInCryptoPlusFee: 0.3,
          receivedAmountInCrypto: 0.1,
        }),
      ).due,
    ).toBe('0.2');
  });
});

describe('describePayment', () => {
  it('asks for what is still due while open, and for nothing once closed', () => {
    const partial = describePayment(
      solPayment({ status: 'pending_settlement', receivedAmountInCrypto: 0.1 }),
      'sandbox',
      'Shop',
    );
    expect(partial).toMatchObject({
      screen: 'partially_paid',
      due: '0.2',
      address: TEST_DEPOSIT_ADDRESS,
      reference: 'r'.repeat(32),
    });
    expect(parseTransferRequestUri(partial.paymentUri ?? '').amount).toBe('0.2');
    const service = describePayment(
      solPayment({ paymentUri: `solana:${TEST_DEPOSIT_ADDRESS}?amount=0.3` }),
      'sandbox',
    );
    expect(service.paymentUri).toBe(`solana:${TEST_DEPOSIT_ADDRESS}?amount=0.3`);
    expect(
      describePayment(solPayment({ status: 'success', receivedAmountInCrypto: 0.3 }), 'sandbox').paymentUri,
    ).toBeNull();
    expect(describePayment(solPayment({ status: 'expired' }), 'sandbox').paymentUri).toBeNull();
  });

  it('shows the initiated transaction before the first verification, everything still due', () => {
    const initiated = {
      reference: 'q'.repeat(32),
      crypto: 'USDC',
      address: TEST_DEPOSIT_ADDRESS,
      expectedAmountInCrypto: 20,
      feeInCrypto: 0.2,
      expectedAmountWithFeeInCrypto: 20.2,
      expiresAt: '2026-11-21T10:05:00.000Z',
      paymentUri: `solana:${TEST_DEPOSIT_ADDRESS}?amount=20.2`,
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
