import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import {
  checkScreen,
  createPaymentLink,
  payPageUrl,
  referenceInUrl,
  startPayment,
  transactionCountForLink,
} from './support/pay.js';

/** The hosted page around one payment: reloads, double clicks, unknown links, language, keyboard, clock skew. */

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages();
});
test.afterAll(async () => {
  await service.destroy();
});

test('a reload mid-payment resumes the same transaction, partly paid included', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDC' });
  const client = createClient({ baseUrl: service.url });

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Send 20.2 USDC' })).toBeVisible();
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();

  // A payment arrives while the page is open elsewhere; the reloaded page picks up where it is.
  await client.sandbox.pay(reference, { mode: 'partial' });
  await expect(page.getByRole('heading', { level: 2, name: 'Part of your payment arrived' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Part of your payment arrived' })).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('10.1 USDC');
  expect(referenceInUrl(page)).toBe(reference);

  // Without the reference in the address, the same tab still resumes it (session storage), and puts it back.
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`reference=${reference}`));
  expect(await transactionCountForLink(service, link.id)).toBe(1);

  // Once paid, a reload still shows the outcome; opening the link afresh starts a new payment.
  await page.getByRole('button', { name: 'Pay the exact amount' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
});

test('a double click starts one transaction, with one Idempotency-Key', async ({ page }) => {
  const link = await createPaymentLink(service);
  const initiations: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/v1/payment-links/${link.id}/transactions`)) {
      initiations.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  // The answer is held back a moment (the request itself is untouched), as on a slow network.
  await page.route(`**/v1/payment-links/${link.id}/transactions`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto(payPageUrl(service, link.id));
  await page.getByLabel(/^Email/).fill('ada@example.com');
  const submit = page.getByRole('button', { name: 'Continue to payment' });
  await submit.dblclick();
  const starting = page.getByRole('button', { name: 'Starting your payment…' });
  await expect(starting).toBeDisabled();
  await starting.click({ force: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: /^Send / })).toBeVisible();
  expect(initiations).toHaveLength(1);
  expect(initiations[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(await transactionCountForLink(service, link.id)).toBe(1);
});

test('an unknown link shows a clear not-found page', async ({ page }) => {
  const response = await page.goto(payPageUrl(service, randomUUID()));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment link not found' })).toBeVisible();
  await expect(page.getByText('This payment link does not exist')).toBeVisible();
  await expect(page).toHaveTitle('Payment link not found');
  await checkScreen(page, 'not-found');
  await page.goto(payPageUrl(service, 'not-a-link-id'));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment link not found' })).toBeVisible();
});

test('a reference from another checkout is not shown under this link', async ({ page }) => {
  const link = await createPaymentLink(service);
  const other = await createPaymentLink(service, { amount: 35 });
  const foreign = await createClient({ baseUrl: service.url }).paymentLinks.initiateTransaction(other.id, {
    email: 'eve@example.com',
    cryptocurrency: 'USDC',
  });
  await page.goto(payPageUrl(service, link.id, `?reference=${foreign.reference}`));
  await expect(page.getByText('That payment belongs to another checkout.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(page).not.toHaveURL(/reference=/);
  await page.goto(payPageUrl(service, link.id, `?reference=${'x'.repeat(32)}`));
  await expect(page.getByText('We could not find your earlier payment.')).toBeVisible();
});

test('in French, by keyboard alone', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id, '?lang=fr'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeVisible();
  await expect(page.getByTestId('fiat-amount')).toHaveText(/^20,00\sUSD$/);
  await expect(page.getByTestId('conversion-USDC')).toHaveText('≈ 20 USDC');

  // Focus order: e-mail, first name, last name, the currency group, the button.
  await page.getByLabel(/^E-mail/).focus();
  await page.keyboard.type('marie@example.fr');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Prénom/)).toBeFocused();
  await page.keyboard.type('Marie');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Nom/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /^USDT\b/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^USDC\b/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continuer vers le paiement' })).toBeFocused();
  await checkScreen(page, 'details-fr');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 2, name: 'Envoyez 20.2 USDC' })).toBeFocused();
  await expect(page.getByText('Réseau Solana uniquement')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ouvrir dans le portefeuille' })).toBeFocused();
  // The transaction request's disclosure opens from the keyboard, and its QR code appears.
  await page.keyboard.press('Tab');
  const transactionRequest = page.getByText('Scanner avec un portefeuille Solana Pay');
  await expect(transactionRequest).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('transaction-request-qr')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Copier l’adresse' })).toBeFocused();
  await page.getByRole('button', { name: 'Payer le montant exact' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Paiement reçu' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Paiement reçu. Merci.' })).toBeAttached();
});

test('the countdown follows the server clock even when the browser clock is ten minutes behind', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id, '?theme=dark'));
  await expect(page.locator('.cc-checkout')).toHaveAttribute('data-theme', 'dark');
  const reference = await startPayment(page);
  const { expiresAt } = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  const serverSecondsLeft = (Date.parse(expiresAt) - Date.now()) / 1000;
  expect(serverSecondsLeft).toBeGreaterThan(290);
  // By the browser's own clock about 15 minutes would be left; by the server's, under 5.
  await expect(page.getByRole('timer')).toHaveText(/^(4:[45]\d|5:00)$/);
});

test('a lost connection is shown gently and the checkout carries on when it is back', async ({ page }) => {
  // About polling through a lost connection: the status stream, which would carry the payment without polling,
  // is kept out from the start (status-stream.spec.ts tests it, and the fallback from it to polling).
  await page.route('**/v1/transactions/*/events', (route) => route.abort('internetdisconnected'));
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDT' });
  // The network drops: every verification fails to connect for a while.
  await page.route('**/v1/transactions/*/verify', (route) => route.abort('internetdisconnected'));
  const notice = page.getByText('Connection lost. Still checking for your payment…');
  await expect(notice).toBeVisible({ timeout: 5000 });
  // The payment screen stays as it was, QR and all.
  await expect(page.getByRole('heading', { level: 2, name: 'Send 20.2 USDT' })).toBeVisible();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  await createClient({ baseUrl: service.url }).sandbox.pay(reference, { mode: 'exact' });
  await page.unroute('**/v1/transactions/*/verify');
  // Polling backs off while failing, then finds the payment once the connection is back.
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toHaveCount(0);
});
