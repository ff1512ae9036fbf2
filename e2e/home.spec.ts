import { expect, test } from '@playwright/test';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
});
test.afterAll(async () => {
  await service.destroy();
});

test('the front page lists the live currencies and converts at the service rates', async ({ page }) => {
  await page.goto(service.url);
  await expect(page.getByRole('heading', { name: 'crypto-checkout sandbox' })).toBeVisible();

  const rows = page.getByRole('table', { name: 'Supported currencies' }).getByRole('row');
  await expect(rows).toHaveCount(9);
  await expect(page.getByRole('row', { name: /SOL Solana crypto active/ })).toBeVisible();

  await page.getByLabel('Amount').fill('25000');
  await page.getByLabel('From').selectOption('NGN');
  await page.getByLabel('To').selectOption('SOL');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('status')).toHaveText('25000 NGN = 0.104166667 SOL (rate 0.00000416666666667)');

  await page.getByLabel('Amount').fill('1.001');
  await page.getByLabel('From').selectOption('USD');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('alert')).toContainText('amount must have at most 2 decimal places for USD');
});
