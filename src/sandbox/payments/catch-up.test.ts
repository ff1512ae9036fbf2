import { afterEach, describe, expect, it } from 'vitest';
import { initiatedTransactionSchema } from '../../api/schemas/transaction.js';
import { call, expectData } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

/**
 * The crash window between the ledger acknowledging a payment and the detector storing it: the payment is in
 * the ledger's history, the transaction still shows nothing received. Simulated by silencing the detector (it
 * hears of ledger transactions through the ledger's listeners) before the payment, then restarting.
 */
async function payUnseen(running: TestService, crypto: 'SOL' | 'USDT') {
  const transaction = expectData(
    await call(running.url, 'POST', '/v1/transactions', {
      key: running.demoBusiness.publicKey,
      body: { crypto, baseFiat: 'USD', amount: 12, email: 'late@example.com' },
    }),
    initiatedTransactionSchema,
    201,
  );
  embeddedLedger(running.context)['listeners'].clear();
  const paid = await call(running.url, 'POST', `/v1/sandbox/transactions/${transaction.reference}/pay`, {
    body: { mode: 'exact' },
  });
  expect(paid.status).toBe(201);
  return transaction;
}

async function status(running: TestService, reference: string): Promise<unknown> {
  const verified = await call(running.url, 'GET', `/v1/transactions/${reference}/verify`, {
    key: running.demoBusiness.secretKey,
  });
  return (verified.body as { data: { status: string; receivedAmountInCrypto: number } }).data;
}

describe('payments acknowledged just before a crash', () => {
  it('are counted at the next start while the window is open', async () => {
    service = await startTestService({ EXPIRY_SWEEP_INTERVAL_MS: '60000' });
    const transaction = await payUnseen(service, 'USDT');
    service = await service.restart();
    expect(await status(service, transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: transaction.expectedAmountWithFeeInCrypto,
    });
  });

  it('count when they landed before the window closed, even if the service comes back after it', async () => {
    service = await startTestService({ TRANSACTION_TTL_SECONDS: '60', EXPIRY_SWEEP_INTERVAL_MS: '60000' });
    const transaction = await payUnseen(service, 'SOL');
    const { dataDir } = service;
    await service.close();
    // Back ten minutes later: the window closed long ago, and the payment had landed inside it.
    const later = Date.now() + 10 * 60_000;
    service = await startTestService(
      { TRANSACTION_TTL_SECONDS: '60', EXPIRY_SWEEP_INTERVAL_MS: '60000' },
      { dataDir, now: () => new Date(later) },
    );
    expect(await status(service, transaction.reference)).toMatchObject({
      status: 'success',
      receivedAmountInCrypto: transaction.expectedAmountWithFeeInCrypto,
    });
  });
});
