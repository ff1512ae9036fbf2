import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair } from '@solana/web3.js';
import { z } from 'zod';
import { balanceListSchema } from '../../api/schemas/balance.js';
import { bankSchema, resolvedAccountSchema } from '../../api/schemas/bank.js';
import { bankPayoutSchema, payoutRequestSchema } from '../../api/schemas/payout.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { fundBusiness } from '../testing/fund-business.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

let service: TestService;
let key: string;

beforeAll(async () => {
  service = await startTestService({ PAYOUT_FEE_PERCENT: '0.5' });
  key = service.demoBusiness.secretKey;
});
afterAll(async () => {
  await service.destroy();
});

async function balance(currency: string): Promise<number> {
  const balances = expectData(await call(service.url, 'GET', '/v1/balances', { key }), balanceListSchema);
  return balances.find((entry) => entry.currency === currency)?.amount ?? Number.NaN;
}
async function expectReconciled(): Promise<void> {
  const lines = expectData(
    await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key }),
    reconciliationSchema,
  );
  expect(lines.filter((line) => !line.ok)).toEqual([]);
}
const bankPayout = (amount: number, accountNumber = '0123456789', accountName = 'Ada Okafor') =>
  call(service.url, 'POST', '/v1/payout-requests/bank', {
    key,
    body: { amount, currency: 'USDC', accountNumber, accountName, bankIdentifier: '058' },
  });

describe('banks', () => {
  it('lists the sandbox banks of a currency and resolves test accounts', async () => {
    const banks = expectData(
      await call(service.url, 'GET', '/v1/banks?currency=NGN', { key }),
      z.array(bankSchema),
    );
    expect(banks.map((bank) => bank.bankIdentifier)).toContain('058');
    expect(banks.every((bank) => bank.currency === 'NGN')).toBe(true);
    const resolved = expectData(
      await call(service.url, 'POST', '/v1/banks/resolve-account', {
        key,
        body: { accountNumber: '0123456789', bankIdentifier: '058' },
      }),
      resolvedAccountSchema,
    );
    expect(resolved).toEqual({
      accountNumber: '0123456789',
      accountName: 'Ada Okafor',
      bankIdentifier: '058',
      bankName: 'Guaranty Trust Bank',
    });
    expectError(
      await call(service.url, 'POST', '/v1/banks/resolve-account', {
        key,
        body: { accountNumber: '5555555555', bankIdentifier: '058' },
      }),
      404,
    );
    expect(
      expectError(await call(service.url, 'GET', '/v1/banks?currency=BTC', { key }), 400).errors[0]?.field,
    ).toBe('currency');
  });
});

