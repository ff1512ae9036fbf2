import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRequestSchema } from '../../api/schemas/payout.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { startFaultProxy, type FaultProxy } from '../testing/fault-proxy.js';
import { fundBusiness } from '../testing/fund-business.js';
import { call, expectData } from '../testing/http.js';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';
import { startTestService, type TestService } from '../testing/test-service.js';

/**
 * A transaction the network swallows: the endpoint answers its signature and it never reaches a leader. The
 * ledger makes a block every 20 ms, so its blockhash expires (150 blocks) in 3 s, as one does in a minute on
 * Solana; the gateway then knows it can never land, rebuilds it on a fresh blockhash and sends it again. The
 * money moves exactly once.
 */

let ledgerDir: string;
let ledger: LedgerProcess;
let proxy: FaultProxy;
let service: TestService;
let connection: Connection;

beforeAll(async () => {
  ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-dropping-ledger-'));
  ledger = await startLedgerProcess(ledgerDir, {}, { blockIntervalMs: 20 });
  proxy = await startFaultProxy({ url: ledger.url, webSocketUrl: ledger.webSocketUrl });
  service = await startTestService({
    SOLANA_RPC_URL: proxy.url,
    SOLANA_WS_URL: proxy.webSocketUrl,
    // No deposits opened in the background: the transaction the proxy swallows must be the payout's.
    DEPOSIT_POOL_SIZE: '0',
  });
  connection = new Connection(ledger.url, 'confirmed');
}, 120_000);

afterAll(async () => {
  await service?.destroy();
  await proxy?.close();
  await ledger?.stop();
  await rm(ledgerDir, { recursive: true, force: true });
});

/** Every attempt at the service's transfers of one kind, oldest first. */
async function transfersOf(purpose: string) {
  const rows = await service.context.database.query(
    'SELECT signature, status FROM ledger_intents WHERE purpose = $1 ORDER BY created_at',
    [purpose],
  );
  return rows.map((row) => ({ signature: String(row.signature), status: String(row.status) }));
}

async function noTransferPending(): Promise<boolean> {
  const rows = await service.context.database.query(
    "SELECT count(*) AS pending FROM ledger_intents WHERE status = 'pending'",
  );
  return Number(rows[0]?.pending) === 0;
}

describe('a transaction dropped on its way to the chain', { timeout: 120_000 }, () => {
  it('is rebuilt once its blockhash expires, and the payout is paid exactly once', async () => {
    await fundBusiness(service, 'SOL', 30);
    // The funding payment's sweep must be done, so that the transfer dropped next is the payout's.
    await expect.poll(noTransferPending, { timeout: 30_000 }).toBe(true);

    proxy.setPlan({ dropNextSendTransactions: 1 });
    const address = Keypair.generate().publicKey.toBase58();
    const payout = expectData(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key: service.demoBusiness.secretKey,
        body: { amount: 0.1, currency: 'SOL', address },
        headers: { 'idempotency-key': 'payout-through-a-dropping-network' },
      }),
      payoutRequestSchema,
      201,
    );
    expect(payout.status).toBe('FULFILLED');

    const [dropped] = proxy.stats.droppedTransactions;
    const attempts = await transfersOf('payout_transfer');
    expect(attempts).toEqual([
      { signature: dropped, status: 'expired' },
      { signature: payout.withdrawalTxId, status: 'landed' },
    ]);
    // The swallowed transaction never landed and never will; the destination got the amount less the fee, once.
    const statuses = await connection.getSignatureStatuses([dropped ?? ''], {
      searchTransactionHistory: true,
    });
    expect(statuses.value[0]).toBeNull();
    // 0.1 SOL less the 0.5 % payout fee.
    expect(BigInt(await connection.getBalance(new PublicKey(address)))).toBe(100_000_000n - 500_000n);

    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key: service.demoBusiness.secretKey }),
      reconciliationSchema,
    );
    expect(lines.filter((line) => line.status !== 'ok')).toEqual([]);
  });
});
