import { expect, test, type Locator, type Page } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import {
  cspViolations,
  link,
  startEmbeddedPayment,
  startShopWorld,
  watchMerchantPage,
  type ShopWorld,
} from './support/shop.js';
import { TestWallet } from '../src/testing/test-wallet.js';

/**
 * `<Checkout>` inside a merchant's React app that has its own wallet-adapter `WalletProvider`
 * (the demo shop's /react-wallet page): the checkout uses the merchant's provider, so a wallet connected on the
 * site pays without a second connect, and a wallet connected in the checkout shows as connected on the site.
 * The plain React page (/react, no provider) keeps the checkout's own provider.
 */

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld();
});
test.afterAll(async () => {
  await world.destroy();
});

/** A test wallet in the page, with SOL for the fee and USDC to pay with, from the sandbox's faucet. */
async function fundedWallet(page: Page): Promise<TestWallet> {
  const wallet = await TestWallet.install(page);
  const client = createClient({ baseUrl: world.service.url });
  await client.sandbox.airdrop({ address: wallet.address, amount: 0.05 });
  await client.sandbox.mint({ address: wallet.address, currency: 'USDC', amount: 100 });
  return wallet;
}

/** The merchant's own "Your wallet" bar, outside the checkout. */
function siteWallet(page: Page): Locator {
  return page.getByRole('region', { name: 'Your wallet' });
}

/** The `<Checkout>` host; its shadow root is open, so locators reach inside. */
function checkout(page: Page): Locator {
  return page.locator('[data-crypto-checkout]');
}

function walletPanel(page: Page): Locator {
  return checkout(page).getByTestId('wallet-pay').locator('[data-wallet-provider]');
}

/** What the transaction asks in USDC, fee included, as the pay button words it. */
async function dueUsdc(reference: string): Promise<string> {
  const verified = await createClient({ baseUrl: world.service.url }).transactions.verify(reference);
  return String(verified.expectedAmountInCryptoPlusFee);
}

