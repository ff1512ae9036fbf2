import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import { startWebhookReceiver } from '../src/sandbox/webhooks/testing.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import { SCREEN_WIDTHS, expectNoAxeViolations, startPayment } from './support/pay.js';

/**
 * The merchant console at /dashboard, used as a merchant would: sign in with the secret key, create a payment
 * link, watch a shopper (another browser context) pay it live on the payments table, request a payout and cancel
 * one, add a webhook endpoint and redeliver one of its deliveries, roll the secret key and see the old one
 * refused, sign out. Plus what an attacker would try (a change without the CSRF token) and a session that ends.
 * Every screen is scanned by axe-core and photographed at 390 and 1280 px.
 */

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens/console');
let service: TestService;
/** The demo business's secret key: the first test rolls it. */
let secretKey: string;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  secretKey = service.demoBusiness.secretKey;
});
test.afterAll(async () => {
  await service.destroy();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${service.url}/dashboard`);
  await page.getByLabel('Secret key').fill(secretKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
}

/** axe-clean, then a screenshot at each width, in light and dark. */
async function checkConsoleScreen(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `console ${name} (${colorScheme})`);
  }
  const viewport = page.viewportSize();
  for (const width of [390, SCREEN_WIDTHS[1]]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width}px`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: path.join(SCREENS, `${name}-${width}.png`), fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: 'light' });
}

function navigation(page: Page) {
  return page.getByRole('navigation', { name: 'Console' });
}

