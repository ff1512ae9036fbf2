import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  sendAndConfirmTransaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyToBaseUnits } from '../../api/money.js';
import { payoutRequestSchema } from '../../api/schemas/payout.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { swapSchema } from '../../api/schemas/swap.js';
import { publicVerifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { fundBusiness } from '../testing/fund-business.js';
import { initiateFor, payFromOutside, waitForStatus, waitForSwapStatus } from '../testing/gateway-flows.js';
import { call, expectData } from '../testing/http.js';
import { startLedgerProcess, type LedgerProcess } from '../testing/ledger-process.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { RpcChain } from './rpc-chain.js';

/**
 * The gateway over `npm run ledger` as a separate process, through SOLANA_RPC_URL: everything the service does
 * on the chain goes through `RpcChain`, the standard JSON-RPC and WebSocket, as it would against a validator.
 */

let ledgerDir: string;
let ledger: LedgerProcess;
let service: TestService;

beforeAll(async () => {
  ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-rpc-ledger-'));
  ledger = await startLedgerProcess(ledgerDir);
  service = await startTestService({
    SOLANA_RPC_URL: ledger.url,
    SWAP_COMPLETION_DELAY_MS: '300',
    // The safety net is slow here, so that detection has to come from the subscriptions.
    EXPIRY_SWEEP_INTERVAL_MS: '60000',
  });
}, 120_000);

afterAll(async () => {
  await service?.destroy();
  await ledger?.stop();
  await rm(ledgerDir, { recursive: true, force: true });
});

const key = () => service.demoBusiness.secretKey;

const initiate = (crypto: 'USDC' | 'SOL', usd: number) => initiateFor(service, crypto, usd);
const pay = (reference: string, body: { mode: 'exact' | 'partial' | 'over'; amount?: number }) =>
  payFromOutside(service, reference, body);
const expectStatus = (reference: string, expected: string, timeout = 20_000) =>
  waitForStatus(service, reference, expected, timeout);

// Each test waits on a network (Retry-After, reconnects, a process start) far more than it computes: a
// loaded CI machine needs more than the default 30 s.
describe('the gateway over a JSON-RPC endpoint (npm run ledger)', { timeout: 90_000 }, () => {
  it('knows it is our test ledger: sandbox mints and a test faucet', () => {
    expect(service.context.ledger).toBeUndefined();
    expect(service.context.chain).toBeInstanceOf(RpcChain);
    expect(service.context.chain.testFaucet).toBeDefined();
  });

  it('detects a USDC payment and a SOL payment', async () => {
    const usdc = await initiate('USDC', 12);
    await pay(usdc.reference, { mode: 'exact' });
    await expectStatus(usdc.reference, 'success');
    const sol = await initiate('SOL', 3);
    await pay(sol.reference, { mode: 'exact' });
    await expectStatus(sol.reference, 'success');
  });

  it('waits for a partial payment to be topped up', async () => {
    const transaction = await initiate('USDC', 10);
    await pay(transaction.reference, { mode: 'partial' });
    await expectStatus(transaction.reference, 'pending_settlement');
    const half = expectData(
      await call(service.url, 'GET', `/v1/transactions/${transaction.reference}/verify`),
      publicVerifiedTransactionSchema,
    );
    expect(half.receivedAmountInCrypto).toBeGreaterThan(0);
    // Exactly what is still due.
    await pay(transaction.reference, { mode: 'exact' });
    await expectStatus(transaction.reference, 'success');
  });

  it('detects a payment sent by another client straight to the endpoint', async () => {
    const transaction = await initiate('SOL', 2);
    await payStraightToLedger(transaction.address, transaction.expectedAmountWithFeeInCrypto);
    await expectStatus(transaction.reference, 'success');
  });

  it('fulfils a crypto payout and completes a swap', async () => {
    await fundBusiness(service, 'USDC', 100);
    const address = Keypair.generate().publicKey.toBase58();
    const payout = expectData(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', {
        key: key(),
        body: { amount: 5, currency: 'USDC', address },
        headers: { 'idempotency-key': 'rpc-chain-payout' },
      }),
      payoutRequestSchema,
      201,
    );
    expect(payout.status).toBe('FULFILLED');
    const owner = new PublicKey(address);
    const tokenAccount = service.context.chain.associatedTokenAddress(owner.toBase58(), 'USDC');
    expect(await service.context.chain.getTokenAccountAmount(tokenAccount)).toBe(5_000_000n - 25_000n);

    const swap = expectData(
      await call(service.url, 'POST', '/v1/swaps', {
        key: key(),
        body: { inputCryptocurrency: 'USDC', outputCryptocurrency: 'SOL', inputCryptocurrencyAmount: '30' },
      }),
      swapSchema,
      201,
    );
    await waitForSwapStatus(service, swap.uuid, 'COMPLETED');
  });

  it("forwards the checkout's wallet calls at /rpc, and only those", async () => {
    const rpc = async (method: string, params: unknown[] = []) =>
      (await call(service.url, 'POST', '/rpc', { body: { jsonrpc: '2.0', id: 1, method, params } })).body;
    expect(await rpc('getGenesisHash')).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: await new Connection(ledger.url).getGenesisHash(),
    });
    expect(await rpc('getBalance', [Keypair.generate().publicKey.toBase58()])).toMatchObject({
      result: { value: 0 },
    });
    expect(await rpc('getProgramAccounts', [SystemProgram.programId.toBase58()])).toMatchObject({
      error: { code: -32601 },
    });
    const upgrade = await call(service.url, 'GET', '/rpc');
    expect(upgrade.status).toBe(405);
  });

  it('does not lose a payment made while the WebSocket was down', async () => {
    const transaction = await initiate('SOL', 1);
    await ledger.stop();
    // The same directory and ports: the endpoint comes back where the gateway looks for it.
    ledger = await restartLedger(ledger);
    // Paid by another client while the gateway's socket is still reconnecting, or just after.
    await payStraightToLedger(transaction.address, transaction.expectedAmountWithFeeInCrypto);
    await expectStatus(transaction.reference, 'success', 30_000);
    // And the watches work again: a later payment is detected from a notification.
    const later = await initiate('USDC', 4);
    await pay(later.reference, { mode: 'exact' });
    await expectStatus(later.reference, 'success');
  });

  it('reports every watched account once after its socket reconnects, changed or not', async () => {
    const chain = await RpcChain.open({ rpcUrl: ledger.url, webSocketUrl: ledger.webSocketUrl });
    try {
      const watched = Keypair.generate().publicKey.toBase58();
      await payStraightToLedger(watched, 0.5);
      const changes: { balance: bigint; signature: string | undefined }[] = [];
      const stop = chain.watchAccount(watched, 'lamports', (change) => changes.push(change));
      // Once the subscription is up, a change is notified.
      await expect
        .poll(
          async () => {
            await payStraightToLedger(watched, 0.001);
            return changes.length;
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = changes.length;
      await ledger.stop();
      ledger = await restartLedger(ledger);
      // Nothing changed, yet the account is read again once the socket is back: the catch-up.
      await expect.poll(() => changes.length, { timeout: 15_000, interval: 100 }).toBe(before + 1);
      expect(changes.at(-1)).toEqual({ balance: await chain.getBalance(watched), signature: undefined });
      stop();
    } finally {
      await chain.close();
    }
  });

  it('ends with books that agree with the chain on every line', async () => {
    const lines = expectData(
      await call(service.url, 'GET', '/v1/sandbox/reconciliation', { key: key() }),
      reconciliationSchema,
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter((line) => !line.ok || line.status !== 'ok')).toEqual([]);
  });
});

/** A payer of its own, on the ledger's JSON-RPC with web3.js's defaults: airdropped, then it pays `amount` SOL. */
async function payStraightToLedger(address: string, amount: number): Promise<void> {
  const connection = new Connection(ledger.url, 'confirmed');
  const payer = Keypair.generate();
  const airdrop = await connection.requestAirdrop(payer.publicKey, 10_000_000_000);
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature: airdrop, blockhash, lastValidBlockHeight });
  const transfer = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: new PublicKey(address),
      lamports: currencyToBaseUnits(amount, 'SOL'),
    }),
  );
  await sendAndConfirmTransaction(connection, transfer, [payer]);
}

/** Starts the ledger again on its directory and port, once the previous process has gone. */
async function restartLedger(previous: LedgerProcess): Promise<LedgerProcess> {
  const port = new URL(previous.url).port;
  return startLedgerProcess(ledgerDir, { LEDGER_PORT: port });
}
