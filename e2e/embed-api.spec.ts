import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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
 * The embed's other faces on the demo shop (strict CSP, another origin): two inline checkouts on one page, the
 * JavaScript API (open, close, mount, one global), options that are wrong, a checkout download that fails once,
 * the React component, and how the service serves checkout.js.
 */

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld();
});
test.afterAll(async () => {
  await world.destroy();
});

test('two inline checkouts on one page are paid independently', async ({ page }) => {
  await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/gift-cards`);
  const first = page.locator('[data-product="gift-card-25"]');
  const second = page.locator('[data-product="gift-card-50"]');
  await expect(first.getByRole('heading', { name: 'Gift card, USD 25' }).nth(1)).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Gift card, USD 50' }).nth(1)).toBeVisible();

  const firstReference = await startEmbeddedPayment(first, world, link(world, 'gift-card-25'));
  // The other checkout is untouched: still at its details form.
  await expect(second.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  await payFromOutside(world.service, firstReference, 'exact');
  const success = await waitForEvent(page, 'success', { reference: firstReference });
  expect(success.paymentLink).toBe(link(world, 'gift-card-25'));
  await expect(
    page.locator(
      `#shop-events li[data-event="success"][data-product="gift-card-25"][data-reference="${firstReference}"]`,
    ),
  ).toHaveCount(1);
  await expect(second.getByRole('button', { name: 'Continue to payment' })).toBeVisible();

  const secondReference = await startEmbeddedPayment(second, world, link(world, 'gift-card-50'), {
    email: 'grace@example.com',
    crypto: 'SOL',
  });
  expect(secondReference).not.toBe(firstReference);
  // The first still shows its own outcome, and only one success was ever reported.
  await expect(first.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
  await payFromOutside(world.service, secondReference, 'exact');
  await waitForEvent(page, 'success', {
    reference: secondReference,
    paymentLink: link(world, 'gift-card-50'),
  });
  const successes = (await checkoutEvents(page)).filter((event) => event.type === 'success');
  expect(successes.map((event) => event.reference)).toEqual([firstReference, secondReference]);
  expect(await cspViolations(page)).toEqual([]);
});

test('the JavaScript API: open() twice is one modal, close() closes it, and the page gains one global', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __namesAtStart: string[] }).__namesAtStart = Object.getOwnPropertyNames(window);
  });
  const { requests, consoleErrors } = await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/`);
  await expect(payButton(page, 'house-blend')).toBeVisible();
  const quickBuy = page.getByRole('button', { name: /Quick buy/ });
  await quickBuy.click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByRole('heading', { name: 'Tasting box, 4 × 100 g' })).toBeVisible();
  // open() again (same link, as a double click would): still one modal.
  await page.evaluate(
    ([paymentLink]) => window.CryptoCheckout?.open({ paymentLink: paymentLink as string, theme: 'light' }),
    [link(world, 'tasting-box')],
  );
  await expect(page.locator('crypto-checkout-modal')).toHaveCount(1);

  await page.evaluate(() => window.CryptoCheckout?.close());
  await expect(modal(page)).toHaveCount(0);
  expect(await waitForEvent(page, 'close')).toMatchObject({ paymentLink: link(world, 'tasting-box') });
  await expect(quickBuy).toBeFocused();

  // Loading the tag once more changes nothing: the same global, the same buttons, no second download.
  await page.evaluate(
    ([src]) => {
      (window as unknown as { __first: unknown }).__first = window.CryptoCheckout;
      const script = document.createElement('script');
      script.src = src as string;
      document.body.appendChild(script);
      return new Promise((resolve) => script.addEventListener('load', resolve));
    },
    [`${world.service.url}/checkout.js`],
  );
  expect(
    await page.evaluate(() => (window as unknown as { __first: unknown }).__first === window.CryptoCheckout),
  ).toBe(true);
  await expect(page.getByRole('button', { name: 'Pay with crypto' })).toHaveCount(4);
  await payButton(page, 'house-blend').click();
  await expect(modal(page).getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  expect(serviceRequests(requests, world).filter((url) => url.startsWith('/embed/widget-'))).toHaveLength(1);

  const added = await page.evaluate(() => {
    const before = new Set((window as unknown as { __namesAtStart: string[] }).__namesAtStart);
    return Object.getOwnPropertyNames(window).filter((name) => !before.has(name) && !name.startsWith('__'));
  });
  expect(added).toEqual(['CryptoCheckout']);
  expect(consoleErrors).toEqual([]);
});

test('mount() puts a checkout into an element; mounting again replaces it; unmount removes it', async ({
  page,
}) => {
  await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/`);
  await expect(payButton(page, 'house-blend')).toBeVisible();
  const orders = page.locator('.orders');
  const mount = () =>
    page.evaluate(
      ([paymentLink]) => {
        const handle = window.CryptoCheckout?.mount('.orders', { paymentLink: paymentLink as string });
        (window as unknown as { __handle: unknown }).__handle = handle;
        return handle !== null;
      },
      [link(world, 'house-blend')],
    );
  expect(await mount()).toBe(true);
  await expect(orders.getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  expect(await mount()).toBe(true);
  await expect(orders.locator('crypto-checkout')).toHaveCount(1);
  await expect(orders.getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { __handle: { unmount(): void } }).__handle.unmount());
  await expect(orders.locator('crypto-checkout')).toHaveCount(0);
});

