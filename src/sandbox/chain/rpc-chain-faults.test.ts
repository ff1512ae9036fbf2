import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRequestSchema } from '../../api/schemas/payout.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { swapSchema } from '../../api/schemas/swap.js';
import { startFaultProxy, type FaultProxy } from '../testing/fault-proxy.js';
import { fundBusiness } from '../testing/fund-business.js';
import { initiateFor, payFromOutside, waitForStatus, waitForSwapStatus } from '../testing/gateway-flows.js';
import { call, expectData } from '../testing/http.js';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * The gateway over `npm run ledger` through a misbehaving network (testing/fault-proxy.ts): 429s with
 * Retry-After, 503s, slow answers and WebSocket connections cut in the middle of payments. Every payment, payout
 * and swap still reaches its final state, and the books agree with the chain at the end.
 */

let ledgerDir: string;
let ledger: LedgerProcess;
let proxy: FaultProxy;
let service: TestService;

beforeAll(async () => {
  ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-faulty-ledger-'));
  ledger = await startLedgerProcess(ledgerDir);
  proxy = await startFaultProxy({ url: ledger.url, webSocketUrl: ledger.webSocketUrl });
  service = await startTestService({
    SOLANA_RPC_URL: proxy.url,
    SOLANA_WS_URL: proxy.webSocketUrl,
    SWAP_COMPLETION_DELAY_MS: '300',
    // The safety net is slow here, so that detection has to survive the faults through the subscriptions.
    EXPIRY_SWEEP_INTERVAL_MS: '60000',
  });
  // From here on, one request in four is refused 429 (retry after 1 s), one in seven 503, all are slowed.
  proxy.setPlan({ rateLimitEvery: { n: 4, retryAfterSeconds: 1 }, unavailableEvery: 7, delayMs: 30 });
}, 120_000);

afterAll(async () => {
  await service?.destroy();
  await proxy?.close();
  await ledger?.stop();
  await rm(ledgerDir, { recursive: true, force: true });
});

const key = () => service.demoBusiness.secretKey;

const initiate = (crypto: 'USDC' | 'USDT' | 'SOL', usd: number) => initiateFor(service, crypto, usd);
const pay = (reference: string, mode: 'exact' | 'partial') => payFromOutside(service, reference, { mode });
const expectStatus = (reference: string, expected: string) =>
  waitForStatus(service, reference, expected, 45_000);

// Each test waits on a network (Retry-After, reconnects, a process start) far more than it computes: a
// loaded CI machine needs more than the default 30 s.
describe('the gateway through a faulty network', { timeout: 120_000 }, () => {
  it('takes a payment in each currency while the endpoint rate-limits, fails and is slow', async () => {
    for (const crypto of ['USDC', 'USDT', 'SOL'] as const) {
      const transaction = await initiate(crypto, 6);
      await pay(transaction.reference, 'exact');
      await expectStatus(transaction.reference, 'success');
    }
    expect(proxy.stats.rateLimited).toBeGreaterThan(0);
    expect(proxy.stats.unavailable).toBeGreaterThan(0);
  });

  it('tops up a partial payment across a cut WebSocket', async () => {
    const transaction = await initiate('USDC', 8);
    await pay(transaction.reference, 'partial');
    await expectStatus(transaction.reference, 'pending_settlement');
    const dropsBefore = proxy.stats.socketsDropped;
    proxy.dropSockets();
    expect(proxy.stats.socketsDropped).toBeGreaterThan(dropsBefore);
    await pay(transaction.reference, 'exact');
    await expectStatus(transaction.reference, 'success');
  });

  it('fulfils a payout and completes a swap', async () => {
    await fundBusiness(service, 'USDC', 50);
    const payout = expectData(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key: key(),
        body: { amount: 4, currency: 'USDC', address: Keypair.generate().publicKey.toBase58() },
        headers: { 'idempotency-key': 'faulty-network-payout' },
      }),
      payoutRequestSchema,
      201,
    );
    expect(payout.status).toBe('FULFILLED');
    const swap = expectData(
      await call(service.url, 'POST', '/v1/swaps', {
        key: key(),
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '10' },
      }),
      swapSchema,
      201,
    );
    proxy.dropSockets();
    await waitForSwapStatus(service, swap.uuid, 'COMPLETED', 45_000);
  });

  it('ends with books that agree with the chain on every line', async () => {
    proxy.setPlan({});
    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key: key() }),
      reconciliationSchema,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => line.status !== 'ok')).toEqual([]);
  });
});
