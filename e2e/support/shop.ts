import path from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { CheckoutEventDetail } from '../../src/embed/types.js';
import { startShop, type RunningShop } from '../../src/sandbox/http/shop-server.js';
import type { TestService } from '../../src/sandbox/testing/test-service.js';
import { startServiceWithPages } from './service.js';

/**
 * The embed e2e tests' world: the real service (fresh, free port, its own data dir) serving the built checkout.js,
 * and the demo merchant shop on another free port (another origin) with its strict CSP, selling through the
 * script tag. Plus what the tests watch on the merchant's page: requests, CSP violations, console errors and the
 * checkout's DOM events.
 */

const BUILT = path.resolve(import.meta.dirname, '../../dist');

export interface ShopWorld {
  service: TestService;
  shop: RunningShop;
  destroy(): Promise<void>;
}

export async function startShopWorld(environment: Record<string, string> = {}): Promise<ShopWorld> {
  const service = await startServiceWithPages(environment);
  let shop: RunningShop;
  try {
    shop = await startShop(service, { host: '127.0.0.1', port: 0, staticDir: BUILT });
  } catch (error) {
    await service.destroy();
    throw error;
  }
  return {
    service,
    shop,
    async destroy() {
      await shop.close();
      await service.destroy();
    },
  };
}

export function link(world: ShopWorld, slug: string): string {
  const id = world.shop.links[slug];
  if (!id) throw new Error(`the shop has no product ${slug}`);
  return id;
}

/**
 * Starts watching a merchant page before it loads: every DOM event of the checkout is kept (in order) on the
 * page, and so is every Content-Security-Policy violation. (Playwright's init scripts are not subject to the
 * page's CSP; the shop's own code never sees these.)
 */
export async function watchMerchantPage(
  page: Page,
): Promise<{ requests: string[]; consoleErrors: string[] }> {
  await page.addInitScript(() => {
    const record = window as unknown as { __ccEvents: unknown[]; __cspViolations: string[] };
    record.__ccEvents = [];
    record.__cspViolations = [];
    for (const type of ['ready', 'success', 'failed', 'expired', 'close', 'error']) {
      document.addEventListener(`crypto-checkout:${type}`, (event) => {
        const detail = (event as CustomEvent).detail as Record<string, unknown>;
        const { transaction: _transaction, ...rest } = detail;
        record.__ccEvents.push({ ...rest, hasTransaction: Boolean(detail.transaction) });
      });
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const requests: string[] = [];
  page.on('request', (request: Request) => requests.push(request.url()));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
  return { requests, consoleErrors };
}

export type RecordedEvent = Omit<CheckoutEventDetail, 'transaction'> & { hasTransaction: boolean };

export async function checkoutEvents(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { __ccEvents: RecordedEvent[] }).__ccEvents);
}

/** Waits for an event of this type (and reference, if given) and returns it. */
export async function waitForEvent(
  page: Page,
  type: CheckoutEventDetail['type'],
  match: Partial<RecordedEvent> = {},
  timeout = 30_000,
): Promise<RecordedEvent> {
  let found: RecordedEvent | undefined;
  await expect
    .poll(
      async () => {
        found = (await checkoutEvents(page)).find(
          (event) =>
            event.type === type &&
            Object.entries(match).every(([key, value]) => event[key as keyof RecordedEvent] === value),
        );
        return Boolean(found);
      },
      { timeout, message: `a crypto-checkout:${type} event matching ${JSON.stringify(match)}` },
    )
    .toBe(true);
  return found as RecordedEvent;
}

export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The requests that went to the service (checkout.js, the embedded checkout, the API). */
export function serviceRequests(requests: readonly string[], world: ShopWorld): string[] {
  return requests
    .filter((url) => url.startsWith(`${world.service.url}/`))
    .map((url) => url.slice(world.service.url.length));
}

/** The "Pay with crypto" button of a product card on the shop. */
export function payButton(page: Page, slug: string): Locator {
  return page.locator(`[data-product="${slug}"]`).getByRole('button', { name: 'Pay with crypto' });
}

/** The open checkout modal. */
export function modal(page: Page): Locator {
  return page.getByRole('dialog');
}

/** Fills the checkout's details form inside `scope` and starts the payment; returns its reference. */
export async function startEmbeddedPayment(
  scope: Locator,
  world: Pick<ShopWorld, 'service'>,
  linkId: string,
  details: { email?: string; crypto?: 'USDT' | 'USDC' | 'SOL' } = {},
): Promise<string> {
  await scope.getByLabel(/^Email/).fill(details.email ?? 'ada@example.com');
  await scope.getByRole('radio', { name: new RegExp(`^${details.crypto ?? 'USDC'}\\b`) }).check();
  await scope.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(scope.getByRole('heading', { name: /^Send / })).toBeVisible();
  return latestReference(world, linkId);
}

/** The reference of the link's newest transaction, from the service's own database. */
export async function latestReference(world: Pick<ShopWorld, 'service'>, linkId: string): Promise<string> {
  const rows = await world.service.context.database.query(
    'SELECT reference FROM transactions WHERE payment_link_id = $1 ORDER BY created_at DESC LIMIT 1',
    [linkId],
  );
  const reference = rows[0]?.reference;
  if (typeof reference !== 'string') throw new Error(`no transaction for link ${linkId}`);
  return reference;
}
