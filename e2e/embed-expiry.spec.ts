import { expect, test } from '@playwright/test';
import { payFromOutside } from '../src/testing/payments.js';
import {
  link,
  modal,
  payButton,
  startEmbeddedPayment,
  startShopWorld,
  waitForEvent,
  watchMerchantPage,
  type ShopWorld,
} from './support/shop.js';

/**
 * Payments that end without being paid, on the demo shop with a service whose payment window is a few seconds:
 * `expired` (nothing arrived) and `failed` (too little arrived) reach the merchant's page with the reference,
 * and closing the modal afterwards says how it ended.
 */

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld({ TRANSACTION_TTL_SECONDS: '6', EXPIRY_SWEEP_INTERVAL_MS: '200' });
});
test.afterAll(async () => {
  await world.destroy();
});

test('nothing paid: expired fires with the reference, then close with the final status', async ({ page }) => {
  await watchMerchantPage(page);
  const linkId = link(world, 'decaf-colombia');
  await page.goto(`${world.shop.url}/`);
  await payButton(page, 'decaf-colombia').click();
  const dialog = modal(page);
  const reference = await startEmbeddedPayment(dialog, world, linkId, { crypto: 'SOL' });

  const expired = await waitForEvent(page, 'expired', { reference });
  expect(expired).toMatchObject({ paymentLink: linkId, reference, status: 'expired', hasTransaction: true });
  await expect(
    page.locator(`#shop-events li[data-event="expired"][data-reference="${reference}"]`),
  ).toHaveCount(1);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  const close = await waitForEvent(page, 'close', { reference });
  expect(close).toMatchObject({ paymentLink: linkId, status: 'expired' });
  await expect(payButton(page, 'decaf-colombia')).toBeFocused();
});

test('too little paid: failed fires with the reference', async ({ page }) => {
  await watchMerchantPage(page);
  const linkId = link(world, 'ethiopia-guji');
  await page.goto(`${world.shop.url}/`);
  await payButton(page, 'ethiopia-guji').click();
  const reference = await startEmbeddedPayment(modal(page), world, linkId, { crypto: 'USDT' });
  await payFromOutside(world.service, reference, 'half');

  const failed = await waitForEvent(page, 'failed', { reference });
  expect(failed).toMatchObject({ paymentLink: linkId, reference, status: 'failed', hasTransaction: true });
});
