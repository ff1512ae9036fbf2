import { describe, expect, it } from 'vitest';
import { paymentUriForCheckout, parseTransferRequestUri } from './payment-uri.js';
import { TEST_DEPOSIT_ADDRESS, verifiedTransaction } from './test-support.js';

describe('payment URIs', () => {
  it('uses the service URI when given, else builds one for what is still due on the network', () => {
    expect(paymentUriForCheckout(verifiedTransaction({ paymentUri: 'solana:x?amount=1' }), 'sandbox')).toBe(
      'solana:x?amount=1',
    );
    const built = paymentUriForCheckout(
      verifiedTransaction({ receivedAmountInCrypto: 5 }),
      'sandbox',
      'Demo Shop',
    );
    expect(parseTransferRequestUri(built ?? '')).toEqual({
      recipient: TEST_DEPOSIT_ADDRESS,
      amount: '15.2',
      splToken: '4EGBYbiGUzL9uC81uPVZJiHzBwD1gsJu8Ddfzdxdf9Kz',
      references: [],
      label: 'Demo Shop',
      message: `Payment ${'r'.repeat(32)}`,
    });
    expect(() => parseTransferRequestUri('bitcoin:abc')).toThrow('not a Solana Pay transfer request');
  });

  it('uses the devnet mints on devnet, and builds no URI for a token devnet has no mint of', () => {
    const usdc = paymentUriForCheckout(verifiedTransaction({}), 'devnet');
    expect(parseTransferRequestUri(usdc ?? '').splToken).toBe('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU');
    expect(paymentUriForCheckout(verifiedTransaction({ crypto: 'USDT' }), 'devnet')).toBeNull();
  });
});