test('a merchant runs the business from the console, from sign-in to sign-out', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // A wrong key is refused with one message; the right one opens the payments.
  await page.goto(`${service.url}/dashboard`);
  await checkConsoleScreen(page, 'sign-in');
  await page.getByLabel('Secret key').fill('sk_test_not-a-real-key');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That secret key was not accepted');
  await page.getByLabel('Secret key').fill(secretKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  // The key is nowhere in the browser's storage: the session is an HttpOnly cookie.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain(secretKey);
  expect(await page.evaluate(() => document.cookie)).not.toContain('cc_dashboard');

  // A payment link, created in the console.
  await navigation(page).getByRole('link', { name: 'Payment links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment links' })).toBeVisible();
  await checkConsoleScreen(page, 'links');
  await page.getByRole('link', { name: 'New payment link' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Console blend');
  await page.getByLabel('Amount', { exact: true }).fill('12.5');
  await checkConsoleScreen(page, 'link-new');
  await page.getByRole('button', { name: 'Create link' }).click();
  const detail = page.getByTestId('link-detail');
  await expect(detail).toBeVisible();
  const hostedUrl = (await page.getByTestId('hosted-url').textContent())?.trim() ?? '';
  expect(hostedUrl).toMatch(new RegExp(`^${service.url}/pay/[0-9a-f-]{36}$`));
  await expect(page.getByTestId('snippet-script')).toContainText(hostedUrl.split('/pay/')[1] ?? '');
  await expect(page.getByTestId('link-qr')).toBeVisible();
  await checkConsoleScreen(page, 'link-detail');

  // A shopper pays it in another browser context; the payments table turns it to success live.
  await navigation(page).getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByText('Live: changes appear as they happen.')).toBeVisible();
  const shopper = await browser.newContext();
  try {
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(hostedUrl);
    const reference = await startPayment(shopperPage, { crypto: 'USDC' });
    const row = page.locator(`[data-testid="payment-row"][data-reference="${reference}"]`);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await shopperPage.getByRole('button', { name: 'Pay the exact amount' }).click();
    await expect(shopperPage.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await expect(row).toHaveAttribute('data-status', 'success', { timeout: 15_000 });
    await checkConsoleScreen(page, 'payments');

    await row.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
    await checkConsoleScreen(page, 'payment-detail');
  } finally {
    await shopper.close();
  }

  // A payment opened from the console for a customer, as a server would: its hosted checkout to send them.
  await navigation(page).getByRole('link', { name: 'Payments', exact: true }).click();
  await page.getByRole('link', { name: 'New payment', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New payment' })).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('7');
  await page.getByLabel('Customer e-mail').fill('ada.console@example.com');
  await checkConsoleScreen(page, 'payment-new');
  await page.getByRole('button', { name: 'Create payment' }).click();
  const created = page.getByTestId('payment-created');
  await expect(created).toBeVisible();
  const openedReference = (await created.getAttribute('data-reference')) ?? '';
  await expect(page.getByTestId('checkout-url')).toHaveAttribute(
    'href',
    `${service.url}/checkout/${openedReference}`,
  );

  // Customers: the one just added is listed, found by its code, and leads to its payments.
  await navigation(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const customer = page
    .locator('[data-testid="customer-row"]')
    .filter({ hasText: 'ada.console@example.com' });
  await expect(customer).toHaveCount(1);
  const refCode = (await customer.getAttribute('data-ref-code')) ?? '';
  await page.getByLabel('Reference code').fill(refCode);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText(`The customer with reference code ${refCode}`).first()).toBeVisible();
  await checkConsoleScreen(page, 'customers');
  await page.getByRole('link', { name: 'New customer' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill('grace.console@example.com');
  await page.getByLabel('First name').fill('Grace');
  await checkConsoleScreen(page, 'customer-new');
  await page.getByRole('button', { name: 'Add customer' }).click();
  await expect(page.getByRole('heading', { name: 'Customer added' })).toBeVisible();
  await expect(page.getByText(/Customer added, with reference code [A-Za-z0-9]{10}\./)).toBeVisible();

  // Money: a payout requested and another cancelled (the business now holds the USDC just paid).
  await navigation(page).getByRole('link', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
  await checkConsoleScreen(page, 'money');
  // A payout to an address, settled on the ledger at once.
  await page.getByRole('radio', { name: 'To a Solana address' }).check();
  await page
    .getByLabel('Solana address', { exact: true })
    .fill('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');
  await page.getByLabel('Amount', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Send the payout to the address' }).click();
  await expect(page.getByText('Payout requested.')).toBeVisible();
  // A bank payout to the sandbox's pending account (the holder's name checked first), then cancelled.
  await page.getByRole('radio', { name: 'To a bank account' }).check();
  await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Account number').fill('0000000001');
  await page.getByRole('button', { name: 'Check the account' }).click();
  await expect(page.getByText(/The account belongs to Pending Test Account/)).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Send the bank payout' }).click();
  await expect(page.getByText('Payout requested.')).toBeVisible();
  const payouts = page.getByTestId('payout-row');
  await expect(payouts).toHaveCount(2);
  const pending = page.locator('[data-testid="payout-row"][data-status="PENDING"]');
  await expect(pending).toHaveCount(1);
  const cancelledId = await pending.getAttribute('data-id');
  await pending.getByRole('button', { name: /^Cancel the payout of/ }).click();
  await page.getByRole('button', { name: /^Yes, cancel the payout of/ }).click();
  await expect(page.locator(`[data-testid="payout-row"][data-id="${cancelledId}"]`)).toHaveAttribute(
    'data-status',
    'CANCELLED',
  );
  // A swap: quoted first (fee, rate, expected and least output), then requested as quoted, and listed.
  const swapForm = page.getByRole('form', { name: 'Swaps' });
  await swapForm.getByLabel('From', { exact: true }).selectOption('USDC');
  await swapForm.getByLabel('To', { exact: true }).selectOption('SOL');
  await swapForm.getByLabel('Amount to swap').fill('1');
  await swapForm.getByRole('button', { name: 'Get a quote' }).click();
  await expect(page.getByTestId('swap-quote')).toContainText(
    /USDC, less a fee of .* about .* SOL, and at least .* SOL/,
  );
  await checkConsoleScreen(page, 'money-swap-quote');
  await swapForm.getByRole('button', { name: /^Swap .* to SOL$/ }).click();
  await expect(swapForm.getByText('Swap requested: it completes shortly.')).toBeVisible();
  await expect(page.getByTestId('swap-row')).toHaveCount(1);

  // Developers: a webhook endpoint added (a receiver of the test's, which answers 200); a delivery redelivered.
  const receiver = await startWebhookReceiver();
  await navigation(page).getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Developers' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an endpoint' }).click();
  await page.getByLabel('URL').fill(receiver.url);
  await page.getByRole('button', { name: 'Add the endpoint' }).click();
  await expect(page.getByTestId('revealed-secret')).toHaveValue(/^whsec_/);
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByTestId('webhook-endpoint-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Send a test event to ${receiver.url}` }).click();
  await expect(page.getByText('Test event sent: see the delivery log.')).toBeVisible();
  const delivery = page.getByTestId('delivery-row').first();
  await expect(delivery).toBeVisible({ timeout: 15_000 });
  await checkConsoleScreen(page, 'developers');
  const deliveriesBefore = await page.getByTestId('delivery-row').count();
  await delivery.locator('summary').click();
  await delivery.getByRole('button', { name: /^Redeliver/ }).click();
  await expect
    .poll(async () => page.getByTestId('delivery-row').count(), { timeout: 15_000 })
    .toBeGreaterThan(deliveriesBefore);
  // The receiver got the test event, then its redelivery.
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await receiver.close();

  // The secret key rolled behind its confirmation: the old one is refused from then on.
  const oldKey = secretKey;
  await page.getByRole('button', { name: 'Roll the secret key' }).click();
  await page.getByLabel('Type ROLL to confirm').fill('ROLL');
  await page.getByRole('button', { name: 'Roll the secret key now' }).click();
  await expect(page.getByTestId('revealed-secret')).toHaveValue(/^sk_test_/);
  const newKey = await page.getByTestId('revealed-secret').inputValue();
  expect(newKey).toMatch(/^sk_test_/);
  expect(newKey).not.toBe(oldKey);
  await page.getByRole('button', { name: 'I have saved it' }).click();
  await expect(createClient({ baseUrl: service.url, apiKey: oldKey }).business.get()).rejects.toThrow(
    /Unknown API key/,
  );
  expect((await createClient({ baseUrl: service.url, apiKey: newKey }).business.get()).name).toBeTruthy();
  secretKey = newKey;

  // Signed out: the console is the sign-in screen again, and the old cookie opens nothing.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the merchant console' })).toBeVisible();
  const afterSignOut = await page.evaluate(async () => (await fetch('/v1/balances')).status);
  expect(afterSignOut).toBe(401);
  expect(consoleErrors.filter((text) => !text.includes('401'))).toEqual([]);
});

test('a change without the CSRF token is refused, even with the session cookie', async ({ page }) => {
  await signIn(page);
  const answers = await page.evaluate(async () => {
    const body = JSON.stringify({ name: 'Forged', baseFiat: 'USD', amount: 5 });
    const headers = { 'Content-Type': 'application/json' };
    const withoutToken = await fetch('/v1/payment-links', { method: 'POST', headers, body });
    const wrongToken = await fetch('/v1/payment-links', {
      method: 'POST',
      headers: { ...headers, 'X-CSRF-Token': 'not-the-token' },
      body,
    });
    const read = await fetch('/v1/balances');
    return { withoutToken: withoutToken.status, wrongToken: wrongToken.status, read: read.status };
  });
  expect(answers).toEqual({ withoutToken: 403, wrongToken: 403, read: 200 });
});

test('a session that ends sends the merchant back to sign-in, saying so', async ({ page }) => {
  await signIn(page);
  // The session's end, as the clock would bring it (DASHBOARD_SESSION_MINUTES), without waiting for it.
  await service.context.database.query(
    `UPDATE dashboard_sessions SET expires_at = now() - interval '1 second'`,
  );
  await navigation(page).getByRole('link', { name: 'Payment links' }).click();
  await expect(page.getByText('Your session ended; sign in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to the merchant console' })).toBeVisible();
});

test('the console in French, chosen by the browser: every screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto(`${service.url}/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connexion à la console marchand' }),
    ).toBeVisible();
    await checkConsoleScreen(page, 'fr-sign-in');
    await page.getByLabel('Clé secrète').fill(secretKey);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const frenchNavigation = page.getByRole('navigation', { name: 'Console' });
    for (const [link, screen] of [
      ['Paiements', 'payments'],
      ['Clients', 'customers'],
      ['Liens de paiement', 'links'],
      ['Argent', 'money'],
      ['Développeurs', 'developers'],
    ] as const) {
      await frenchNavigation.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await checkConsoleScreen(page, `fr-${screen}`);
    }
    // No English word left on the shell: its controls are French too.
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByLabel('Langue')).toHaveValue('fr');
  } finally {
    await context.close();
  }
});
