import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import { currencyToBaseUnits } from '../src/api/money.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import { checkScreen, createPaymentLink, decodeQr, payPageUrl, startPayment } from './support/pay.js';
import { TestWallet } from '../src/testing/test-wallet.js';
import { Ledger } from './support/ledger.js';
import { containsWalletCode, walletCodeInBuild } from './support/wallet-code.js';

/**
 * Paying from a wallet in the browser: a test wallet registered through the Wallet Standard, holding a real
 * keypair, pays SOL and USDC on the local ledger; the first page load fetches no wallet or web3 code; Phantom
 * is listed first, with an install link when absent and an "open in Phantom" link on phones.
 */

const DIST = path.resolve(import.meta.dirname, '../dist');
let service: TestService;
let ledger: Ledger;
let walletCode: Awaited<ReturnType<typeof walletCodeInBuild>>;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  ledger = new Ledger(service.url);
  walletCode = await walletCodeInBuild(DIST);
});
test.afterAll(async () => {
  await service.destroy();
});

/** Every script the page fetches, with its text (read as it arrives). */
function recordScripts(page: Page): {
  urls: string[];
  settled: () => Promise<{ url: string; text: string }[]>;
} {
  const urls: string[] = [];
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    const type = response.headers()['content-type'] ?? '';
    if (!url.pathname.endsWith('.js') && !type.includes('javascript')) return;
    urls.push(url.pathname);
    bodies.push(
      response.text().then(
        (text) => ({ url: url.pathname, text }),
        () => ({ url: url.pathname, text: '' }),
      ),
    );
  });
  return { urls, settled: () => Promise.all(bodies) };
}

const walletOptions = (page: Page) => page.getByTestId('wallet-pay').getByRole('listitem');

test('pays SOL from the wallet; the first page load fetched no wallet or web3 code', async ({ page }) => {
  expect(walletCode.files.size, 'the build has identifiable wallet code').toBeGreaterThan(0);
  const wallet = await TestWallet.install(page);
  await createClient({ baseUrl: service.url }).sandbox.airdrop({ address: wallet.address, amount: 2 });
  const scripts = recordScripts(page);

  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'SOL' });
  // Everything the page loaded up to the payment screen, including a few verification polls.
  await expect(page.getByTestId('countdown')).toBeVisible();
  await page.waitForTimeout(1500);
  const beforeClick = await scripts.settled();
  expect(beforeClick.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(beforeClick.map((script) => script.url).filter((url) => walletCode.files.has(url))).toEqual([]);
  expect(beforeClick.filter((script) => containsWalletCode(script.text)).map((script) => script.url)).toEqual(
    [],
  );
  expect(wallet.requests, 'nothing asked the wallet anything').toEqual([]);

  // Choosing wallet pay fetches the wallet chunk, then lists the wallets: Phantom first, the test wallet detected.
  const payWithWallet = page.getByRole('button', { name: 'Pay with wallet' });
  await payWithWallet.click();
  await expect(walletOptions(page)).toHaveCount(2);
  expect(scripts.urls).toContain(walletCode.walletChunk);
  expect((await scripts.settled()).some((script) => containsWalletCode(script.text))).toBe(true);
  await expect(walletOptions(page).nth(0)).toContainText('Phantom');
  await expect(walletOptions(page).nth(0)).toContainText('Not installed');
  await expect(walletOptions(page).nth(1)).toContainText('Test Wallet');
  await expect(walletOptions(page).nth(1)).toContainText('Detected');
  await expect(page.getByRole('button', { name: /^Phantom/ })).toBeFocused();
  expect(wallet.requests, 'listing wallets connects to none').toEqual([]);
  await checkScreen(page, 'wallet-choose');

  await page.getByRole('button', { name: /^Test Wallet/ }).click();
  await expect(page.getByTestId('wallet-account')).toContainText('Connected to Test Wallet');
  await expect(page.getByTestId('wallet-address')).toHaveAttribute('data-address', wallet.address);
  const verified = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  const due = String(verified.expectedAmountInCryptoPlusFee);
  const pay = page.getByRole('button', { name: `Pay ${due} SOL` });
  await expect(pay).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Connected to Test Wallet.' })).toBeAttached();
  await checkScreen(page, 'wallet-connected');

  const before = await ledger.solBalance(wallet.address);
  await pay.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(`Demo Coffee Roasters received ${due} SOL.`)).toBeVisible();

  // The wallet signed once, on the sandbox's chain; that signed transfer is the payment the service saw.
  expect(wallet.requestsOf('connect')).toHaveLength(1);
  expect(wallet.requestsOf('sign').map((request) => request.chain)).toEqual(['solana:localnet']);
  const [signature] = wallet.signatures;
  const paid = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  expect(paid).toMatchObject({
    status: 'success',
    cryptoTransactionHash: signature,
    excessAmountReceivedInCrypto: 0,
  });
  // The ledger: the deposit received exactly the amount asked; the wallet paid it plus one signature's fee.
  const amount = currencyToBaseUnits(due, 'SOL');
  expect(await ledger.changeIn(signature ?? '', verified.address)).toBe(amount);
  expect(before - (await ledger.solBalance(wallet.address))).toBe(amount + 5000n);
  expect(await ledger.signaturesFor(wallet.address)).toContain(signature);
});

test('pays USDC from the wallet: a token transfer on the ledger', async ({ page }) => {
  const wallet = await TestWallet.install(page);
  const client = createClient({ baseUrl: service.url });
  await client.sandbox.airdrop({ address: wallet.address, amount: 0.05 });
  await client.sandbox.mint({ address: wallet.address, currency: 'USDC', amount: 100 });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDC' });
  const verified = await client.transactions.verify(reference);
  const due = String(verified.expectedAmountInCryptoPlusFee);
  expect(due).toBe('20.2');

  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  await page.getByRole('button', { name: /^Test Wallet/ }).click();
  await page.getByRole('button', { name: `Pay ${due} USDC` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();

  const [signature = ''] = wallet.signatures;
  expect(await client.transactions.verify(reference)).toMatchObject({
    status: 'success',
    cryptoTransactionHash: signature,
  });
  const amount = currencyToBaseUnits(due, 'USDC');
  expect(await ledger.tokenBalance(wallet.address, 'USDC')).toBe(100_000_000n - amount);
  expect(await ledger.changeIn(signature, wallet.address, 'USDC')).toBe(-amount);
  expect(await ledger.changeIn(signature, verified.address, 'USDC')).toBe(amount);
});

test('without a wallet: Phantom is offered with an install link, and the QR stays', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  await startPayment(page, { crypto: 'SOL' });
  await page.getByRole('button', { name: 'Pay with wallet' }).click();
  await expect(walletOptions(page)).toHaveCount(1);
  await page.getByRole('button', { name: /^Phantom.*Not installed/ }).click();
  const notice = page.getByTestId('wallet-error');
  await expect(notice).toContainText('Wallet not installed');
  await expect(notice).toContainText('Phantom is not installed in this browser');
  await expect(notice).toBeFocused();
  const install = page.getByRole('link', { name: /^Install Phantom/ });
  await expect(install).toHaveAttribute('href', 'https://phantom.com/download');
  await expect(install).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('open-in-phantom')).toHaveCount(0);
  expect(await decodeQr(page)).toMatch(/^solana:/);
  await checkScreen(page, 'wallet-not-installed');
});
