import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { createClient } from '../src/api/index.js';
import type { TestService } from '../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './support/service.js';
import { createPaymentLink, payPageUrl, startPayment } from './support/pay.js';

/**
 * The hosted page follows a payment over the transaction's event stream (GET /v1/transactions/:reference/events):
 * with verification slowed to a safety net while the stream is healthy, polling when the stream is blocked, and
 * the browser's own reconnection (with Last-Event-ID) when a connection is cut.
 */

let service: TestService;

test.beforeAll(async () => {
  service = await startServiceWithPages();
});
test.afterAll(async () => {
  await service.destroy();
});

/** The checkout's verification and stream requests, as the page sends them. */
function watchStatusRequests(page: Page) {
  const verifications: Request[] = [];
  const streams: Request[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/v1\/transactions\/[^/]+\/verify$/.test(path)) verifications.push(request);
    if (/^\/v1\/transactions\/[^/]+\/events$/.test(path)) streams.push(request);
  });
  return { verifications, streams };
}

/**
 * When (Date.now() in the page, 5 ms resolution) the paid screen appears: started before paying, so that the time
 * measured is the checkout's, not Playwright's polling. The checkout may sit in a shadow root.
 */
function paidShownAt(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const shows = (root: Document | ShadowRoot): boolean =>
          [...root.querySelectorAll('h2')].some((heading) => heading.textContent === 'Payment received') ||
          [...root.querySelectorAll('*')].some(
            (element) => element.shadowRoot !== null && shows(element.shadowRoot),
          );
        const timer = setInterval(() => {
          if (!shows(document)) return;
          clearInterval(timer);
          resolve(Date.now());
        }, 5);
      }),
  );
}

async function payExactly(reference: string): Promise<void> {
  await createClient({ baseUrl: service.url }).sandbox.pay(reference, { mode: 'exact' });
}

/** The stream's opening (`retry:` and the current state's event) read from the service, then the connection cut. */
async function firstEventText(url: string): Promise<string> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (!response.body) throw new Error('the event stream has no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!/\nevent: transaction\ndata: [^\n]*\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the event stream ended before its first event: ${text}`);
    text += value;
  }
  controller.abort();
  return text;
}

test('a healthy stream: at most 2 verifications over 20 s of waiting, then paid as soon as it lands', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { verifications, streams } = watchStatusRequests(page);
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page);
  await expect.poll(() => streams.length).toBe(1);

  // Long enough for today's polling (about once a second) to have sent some 20 requests.
  await page.waitForTimeout(20_000);
  expect(verifications.length).toBeLessThanOrEqual(2);
  await expect(page.getByRole('heading', { level: 2, name: /^Send / })).toBeVisible();

  const shown = paidShownAt(page);
  const sentAt = Date.now();
  await payExactly(reference);
  const confirmedAt = Date.now();
  const paidAt = await shown;
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible();
  console.log(
    `status stream: paid shown ${paidAt - confirmedAt} ms after the payment was confirmed ` +
      `(${paidAt - sentAt} ms after it was sent); ${verifications.length} verification(s) in all`,
  );
  // Generous: polling's once a second would pass too; the figure printed above is the measurement.
  expect(paidAt - confirmedAt).toBeLessThan(1000);
  expect(verifications.length).toBeLessThanOrEqual(2);
  expect(streams).toHaveLength(1);
});

test('a blocked stream: the checkout falls back to polling and still shows paid', async ({ page }) => {
  test.setTimeout(45_000);
  await page.route('**/events', (route) => route.abort());
  const { verifications, streams } = watchStatusRequests(page);
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page);
  await expect.poll(() => streams.length).toBeGreaterThanOrEqual(1);
  // Once the stream has failed, polling takes over at about once a second.
  await expect.poll(() => verifications.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);

  await payExactly(reference);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible({
    timeout: 5000,
  });
});

test('a cut stream: the browser reconnects with Last-Event-ID and the stream carries the payment', async ({
  page,
}) => {
  test.setTimeout(45_000);
  let firstEventId: string | undefined;
  const cutFirstConnection = async (route: Route) => {
    // The first connection: the real opening and first event, then the body ends as a dropped connection would.
    const opening = await firstEventText(route.request().url());
    firstEventId = /^id: (.+)$/m.exec(opening)?.[1];
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' },
      body: opening,
    });
    // Later connections go to the service untouched, as a real reconnection would (it comes 2 s later).
    await page.unroute('**/events', cutFirstConnection);
  };
  await page.route('**/events', cutFirstConnection);
  const { verifications, streams } = watchStatusRequests(page);
  const link = await createPaymentLink(service);
  await page.goto(payPageUrl(service, link.id));
  const reference = await startPayment(page);

  // The `retry: 2000` of the opening: the browser reconnects about two seconds after the cut.
  await expect.poll(() => streams.length, { timeout: 10_000 }).toBe(2);
  expect(firstEventId).toMatch(/^[\w-]{22}$/);
  expect(await streams[1]?.headerValue('last-event-id')).toBe(firstEventId);

  // While the browser reconnected, verification was polled; once the stream is open again it is not.
  await page.waitForTimeout(1500);
  const verificationsBeforePaying = verifications.length;
  await payExactly(reference);
  await expect(page.getByRole('heading', { level: 2, name: 'Payment received' })).toBeVisible({
    timeout: 3000,
  });
  // Carried by the reconnected stream: no verification was asked between the payment and the paid screen.
  expect(verifications).toHaveLength(verificationsBeforePaying);
  expect(streams).toHaveLength(2);
});
