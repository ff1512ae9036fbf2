import { Keypair } from '@solana/web3.js';
import { afterEach, describe, expect, it } from 'vitest';
import { balanceListSchema } from '../../api/schemas/balance.js';
import { payoutRequestSchema } from '../../api/schemas/payout.js';
import { reconciliationSchema } from '../../api/schemas/sandbox.js';
import { swapSchema } from '../../api/schemas/swap.js';
import { BLOCKHASH_VALIDITY_SLOTS, type Ledger } from '../chain/ledger.js';
import { fundBusiness } from '../testing/fund-business.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { embeddedLedger } from '../testing/embedded-ledger.js';

let service: TestService | undefined;

afterEach(async () => {
  await service?.destroy();
  service = undefined;
});

async function balances(running: TestService): Promise<Record<string, number>> {
  const list = expectData(
    await call(running.url, 'GET', '/v1/balances', { key: running.demoBusiness.secretKey }),
    balanceListSchema,
  );
  return Object.fromEntries(list.map((entry) => [entry.currency, entry.amount]));
}

async function reconciliation(running: TestService) {
  return expectData(
    await call(running.url, 'GET', '/v1/sandbox/reconciliation', { key: running.demoBusiness.secretKey }),
    reconciliationSchema,
  );
}

/** Makes the ledger unreachable for the service's own transfers until the returned function is called. */
function cutLedgerOff(ledger: Ledger): () => void {
  const submit = ledger.submit.bind(ledger);
  ledger.submit = () => Promise.reject(new Error('the ledger did not answer'));
  return () => {
    ledger.submit = submit;
  };
}

/** Moves the ledger past the validity of every blockhash handed out so far. */
async function expireBlockhashes(ledger: Ledger): Promise<void> {
  for (let slot = 0n; slot <= BLOCKHASH_VALIDITY_SLOTS; slot += 1n) {
    await ledger.airdrop(Keypair.generate().publicKey.toBase58(), 1_000_000_000n);
  }
}

/** Every attempt at the service's transfers of one kind, oldest first. */
async function transfersOf(running: TestService, purpose: string) {
  const rows = await running.context.database.query(
    'SELECT signature, status FROM ledger_intents WHERE purpose = $1 ORDER BY created_at',
    [purpose],
  );
  return rows.map((row) => ({ signature: String(row.signature), status: String(row.status) }));
}

const tokenBalance = (ledger: Ledger, owner: string) =>
  ledger.tokenAccountAmount(ledger.associatedTokenAddress(owner, 'USDC')) ?? 0n;

describe('recovering ledger transfers whose outcome was not known', () => {
  it('sends a payout transfer the ledger did not confirm, from its record, and the retry answers the payout', async () => {
    service = await startTestService();
    await fundBusiness(service, 'USDC', 20);
    const address = Keypair.generate().publicKey.toBase58();
    const request = {
      key: service.demoBusiness.secretKey,
      body: { amount: 5, currency: 'USDC', address },
      headers: { 'idempotency-key': 'payout-with-no-answer' },
    };
    const reconnect = cutLedgerOff(embeddedLedger(service.context));
    const unknown = expectError(await call(service.url, 'POST', '/v1/payout-requests/crypto', request), 503);
    expect(unknown.message).toMatch(/same Idempotency-Key/);
    // The debit stands, and the money is counted in transit: the books still agree with the ledger.
    expect((await balances(service)).USDC).toBe(15);
    expect((await reconciliation(service)).find((line) => line.currency === 'USDC')).toMatchObject({
      status: 'ok',
      inTransit: '-5',
    });
    reconnect();

    // The process goes away before its recovery job looks; the next one sends the recorded transfer.
    service = await service.restart();
    expect(service.startupCheck.recoveredIntents).toBe(1);
    const answered = await call(service.url, 'POST', '/v1/payout-requests/crypto', request);
    expect(answered.headers.get('idempotent-replayed')).toBe('true');
    const payout = expectData(answered, payoutRequestSchema, 201);
    expect(payout).toMatchObject({ status: 'FULFILLED', address });
    expect(payout.withdrawalTxId).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(tokenBalance(embeddedLedger(service.context), address)).toBe(5_000_000n - 25_000n);
    expect((await reconciliation(service)).every((line) => line.ok && line.inTransit === '0')).toBe(true);
  });

  it('rebuilds a payout transfer that can no longer land, and pays it exactly once', async () => {
    service = await startTestService();
    await fundBusiness(service, 'USDC', 20);
    const address = Keypair.generate().publicKey.toBase58();
    const request = {
      key: service.demoBusiness.secretKey,
      body: { amount: 5, currency: 'USDC', address },
      headers: { 'idempotency-key': 'payout-that-expires' },
    };
    const reconnect = cutLedgerOff(embeddedLedger(service.context));
    expectError(await call(service.url, 'POST', '/v1/payout-requests/crypto', request), 503);
    reconnect();
    await expireBlockhashes(embeddedLedger(service.context));

    service = await service.restart();
    expect(service.startupCheck.recoveredIntents).toBe(1);
    const payout = expectData(
      await call(service.url, 'POST', '/v1/payout-requests/crypto', request),
      payoutRequestSchema,
      201,
    );
    expect(payout.status).toBe('FULFILLED');
    const attempts = await transfersOf(service, 'payout_transfer');
    expect(attempts.map((attempt) => attempt.status)).toEqual(['expired', 'landed']);
    expect(payout.withdrawalTxId).toBe(attempts[1]?.signature);
    expect(await service.context.chain.findTransaction(attempts[0]?.signature ?? '')).toBeUndefined();
    expect(tokenBalance(embeddedLedger(service.context), address)).toBe(5_000_000n - 25_000n);
    expect((await balances(service)).USDC).toBe(15);
    expect((await reconciliation(service)).every((line) => line.ok && line.inTransit === '0')).toBe(true);
  });

  it('sends a swap input that expired unseen again, and the recovery job does it without a restart', async () => {
    service = await startTestService({ SWAP_COMPLETION_DELAY_MS: '0' });
    await fundBusiness(service, 'USDT', 20);
    const reconnect = cutLedgerOff(embeddedLedger(service.context));
    expectError(
      await call(service.url, 'POST', '/v1/swaps', {
        key: service.demoBusiness.secretKey,
        body: { inputCryptocurrency: 'USDT', outputCryptocurrency: 'USDC', inputCryptocurrencyAmount: '4' },
        headers: { 'idempotency-key': 'swap-with-no-answer' },
      }),
      503,
    );
    // Not completed while its input is unaccounted for, even though it is due.
    expect((await balances(service)).USDC ?? 0).toBe(0);
    reconnect();
    await expireBlockhashes(embeddedLedger(service.context));

    const deadline = Date.now() + 15_000;
    let swap;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      swap = expectData(
        await call(service.url, 'POST', '/v1/swaps', {
          key: service.demoBusiness.secretKey,
          body: { inputCryptocurrency: 'USDT', outputCryptocurrency: 'USDC', inputCryptocurrencyAmount: '4' },
          headers: { 'idempotency-key': 'swap-with-no-answer' },
        }),
        swapSchema,
        201,
      );
    } while (swap.status === 'PENDING' && Date.now() < deadline);
    expect(swap.status).toBe('COMPLETED');
    expect((await transfersOf(service, 'swap_input')).map((attempt) => attempt.status)).toEqual([
      'expired',
      'landed',
    ]);
    const after = await balances(service);
    expect(after.USDT).toBe(16);
    expect(after.USDC).toBeGreaterThan(3.9);
    expect((await reconciliation(service)).every((line) => line.ok)).toBe(true);
  });
});
