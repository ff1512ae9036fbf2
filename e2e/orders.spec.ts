import { expect, test, type Page } from '@playwright/test';
import { createClient, signCheckoutMetadata } from '../src/api/index.js';
import { startWebhookReceiver, type WebhookReceiver } from '../src/sandbox/webhooks/testing.js';
import { payFromOutside } from '../src/testing/payments.js';
import { createPaymentLink, payPageUrl, startPayment } from './support/pay.js';
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
 * Matching payments to orders, as a merchant's shop does it: metadata attached from every face reaching the
 * webhook, redirects that say which payment ended how (opt-in in an embed), a hosted checkout of any transaction
 * a merchant's server opened (`checkoutUrl`, `CryptoCheckout.open({ reference })`), and a payment link turned off.
 */

let world: ShopWorld;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  world = await startShopWorld();
  receiver = await startWebhookReceiver();
  await merchant().business.updateWebhook({ webhookUrl: receiver.url });
});
test.afterAll(async () => {
  await receiver.close();
  await world.destroy();
});

function merchant() {
  return createClient({ baseUrl: world.service.url, apiKey: world.service.demoBusiness.secretKey });
}

/** The `transaction.success` webhook of one reference, once it has arrived: its `data`. */
async function successWebhook(reference: string): Promise<Record<string, unknown>> {
  let data: Record<string, unknown> | undefined;
  await expect
    .poll(
      () => {
        for (const request of receiver.received) {
          const body = JSON.parse(request.rawBody) as { event: string; data: Record<string, unknown> };
          if (body.event === 'transaction.success' && body.data.reference === reference) data = body.data;
        }
        return data !== undefined;
      },
      { timeout: 30_000, message: `the transaction.success webhook of ${reference}` },
    )
    .toBe(true);
  return data ?? {};
}

