import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import {
  SCREENSHOT_DIR,
  createPaymentLink,
  expectNoAxeViolations,
  payPageUrl,
  referenceInUrl,
} from './support/pay.js';

/**
 * The hosted page in other languages: Arabic right to left with the deposit address intact (shown, laid out and
 * copied exactly), Swahili and Amharic on a phone, and the language menu that remembers the choice.
 */

const SCREENS = path.join(SCREENSHOT_DIR, 'locales');
const PHONE = { width: 390, height: 844 };

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
  await mkdir(SCREENS, { recursive: true });
});
test.afterAll(async () => {
  await service.destroy();
});

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: path.join(SCREENS, `${name}-390.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test('Arabic: right to left, axe clean, and the address copies exactly as shown', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id, '?lang=ar'));

  // The page and the checkout's root are Arabic and right to left from the first render.
  await expect(page.getByRole('heading', { level: 1, name: link.name })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.cc-checkout')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 2, name: 'بياناتك' })).toBeVisible();
  await expect(page.getByLabel('اللغة')).toHaveValue('ar');
  await expectNoAxeViolations(page, 'Arabic details');

  await page.getByLabel(/^البريد الإلكتروني/).fill('ada@example.com');
  await page.getByRole('radio', { name: /^USDC\b/ }).check();
  await page.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^أرسل / })).toBeVisible();
  const verified = await createClient({ baseUrl: service.url }).transactions.verify(referenceInUrl(page));
  const due = String(verified.expectedAmountInCryptoPlusFee);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`أرسل ${due} USDC`);

  // The address and the amount read left to right inside the right-to-left page, whole and in order.
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(verified.address);
  await expect(page.getByTestId('amount-due')).toHaveText(`${due} USDC`);
  for (const value of [address.locator('code'), page.getByTestId('amount-due').locator('code')]) {
    expect(await value.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  }
  await expect(page.locator('.cc-reference code')).toHaveText(verified.reference);
  expect(
    await page.locator('.cc-reference code').evaluate((element) => getComputedStyle(element).direction),
  ).toBe('ltr');
  // Right to left for the rest: the heading and the address's label start at the right edge.
  const heading = await page.getByRole('heading', { level: 2 }).evaluate((element) => ({
    direction: getComputedStyle(element).direction,
    textAlign: getComputedStyle(element).textAlign,
  }));
  expect(heading.direction).toBe('rtl');
  expect(['start', 'right']).toContain(heading.textAlign);
  // (The text itself, not its block, which spans the whole width.)
  const labelText = await page.getByText('عنوان الإيداع', { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().left;
  });
  expect(labelText).toBeGreaterThan(PHONE.width / 2);
  const copyButton = page.getByRole('button', { name: 'نسخ العنوان' });

  await screenshot(page, 'payment-ar');
  await expectNoAxeViolations(page, 'Arabic payment');

  // What is copied is exactly what is shown, character for character.
  const shown = await address.innerText();
  await copyButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'تم نسخ العنوان' })).toBeAttached();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  expect(shown).toBe(verified.address);
});

test('Swahili and Amharic on a phone: the payment screen, resumed in each language', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id, '?lang=sw'));
  await page.getByLabel(/^Barua pepe/).fill('ada@example.com');
  await page.getByRole('radio', { name: /^SOL\b/ }).check();
  await page.getByRole('button', { name: 'Endelea kulipa' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Tuma / })).toBeVisible();
  const verified = await createClient({ baseUrl: service.url }).transactions.verify(referenceInUrl(page));
  const due = String(verified.expectedAmountInCryptoPlusFee);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Tuma ${due} SOL`);
  await expect(page.getByText('Mtandao wa Solana pekee')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await screenshot(page, 'payment-sw');

  await page.goto(`${payPageUrl(service, link.id)}?lang=am&reference=${verified.reference}`);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${due} SOL ይላኩ`);
  await expect(page.getByRole('button', { name: 'አድራሻውን ይቅዱ' })).toBeVisible();
  await expect(page.getByTestId('deposit-address')).toHaveText(verified.address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await screenshot(page, 'payment-am');
});

test('the language menu switches the checkout and remembers the choice', async ({ page }) => {
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Language')).toHaveValue('en');

  await page.getByLabel('Language').selectOption('sw');
  await expect(page.getByRole('heading', { level: 2, name: 'Taarifa zako' })).toBeVisible();
  await expect(page.getByLabel('Lugha')).toHaveValue('sw');
  await expect(page).toHaveURL(/[?&]lang=sw\b/);

  // A new visit, without ?lang=, speaks the language chosen before.
  await page.goto(payPageUrl(service, link.id));
  await expect(page.getByRole('heading', { level: 2, name: 'Taarifa zako' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // ?lang= on the address (the merchant's choice) still wins over the remembered one.
  await page.goto(payPageUrl(service, link.id, '?lang=fr'));
  await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeVisible();

  await page.getByLabel('Langue').selectOption('ar');
  await expect(page.getByRole('heading', { level: 2, name: 'بياناتك' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the embedded checkout in Arabic: right to left inside its shadow root, its button too', async ({
  page,
}) => {
  const link = await createPaymentLink(service);
  await page.goto(`${service.url}/`);
  // A merchant's page: the script tag's button, and an inline checkout through the JavaScript API.
  await page.evaluate(async (paymentLink) => {
    const script = document.createElement('script');
    script.src = '/checkout.js';
    script.dataset.paymentLink = paymentLink;
    script.dataset.locale = 'ar';
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.body.append(script);
    await loaded;
    const inline = document.createElement('div');
    inline.id = 'inline-checkout';
    document.body.prepend(inline);
    (
      window as unknown as { CryptoCheckout: { mount(element: Element, options: object): unknown } }
    ).CryptoCheckout.mount(inline, { paymentLink, locale: 'ar-EG' });
  }, link.id);

  await expect(page.getByRole('button', { name: 'ادفع بالعملات المشفّرة' })).toHaveAttribute('dir', 'rtl');
  const root = page.locator('#inline-checkout .cc-checkout');
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(root).toHaveAttribute('lang', 'ar');
  await expect(root.getByRole('heading', { level: 3, name: 'بياناتك' })).toBeVisible();
  expect(await root.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  expect(await root.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
});
