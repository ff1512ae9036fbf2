import { expect, test } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import { describeCheckout } from '../src/core/checkout-status.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import {
  captureScreens,
  checkScreen,
  expectNoAxeViolations,
  createPaymentLink,
  decodeQr,
  payPageUrl,
  startPayment,
  uriAmount,
} from './support/pay.js';

/**
 * The hosted payment page paid to the end by the sandbox's outside wallet (real signed transfers on the local
 * ledger): exactly, in two parts, and too much.
 */

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
});
test.afterAll(async () => {
  await service.destroy();
});

test('paid exactly from an outside wallet: the QR asks for the exact amount, then the paid screen', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  const link = await createPaymentLink(service, { redirectLink: `${service.url}/?paid=1` });
  await page.goto(payPageUrl(service, link.id));

  // What is being paid for, and the form with the converted amounts.
  await expect(page.getByRole('heading', { level: 1, name: link.name })).toBeVisible();
  await expect(page.getByText('Demo Coffee Roasters')).toBeVisible();
  await expect(page.getByText(link.description)).toBeVisible();
  await expect(page.getByTestId('fiat-amount')).toHaveText('USD 20.00');
  await expect(page.getByTestId('conversion-USDT')).toHaveText('≈ 20 USDT');
  await expect(page.getByTestId('conversion-USDC')).toHaveText('≈ 20 USDC');
  await expect(page.getByTestId('conversion-SOL')).toHaveText('≈ 0.133333333 SOL');
  await expect(page).toHaveTitle(`${link.name} · Demo Coffee Roasters`);
  await checkScreen(page, 'details');

  // An empty email is refused on the spot, with the focus put on it.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');

  const reference = await startPayment(page, { firstName: 'Ada', lastName: 'Lovelace', crypto: 'USDC' });
  const verified = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  const expected = String(verified.expectedAmountInCryptoPlusFee);
  expect(expected).toBe('20.2');

  // The payment screen: title, QR (decoded from the rendered image), address and amount with copy buttons.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Send ${expected} USDC`);
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  const qrUri = await decodeQr(page);
  expect(qrUri).toBe(verified.paymentUri);
  expect(uriAmount(qrUri)).toBe(expected);
  expect(new URL(qrUri).pathname).toBe(verified.address);
  await expect(page.getByTestId('payment-qr')).toHaveAttribute('data-payment-uri', qrUri);
  await expect(page.getByTestId('deposit-address')).toHaveText(verified.address);
  await expect(page.getByTestId('amount-due')).toHaveText(`${expected} USDC`);
  await expect(page.getByText('Solana network only')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in wallet' })).toHaveAttribute('href', qrUri);
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);

  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByRole('button', { name: /Copied/ })).toBeVisible();
  await expect.poll(clipboard).toBe(verified.address);
  await page.getByRole('button', { name: 'Copy amount' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Amount copied' })).toBeAttached();
  await expect.poll(clipboard).toBe(expected);
  await checkScreen(page, 'waiting');

  // An outside wallet pays exactly what is asked: the paid screen, the merchant's message, then the redirect.
  await page.getByRole('button', { name: 'Pay the exact amount' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeFocused();
  await expect(page.getByText(`Demo Coffee Roasters received ${expected} USDC.`)).toBeVisible();
  await expect(page.getByTestId('success-message')).toHaveText('Thank you! Your coffee is on its way.');
  await expect(page.getByTestId('excess-note')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeAttached();
  await expect(page.getByTestId('redirect-notice')).toContainText(
    `Taking you back to ${new URL(service.url).host}`,
  );
  // The customer may stay to read; then a link takes them on.
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await checkScreen(page, 'paid');
  expect((await createClient({ baseUrl: service.url }).transactions.verify(reference)).status).toBe(
    'success',
  );
  await page.getByRole('link', { name: /^Continue to / }).click();
  // The redirect says which payment ended how.
  await expect(page).toHaveURL(`${service.url}/?paid=1&reference=${reference}&status=success`);
});

test('paid in two parts: partly paid shows what arrived and asks for the rest, then paid', async ({
  page,
}) => {
  const link = await createPaymentLink(service, {
    baseFiat: 'NGN',
    amount: 25000,
    successMessage: undefined,
  });
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByTestId('fiat-amount')).toHaveText('NGN 25,000.00');
  const reference = await startPayment(page, { crypto: 'SOL' });
  const client = createClient({ baseUrl: service.url });
  const before = await client.transactions.verify(reference);
  expect(uriAmount(await decodeQr(page))).toBe(String(before.expectedAmountInCryptoPlusFee));

  await page.getByRole('button', { name: 'Pay half' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Part of your payment arrived' })).toBeVisible();
  const partial = await client.transactions.verify(reference);
  expect(partial.status).toBe('pending_settlement');
  const { due } = describeCheckout(partial);
  expect(uriAmount(partial.paymentUri ?? '')).toBe(due);
  await expect(page.getByTestId('partial-summary')).toContainText(
    `Received${partial.receivedAmountInCrypto} SOL`,
  );
  await expect(page.getByTestId('partial-summary')).toContainText(`Still due${due} SOL`);
  await expect(page.getByTestId('amount-due')).toHaveText(`${due} SOL`);
  // The QR now asks for the remainder only, exactly as the service computes it.
  await expect(page.getByTestId('payment-qr')).toHaveAttribute('data-payment-uri', partial.paymentUri ?? '');
  expect(await decodeQr(page)).toBe(partial.paymentUri);
  await expect(page.getByRole('status').filter({ hasText: `SOL still due` })).toBeAttached();
  await checkScreen(page, 'partially-paid');

  await page.getByRole('button', { name: 'Pay the exact amount' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  const paid = await client.transactions.verify(reference);
  expect(paid).toMatchObject({ status: 'success', excessAmountReceivedInCrypto: 0 });
  await expect(page.getByText(`received ${paid.receivedAmountInCrypto} SOL`)).toBeVisible();
  await expect(page.getByTestId('success-message')).toHaveCount(0);
  await expect(page.getByTestId('redirect-notice')).toHaveCount(0);
});

test('over-paid: paid with the excess shown, then taken to the merchant automatically', async ({ page }) => {
  const link = await createPaymentLink(service, { redirectLink: `${service.url}/?order=42` });
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDT' });
  await page.getByRole('button', { name: 'Overpay by 10%' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  const paid = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  expect(paid.status).toBe('success');
  expect(paid.excessAmountReceivedInCrypto).toBe(2.02);
  await expect(page.getByTestId('excess-note')).toContainText('You sent 2.02 USDT more than the amount due');
  await expect(page.getByText('Demo Coffee Roasters received 22.22 USDT.')).toBeVisible();
  await expect(page.getByTestId('redirect-notice')).toBeVisible();
  // The screen as the customer sees it during the redirect's countdown (well inside its 5 seconds).
  await captureScreens(page, 'paid-with-excess', 'light');
  await expectNoAxeViolations(page, 'paid with excess');
  // Nobody presses anything: after the visible delay the page goes to the merchant's redirect link.
  await page.waitForURL(`${service.url}/?order=42&reference=${reference}&status=success`, {
    timeout: 10_000,
  });
});
