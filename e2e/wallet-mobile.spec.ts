import { createServer, type IncomingHttpHeaders } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { createPaymentLink, payPageUrl, startPayment } from './support/pay.js';
import {
  link,
  modal,
  payButton,
  startEmbeddedPayment,
  startShopWorld,
  type ShopWorld,
} from './support/shop.js';

/**
 * Wallet pay on phones, where no browser extension exists: the Mobile Wallet Adapter on Android Chrome (followed
 * up to the point the wallet app would take over), and on iOS Safari the wallet apps' universal links, which
 * reopen this very checkout, on the same transaction, inside the app's own browser.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

let world: ShopWorld;

test.beforeAll(async () => {
  world = await startShopWorld({ RATES_USD: '{"SOL":"150","NGN":"1/1600"}' });
});
test.afterAll(async () => {
  await world.destroy();
});

function walletOptions(page: Page) {
  return page.getByTestId('wallet-pay').getByRole('listitem');
}

/** The page a universal link opens in the wallet's browser, and the site it names. */
function browseTarget(universalLink: string, prefix: string): { page: string; ref: string | null } {
  expect(universalLink.startsWith(prefix)).toBe(true);
  const url = new URL(universalLink);
  const encodedPage = url.pathname.slice(new URL(prefix).pathname.length);
  return { page: decodeURIComponent(encodedPage), ref: url.searchParams.get('ref') };
}

test.describe('Android Chrome', () => {
  test.use({ ...PHONE, userAgent: ANDROID_CHROME });

  test('the Mobile Wallet Adapter is listed, and its association intent reaches the point the wallet app takes over', async ({
    page,
  }) => {
    const paymentLink = await createPaymentLink(world.service);
    await page.goto(payPageUrl(world.service, paymentLink.id));
    await startPayment(page, { crypto: 'USDC' });

    // The association intent is a navigation to `solana-wallet:` that Android hands to the wallet app; Chromium
    // reports the request before it finds no handler.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    const intents: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => {
      if (event.url.startsWith('solana-wallet:')) intents.push(event.url);
    });

    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    const mwa = page.getByRole('button', { name: /^Mobile Wallet Adapter/ });
    await expect(mwa).toBeVisible();
    await expect(mwa).toContainText('Opens the wallet');
    // No wallet in this browser: the wallet apps' own browsers are offered too.
    await expect(page.getByTestId('open-in-phantom')).toBeVisible();
    await expect(page.getByTestId('open-in-solflare')).toBeVisible();

    // The page's policy must let the adapter reach the wallet app's socket on the phone (ws://localhost).
    const blockedConnections: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('connect-src')) blockedConnections.push(message.text());
    });
    await mwa.click();
    await expect.poll(() => intents.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const intent = new URL(intents[0] ?? '');
    expect(intent.protocol).toBe('solana-wallet:');
    expect(intent.pathname).toBe('/v1/associate/local');
    // A P-256 public key (65 bytes uncompressed, URL-safe base64) and a port in the dynamic range.
    const association = intent.searchParams.get('association') ?? '';
    expect(Buffer.from(association.replace(/-/g, '+').replace(/_/g, '/'), 'base64')).toHaveLength(65);
    const port = Number(intent.searchParams.get('port'));
    expect(port).toBeGreaterThanOrEqual(49152);
    expect(port).toBeLessThanOrEqual(65535);
    expect(intent.searchParams.get('v')).toBe('v1');

    // A real phone now switches to the wallet app (the page loses focus), and the app listens on that port for
    // the page's session. Stand in for the app that far: answer the focus change, and take the WebSocket
    // handshake the page opens, with the protocol the Mobile Wallet Adapter speaks.
    const handshake = new Promise<IncomingHttpHeaders>((resolve) => {
      const listener = createServer();
      listener.on('upgrade', (request, socket) => {
        resolve(request.headers);
        socket.destroy();
        listener.close();
      });
      listener.listen(port, '127.0.0.1');
    });
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    const headers = await handshake;
    expect(headers['sec-websocket-protocol']).toContain('com.solana.mobilewalletadapter.v1');
    expect(blockedConnections).toEqual([]);
  });
});

