import { expect, test } from '@playwright/test';
import { payFromOutside } from '../src/testing/payments.js';
import {
  checkoutEvents,
  cspViolations,
  link,
  modal,
  payButton,
  serviceRequests,
  startEmbeddedPayment,
  startShopWorld,
  waitForEvent,
  watchMerchantPage,
  type ShopWorld,
} from './support/shop.js';

/**
 * The demo merchant shop (another origin, strict CSP) selling through the script tag: the button opens the
 * modal, a payment from an outside wallet fires `success` on the merchant's page with the right reference, the
 * modal closes on Escape with a `close` event and gives the focus back, and nothing but the loader is downloaded
 * until the shopper shows intent.
 */

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld();
});
test.afterAll(async () => {
  await world.destroy();
});

test('the shop is served under a strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get(`${world.shop.url}/`);
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`script-src 'self' ${world.service.url}`);
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("default-src 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(new URL(world.shop.url).origin).not.toBe(new URL(world.service.url).origin);
});

test('only the loader is downloaded until the shopper shows intent', async ({ page }) => {
  const { requests } = await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/`);
  await expect(page.getByRole('button', { name: 'Pay with crypto' })).toHaveCount(4);
  await page.waitForLoadState('networkidle');
  // Four script tags, one download of checkout.js, and nothing else from the service.
  expect(serviceRequests(requests, world)).toEqual(['/checkout.js']);
  expect(await page.evaluate(() => typeof window.CryptoCheckout?.open)).toBe('function');

  // Hovering a button is intent: the checkout downloads (once), but nothing opens.
  await payButton(page, 'ethiopia-guji').hover();
  await expect
    .poll(() => serviceRequests(requests, world).filter((url) => url.startsWith('/embed/widget-')))
    .toHaveLength(1);
  await page.waitForLoadState('networkidle');
  await payButton(page, 'house-blend').hover();
  await page.waitForTimeout(200);
  expect(serviceRequests(requests, world).filter((url) => url.startsWith('/embed/widget-'))).toHaveLength(1);
  await expect(modal(page)).toHaveCount(0);
  // Still no API call: the checkout asks for the payment link only when it is opened.
  expect(serviceRequests(requests, world).filter((url) => url.startsWith('/v1/'))).toEqual([]);
});

test('the button opens the modal; an outside-wallet payment fires success with its reference; Escape closes', async ({
  page,
}) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/`);
  const button = payButton(page, 'house-blend');
  await button.click();

  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Checkout: House Blend, 250 g');
  await waitForEvent(page, 'ready', { paymentLink: linkId });

  const reference = await startEmbeddedPayment(dialog, world, linkId);
  await payFromOutside(world.service, reference, 'exact');

  const success = await waitForEvent(page, 'success', { reference });
  expect(success).toMatchObject({ paymentLink: linkId, reference, status: 'success', hasTransaction: true });
  await expect(dialog.getByRole('heading', { name: /paid|received/i }).first()).toBeVisible();
  // The shop's own script heard it too (its "Order activity" list).
  await expect(
    page.locator(`#shop-events li[data-event="success"][data-reference="${reference}"]`),
  ).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const close = await waitForEvent(page, 'close');
  expect(close).toMatchObject({ paymentLink: linkId, reference, status: 'success' });
  await expect(button).toBeFocused();

  const successes = (await checkoutEvents(page)).filter((event) => event.type === 'success');
  expect(successes).toHaveLength(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