test('a wallet connected on the site pays in the checkout with no second connect', async ({ page }) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const wallet = await fundedWallet(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/react-wallet`);

  // The shopper connects with the site's own button: one connect request.
  await siteWallet(page).getByRole('button', { name: 'Connect Test Wallet' }).click();
  await expect(siteWallet(page)).toContainText('Connected to Test Wallet');
  await expect(siteWallet(page).getByTestId('shop-wallet-address')).toHaveText(wallet.address);
  expect(wallet.requestsOf('connect')).toHaveLength(1);

  const reference = await startEmbeddedPayment(checkout(page), world, linkId, { crypto: 'USDC' });
  const due = await dueUsdc(reference);
  await checkout(page).getByRole('button', { name: 'Pay with wallet' }).click();

  // At once connected, on the merchant's provider: the panel's first render was "ready" (it focuses the pay
  // button only then), no wallet list was shown, and the wallet was not asked to connect again.
  await expect(walletPanel(page)).toHaveAttribute('data-wallet-provider', 'merchant');
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'ready');
  await expect(checkout(page).getByTestId('wallet-account')).toContainText('Connected to Test Wallet');
  await expect(checkout(page).getByTestId('wallet-address')).toHaveAttribute('data-address', wallet.address);
  const pay = checkout(page).getByRole('button', { name: `Pay ${due} USDC` });
  await expect(pay).toBeFocused();
  await expect(checkout(page).getByTestId('wallet-option-Test Wallet')).toHaveCount(0);
  expect(wallet.requestsOf('connect')).toHaveLength(1);

  await pay.click();
  await expect(checkout(page).getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: `Order confirmed: reference ${reference}` }),
  ).toBeVisible();

  // One signature, and it is the payment the service recorded.
  expect(wallet.requestsOf('sign')).toHaveLength(1);
  expect(wallet.signatures).toHaveLength(1);
  expect(await createClient({ baseUrl: world.service.url }).transactions.verify(reference)).toMatchObject({
    status: 'success',
    cryptoTransactionHash: wallet.signatures[0],
  });
  // The site still has the wallet: paying neither disconnected nor reconnected it.
  await expect(siteWallet(page)).toContainText('Connected to Test Wallet');
  await expect(siteWallet(page).getByTestId('shop-wallet-address')).toHaveText(wallet.address);
  expect(wallet.requestsOf('connect')).toHaveLength(1);
  expect(wallet.requestsOf('disconnect')).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wallet chosen in the checkout connects through the merchant provider, so the site shows it too', async ({
  page,
}) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const wallet = await fundedWallet(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/react-wallet`);
  await expect(siteWallet(page).getByRole('button', { name: 'Connect Test Wallet' })).toBeVisible();

  await startEmbeddedPayment(checkout(page), world, linkId, { crypto: 'USDC' });
  await checkout(page).getByRole('button', { name: 'Pay with wallet' }).click();
  await expect(walletPanel(page)).toHaveAttribute('data-wallet-provider', 'merchant');
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'choosing');
  expect(wallet.requests, 'opening wallet pay asks the wallet nothing').toEqual([]);

  await checkout(page)
    .getByRole('button', { name: /^Test Wallet/ })
    .click();
  await expect(checkout(page).getByTestId('wallet-account')).toContainText('Connected to Test Wallet');
  await expect(checkout(page).getByTestId('wallet-address')).toHaveAttribute('data-address', wallet.address);
  expect(wallet.requestsOf('connect')).toHaveLength(1);

  // The same provider: the site's own bar shows the wallet the checkout connected.
  await expect(siteWallet(page)).toContainText('Connected to Test Wallet');
  await expect(siteWallet(page).getByTestId('shop-wallet-address')).toHaveText(wallet.address);

  // And back: disconnecting on the site takes the checkout back to the wallet list.
  await siteWallet(page).getByRole('button', { name: 'Disconnect' }).click();
  await expect(siteWallet(page).getByRole('button', { name: 'Connect Test Wallet' })).toBeVisible();
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'choosing');
  await expect(checkout(page).getByTestId('wallet-option-Test Wallet')).toBeVisible();
  expect(wallet.requestsOf('disconnect')).toHaveLength(1);
  expect(wallet.requestsOf('connect')).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a wallet chosen in the checkout while the site is still connecting it waits for that connect', async ({
  page,
}) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const wallet = await fundedWallet(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/react-wallet`);
  const reference = await startEmbeddedPayment(checkout(page), world, linkId, { crypto: 'USDC' });
  const due = await dueUsdc(reference);
  await checkout(page).getByRole('button', { name: 'Pay with wallet' }).click();
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'choosing');

  // The site's connect prompt stays open until the test answers it.
  let answerPrompt: (decision: 'approve') => void = () => undefined;
  wallet.nextConnect = () => new Promise((resolve) => (answerPrompt = resolve));
  await siteWallet(page).getByRole('button', { name: 'Connect Test Wallet' }).click();
  await expect.poll(() => wallet.requestsOf('connect').length).toBe(1);

  // Meanwhile the shopper picks the same wallet in the checkout: it keeps waiting on that prompt (no error, no
  // second prompt; the provider's own connect would return at once), and is connected once the shopper approves.
  await checkout(page)
    .getByRole('button', { name: /^Test Wallet/ })
    .click();
  await page.waitForTimeout(500);
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'connecting');
  expect(await checkout(page).getByTestId('wallet-error').count()).toBe(0);
  answerPrompt('approve');
  await expect(checkout(page).getByTestId('wallet-address')).toHaveAttribute('data-address', wallet.address);
  await expect(siteWallet(page).getByTestId('shop-wallet-address')).toHaveText(wallet.address);
  await expect(checkout(page).getByTestId('wallet-error')).toHaveCount(0);
  await expect(checkout(page).getByRole('button', { name: `Pay ${due} USDC` })).toBeVisible();
  expect(wallet.requestsOf('connect')).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('on the React page without a provider, the checkout uses its own', async ({ page }) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const wallet = await TestWallet.install(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/react`);
  await startEmbeddedPayment(checkout(page), world, linkId, { crypto: 'USDC' });
  await checkout(page).getByRole('button', { name: 'Pay with wallet' }).click();

  await expect(walletPanel(page)).toHaveAttribute('data-wallet-provider', 'checkout');
  await expect(walletPanel(page)).toHaveAttribute('data-status', 'choosing');
  // The checkout's own provider adds Phantom's adapter to the Standard wallets it finds (Solflare's only on iOS).
  await expect(checkout(page).getByTestId('wallet-option-Phantom')).toBeVisible();
  await expect(checkout(page).getByTestId('wallet-option-Test Wallet')).toBeVisible();
  await expect(checkout(page).getByTestId('wallet-option-Solflare')).toHaveCount(0);
  expect(wallet.requests).toEqual([]);

  await checkout(page)
    .getByRole('button', { name: /^Test Wallet/ })
    .click();
  await expect(checkout(page).getByTestId('wallet-address')).toHaveAttribute('data-address', wallet.address);
  expect(wallet.requestsOf('connect')).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