test.describe('iOS Safari', () => {
  test.use({ ...PHONE, userAgent: IOS_SAFARI });

  test('no wallet: "Open in Phantom" and "Open in Solflare" reopen the hosted checkout on this transaction', async ({
    page,
  }) => {
    const paymentLink = await createPaymentLink(world.service);
    await page.goto(payPageUrl(world.service, paymentLink.id));
    const reference = await startPayment(page, { crypto: 'USDC' });
    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    // Phantom's and Solflare's adapters on iOS open the app's browser; no Mobile Wallet Adapter outside Android.
    await expect(walletOptions(page)).toHaveCount(2);
    await expect(walletOptions(page).nth(0)).toContainText('Phantom');
    await expect(walletOptions(page).nth(0)).toContainText('Opens the wallet');
    await expect(walletOptions(page).nth(1)).toContainText('Solflare');
    await expect(walletOptions(page).nth(1)).toContainText('Opens the wallet');
    await expect(page.getByRole('button', { name: /^Mobile Wallet Adapter/ })).toHaveCount(0);

    const pageUrl = page.url();
    expect(pageUrl).toContain(`reference=${reference}`);
    const phantom = page.getByTestId('open-in-phantom');
    await expect(phantom).toHaveText('Open in Phantom');
    const phantomTarget = browseTarget(
      (await phantom.getAttribute('href')) ?? '',
      'https://phantom.app/ul/browse/',
    );
    expect(phantomTarget).toEqual({ page: pageUrl, ref: world.service.url });
    const solflare = page.getByTestId('open-in-solflare');
    await expect(solflare).toHaveText('Open in Solflare');
    const solflareTarget = browseTarget(
      (await solflare.getAttribute('href')) ?? '',
      'https://solflare.com/ul/v1/browse/',
    );
    expect(solflareTarget.page).toBe(pageUrl);

    // In the wallet's browser (nothing of this tab remembered), the address shows the same payment.
    const inWallet = await page.context().newPage();
    try {
      await inWallet.goto(phantomTarget.page);
      await expect(inWallet.getByRole('heading', { name: /^Send / })).toBeVisible();
      expect(inWallet.url()).toContain(`reference=${reference}`);
    } finally {
      await inWallet.close();
    }
  });

  test('choosing Phantom in the list opens this page in Phantom’s browser through its universal link', async ({
    page,
  }) => {
    const paymentLink = await createPaymentLink(world.service);
    await page.goto(payPageUrl(world.service, paymentLink.id));
    const reference = await startPayment(page, { crypto: 'SOL' });
    // Phantom's site is not reached from a test: the navigation to it is answered here.
    const opened: string[] = [];
    await page.route('https://phantom.app/**', async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Phantom</title>' });
    });
    await page.getByRole('button', { name: 'Pay with wallet' }).click();
    await page.getByRole('button', { name: /^Phantom/ }).click();
    await expect.poll(() => opened.length).toBe(1);
    const target = browseTarget(opened[0] ?? '', 'https://phantom.app/ul/browse/');
    expect(target.page).toContain(`reference=${reference}`);
  });

  test('an embedded checkout: the links reopen the merchant’s page, which picks the same transaction up', async ({
    page,
  }) => {
    const slug = 'house-blend';
    const linkId = link(world, slug);
    await page.goto(world.shop.url);
    await payButton(page, slug).click();
    const reference = await startEmbeddedPayment(modal(page), world, linkId, { crypto: 'USDC' });
    await modal(page).getByRole('button', { name: 'Pay with wallet' }).click();
    const solflare = modal(page).getByTestId('open-in-solflare');
    const target = browseTarget(
      (await solflare.getAttribute('href')) ?? '',
      'https://solflare.com/ul/v1/browse/',
    );
    const reopened = new URL(target.page);
    expect(`${reopened.origin}${reopened.pathname}`).toBe(
      new URL(page.url()).origin + new URL(page.url()).pathname,
    );
    expect(reopened.searchParams.get('crypto-checkout-link')).toBe(linkId);
    expect(reopened.searchParams.get('crypto-checkout-reference')).toBe(reference);

    // In the wallet's browser: the merchant's page, and its checkout resumes that transaction when opened.
    const inWallet = await page.context().newPage();
    try {
      await inWallet.goto(target.page);
      await payButton(inWallet, slug).click();
      await expect(modal(inWallet).getByRole('heading', { name: /^Send / })).toBeVisible();
      await expect(modal(inWallet).getByText(`Reference: ${reference}`)).toBeVisible();
    } finally {
      await inWallet.close();
    }
  });
});
