import { expect, test } from '@playwright/test';
import { CURRENCY_CODES } from '../src/api/currencies.js';
import { openApiPath } from '../src/api/openapi/document.js';
import { ROUTES } from '../src/api/openapi/routes.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { expectNoAxeViolations } from './support/pay.js';
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
  // A header row, then one per currency the service knows.
  await expect(rows).toHaveCount(CURRENCY_CODES.length + 1);
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

test('the front page links to the demo pay page and the docs, and says where the demo shop runs', async ({
  page,
}) => {
  await page.goto(service.url);
  const tryIt = page.getByRole('region', { name: 'Try it' });
  await expect(tryIt.getByRole('heading', { level: 2, name: 'Try it' })).toBeVisible();

  // startServiceWithPages runs no shop, so the page says how to get one instead of linking nowhere.
  await expect(
    tryIt.getByText(/runs beside the service with npm start, and is not running here/),
  ).toBeVisible();
  await expect(tryIt.getByRole('link', { name: /shop/i })).toHaveCount(0);

  const payLink = tryIt.getByRole('link', { name: 'Pay the demo payment link' });
  await expect(payLink).toHaveAttribute('href', `/pay/${service.demoBusiness.demoPaymentLinkId}`);
  await payLink.click();
  await expect(page).toHaveURL(`${service.url}/pay/${service.demoBusiness.demoPaymentLinkId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ethiopian Yirgacheffe, 1 kg' })).toBeVisible();

  await page.goBack();
  await tryIt.getByRole('link', { name: 'Read the documentation' }).click();
  await expect(page).toHaveURL(`${service.url}/docs/`);
  await expect(page.getByRole('heading', { level: 1, name: 'crypto-checkout' })).toBeVisible();

  // A link in the README's text to docs/api.md, then one in api.md to design.md, then the menu back.
  await page.getByRole('main').getByRole('link', { name: 'docs/api.md' }).first().click();
  await expect(page).toHaveURL(`${service.url}/docs/api.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'design.md' }).first().click();
  await expect(page).toHaveURL(`${service.url}/docs/design.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'Design' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Documentation' });
  await expect(menu.getByRole('link', { name: 'Design' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'Reliability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Reliability/ })).toBeVisible();
});

test('the docs are HTML pages under the service policy, with their own stylesheet and heading anchors', async ({
  page,
  request,
}) => {
  for (const path of ['/docs/', '/docs/api.html', '/docs/reference.html']) {
    const response = await request.get(`${service.url}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response.headers()['content-security-policy'], path).toContain("style-src 'self'");
  }
  // Typed without its slash, the address goes where the pages' relative links resolve.
  const bare = await request.get(`${service.url}/docs`, { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers()['location']).toBe('/docs/');

  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  // An anchor GitHub would make for the heading lands on it here too.
  await page.goto(`${service.url}/docs/api.html#test-mode-helpers`);
  const heading = page.getByRole('heading', { level: 2, name: 'Test-mode helpers' });
  await expect(heading).toHaveAttribute('id', 'test-mode-helpers');
  await expect(heading).toBeInViewport();
  // The stylesheet applied (the text column is 48rem wide), and the policy refused nothing.
  await expect(page.getByRole('main')).toHaveCSS('max-width', '768px');
  expect(refused).toEqual([]);
});

test('the front page links to the HTTP reference, which shows every /v1 route of the OpenAPI document', async ({
  page,
}) => {
  await page.goto(service.url);
  await page
    .getByRole('region', { name: 'Try it' })
    .getByRole('link', { name: 'Browse the HTTP reference' })
    .click();
  await expect(page).toHaveURL(`${service.url}/docs/reference.html`);
  await expect(page.getByRole('heading', { level: 1, name: 'HTTP reference' })).toBeVisible();
  const routeHeadings = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
  for (const route of ROUTES) expect(routeHeadings).toContain(`${route.method} ${openApiPath(route.path)}`);
  // A schema an answer names is a link to its own section on the page.
  await page.getByRole('link', { name: 'CustomerWithBusiness' }).first().click();
  await expect(page.getByRole('heading', { level: 3, name: 'CustomerWithBusiness' })).toBeInViewport();
  const menu = page.getByRole('navigation', { name: 'Documentation' });
  await expect(menu.getByRole('link', { name: 'HTTP reference' })).toHaveAttribute('aria-current', 'page');
});

test('at 390 px the front page and the docs scroll only downwards, with thumb-sized links', async ({
  page,
}) => {
  // Thirteen axe-core scans (the front page and six documents, light and dark), the longest on the README:
  // more than the default 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(service.url);
  await expect(page.getByRole('table', { name: 'Supported currencies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the documentation' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const link of await page.getByRole('region', { name: 'Try it' }).getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `front page (${colorScheme})`);
  }

  const docPages = [
    '/docs/',
    '/docs/design.html',
    '/docs/api.html',
    '/docs/reliability.html',
    '/docs/going-live.html',
    '/docs/webhooks.html',
  ];
  for (const path of docPages) {
    await page.goto(`${service.url}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `${path} (${colorScheme})`);
    }
  }
});
