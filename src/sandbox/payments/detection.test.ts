import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Keypair, Transaction } from '@solana/web3.js';
import { ledgerReceiptSchema, simulatedPaymentSchema } from '../../api/schemas/sandbox.js';
import {
  initiatedTransactionSchema,
  verifiedTransactionSchema,
  walletConnectTransactionSchema,
  type InitiatedTransaction,
} from '../../api/schemas/transaction.js';
import { adjustableClock } from '../testing/clock.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { call, expectData, expectError } from '../testing/http.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

let service: TestService;
const clock = adjustableClock();

beforeAll(async () => {
  service = await startTestService({ EXPIRY_SWEEP_INTERVAL_MS: '100' }, { now: clock.now });
});
afterAll(async () => {
  await service.destroy();
});

async function initiate(crypto: 'SOL' | 'USDC' | 'USDT', amount = 30): Promise<InitiatedTransaction> {
  return expectData(
    await call(service.url, 'POST', '/v1/transactions', {
      key: service.demoBusiness.secretKey,
      body: { crypto, baseFiat: 'USD', amount, email: 'payer@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );
}
// With the secret key: these tests read the full view (amounts in USD and the price's currency).
const verify = async (reference: string) =>
  expectData(
    await call(service.url, 'GET', `/v1/transactions/${reference}/verify`, {
      key: service.demoBusiness.secretKey,
    }),
    verifiedTransactionSchema,
  );
const pay = async (reference: string, body: { mode: string; amount?: number }) =>
  expectData(
    await call(service.url, 'POST', `/v1/sandbox/transactions/${reference}/pay`, { body }),
    simulatedPaymentSchema,
    201,
  );

describe('payment detection from the ledger', () => {
  it('an exact SOL payment succeeds with the received amounts and the ledger signature', async () => {
    const transaction = await initiate('SOL');
    expect(transaction.paymentUri).toBe(
      `solana:${transaction.address}?amount=${transaction.expectedAmountWithFeeInCrypto}&reference=` +
        `${new URL(transaction.paymentUri ?? '').searchParams.get('reference')}&label=Demo%20Coffee%20Roasters` +
        `&message=Payment%20${transaction.reference}`,
    );
    const payment = await pay(transaction.reference, { mode: 'exact' });
    expect(payment.amount).toBe(transaction.expectedAmountWithFeeInCrypto);
    const verified = await verify(transaction.reference);
    expect(verified).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: transaction.expectedAmountWithFeeInCrypto,
      excessAmountReceivedInCrypto: 0,
      cryptoTransactionHash: payment.signature,
      failureReason: null,
    });
    expect(verified.receivedAmountInUSD).toBeCloseTo(30.3, 2);
    expect(verified.completedAt).not.toBeNull();
    expect(verified.paymentUri).toBeUndefined();
  });

  it('a partial USDC payment waits as pending_settlement, asks for the rest, and a top-up completes it', async () => {
    const transaction = await initiate('USDC', 20);
    expect(transaction.expectedAmountWithFeeInCrypto).toBe(20.2);
    expect(transaction.paymentUri).toContain(`spl-token=4EGBYbiGUzL9uC81uPVZJiHzBwD1gsJu8Ddfzdxdf9Kz`);
    await pay(transaction.reference, { mode: 'exact', amount: 5 });
    const partial = await verify(transaction.reference);
    expect(partial).toMatchObject({ status: 'pending_settlement', receivedAmountInCrypto: 5 });
    expect(partial.paymentUri).toContain('amount=15.2&');
    const topUp = await pay(transaction.reference, { mode: 'exact' });
    expect(topUp.amount).toBe(15.2);
    expect(await verify(transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: 20.2,
      cryptoTransactionHash: topUp.signature,
    });
  });

  it('an over-payment succeeds and records the excess', async () => {
    const transaction = await initiate('USDT', 10);
    const payment = await pay(transaction.reference, { mode: 'over' });
    expect(payment.amount).toBe(11.11);
    expect(await verify(transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: 11.11,
      excessAmountReceivedInCrypto: 1.01,
    });
  });

  it('signing the wallet-connect transfer with the wallet key and sending it completes the payment', async () => {
    const transaction = await initiate('USDC', 12);
    const wallet = Keypair.generate();
    const walletAddress = wallet.publicKey.toBase58();
    expectData(
      await call(service.url, 'POST', '/v1/sandbox/airdrop', { body: { address: walletAddress, amount: 1 } }),
      ledgerReceiptSchema,
      201,
    );
    expectData(
      await call(service.url, 'POST', '/v1/sandbox/mint', {
        body: { address: walletAddress, currency: 'USDC', amount: 50 },
      }),
      ledgerReceiptSchema,
      201,
    );
    const connected = expectData(
      await call(service.url, 'POST', `/v1/transactions/${transaction.reference}/wallet-connect`, {
        body: { walletPublicAddress: walletAddress },
      }),
      walletConnectTransactionSchema,
    );
    expect(connected).toMatchObject({
      address: transaction.address,
      amountDueInCrypto: 12.12,
      crypto: 'USDC',
    });
    const unsigned = Transaction.from(Buffer.from(connected.serializedTransaction ?? '', 'base64'));
    expect(unsigned.feePayer?.toBase58()).toBe(walletAddress);
    unsigned.sign(wallet);
    const outcome = await embeddedLedger(service.context).submit(unsigned.serialize());
    expect(outcome.failure).toBeNull();
    expect(await verify(transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: 12.12,
      cryptoTransactionHash: outcome.signature,
    });
    expect(
      embeddedLedger(service.context).tokenAccountAmount(
        embeddedLedger(service.context).associatedTokenAddress(walletAddress, 'USDC'),
      ),
    ).toBe(37_880_000n);
  });

  it('wallet-connect refuses a bad address, an unknown reference and a closed transaction', async () => {
    const transaction = await initiate('SOL', 1);
    const walletConnect = (reference: string, walletPublicAddress: string) =>
      call(service.url, 'POST', `/v1/transactions/${reference}/wallet-connect`, {
        body: { walletPublicAddress },
      });
    expect(expectError(await walletConnect(transaction.reference, 'not-base58!'), 400).errors[0]?.field).toBe(
      'walletPublicAddress',
    );
    expectError(await walletConnect('x'.repeat(32), Keypair.generate().publicKey.toBase58()), 404);
    await pay(transaction.reference, { mode: 'exact' });
    const closed = expectError(
      await walletConnect(transaction.reference, Keypair.generate().publicKey.toBase58()),
      409,
    );
    expect(closed.message).toBe('This transaction is already paid; it cannot be paid any more');
  });

  it('nothing paid: expired; underpaid at the window end: failed; paid only after the end: still expired', async () => {
    const unpaid = await initiate('SOL', 5);
    const underpaid = await initiate('USDC', 5);
    const late = await initiate('USDT', 5);
    await pay(underpaid.reference, { mode: 'partial' });
    clock.advance(301_000);
    await pay(late.reference, { mode: 'exact' });

    expect(await verify(unpaid.reference)).toMatchObject({ status: 'expired', receivedAmountInCrypto: 0 });
    const failed = await verify(underpaid.reference);
    expect(failed).toMatchObject({ status: 'failed', receivedAmountInCrypto: 2.525 });
    expect(failed.failureReason).toBe(
      'Underpaid: received 2.525 USDC of 5.05 USDC expected before the window closed',
    );
    expect(await verify(late.reference)).toMatchObject({
      status: 'expired',
      receivedAmountInCrypto: 0,
      cryptoTransactionHash: null,
    });
  });

  it('keeps balances, transactions and statuses across a restart', async () => {
    const paid = await initiate('SOL', 2);
    const open = await initiate('USDC', 2);
    await pay(paid.reference, { mode: 'exact' });
    await pay(open.reference, { mode: 'partial' });
    // The paid deposit is swept to the settlement wallet just after success; compare once that is done.
    await expect
      .poll(async () => {
        const [row] = await service.context.database.query(
          'SELECT settlement_signature FROM transactions WHERE reference = $1',
          [paid.reference],
        );
        return row?.settlement_signature ?? null;
      })
      .not.toBeNull();
    const depositBalance = embeddedLedger(service.context).getBalance(paid.address);
    const walletUsdc = embeddedLedger(service.context).tokenAccountAmount(
      embeddedLedger(service.context).associatedTokenAddress(open.address, 'USDC'),
    );
    service = await service.restart();
    expect(embeddedLedger(service.context).getBalance(paid.address)).toBe(depositBalance);
    expect(
      embeddedLedger(service.context).tokenAccountAmount(
        embeddedLedger(service.context).associatedTokenAddress(open.address, 'USDC'),
      ),
    ).toBe(walletUsdc);
    expect((await verify(paid.reference)).status).toBe('success');
    expect(await verify(open.reference)).toMatchObject({
      status: 'pending_settlement',
      receivedAmountInCrypto: 1.01,
    });
    await pay(open.reference, { mode: 'exact' });
    expect((await verify(open.reference)).status).toBe('success');
  });
});
