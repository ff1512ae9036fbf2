import { expect, test, type Page } from '@playwright/test';
import {
  cspViolations,
  link,
  modal,
  payButton,
  startShopWorld,
  waitForEvent,
  watchMerchantPage,
  type ShopWorld,
} from './support/shop.js';

/**
 * The checkout's shadow root isolates it both ways: a merchant stylesheet at its worst (`* { all: unset }`, a 40px
 * root font size, 44px fonts and borders on every element: the shop's /?hostile=1) leaves the checkout exactly
 * as it is on the plain page, and the checkout's own styles do not change the page. The modal traps the focus.
 */

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld();
});
test.afterAll(async () => {
  await world.destroy();
});

const PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'color',
  'background-color',
  'border-top-width',
  'border-top-style',
  'padding-top',
  'padding-left',
  'margin-top',
  'display',
] as const;

/** Computed styles and sizes of the checkout's key elements inside the modal's shadow root. */
async function checkoutLook(page: Page) {
  return page.evaluate((properties) => {
    const root = document.querySelector('crypto-checkout-modal')?.shadowRoot;
    if (!root) throw new Error('no modal');
    const selectors = [
      'dialog',
      '.cc-checkout',
      '.cc-card',
      '.cc-summary',
      'h2',
      'h3',
      'label',
      'input[type="email"]',
      'input[type="radio"]',
      '.cc-button-primary',
      '.cc-embed-close',
    ];
    return Object.fromEntries(
      selectors.map((selector) => {
        const element = root.querySelector(selector);
        if (!element) return [selector, null];
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return [
          selector,
          {
            ...Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)])),
            width: Math.round(rect.width),
            height: Math.round(rect.height),
          },
        ];
      }),
    );
  }, PROPERTIES);
}

async function openHouseBlend(page: Page, query = ''): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${world.shop.url}/${query}`);
  await payButton(page, 'house-blend').click();
  await expect(modal(page).getByLabel(/^Email/)).toBeVisible();
  await waitForEvent(page, 'ready');
}

test("the merchant's hostile global CSS leaves the checkout exactly as it is", async ({ page }) => {
  await watchMerchantPage(page);
  await openHouseBlend(page);
  const plain = await checkoutLook(page);
  expect(plain['.cc-checkout']).toMatchObject({ 'font-size': '16px' });

  await openHouseBlend(page, '?hostile=1');
  // The hostile stylesheet is really there: the page itself is wrecked by it.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('40px');
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontSize)).toBe(
    '44px',
  );
  const hostile = await checkoutLook(page);
  expect(hostile).toEqual(plain);
  await expect(modal(page).getByRole('button', { name: 'Continue to payment' })).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test("the checkout's styles do not leak into the merchant's page", async ({ page }) => {
  await watchMerchantPage(page);
  await page.goto(`${world.shop.url}/`);
  const pageLook = () =>
    page.evaluate(() =>
      ['body', 'h1', 'h2', 'p', 'button.shop-button', 'a', 'code'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector) as Element);
        return [
          selector,
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.boxSizing,
        ];
      }),
    );
  const before = await pageLook();
  await payButton(page, 'house-blend').click();
  await expect(modal(page).getByLabel(/^Email/)).toBeVisible();
  expect(await pageLook()).toEqual(before);
  // Nothing of the checkout's is in the page's own stylesheets or head.
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);
});

test('the modal traps the focus, closes on Escape and gives the focus back', async ({ page }) => {
  await watchMerchantPage(page);
  await openHouseBlend(page);
  const dialog = modal(page);
  const focusInDialog = () =>
    page.evaluate(() => {
      const host = document.querySelector('crypto-checkout-modal');
      return document.activeElement === host && Boolean(host?.shadowRoot?.activeElement);
    });
  // The focus is in the dialog from the start (on the screen's title once the details show).
  expect(await focusInDialog()).toBe(true);
  const closeButton = dialog.getByRole('button', { name: 'Close' });
  const closeFocused = () => closeButton.evaluate((button) => button.matches(':focus'));
  // Tab presses never leave the dialog: they go round and come back to the close button.
  let laps = 0;
  for (let press = 0; press < 30 && laps < 2; press++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog()).toBe(true);
    if (await closeFocused()) laps++;
  }
  expect(laps).toBe(2);
  // Shift+Tab from the first control goes round to the last one.
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Continue to payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(closeButton).toBeFocused();
  // The page behind is inert while the modal is open.
  expect(
    await page.evaluate(() => {
      const quickBuy = document.getElementById('quick-buy');
      quickBuy?.focus();
      return document.activeElement === quickBuy;
    }),
  ).toBe(false);
  expect(await focusInDialog()).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(payButton(page, 'house-blend')).toBeFocused();
  const close = await waitForEvent(page, 'close');
  expect(close).toMatchObject({ paymentLink: link(world, 'house-blend'), reference: null, status: null });
  // Scrolling is the page's again.
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
});
