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

/** Payment windows that close: a service of its own with an 8-second window instead of 5 minutes. */

const TTL_SECONDS = 8;
let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ TRANSACTION_TTL_SECONDS: String(TTL_SECONDS) });
});
test.afterAll(async () => {
  await service.destroy();
});

test('partly paid when the window closes: the failed screen says what arrived and why', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page, { crypto: 'USDC' });
  await expect(page.getByRole('timer')).toHaveText(/^0:0\d$/);

  await page.getByRole('button', { name: 'Pay half' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Part of your payment arrived' })).toBeVisible();

  // Nobody pays the rest: the window closes and the service fails the transaction.
  const failedHeading = page.getByRole('heading', { level: 2, name: 'Payment incomplete' });
  await expect(failedHeading).toBeVisible({ timeout: (TTL_SECONDS + 5) * 1000 });
  await expect(failedHeading).toBeFocused();
  const failed = await createClient({ baseUrl: service.url }).transactions.verify(reference);
  expect(failed.status).toBe('failed');
  expect(failed.failureReason).toBeTruthy();
  await expect(page.getByText('The time to pay ran out with 10.1 of 20.2 USDC received.')).toBeVisible();
  await expect(page.getByTestId('failure-reason')).toContainText(failed.failureReason ?? '');
  await expect(page.getByText(`Reference: ${reference}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Payment incomplete' })).toBeAttached();
  // Polling stopped at the final status.
  await expect(page.getByTestId('payment-qr')).toHaveCount(0);
  await checkScreen(page, 'failed');
});

test('nothing paid: expired, then "start again" makes a new transaction that can be paid', async ({
  page,
}) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const first = await startPayment(page, { email: 'grace@example.com', firstName: 'Grace', crypto: 'SOL' });

  const expiredHeading = page.getByRole('heading', { level: 2, name: 'Time is up' });
  await expect(expiredHeading).toBeVisible({ timeout: (TTL_SECONDS + 5) * 1000 });
  await expect(expiredHeading).toBeFocused();
  const client = createClient({ baseUrl: service.url });
  expect((await client.transactions.verify(first)).status).toBe('expired');
  await expect(page.getByRole('status').filter({ hasText: 'no payment arrived' })).toBeAttached();
  await checkScreen(page, 'expired');

  // Start again: a new transaction for the same customer and currency, followed at once.
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Send [\d.]+ SOL$/ })).toBeVisible();
  await expect.poll(() => referenceInUrl(page)).not.toBe(first);
  const second = referenceInUrl(page);
  await expect(page.getByText(`Reference: ${second}`)).toBeVisible();
  expect(await transactionCountForLink(service, link.id)).toBe(2);
  expect(await client.transactions.verify(second)).toMatchObject({ status: 'pending', crypto: 'SOL' });
  // The same customer: only the merchant's secret key may see who that is.
  const merchant = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.secretKey });
  expect(await merchant.transactions.verify(second)).toMatchObject({
    customer: { email: 'grace@example.com', firstName: 'Grace' },
  });

  await page.getByRole('button', { name: 'Pay the exact amount' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  expect((await client.transactions.verify(second)).status).toBe('success');
});

test('an expired payment can go back to the form to choose another currency', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  await startPayment(page, { email: 'alan@example.com', crypto: 'USDT' });
  await expect(page.getByRole('heading', { level: 2, name: 'Time is up' })).toBeVisible({
    timeout: (TTL_SECONDS + 5) * 1000,
  });
  await page.getByRole('button', { name: 'Change details or currency' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveValue('alan@example.com');
  await expect(page.getByRole('radio', { name: /^USDT\b/ })).toBeChecked();
  await expect(page).not.toHaveURL(/reference=/);
});

test('after a reload "start again" asks for the details again: verification does not say who the customer is', async ({
  page,
}) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  await startPayment(page, { email: 'ada@example.com', crypto: 'USDC' });
  // The reloaded page knows the transaction only by its reference, and verification's public view has no e-mail.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Time is up' })).toBeVisible({
    timeout: (TTL_SECONDS + 5) * 1000,
  });
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveValue('');
  await expect(page.getByRole('radio', { name: /^USDC\b/ })).toBeChecked();
  expect(await transactionCountForLink(service, link.id)).toBe(1);
});