/** A page the merchant's redirect goes to: answered here, so the test sees the address the checkout built. */
async function serveThanksPage(page: Page): Promise<string> {
  const url = `${world.shop.url}/thanks`;
  await page.route(`${url}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Thanks</title><h1>Thanks</h1>' }),
  );
  return url;
}

test('metadata from the script tag, open(), mount(), React and a signed hosted URL reaches the webhook', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await watchMerchantPage(page);
  const paid: { reference: string; metadata: unknown; verified: boolean; linkId: string }[] = [];

  // The script tag: the shop's product card carries data-metadata.
  await page.goto(`${world.shop.url}/`);
  // (Not the React page's product: a checkout resumes its link's open payment within the tab.)
  await payButton(page, 'decaf-colombia').click();
  const fromTag = await startEmbeddedPayment(modal(page), world, link(world, 'decaf-colombia'));
  paid.push({
    reference: fromTag,
    metadata: { product: 'decaf-colombia', channel: 'script-tag' },
    verified: false,
    linkId: link(world, 'decaf-colombia'),
  });
  await page.keyboard.press('Escape');

  // CryptoCheckout.open(): the shop's quick-buy button passes metadata.
  await page.getByRole('button', { name: /tasting box/i }).click();
  const fromOpen = await startEmbeddedPayment(modal(page), world, link(world, 'tasting-box'));
  paid.push({
    reference: fromOpen,
    metadata: { product: 'tasting-box', channel: 'open' },
    verified: false,
    linkId: link(world, 'tasting-box'),
  });
  await page.keyboard.press('Escape');

  // CryptoCheckout.mount(), with a token the merchant's server signed: verified metadata.
  const guji = link(world, 'ethiopia-guji');
  const token = await signCheckoutMetadata({
    secretKey: world.service.demoBusiness.secretKey,
    paymentLinkId: guji,
    metadata: { orderId: 'mount-1', channel: 'mount' },
  });
  await page.evaluate(
    ({ paymentLink, serviceUrl, signedMetadata }) => {
      const host = document.createElement('div');
      host.id = 'mounted-checkout';
      document.body.appendChild(host);
      window.CryptoCheckout?.mount(host, { paymentLink, serviceUrl, signedMetadata });
    },
    { paymentLink: guji, serviceUrl: world.service.url, signedMetadata: token },
  );
  // An inline checkout downloads when it comes near the viewport.
  await page.locator('#mounted-checkout').scrollIntoViewIfNeeded();
  const fromMount = await startEmbeddedPayment(page.locator('#mounted-checkout'), world, guji);
  paid.push({
    reference: fromMount,
    metadata: { orderId: 'mount-1', channel: 'mount' },
    verified: true,
    linkId: guji,
  });

  // The React component: the shop's React page passes metadata.
  await page.goto(`${world.shop.url}/react`);
  const fromReact = await startEmbeddedPayment(
    page.locator('[data-crypto-checkout]'),
    world,
    link(world, 'house-blend'),
  );
  paid.push({
    reference: fromReact,
    metadata: { product: 'house-blend', channel: 'react' },
    verified: false,
    linkId: link(world, 'house-blend'),
  });

  // The hosted page, with a signed token in its URL.
  const hostedLink = await createPaymentLink(world.service);
  const hostedToken = await signCheckoutMetadata({
    secretKey: world.service.demoBusiness.secretKey,
    paymentLinkId: hostedLink.id,
    metadata: { orderId: 'hosted-7' },
  });
  await page.goto(payPageUrl(world.service, hostedLink.id, `?metadata=${hostedToken}`));
  const fromHosted = await startPayment(page);
  paid.push({
    reference: fromHosted,
    metadata: { orderId: 'hosted-7' },
    verified: true,
    linkId: hostedLink.id,
  });

  for (const payment of paid) await payFromOutside(world.service, payment.reference, 'exact');
  for (const payment of paid) {
    expect(await successWebhook(payment.reference)).toMatchObject({
      reference: payment.reference,
      metadata: payment.metadata,
      metadataVerified: payment.verified,
      paymentLinkId: payment.linkId,
    });
  }
});

test('a hosted URL whose metadata is not signed by the merchant starts no payment', async ({ page }) => {
  const hostedLink = await createPaymentLink(world.service);
  const forged = `${Buffer.from(JSON.stringify({ orderId: 'free' })).toString('base64url')}.${'0'.repeat(64)}`;
  await page.goto(payPageUrl(world.service, hostedLink.id, `?metadata=${forged}`));
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByRole('radio', { name: /^USDC\b/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText(/signedMetadata/)).toBeVisible();
  const listed = await merchant().transactions.list({ paymentLinkId: hostedLink.id });
  expect(listed.count).toBe(0);
});

test('an embed stays on the merchant’s page unless it opts in; then the redirect carries reference and status', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const thanks = await serveThanksPage(page);
  const redirecting = await createPaymentLink(world.service, { redirectLink: thanks });
  await page.goto(`${world.shop.url}/`);
  const mount = (id: string, redirect?: 'never' | 'after-success') =>
    page
      .evaluate(
        ({ hostId, paymentLink, serviceUrl, redirectMode }) => {
          const host = document.createElement('div');
          host.id = hostId;
          document.body.appendChild(host);
          window.CryptoCheckout?.mount(host, {
            paymentLink,
            serviceUrl,
            ...(redirectMode ? { redirect: redirectMode } : {}),
          });
        },
        { hostId: id, paymentLink: redirecting.id, serviceUrl: world.service.url, redirectMode: redirect },
      )
      .then(() => page.locator(`#${id}`).scrollIntoViewIfNeeded());

  // By default: the paid screen stays, and the page is still the shop's after the hosted page's 5 s delay.
  await mount('default-checkout');
  const stays = await startEmbeddedPayment(page.locator('#default-checkout'), world, redirecting.id);
  await payFromOutside(world.service, stays, 'exact');
  await expect(
    page
      .locator('#default-checkout')
      .getByText(/Payment received|paid/i)
      .first(),
  ).toBeVisible();
  await expect(page.locator('#default-checkout').getByText(/Taking you/i)).toHaveCount(0);
  await page.waitForTimeout(6_500);
  expect(page.url()).toBe(`${world.shop.url}/`);

  // Opted in: to the link's redirect, with the payment's reference and outcome.
  await page.evaluate(() => document.getElementById('default-checkout')?.remove());
  await mount('redirecting-checkout', 'after-success');
  const leaves = await startEmbeddedPayment(page.locator('#redirecting-checkout'), world, redirecting.id);
  await payFromOutside(world.service, leaves, 'exact');
  await page.waitForURL(`${thanks}?reference=${leaves}&status=success`, { timeout: 20_000 });
});

