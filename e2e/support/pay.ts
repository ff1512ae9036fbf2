import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { createClient, type CreatePaymentLinkRequest, type PaymentLink } from '../../src/api/index.js';
import type { TestService } from '../../src/sandbox/testing/test-service.js';

/** Helpers for the hosted payment page's e2e tests: links, the page, QR decoding, axe scans and screenshots. */

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screens');

/** The widths every screen is captured at: a phone and a laptop. */
export const SCREEN_WIDTHS = [375, 1280] as const;

/** A payment link of the demo business, created with its secret key as a merchant's backend would. */
export async function createPaymentLink(
  service: TestService,
  overrides: Partial<CreatePaymentLinkRequest> = {},
): Promise<PaymentLink> {
  const merchant = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.secretKey });
  return merchant.paymentLinks.create({
    name: 'Single-origin coffee, 1 kg',
    description: 'Washed Yirgacheffe, roasted to order and shipped within two days.',
    baseFiat: 'USD',
    amount: 20,
    successMessage: 'Thank you! Your coffee is on its way.',
    ...overrides,
  });
}

export function payPageUrl(service: TestService, linkId: string, query = ''): string {
  return `${service.url}/pay/${linkId}${query}`;
}

/** Fills the details form and starts the transaction; resolves once the payment screen shows. */
export async function startPayment(
  page: Page,
  details: { email?: string; firstName?: string; lastName?: string; crypto?: 'USDT' | 'USDC' | 'SOL' } = {},
): Promise<string> {
  await page.getByLabel(/^Email/).fill(details.email ?? 'ada@example.com');
  if (details.firstName !== undefined) await page.getByLabel(/^First name/).fill(details.firstName);
  if (details.lastName !== undefined) await page.getByLabel(/^Last name/).fill(details.lastName);
  await page.getByRole('radio', { name: new RegExp(`^${details.crypto ?? 'USDC'}\\b`) }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Send / })).toBeVisible();
  await expect(page).toHaveURL(/[?&]reference=[A-Za-z0-9_-]+/);
  return referenceInUrl(page);
}

export function referenceInUrl(page: Page): string {
  const reference = new URL(page.url()).searchParams.get('reference');
  if (!reference) throw new Error(`no reference in ${page.url()}`);
  return reference;
}

/**
 * Reads the QR code as a phone would: screenshots the rendered code, turns the PNG into pixels in a blank page
 * of the same browser (no image library needed in Node), and decodes them with jsQR.
 */
export async function decodeQr(page: Page, qr: Locator = page.getByTestId('payment-qr')): Promise<string> {
  const png = await qr.screenshot();
  const scratch = await page.context().newPage();
  try {
    const pixels = await scratch.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, rgba: Array.from(data.data) };
    }, png.toString('base64'));
    const decoded = jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height);
    if (!decoded) throw new Error('the rendered QR code could not be decoded');
    return decoded.data;
  } finally {
    await scratch.close();
  }
}

/** The amount a Solana Pay transfer-request URI asks for. */
export function uriAmount(uri: string): string | null {
  return new URL(uri).searchParams.get('amount');
}

/** Screenshots of the screen as it is, at both widths, in the current colour scheme. */
export async function captureScreens(page: Page, name: string, colorScheme: 'light' | 'dark'): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${width}-${colorScheme}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

/** An axe-core scan of the page as it is (WCAG 2.0–2.2 A and AA, plus best practices) that must find nothing. */
export async function expectNoAxeViolations(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    `axe violations on the ${name} screen`,
  ).toEqual([]);
}

/**
 * Checks one screen in light and in dark: screenshots at 375 and 1280 px, no sideways scrolling at 320 px, and an
 * axe-core scan that finds nothing (contrast included, so both themes are scanned).
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await captureScreens(page, name, colorScheme);
      await page.setViewportSize({ width: 320, height: 640 });
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement ?? document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow, `horizontal overflow of the ${name} screen at 320 px`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${name} (${colorScheme})`);
    }
  } finally {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await page.setViewportSize(original);
  }
}

/** The number of transactions started for a payment link, read from the service's own database. */
export async function transactionCountForLink(service: TestService, linkId: string): Promise<number> {
  const rows = await service.context.database.query(
    'SELECT count(*)::int AS count FROM transactions WHERE payment_link_id = $1',
    [linkId],
  );
  return Number(rows[0]?.count ?? 0);
}