test('invalid options are reported on the console, naming the option, and break nothing', async ({
  page,
}) => {
  const { consoleErrors } = await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/`);
  await expect(payButton(page, 'house-blend')).toBeVisible();

  const results = await page.evaluate(() => {
    const api = window.CryptoCheckout;
    if (!api) throw new Error('no CryptoCheckout');
    const open = api.open({
      paymentLink: 'not-a-link',
      theme: 'blue' as 'light',
      onSucess: () => 1,
    } as never);
    const mountMissing = api.mount('#nowhere', { paymentLink: '00000000-0000-4000-8000-000000000000' });
    const mountBad = api.mount('.orders', {
      paymentLink: '00000000-0000-4000-8000-000000000000',
      mode: 'popup',
    } as never);
    return { open: open ?? null, mountMissing, mountBad };
  });
  expect(results).toEqual({ open: null, mountMissing: null, mountBad: null });
  // A script tag with bad attributes: no button, a console error naming each attribute.
  await page.evaluate(
    ([src]) => {
      const script = document.createElement('script');
      script.src = src as string;
      script.dataset.paymentLink = '12345';
      script.dataset.mode = 'popup';
      document.querySelector('.shop-intro')?.appendChild(script);
    },
    [`${world.service.url}/checkout.js`],
  );
  await expect.poll(() => consoleErrors.join('\n')).toContain('data-payment-link');
  const errors = consoleErrors.join('\n');
  expect(errors).toContain(
    'invalid option paymentLink: must be a payment link id (a UUID) (got "not-a-link")',
  );
  expect(errors).toContain('invalid option theme: must be "light", "dark", "auto" (got "blue")');
  expect(errors).toContain('unknown option "onSucess"');
  expect(errors).toContain('mount: no element matches #nowhere');
  expect(errors).toContain('invalid option mode');
  expect(errors).toContain('invalid option data-payment-link');
  expect(errors).toContain('invalid option data-mode');
  const invalid = (await checkoutEvents(page)).filter((event) => event.type === 'error');
  expect(invalid.length).toBeGreaterThanOrEqual(3);
  expect(invalid.every((event) => event.error?.code === 'invalid_options')).toBe(true);

  await expect(page.getByRole('button', { name: 'Pay with crypto' })).toHaveCount(4);
  await expect(modal(page)).toHaveCount(0);
  // The page works as before.
  await payButton(page, 'house-blend').click();
  await expect(modal(page).getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
});

test('a checkout download that fails is reported, and the next click tries again', async ({ page }) => {
  const { requests, consoleErrors } = await watchMerchantPage(page);
  let attempts = 0;
  await page.route(/\/embed\/widget-[^/]+\.js/, async (route) => {
    attempts++;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto(`${world.shop.url}/`);
  const button = payButton(page, 'house-blend');
  await button.click();
  const error = await waitForEvent(page, 'error');
  expect(error).toMatchObject({ paymentLink: link(world, 'house-blend'), error: { code: 'load_failed' } });
  expect(consoleErrors.join('\n')).toContain('the checkout could not be loaded');
  await expect(modal(page)).toHaveCount(0);
  await expect(button).not.toHaveAttribute('aria-busy');

  await button.click();
  await expect(modal(page).getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  const downloads = serviceRequests(requests, world).filter((url) => url.startsWith('/embed/widget-'));
  expect(downloads).toHaveLength(2);
  expect(downloads[1]).toContain('?retry=1');
});

test('the React component pays and calls onSuccess with the reference', async ({ page }) => {
  const { consoleErrors } = await watchMerchantPage(page);
  const linkId = link(world, 'house-blend');
  await page.goto(`${world.shop.url}/react`);
  const checkout = page.locator('[data-crypto-checkout]');
  await expect(checkout.getByRole('heading', { name: 'House Blend, 250 g' })).toBeVisible();
  const reference = await startEmbeddedPayment(checkout, world, linkId, { crypto: 'USDT' });
  await payFromOutside(world.service, reference, 'exact');
  await expect(
    page.getByRole('status').filter({ hasText: `Order confirmed: reference ${reference}` }),
  ).toBeVisible();
  await expect(
    page.locator(`#shop-events li[data-event="success"][data-reference="${reference}"]`),
  ).toHaveCount(1);
  expect(await cspViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('checkout.js and the checkout are served for any origin, with the right type and caching', async ({
  request,
}) => {
  const loader = await request.get(`${world.service.url}/checkout.js`);
  expect(loader.status()).toBe(200);
  const headers = loader.headers();
  expect(headers['content-type']).toMatch(/^(application|text)\/javascript/);
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['cache-control']).toMatch(/max-age=300/);
  const source = await loader.text();
  const widgetPath = /embed\/widget-[\w-]+\.js/.exec(source)?.[0];
  expect(widgetPath).toBeTruthy();
  expect(source).not.toMatch(/react/i);

  const widget = await request.get(`${world.service.url}/${widgetPath}`);
  expect(widget.status()).toBe(200);
  expect(widget.headers()['access-control-allow-origin']).toBe('*');
  expect(widget.headers()['cache-control']).toContain('immutable');
});

test('the package exports the typed client and the React component, with type declarations', async () => {
  const root = path.resolve(import.meta.dirname, '..');
  const manifest = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { types: string; import: string }>;
  };
  for (const [name, target] of Object.entries(manifest.exports)) {
    for (const file of typeof target === 'string' ? [target] : [target.types, target.import]) {
      expect(existsSync(path.join(root, file)), `${name} → ${file}`).toBe(true);
    }
  }
  const entry = (name: string) => {
    const target = manifest.exports[name];
    if (!target || typeof target === 'string') throw new Error(`no ${name} export`);
    return target;
  };
  const client = (await import(pathToFileURL(path.join(root, entry('.').import)).href)) as Record<
    string,
    unknown
  >;
  expect(typeof client.createClient).toBe('function');
  expect(typeof client.NotFoundError).toBe('function');
  const react = (await import(pathToFileURL(path.join(root, entry('./react').import)).href)) as Record<
    string,
    unknown
  >;
  expect(typeof react.Checkout).toBe('function');
  const types = await readFile(path.join(root, entry('./react').types), 'utf8');
  expect(types).toContain('CheckoutProps');
  // The library leaves React and the other dependencies to the merchant's bundler.
  const bundle = await readFile(path.join(root, entry('./react').import), 'utf8');
  expect(bundle).toMatch(/from "react"/);
  expect(bundle).not.toContain('__SECRET_INTERNALS');
});
