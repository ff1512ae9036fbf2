import { describe, expect, it } from 'vitest';
import { AmountFormatError } from '../api/money.js';
import type { PublicVerifiedTransaction } from '../api/schemas/transaction.js';
import { formatCryptoAmount, formatCryptoEstimate, splitAmounts } from './amount-format.js';
import { describeCheckout } from './checkout-status.js';

describe('formatCryptoAmount (an amount to send)', () => {
  it('trims trailing zeros and writes no exponent', () => {
    expect(formatCryptoAmount(15.78125, 'USDT')).toBe('15.78125');
    expect(formatCryptoAmount('20.200000', 'USDC')).toBe('20.2');
    expect(formatCryptoAmount(20, 'USDC')).toBe('20');
    expect(formatCryptoAmount(1e-9, 'SOL')).toBe('0.000000001');
    expect(formatCryptoAmount(0, 'SOL')).toBe('0');
  });

  it('keeps every digit the base unit holds: never rounded', () => {
    expect(formatCryptoAmount(0.105208334, 'SOL')).toBe('0.105208334');
    expect(formatCryptoAmount(1_000_000.000001, 'USDC')).toBe('1000000.000001');
  });

  it('refuses an amount more precise than the base unit, which could not be sent as shown', () => {
    expect(() => formatCryptoAmount(0.1234567, 'USDC')).toThrow(AmountFormatError);
    expect(() => formatCryptoAmount('0.0000000001', 'SOL')).toThrow(AmountFormatError);
  });
});

describe('formatCryptoEstimate (a conversion shown with ≈)', () => {
  it('trims trailing zeros', () => {
    expect(formatCryptoEstimate(15.625, 'USDT')).toBe('15.625');
    expect(formatCryptoEstimate('0.133333333', 'SOL')).toBe('0.133333333');
    expect(formatCryptoEstimate('20.000000', 'USDC')).toBe('20');
  });

  it('rounds half up to the base unit when given more digits', () => {
    expect(formatCryptoEstimate('0.1041666666666', 'SOL')).toBe('0.104166667');
    expect(formatCryptoEstimate('0.1041666664999', 'SOL')).toBe('0.104166666');
    expect(formatCryptoEstimate('1.9999995', 'USDC')).toBe('2');
    expect(formatCryptoEstimate(1e-10, 'SOL')).toBe('0');
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => formatCryptoEstimate('-1', 'SOL')).toThrow(AmountFormatError);
    expect(() => formatCryptoEstimate('1,5', 'SOL')).toThrow(AmountFormatError);
  });
});

describe('the payment screen figures', () => {
  it('itemise amount, fee and total as the service stated them', () => {
    const view = describeCheckout({
      reference: 'r'.repeat(32),
      crypto: 'USDT',
      status: 'pending',
      expectedAmountInCrypto: 15.625,
      feeInCrypto: 0.15625,
      expectedAmountInCryptoPlusFee: 15.78125,
      receivedAmountInCrypto: 0,
      excessAmountReceivedInCrypto: 0,
      failureReason: null,
    } as PublicVerifiedTransaction);
    expect(view).toMatchObject({ amountBeforeFee: '15.625', fee: '0.15625', expected: '15.78125' });
    expect(view.due).toBe('15.78125');
  });
});

describe('splitAmounts', () => {
  const amounts = (text: string, phrases: string[]) =>
    splitAmounts(text, phrases)
      .filter((piece) => piece.amount)
      .map((piece) => piece.text);

  it('marks each amount with its unit, leaving the words around it', () => {
    expect(splitAmounts('Send 0.104166667 SOL', ['0.104166667 SOL', '0.104166667'])).toEqual([
      { text: 'Send ', amount: false },
      { text: '0.104166667 SOL', amount: true },
    ]);
    expect(amounts('Merci. Shop a reçu 20.2 USDC.', ['20.2 USDC', '20.2'])).toEqual(['20.2 USDC']);
  });

  it('marks a bare amount when the sentence puts its unit elsewhere', () => {
    expect(
      amounts('The time to pay ran out with 0.1 of 20.2 USDC received.', [
        '0.1 USDC',
        '20.2 USDC',
        '0.1',
        '20.2',
      ]),
    ).toEqual(['0.1', '20.2 USDC']);
  });

  it('never marks part of a longer number', () => {
    expect(amounts('Sent 15 of 1.5 SOL', ['1', '5'])).toEqual([]);
    expect(amounts('Received 1.', ['1'])).toEqual(['1']);
    expect(amounts('2,500 and 5', ['5'])).toEqual(['5']);
  });

  it('leaves a sentence without the amount as it is', () => {
    expect(splitAmounts('Part of your payment arrived', ['1 SOL'])).toEqual([
      { text: 'Part of your payment arrived', amount: false },
    ]);
  });
});
