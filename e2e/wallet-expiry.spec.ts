import { expect, test } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import { createPaymentLink, payPageUrl, startPayment } from './support/pay.js';
import { TestWallet } from '../src/testing/test-wallet.js';
import { Ledger } from './support/ledger.js';

/** The payment window closing while the customer is still approving in the wallet: nothing may be sent. */

const TTL_SECONDS = 20;
let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ TRANSACTION_TTL_SECONDS: String(TTL_SECONDS) });
});
test.afterAll(async () => {
  await service.destroy();
});

test('the window closes during signing: the signed payment is never sent, the page says time is up', async ({
  page,
}) => {
  const client = createClient({ baseUrl: service.url });
  const ledger = new Ledger(service.url);
  const wallet = await TestWallet.install(page);
  await client.sandbox.airdrop({ address: wallet.address, amount: 1 });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'SOL' });
  const { expiresAt, expectedAmountInCryptoPlusFee } = await client.transactions.verify(reference);

  // The customer approves only after the window has closed.
  wallet.nextSign = async () => {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, Date.parse(expiresAt) - Date.now() + 1500)),
    );
    return 'approve';
  };
  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  await page.getByRole('button', { name: /^Test Wallet/ }).click();
  await page.getByRole('button', { name: `Pay ${expectedAmountInCryptoPlusFee} SOL` }).click();
  await expect(page.getByTestId('wallet-progress')).toContainText('Approve the payment');

  await expect(page.getByRole('heading', { level: 2, name: 'Time is up' })).toBeVisible({
    timeout: (TTL_SECONDS + 10) * 1000,
  });
  await expect.poll(() => wallet.signatures.length, { timeout: 10_000 }).toBe(1);
  // Give a send every chance to happen, then check it did not.
  await page.waitForTimeout(2000);
  expect(await ledger.knows(wallet.signatures[0] ?? '')).toBe(false);
  expect(await ledger.signaturesFor(wallet.address)).toHaveLength(1); // the airdrop
  expect(await client.transactions.verify(reference)).toMatchObject({
    status: 'expired',
    receivedAmountInCrypto: 0,
  });
});
