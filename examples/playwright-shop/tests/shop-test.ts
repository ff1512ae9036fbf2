import type { Page } from '@playwright/test';
import { readReference, test as checkoutTest } from 'crypto-checkout-testing';
import { startShop } from '../shop.js';

export type Shop = Awaited<ReturnType<typeof startShop>>;

// The kit's fixtures (sandbox, wallet, webhooks) plus the shop under test, started against the worker's sandbox.
export const test = checkoutTest.extend<object, { shop: Shop }>({
  shop: [
    async ({ sandbox }, use) => {
      const shop = await startShop({ checkoutUrl: sandbox.url, secretKey: sandbox.secretKey });
      await use(shop);
      await shop.close();
    },
    { scope: 'worker' },
  ],
});

/** Opens the checkout from the product page and starts a USDC payment; answers its reference. */
export async function startCheckout(page: Page, shop: Shop): Promise<string> {
  await page.goto(shop.url);
  await page.getByRole('button', { name: 'Pay with crypto' }).click();
  const checkout = page.getByRole('dialog');
  await checkout.getByLabel(/^Email/).fill('ada@example.com');
  await checkout.getByRole('radio', { name: /^USDC\b/ }).check();
  await checkout.getByRole('button', { name: 'Continue to payment' }).click();
  return readReference(checkout);
}
