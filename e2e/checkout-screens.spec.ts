import { expect, test, type Page } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import {
  createPaymentLink,
  expectNoAxeViolations,
  payPageUrl,
  referenceInUrl,
  startPayment,
} from './support/pay.js';

/**
 * The checkout's screens on narrow phones: amounts of up to nine decimals never broken across lines, the fee
 * itemised (amount, fee, total), and going back from an open payment to pay in another currency.
 */

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
});
test.afterAll(async () => {
  await service.destroy();
});

interface AmountLayout {
  text: string;
  lines: number;
  sticksOut: boolean;
}

/**
 * How each visible amount (`.cc-amount`, an amount with its unit) is laid out, read from the layout rather than
 * the text: an inline element broken across lines has one client rect per line, and one that does not fit sticks
 * out of the checkout's box.
 */
async function amountLayouts(page: Page): Promise<AmountLayout[]> {
  return page.locator('.cc-amount').evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const checkout = element.closest('.cc-checkout')?.getBoundingClientRect();
        return {
          text: element.textContent ?? '',
          lines: element.getClientRects().length,
          sticksOut:
            box.right > document.documentElement.clientWidth + 0.5 ||
            (checkout !== undefined && (box.left < checkout.left - 0.5 || box.right > checkout.right + 0.5)),
        };
      }),
  );
}

async function expectEveryAmountOnOneLine(page: Page, where: string, atLeast: number): Promise<void> {
  const layouts = await amountLayouts(page);
  expect(layouts.length, `amounts on ${where}`).toBeGreaterThanOrEqual(atLeast);
  for (const layout of layouts) {
    expect(layout, `${layout.text} on ${where}`).toMatchObject({ lines: 1, sticksOut: false });
  }
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
}

for (const { width, lang } of [
  { width: 320, lang: 'en' },
  { width: 390, lang: 'en' },
  { width: 320, lang: 'fr' },
] as const) {
  test(`at ${width} px (${lang}), SOL's nine decimals stay on one line and the fee is itemised`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // NGN 25,000 is 15.625 USD: 0.104166667 SOL before a 1 % fee of 0.001041667, 0.105208334 SOL in all.
    const link = await createPaymentLink(service, { baseFiat: 'NGN', amount: 25000 });
    await page.goto(payPageUrl(service, link.id, lang === 'fr' ? '?lang=fr' : ''));
    const french = lang === 'fr';

    // The form's estimates say what they are: the price before the fee.
    await expect(page.getByTestId('conversion-SOL')).toHaveText('≈ 0.104166667 SOL');
    await expect(page.getByTestId('conversion-USDT')).toHaveText('≈ 15.625 USDT');
    await expect(page.getByText(french ? 'hors frais' : 'before fee', { exact: true })).toHaveCount(3);
    await expectEveryAmountOnOneLine(page, `the details form at ${width} px`, 3);

    let reference: string;
    if (french) {
      await page.getByLabel(/^E-mail/).fill('awa@example.com');
      await page.getByRole('radio', { name: /^SOL\b/ }).check();
      await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /^Envoyez / })).toBeVisible();
      reference = referenceInUrl(page);
    } else {
      reference = await startPayment(page, { crypto: 'SOL' });
    }
    const verified = await createClient({ baseUrl: service.url }).transactions.verify(reference);
    expect(verified).toMatchObject({
      expectedAmountInCrypto: 0.104166667,
      feeInCrypto: 0.001041667,
      expectedAmountInCryptoPlusFee: 0.105208334,
    });

    // Amount, fee and total, each on a line of the breakdown, agreeing with the form's estimate.
    const breakdown = page.getByTestId('fee-breakdown');
    await expect(breakdown).toBeVisible();
    await expect(breakdown.getByText(french ? 'Montant' : 'Amount', { exact: true })).toBeVisible();
    await expect(
      breakdown.getByText(french ? 'Frais de réseau et de service' : 'Network & service fee', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(breakdown.getByText('Total', { exact: true })).toBeVisible();
    await expect(page.getByTestId('breakdown-amount')).toHaveText('0.104166667 SOL');
    await expect(page.getByTestId('breakdown-fee')).toHaveText('0.001041667 SOL');
    await expect(page.getByTestId('breakdown-total')).toHaveText('0.105208334 SOL');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      `${french ? 'Envoyez' : 'Send'} 0.105208334 SOL`,
    );
    await expect(page.getByTestId('amount-due')).toHaveText('0.105208334 SOL');
    // The title, the three lines and the amount to copy.
    await expectEveryAmountOnOneLine(page, `the payment screen at ${width} px`, 5);
  });
}

test('an open payment with nothing received can go back and be paid in another currency', async ({
  page,
}) => {
  const client = createClient({ baseUrl: service.url });
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const first = await startPayment(page, {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    crypto: 'USDC',
  });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Send 20.2 USDC');
  await expect(page.getByTestId('breakdown-amount')).toHaveText('20 USDC');
  await expect(page.getByTestId('breakdown-fee')).toHaveText('0.2 USDC');
  await expect(page.getByTestId('breakdown-total')).toHaveText('20.2 USDC');
  await expectNoAxeViolations(page, 'payment (choose another currency)');

  // Back to the form: the focus on its title, as after any change of screen, the details kept.
  await page.getByRole('button', { name: 'Choose another currency' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
  await expect(page.getByLabel(/^Email/)).toHaveValue('grace@example.com');
  await expect(page.getByLabel(/^First name/)).toHaveValue('Grace');
  await expect(page.getByLabel(/^Last name/)).toHaveValue('Hopper');
  await expect(page.getByRole('radio', { name: /^USDC\b/ })).toBeChecked();
  await expect(page).not.toHaveURL(/reference=/);

  // Another currency: a new transaction, with its own reference and SOL amounts.
  await page.getByRole('radio', { name: /^SOL\b/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Send [\d.]+ SOL$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(page).toHaveURL(/[?&]reference=/);
  const second = referenceInUrl(page);
  expect(second).not.toBe(first);
  const solPayment = await client.transactions.verify(second);
  expect(solPayment.crypto).toBe('SOL');
  await expect(page.getByTestId('breakdown-total')).toHaveText(
    `${solPayment.expectedAmountInCryptoPlusFee} SOL`,
  );
  await expect(page.getByTestId('amount-due')).toHaveText(`${solPayment.expectedAmountInCryptoPlusFee} SOL`);
  await expect(page.getByText(`Reference: ${second}`)).toBeVisible();

  // The first stays open on the service until it expires: money still sent to its address is credited to it.
  expect((await client.transactions.verify(first)).status).toBe('pending');

  // Once part of the payment arrived, this transaction is the one to finish: no going back.
  await page.getByRole('button', { name: 'Pay half' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Part of your payment arrived' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose another currency' })).toHaveCount(0);
});
