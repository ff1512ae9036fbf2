import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import { startLedgerProcess, type LedgerProcess } from '../src/sandbox/testing/ledger-process.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { createPaymentLink, payPageUrl, startPayment } from './support/pay.js';
import { startServiceWithPages } from './support/service.js';
import { TestWallet } from '../src/testing/test-wallet.js';
import { Ledger } from './support/ledger.js';

/**
 * The shopper's path against the split set-up: `npm run ledger` as a process of its own, and the gateway over
 * it through SOLANA_RPC_URL, as it runs on a real cluster. The hosted page's test-mode panel pays; a wallet
 * pays through the gateway's forwarding /rpc; both payments land on the separate ledger.
 */

let ledgerDir: string;
let ledgerProcess: LedgerProcess;
let service: TestService;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ledgerDir = await mkdtemp(path.join(tmpdir(), 'crypto-checkout-e2e-ledger-'));
  ledgerProcess = await startLedgerProcess(ledgerDir);
  service = await startServiceWithPages({ SOLANA_RPC_URL: ledgerProcess.url });
});
test.afterAll(async () => {
  await service?.destroy();
  await ledgerProcess?.stop();
  if (ledgerDir) await rm(ledgerDir, { recursive: true, force: true });
});

test('the test-mode panel pays a hosted payment over the separate ledger', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByText('Test mode').first()).toBeVisible();
  const reference = await startPayment(page, { crypto: 'USDT' });
  await page.getByRole('button', { name: 'Pay the exact amount' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  const paid = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  expect(paid.status).toBe('success');
  // The payment is a transaction of the ledger process, not of the gateway.
  const landed = await new Ledger(ledgerProcess.url).call<{ meta: { err: unknown } } | null>(
    'getTransaction',
    [
      paid.cryptoTransactionHash,
      { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ],
  );
  expect(landed?.meta.err).toBeNull();
});

test("a wallet pays USDC through the gateway's /rpc, forwarded to the separate ledger", async ({ page }) => {
  const wallet = await TestWallet.install(page);
  const client = createClient({ baseUrl: service.url });
  await client.sandbox.airdrop({ address: wallet.address, amount: 0.05 });
  await client.sandbox.mint({ address: wallet.address, currency: 'USDC', amount: 100 });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDC' });
  const due = String((await client.transactions.verify(reference)).expectedAmountInCryptoPlusFee);

  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  await page.getByRole('button', { name: /^Test Wallet/ }).click();
  await page.getByRole('button', { name: `Pay ${due} USDC` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();

  const [signature = ''] = wallet.signatures;
  expect(wallet.requestsOf('sign').map((request) => request.chain)).toEqual(['solana:localnet']);
  expect(await client.transactions.verify(reference)).toMatchObject({
    status: 'success',
    cryptoTransactionHash: signature,
  });
  expect(await new Ledger(ledgerProcess.url).signaturesFor(wallet.address)).toContain(signature);
});