describe('bank payouts', () => {
  it('debits at creation and is FULFILLED once its transfer lands, for an ordinary account (the interface shape)', async () => {
    await fundBusiness(service, 'USDC', 40);
    const before = await balance('USDC');
    const payout = expectData(await bankPayout(10), bankPayoutSchema, 201);
    expect(payout).toMatchObject({
      baseCurrency: 'USDC',
      amountInBaseCurrency: 10,
      feeInBaseCurrency: 0.05,
      localFiat: 'NGN',
      amountInLocalFiat: 15920,
      amountInUSD: 10,
      type: 'OFF_CHAIN',
      channel: 'BANK',
      status: 'FULFILLED',
      environment: 'TEST',
      recipient: {
        accountNumber: '0123456789',
        accountName: 'Ada Okafor',
        bankIdentifier: '058',
        bankName: 'Guaranty Trust Bank',
      },
      isAutomated: 1,
      cancelledAt: null,
      declinedAt: null,
    });
    expect(payout.paidAt).not.toBeNull();
    expect(await balance('USDC')).toBe(before - 10);
    await expectReconciled();
  });

  it('declines the declined test account and credits the amount back', async () => {
    const before = await balance('USDC');
    const payout = expectData(
      await bankPayout(5, '0000000002', 'Declined Test Account'),
      bankPayoutSchema,
      201,
    );
    expect(payout.status).toBe('DECLINED');
    expect(payout.reasonForDecline).toContain('declined');
    expect(await balance('USDC')).toBe(before);
    await expectReconciled();
  });

  it('refuses a payout beyond the balance, a name that does not match, and an unknown bank', async () => {
    const tooMuch = expectError(await bankPayout(1_000_000), 400);
    expect(tooMuch.message).toMatch(/^Insufficient USDC balance: [\d.]+ available, 1000000 requested$/);
    expect(tooMuch.errors[0]?.field).toBe('amount');
    expect(expectError(await bankPayout(1, '0123456789', 'Somebody Else'), 400).errors[0]?.field).toBe(
      'accountName',
    );
    const unknownBank = await call(service.url, 'POST', '/v1/payout-requests/bank', {
      key,
      body: {
        amount: 1,
        currency: 'USDC',
        accountNumber: '0123456789',
        accountName: 'Ada Okafor',
        bankIdentifier: '999',
      },
    });
    expect(expectError(unknownBank, 400).errors[0]?.field).toBe('bankIdentifier');
  });

  it('cancels a PENDING payout (the interface cancellation shape) and answers 409 once it is processed', async () => {
    const before = await balance('USDC');
    const pending = expectData(
      await bankPayout(3, '0000000001', 'Pending Test Account'),
      bankPayoutSchema,
      201,
    );
    expect(pending.status).toBe('PENDING');
    expect(await balance('USDC')).toBe(before - 3);
    const cancelled = expectData(
      await call(service.url, 'DELETE', `/v1/payout-request/${pending.uuid}`, { key }),
      payoutRequestSchema,
    );
    expect(cancelled).toMatchObject({
      id: pending.uuid,
      status: 'CANCELLED',
      payoutChannel: 'BANK',
      amountInCrypto: 3,
    });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(await balance('USDC')).toBe(before);

    const again = expectError(
      await call(service.url, 'DELETE', `/v1/payout-request/${pending.uuid}`, { key }),
      409,
    );
    expect(again.message).toContain('is CANCELLED; only an unprocessed (PENDING) request can be cancelled');
    const fulfilled = expectData(await bankPayout(1), bankPayoutSchema, 201);
    expect(
      expectError(await call(service.url, 'DELETE', `/v1/payout-request/${fulfilled.uuid}`, { key }), 409)
        .message,
    ).toContain('is FULFILLED');
    expectError(
      await call(service.url, 'DELETE', '/v1/payout-request/0f8fad5b-d9cb-469f-a165-70867728950e', { key }),
      404,
    );
    await expectReconciled();
  });

  it('a cancel racing the bank processing ends in exactly one outcome', async () => {
    for (const outcome of ['fulfil', 'decline'] as const) {
      const before = await balance('USDC');
      const pending = expectData(
        await bankPayout(2, '0000000001', 'Pending Test Account'),
        bankPayoutSchema,
        201,
      );
      const [cancel, process] = await Promise.all([
        call(service.url, 'DELETE', `/v1/payout-request/${pending.uuid}`, { key }),
        call(service.url, 'POST', `/v1/sandbox/payout-requests/${pending.uuid}/process`, {
          key,
          body: { outcome },
        }),
      ]);
      expect([cancel.status, process.status].sort()).toEqual([200, 409]);
      const winner = cancel.status === 200 ? cancel : process;
      const status = expectData(winner, payoutRequestSchema).status;
      expect(status).toBe(
        cancel.status === 200 ? 'CANCELLED' : outcome === 'fulfil' ? 'FULFILLED' : 'DECLINED',
      );
      expect(await balance('USDC')).toBe(status === 'FULFILLED' ? before - 2 : before);
    }
    await expectReconciled();
  });

  it('200 concurrent payouts against a balance that covers 50: exactly 50 accepted, the rest a clear 400', async () => {
    await fundBusiness(service, 'USDT', 100);
    const available = (await balance('USDT')) as number;
    const each = available / 50;
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(service.url, 'POST', '/v1/payout-requests/bank', {
          key,
          body: {
            amount: each,
            currency: 'USDT',
            accountNumber: '0123456789',
            accountName: 'Ada Okafor',
            bankIdentifier: '058',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(50);
    expect(statuses.filter((status) => status === 400)).toHaveLength(150);
    for (const refused of responses.filter((response) => response.status === 400)) {
      expect(expectError(refused, 400).message).toMatch(/^Insufficient USDT balance: /);
    }
    expect(await balance('USDT')).toBe(0);
    await expectReconciled();
  }, 120_000);
});

describe('crypto payouts', () => {
  it('pays an address on the ledger by a real transfer (amount less fee) and is FULFILLED with its signature', async () => {
    await fundBusiness(service, 'SOL', 30);
    const before = await balance('SOL');
    const destination = Keypair.generate().publicKey.toBase58();
    const payout = expectData(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key,
        body: { amount: 0.1, currency: 'SOL', address: destination },
      }),
      payoutRequestSchema,
      201,
    );
    expect(payout).toMatchObject({
      status: 'FULFILLED',
      payoutChannel: 'ON_CHAIN',
      address: destination,
      amountInCrypto: 0.1,
      feeInCrypto: 0.0005,
    });
    expect(payout.withdrawalTxId).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(embeddedLedger(service.context).getBalance(destination)).toBe(99_500_000n);
    expect(await balance('SOL')).toBeCloseTo(before - 0.1, 9);
    await expectReconciled();
  });

  it('sends identical payouts requested at once as separate transfers, each landing once', async () => {
    await fundBusiness(service, 'USDC', 30);
    const before = await balance('USDC');
    const destination = Keypair.generate().publicKey.toBase58();
    const payouts = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(service.url, 'POST', '/v1/payout-requests/crypto', {
          key,
          body: { amount: 2, currency: 'USDC', address: destination },
        }),
      ),
    );
    const fulfilled = payouts.map((response) => expectData(response, payoutRequestSchema, 201));
    expect(fulfilled.every((payout) => payout.status === 'FULFILLED')).toBe(true);
    expect(new Set(fulfilled.map((payout) => payout.withdrawalTxId)).size).toBe(4);
    const ledger = embeddedLedger(service.context);
    expect(ledger.tokenAccountAmount(ledger.associatedTokenAddress(destination, 'USDC'))).toBe(
      4n * 1_990_000n,
    );
    expect(await balance('USDC')).toBeCloseTo(before - 8, 6);
    await expectReconciled();
  });

  it('refuses, as a 400 about the amount, SOL that would leave an empty address below rent exemption', async () => {
    await fundBusiness(service, 'SOL', 10);
    const before = await balance('SOL');
    const error = expectError(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key,
        body: { amount: 0.0005, currency: 'SOL', address: Keypair.generate().publicKey.toBase58() },
      }),
      400,
    );
    expect(error.errors).toEqual([
      { field: 'amount', message: expect.stringMatching(/at least 0\.00089088 SOL/) as unknown as string },
    ]);
    expect(await balance('SOL')).toBe(before);
  });
});
