import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';

/**
 * Every page the service serves defends itself: a Content-Security-Policy without inline script and without
 * framing, `nosniff` and a Referrer-Policy; every other answer at least says `nosniff` and may not be framed. The
 * pages are checked in Chromium too: they render, and the browser reports no violation of their policy.
 */

const BUILT_PAGES = path.resolve(import.meta.dirname, '../dist');

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages();
});
test.afterAll(async () => {
  await service.destroy();
});

/** Every HTML file of the build, as the URL path the service serves it at. */
async function builtHtmlPaths(): Promise<string[]> {
  const entries = await readdir(BUILT_PAGES, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.html'))
    .map((entry) => `/${entry.split(path.sep).join('/')}`)
    .sort();
}

/** The policy's directives by name, each with its sources. */
function directivesOf(policy: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

function expectPageHeaders(response: APIResponse, what: string): void {
  expect(response.status(), what).toBe(200);
  const headers = response.headers();
  expect(headers['content-type'], what).toMatch(/^text\/html/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(['no-referrer', 'strict-origin-when-cross-origin', 'same-origin'], what).toContain(
    headers['referrer-policy'],
  );
  const policy = directivesOf(headers['content-security-policy']);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts, what).toContain("'self'");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
    expect(scripts, `${what}: script-src ${unsafe}`).not.toContain(unsafe);
  }
  const styles = policy.get('style-src') ?? policy.get('default-src') ?? [];
  expect(styles, what).not.toContain("'unsafe-inline'");
  // The API and /rpc on the page's own origin, the wallet's subscriptions over a WebSocket included.
  const host = new URL(service.url).host;
  expect(policy.get('connect-src'), what).toEqual(expect.arrayContaining(["'self'", `ws://${host}`]));
}

test('every HTML page of the build sends a strict policy, nosniff and a referrer policy', async ({
  request,
}) => {
  const pages = await builtHtmlPaths();
  expect(pages).toEqual(expect.arrayContaining(['/index.html', '/src/pages/pay/index.html']));
  for (const page of ['/', ...pages]) expectPageHeaders(await request.get(`${service.url}${page}`), page);
});

test('the hosted payment page, for a link that exists and one that does not', async ({ request }) => {
  const linkId = service.demoBusiness.demoPaymentLinkId;
  for (const page of [
    `/pay/${linkId}`,
    `/pay/${linkId}/`,
    `/pay/${linkId}?lang=fr&theme=dark`,
    '/pay/no-such-link',
  ]) {
    expectPageHeaders(await request.get(`${service.url}${page}`), page);
  }
});

test('a page revalidated by the browser (304) keeps its own policy', async ({ request }) => {
  // A 304's headers replace the cached page's: a policy for "no content" sent with it would blank the page on reload.
  for (const page of ['/', `/pay/${service.demoBusiness.demoPaymentLinkId}`]) {
    const first = await request.get(`${service.url}${page}`);
    const validator = first.headers()['etag'];
    expect(validator, page).toBeDefined();
    const revalidated = await request.get(`${service.url}${page}`, {
      headers: { 'if-none-match': validator ?? '' },
    });
    expect(revalidated.status(), page).toBe(304);
    expect([undefined, first.headers()['content-security-policy']], page).toContain(
      revalidated.headers()['content-security-policy'],
    );
  }
});

test('the built pages need no inline script or style, so the policy needs no nonce', async () => {
  for (const page of await builtHtmlPaths()) {
    const html = await readFile(path.join(BUILT_PAGES, page), 'utf8');
    expect(html, page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html, page).not.toMatch(/<style[\s>]/i);
    // Event handler and style attributes, inside a tag (not in text that shows code).
    expect(html, page).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html, page).not.toMatch(/<[a-z][^>]*\sstyle\s*=/i);
  }
});

test('answers that are not pages say nosniff and may not be framed', async ({ request }) => {
  const answers = [
    ['/v1/currencies', 200],
    ['/v1/transactions/no-such-reference/verify', 404],
    ['/no-such-page', 404],
    ['/v1/%', 400],
    ['/checkout.js', 200],
  ] as const;
  for (const [target, status] of answers) {
    const response = await request.get(`${service.url}${target}`);
    expect(response.status(), target).toBe(status);
    expect(response.headers()['x-content-type-options'], target).toBe('nosniff');
    expect(
      directivesOf(response.headers()['content-security-policy']).get('frame-ancestors'),
      target,
    ).toEqual(["'none'"]);
  }
});

test('the loader and the embedded checkout still load on merchants’ pages of any origin', async ({
  request,
}) => {
  const loader = await request.get(`${service.url}/checkout.js`, {
    headers: { origin: 'https://shop.example' },
  });
  expect(loader.status()).toBe(200);
  expect(loader.headers()['content-type']).toMatch(/javascript/);
  expect(loader.headers()['access-control-allow-origin']).toBe('*');
  expect(loader.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  const widgetPath = /["'`](embed\/widget-[\w-]+\.js)["'`]/.exec(await loader.text())?.[1];
  expect(widgetPath).toBeDefined();
  const widget = await request.get(`${service.url}/${widgetPath}`, {
    headers: { origin: 'https://shop.example' },
  });
  expect(widget.status()).toBe(200);
  expect(widget.headers()['access-control-allow-origin']).toBe('*');
  expect(widget.headers()['x-content-type-options']).toBe('nosniff');
});

test('the front page and the payment page render with no policy violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  await page.goto(service.url);
  await expect(page.getByRole('heading', { name: 'crypto-checkout sandbox' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Supported currencies' }).getByRole('row')).not.toHaveCount(0);

  await page.goto(`${service.url}/pay/${service.demoBusiness.demoPaymentLinkId}`);
  await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByRole('radio', { name: /^SOL\b/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Send / })).toBeVisible();
  await expect(page.getByTestId('payment-qr')).toBeVisible();
  expect(violations).toEqual([]);
});
