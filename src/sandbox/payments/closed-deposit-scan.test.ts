import { afterEach, describe, expect, it } from 'vitest';
import { latePaymentListSchema } from '../../api/schemas/late-payment.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { initiateFor, payFromOutside, waitForStatus } from '../testing/gateway-flows.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

async function latePaymentsOf(running: TestService, reference: string) {
  return expectData(
    await call(running.url, 'GET', `/v1/transactions/${reference}/late-payments`, {
      key: running.demoBusiness.secretKey,
    }),
    latePaymentListSchema,
  );
}

async function depositStateOf(running: TestService, reference: string): Promise<string> {
  const [row] = await running.context.database.query(
    'SELECT deposit_state FROM transactions WHERE reference = $1',
    [reference],
  );
  return String(row?.deposit_state);
}

async function pooledAfter(running: TestService, reference: string): Promise<string | undefined> {
  const [row] = await running.context.database.query(
    `SELECT p.deposit_address FROM deposit_pool p JOIN transactions t ON t.uuid = p.previous_transaction_id
     WHERE t.reference = $1`,
    [reference],
  );
  return row ? String(row.deposit_address) : undefined;
}

async function reconciles(running: TestService): Promise<boolean> {
  const lines = expectData(
    await call(running.url, 'GET', '/v1/sandbox/reconciliation', { key: running.demoBusiness.secretKey }),
    reconciliationSchema,
  );
  return lines.every((line) => line.status === 'ok' && line.inTransit === '0');
}

async function usdcBalance(running: TestService): Promise<bigint> {
  const [row] = await running.context.database.query(
    `SELECT amount FROM balances WHERE business_id = $1 AND currency = 'USDC'`,
    [running.demoBusiness.businessId],
  );
  return BigInt(String(row?.amount ?? 0));
}

describe('closed deposits', () => {
  it('records money that reaches an expired transaction as its late payment: credited, swept, announced', async () => {
    service = await startTestService({ TRANSACTION_TTL_SECONDS: '1', DEPOSIT_POOL_SIZE: '1' });
    const running = service;
    const transaction = await initiateFor(running, 'USDC', 5);
    await waitForStatus(running, transaction.reference, 'expired');
    const before = await usdcBalance(running);

    // A shopper pays from a page left open: 2.5 USDC straight to the address, after the window closed.
    await running.context.chain.testFaucet?.mintTokens('USDC', transaction.address, 2_500_000n);
    await expect
      .poll(
        async () => (await latePaymentsOf(running, transaction.reference))[0]?.settlementSignature ?? null,
        {
          timeout: 15_000,
        },
      )
      .not.toBeNull();
    const [late] = await latePaymentsOf(running, transaction.reference);
    expect(late).toMatchObject({ reference: transaction.reference, crypto: 'USDC', amountInCrypto: 2.5 });
    expect(late?.signature).toEqual(expect.any(String));

    // The outcome stands; the merchant sees the late money, has it credited whole, and the books agree.
    const verified = expectData(
      await call(running.url, 'GET', `/v1/transactions/${transaction.reference}/verify`, {
        key: running.demoBusiness.secretKey,
      }),
      verifiedTransactionSchema,
    );
    expect(verified).toMatchObject({
      status: 'expired',
      receivedAmountInCrypto: 0,
      lateAmountReceivedInCrypto: 2.5,
    });
    expect((await usdcBalance(running)) - before).toBe(2_500_000n);
    const deposit = running.context.chain.associatedTokenAddress(transaction.address, 'USDC');
    expect(await running.context.chain.getTokenAccountAmount(deposit)).toBe(0n);
    await expect.poll(() => reconciles(running)).toBe(true);
    const [event] = await running.context.database.query(
      `SELECT payload FROM webhook_events WHERE event = 'transaction.late_payment'`,
    );
    const payload = (typeof event?.payload === 'string' ? JSON.parse(event.payload) : event?.payload) as {
      data: { latePayment: { uuid: string }; transaction: { reference: string; status: string } };
    };
    expect(payload.data.latePayment.uuid).toBe(late?.uuid);
    expect(payload.data.transaction).toMatchObject({ reference: transaction.reference, status: 'expired' });
  });

  it('lists late payments only to the owning business, with its secret key', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '1' });
    const transaction = await initiateFor(service, 'SOL', 2);
    expect(await latePaymentsOf(service, transaction.reference)).toEqual([]);
    expectError(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/late-payments`),
      401,
    );
    expectError(
      await call(service.url, 'GET', `/v1/transactions/${'x'.repeat(32)}/late-payments`, {
        key: service.demoBusiness.secretKey,
      }),
      404,
    );
  });

  it('returns an address to the pool after its quarantine, and a new transaction is paid there as usual', async () => {
    service = await startTestService({ DEPOSIT_POOL_SIZE: '1', DEPOSIT_QUARANTINE_SECONDS: '1' });
    const running = service;
    const first = await initiateFor(running, 'SOL', 2);
    await payFromOutside(running, first.reference, { mode: 'exact' });
    await waitForStatus(running, first.reference, 'success');
    await expect.poll(() => pooledAfter(running, first.reference), { timeout: 15_000 }).toBe(first.address);
    expect(await depositStateOf(running, first.reference)).toBe('pooled');

    // The lowest index goes first: the address back from quarantine, before the ones opened since.
    const second = await initiateFor(running, 'SOL', 3);
    expect(second.address).toBe(first.address);
    expect(await depositStateOf(running, first.reference)).toBe('reused');
    await payFromOutside(running, second.reference, { mode: 'exact' });
    await waitForStatus(running, second.reference, 'success');
    const verified = expectData(
      await call(running.url, 'GET', `/v1/transactions/${second.reference}/verify`, {
        key: running.demoBusiness.secretKey,
      }),
      verifiedTransactionSchema,
    );
    expect(verified.receivedAmountInCrypto).toBe(second.expectedAmountWithFeeInCrypto);
    expect(await latePaymentsOf(running, first.reference)).toEqual([]);
    await expect.poll(() => reconciles(running), { timeout: 10_000 }).toBe(true);
  });

  it('takes a pooled address out of the pool when money reaches it, as its last transaction’s late payment', async () => {
    service = await startTestService({
      DEPOSIT_POOL_SIZE: '0',
      TRANSACTION_TTL_SECONDS: '1',
      DEPOSIT_QUARANTINE_SECONDS: '1',
    });
    const running = service;
    const transaction = await initiateFor(running, 'SOL', 2);
    await waitForStatus(running, transaction.reference, 'expired');
    await expect
      .poll(() => pooledAfter(running, transaction.reference), { timeout: 15_000 })
      .toBe(transaction.address);

    await running.context.chain.testFaucet?.airdrop(transaction.address, 7_000_000n);
    await expect
      .poll(async () => (await latePaymentsOf(running, transaction.reference)).length, { timeout: 15_000 })
      .toBe(1);
    const [late] = await latePaymentsOf(running, transaction.reference);
    expect(late?.amountInCrypto).toBe(0.007);
    // Out of the pool when it was found; back after a new quarantine, once the late payment was swept.
    await expect.poll(() => reconciles(running), { timeout: 10_000 }).toBe(true);
    await expect
      .poll(() => pooledAfter(running, transaction.reference), { timeout: 15_000 })
      .toBe(transaction.address);
    const [pooled] = await running.context.database.query(
      `SELECT p.created_at FROM deposit_pool p WHERE p.deposit_address = $1`,
      [transaction.address],
    );
    expect(new Date(String(pooled?.created_at)).getTime()).toBeGreaterThan(
      Date.parse(late?.detectedAt ?? ''),
    );
  });
});
