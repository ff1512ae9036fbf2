import { describe, expect, it } from 'vitest';
import { decideTransactionStatus } from './transaction-lifecycle.js';

const base = { crypto: 'USDC' as const, expectedWithFee: 10_050_000n };

describe('decideTransactionStatus', () => {
  it('waits while nothing has arrived and the window is open', () => {
    expect(decideTransactionStatus({ ...base, received: 0n, windowClosed: false })).toEqual({
      status: 'pending',
      failureReason: null,
      completed: false,
    });
  });

  it('marks a partial payment as pending settlement while the window is open', () => {
    expect(decideTransactionStatus({ ...base, received: 5_000_000n, windowClosed: false }).status).toBe(
      'pending_settlement',
    );
  });

  it('succeeds once the amount with fee has arrived, even after the window', () => {
    expect(decideTransactionStatus({ ...base, received: 10_050_000n, windowClosed: false }).status).toBe(
      'success',
    );
    expect(decideTransactionStatus({ ...base, received: 20_000_000n, windowClosed: true }).status).toBe(
      'success',
    );
  });

  it('fails an underpaid transaction at the window end, saying how much arrived', () => {
    const outcome = decideTransactionStatus({ ...base, received: 5_000_000n, windowClosed: true });
    expect(outcome.status).toBe('failed');
    expect(outcome.failureReason).toBe(
      'Underpaid: received 5 USDC of 10.05 USDC expected before the window closed',
    );
  });

  it('expires a transaction that received nothing', () => {
    expect(decideTransactionStatus({ ...base, received: 0n, windowClosed: true }).status).toBe('expired');
  });
});
