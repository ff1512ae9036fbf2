import { describe, expect, it } from 'vitest';
import {
  WalletPayError,
  describeTransactionError,
  explainFailedSimulation,
  innermostMessage,
  isUserRejection,
  walletFailure,
} from './errors.js';

/** wallet-adapter's shape: a wrapper error with the wallet's own in `.error`. */
function wrapped(name: string, inner: unknown): Error {
  return Object.assign(new Error(''), { name, error: inner });
}

describe('isUserRejection', () => {
  it('knows the 4001 code, wrapped or not, and the usual wording', () => {
    expect(isUserRejection(Object.assign(new Error('nope'), { code: 4001 }))).toBe(true);
    expect(isUserRejection(wrapped('WalletSignTransactionError', { code: 4001, message: 'x' }))).toBe(true);
    expect(isUserRejection(new Error('x', { cause: new Error('User rejected the request.') }))).toBe(true);
    expect(isUserRejection(new Error('Transaction cancelled'))).toBe(true);
    expect(isUserRejection('User denied transaction signature')).toBe(true);
  });

  it('does not mistake failures for a refusal', () => {
    expect(isUserRejection(new Error('connect ECONNREFUSED 127.0.0.1:443'))).toBe(false);
    expect(isUserRejection(new Error('connection refused'))).toBe(false);
    expect(isUserRejection(Object.assign(new Error('Internal error'), { code: -32603 }))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });

  it('survives a cycle in the chain', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;
    expect(isUserRejection(error)).toBe(false);
  });
});

describe('walletFailure', () => {
  it('a refusal while connecting retries the connection; while signing, the payment', () => {
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    expect(walletFailure(declined, 'connect')).toMatchObject({ code: 'rejected', retry: 'connect' });
    expect(walletFailure(declined, 'sign')).toMatchObject({ code: 'rejected', retry: 'pay' });
  });

  it('wallet-adapter’s "not ready" is "not installed", with nothing to retry', () => {
    expect(walletFailure(wrapped('WalletNotReadyError', undefined), 'connect')).toMatchObject({
      code: 'not_installed',
      retry: null,
    });
  });

  it('anything else keeps the wallet’s own words', () => {
    const failure = walletFailure(
      wrapped('WalletSignTransactionError', new Error('Ledger device locked')),
      'sign',
    );
    expect(failure).toMatchObject({ code: 'wallet_error', details: { reason: 'Ledger device locked' } });
    expect(innermostMessage(wrapped('X', new Error('inner')))).toBe('inner');
  });

  it('passes a WalletPayError through', () => {
    const error = new WalletPayError('expired', 'sign', 'late');
    expect(walletFailure(error, 'connect')).toBe(error);
  });
});

describe('WalletPayError.retry', () => {
  it('resends only after a failed send; starts afresh otherwise; never for a closed window', () => {
    expect(new WalletPayError('rpc_unreachable', 'send', '').retry).toBe('resend');
    expect(new WalletPayError('rpc_unreachable', 'prepare', '').retry).toBe('pay');
    expect(new WalletPayError('insufficient_funds', 'prepare', '').retry).toBe('pay');
    expect(new WalletPayError('expired', 'sign', '').retry).toBeNull();
    expect(new WalletPayError('closed', 'prepare', '').retry).toBeNull();
  });
});

describe('explainFailedSimulation', () => {
  const base = { fee: 5000n, err: { InstructionError: [0, { Custom: 1 }] }, logs: [] };

  it('SOL: the amount and the fee must both be there', () => {
    expect(
      explainFailedSimulation({
        ...base,
        crypto: 'SOL',
        amount: 1_000_000n,
        solBalance: 1_004_999n,
        tokenBalance: null,
      }),
    ).toEqual({ code: 'insufficient_funds', needed: 1_005_000n, balance: 1_004_999n });
    expect(
      explainFailedSimulation({ ...base, crypto: 'SOL', amount: 1n, solBalance: 0n, tokenBalance: null }),
    ).toEqual({
      code: 'insufficient_funds',
      needed: 5001n,
      balance: 0n,
    });
  });

  it('tokens: too few tokens first, then too little SOL for the fee', () => {
    expect(
      explainFailedSimulation({
        ...base,
        crypto: 'USDC',
        amount: 20_200_000n,
        solBalance: 0n,
        tokenBalance: null,
      }),
    ).toEqual({ code: 'insufficient_funds', needed: 20_200_000n, balance: 0n });
    expect(
      explainFailedSimulation({ ...base, crypto: 'USDT', amount: 5n, solBalance: 4999n, tokenBalance: 5n }),
    ).toEqual({ code: 'insufficient_fee', needed: 5000n, balance: 4999n });
  });

  it('with enough on paper, the network’s own "insufficient" words still count; other errors stand', () => {
    const enough = {
      crypto: 'SOL' as const,
      amount: 1n,
      solBalance: 10_000_000n,
      tokenBalance: null,
      fee: 5000n,
    };
    expect(
      explainFailedSimulation({
        ...enough,
        err: { InsufficientFundsForRent: { account_index: 0 } },
        logs: [],
      }).code,
    ).toBe('insufficient_funds');
    expect(
      explainFailedSimulation({ ...enough, err: 'AccountInUse', logs: ['Program log: something else'] }).code,
    ).toBe('transaction_failed');
  });

  it('describes errors as Solana reports them', () => {
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      '{"InstructionError":[0,{"Custom":1}]}',
    );
    expect(describeTransactionError('BlockhashNotFound')).toBe('BlockhashNotFound');
    expect(describeTransactionError(null)).toBe('');
  });
});