test('the hosted link page still redirects after success, with reference and status', async ({ page }) => {
  const thanks = await serveThanksPage(page);
  const redirecting = await createPaymentLink(world.service, { redirectLink: `${thanks}?order=9` });
  await page.goto(payPageUrl(world.service, redirecting.id));
  const reference = await startPayment(page);
  await payFromOutside(world.service, reference, 'exact');
  await page.waitForURL(`${thanks}?order=9&reference=${reference}&status=success`, { timeout: 20_000 });
});

test('checkoutUrl is a hosted page for a transaction the merchant’s server opened', async ({ page }) => {
  const thanks = await serveThanksPage(page);
  const opened = await merchant().transactions.initiate({
    crypto: 'USDC',
    baseFiat: 'USD',
    amount: 42.5,
    email: 'backend-order@example.com',
    metadata: { orderId: 'srv-42' },
    redirectUrl: thanks,
  });
  expect(opened.checkoutUrl).toBe(`${world.service.url}/checkout/${opened.reference}`);
  await page.goto(opened.checkoutUrl ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Payment to Demo Coffee Roasters' }),
  ).toBeVisible();
  await expect(page.getByTestId('fiat-amount')).toHaveText(/42\.50/);
  await expect(page.getByRole('heading', { level: 2, name: /^Send / })).toBeVisible();
  // No details form and no way to change the price: it is the merchant's.
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);
  await payFromOutside(world.service, opened.reference, 'exact');
  await page.waitForURL(`${thanks}?reference=${opened.reference}&status=success`, { timeout: 20_000 });
  expect(await successWebhook(opened.reference)).toMatchObject({
    metadata: { orderId: 'srv-42' },
    metadataVerified: true,
    paymentLinkId: null,
  });
});

test('CryptoCheckout.open({ reference }) pays a transaction the merchant’s server opened', async ({
  page,
}) => {
  await watchMerchantPage(page);
  const opened = await merchant().transactions.initiate({
    crypto: 'SOL',
    baseFiat: 'USD',
    amount: 8,
    email: 'open-reference@example.com',
  });
  await page.goto(`${world.shop.url}/`);
  await page.evaluate(({ reference, serviceUrl }) => window.CryptoCheckout?.open({ reference, serviceUrl }), {
    reference: opened.reference,
    serviceUrl: world.service.url,
  });
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Payment to Demo Coffee Roasters' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Send / })).toBeVisible();
  await payFromOutside(world.service, opened.reference, 'exact');
  const success = await waitForEvent(page, 'success', { reference: opened.reference });
  expect(success).toMatchObject({ reference: opened.reference, status: 'success', paymentLink: '' });
});

test('an inactive link’s page says so plainly, and an embed of it reports why', async ({ page }) => {
  await watchMerchantPage(page);
  const retired = await createPaymentLink(world.service, { name: 'Retired blend' });
  await merchant().paymentLinks.update(retired.id, { active: false });
  await page.goto(payPageUrl(world.service, retired.id));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This payment link is no longer active' }),
  ).toBeVisible();
  await expect(page.getByText(/Demo Coffee Roasters has turned this payment link off/)).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveCount(0);

  await page.goto(`${world.shop.url}/`);
  await page.evaluate(
    ({ paymentLink, serviceUrl }) => window.CryptoCheckout?.open({ paymentLink, serviceUrl }),
    { paymentLink: retired.id, serviceUrl: world.service.url },
  );
  const error = await waitForEvent(page, 'error', { paymentLink: retired.id });
  expect(error.error?.code).toBe('payment_link_inactive');
  await expect(
    modal(page).getByRole('heading', { name: 'This payment link is no longer active' }),
  ).toBeVisible();
});
