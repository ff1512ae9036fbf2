/**
 * The hosted payment page in Chromium (Playwright, the e2e tests' launch options), against a local service that
 * serves the built dist/ from a child process:
 *
 * - QR time: from the click on "Continue to payment" (the details form's Pay button) to the QR code being on
 *   screen, with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate), each run in a fresh browser
 *   context. Both ends are taken inside the page: the click by a capturing listener, the QR when a
 *   MutationObserver sees its <svg> laid out, then one animation frame and one task later (the frame that shows
 *   it has been painted). Baseline: the initiation request's own time in the same runs (Resource Timing).
 * - Detection: a customer's outside wallet pays the exact amount (the sandbox helper: a real signed transfer on
 *   the local ledger, answered once the ledger has processed it); latency is from that answer to the paid screen
 *   ("Payment received") being painted, both on the machine's clock. Baseline: one verification request's round
 *   trip, measured from Node in the same run (the floor if the widget asked at exactly the right moment).
 * - Polling: verification requests of one open widget, per minute, while the page is visible, while it is hidden
 *   (document.visibilityState overridden to "hidden" and a visibilitychange dispatched, which is what a browser
 *   does for a background tab; the browser's own throttling of background timers is not emulated), and after the
 *   final status.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../src/testing/chromium.js';
import { createClient, type PaymentLink } from '../src/api/index.js';
import type { ChildService } from './processes.js';
import { median, percentile, ratePerMinute } from './stats.js';

export const QR_RUNS = 10;
export const DETECTION_RUNS = 20;
export const CPU_SLOWDOWN = 4;
/** How long each polling rate is watched. */
export const POLL_WINDOWS_MS = { visible: 20_000, hidden: 45_000, final: 20_000 } as const;

export interface QrTiming {
  samplesMs: number[];
  medianMs: number;
  apiMedianMs: number;
}

export interface DetectionTiming {
  samplesMs: number[];
  medianMs: number;
  p95Ms: number;
  verifyRoundTripMedianMs: number;
}

export interface PollingRates {
  /** Verification requests per minute. */
  visiblePerMinute: number;
  hiddenPerMinute: number;
  finalPerMinute: number;
  requests: { visible: number; hidden: number; final: number };
  /** Event streams (GET …/events) the page opened, from the payment screen on. */
  streamOpens?: number;
}

export interface BrowserResults {
  qr: QrTiming;
  detection: DetectionTiming;
  polling: PollingRates;
}

type Log = (message: string) => void;

interface ProbeState {
  clickAt?: number;
  qrAt?: number;
  paidAt?: number;
}

declare global {
  interface Window {
    __ccBench?: ProbeState;
  }
}

/**
 * Runs in the page: notes when the next click happens (performance.now()) and when the QR, or the paid screen,
 * is first painted (`paidAt` on the epoch clock, performance.timeOrigin + performance.now(), to compare with Node).
 */
function installProbe(watch: 'qr' | 'paid'): void {
  const state: ProbeState = {};
  window.__ccBench = state;
  document.addEventListener(
    'click',
    () => {
      state.clickAt ??= performance.now();
    },
    { capture: true, once: true },
  );
  const shown = (): boolean => {
    if (watch === 'qr') {
      const svg = document.querySelector('[data-testid="payment-qr"] svg');
      const box = svg?.getBoundingClientRect();
      return Boolean(box && box.width > 0 && box.height > 0);
    }
    return [...document.querySelectorAll('h2')].some(
      (heading) => heading.textContent?.trim() === 'Payment received',
    );
  };
  const painted = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if (watch === 'qr') state.qrAt = performance.now();
        else state.paidAt = performance.timeOrigin + performance.now();
      }, 0),
    );
  if (shown()) {
    painted();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    observer.disconnect();
    painted();
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/**
 * A fresh browser context (no cache, no storage). The functions this file runs in the page are compiled by tsx
 * (esbuild, keeping function names), which wraps named functions in a `__name(fn, "name")` helper that exists only
 * in Node; the page gets a do-nothing one, so that those functions run there as written.
 */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  return context;
}

async function openForm(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel(/^Email/).fill('bench@example.com');
  await page.getByRole('radio', { name: /^USDC\b/ }).check();
  // The form is ready once the prices are converted.
  await page.getByTestId('conversion-USDC').filter({ hasText: /\d/ }).waitFor();
  return page;
}

async function startPayment(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByTestId('payment-qr').waitFor();
  await page.waitForURL(/[?&]reference=/);
  const reference = new URL(page.url()).searchParams.get('reference');
  if (!reference) throw new Error(`no reference in ${page.url()}`);
  return reference;
}

async function probe(page: Page, key: 'qrAt' | 'paidAt', timeoutMs = 30_000): Promise<ProbeState> {
  await page.waitForFunction((name) => window.__ccBench?.[name] !== undefined, key, { timeout: timeoutMs });
  return page.evaluate(() => window.__ccBench ?? {});
}

async function measureQr(browser: Browser, url: string, log: Log): Promise<QrTiming> {
  const samples: number[] = [];
  const api: number[] = [];
  for (let run = 0; run < QR_RUNS; run++) {
    const context = await newContext(browser);
    try {
      const page = await openForm(context, url);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.evaluate(installProbe, 'qr' as const);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const state = await probe(page, 'qrAt');
      if (state.clickAt === undefined || state.qrAt === undefined)
        throw new Error('the QR probe saw no click');
      samples.push(state.qrAt - state.clickAt);
      const initiation = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/v1\/payment-links\/[^/]+\/transactions$/.test(new URL(entry.name).pathname))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd - entry.startTime),
      );
      if (initiation.length !== 1)
        throw new Error(`expected one initiation request, saw ${initiation.length}`);
      api.push(initiation[0] as number);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    } finally {
      await context.close();
    }
  }
  log(`  QR: ${samples.map((sample) => Math.round(sample)).join(', ')} ms`);
  return { samplesMs: samples, medianMs: median(samples), apiMedianMs: median(api) };
}

async function measureDetection(
  browser: Browser,
  url: string,
  service: ChildService,
  log: Log,
): Promise<DetectionTiming> {
  const client = createClient({ baseUrl: service.url, maxRetries: 0 });
  const samples: number[] = [];
  const roundTrips: number[] = [];
  for (let run = 0; run < DETECTION_RUNS; run++) {
    const context = await newContext(browser);
    try {
      const page = await openForm(context, url);
      const reference = await startPayment(page);
      await page.evaluate(installProbe, 'paid' as const);
      // A moment on the waiting screen first, so that the payment lands at a random point of the poll cycle.
      await page.waitForTimeout(1_000 + Math.random() * 1_000);
      const started = performance.now();
      await client.transactions.verify(reference);
      roundTrips.push(performance.now() - started);
      await client.sandbox.pay(reference, { mode: 'exact' });
      const confirmedAt = performance.timeOrigin + performance.now();
      const state = await probe(page, 'paidAt');
      samples.push((state.paidAt as number) - confirmedAt);
    } finally {
      await context.close();
    }
  }
  log(`  detection: ${samples.map((sample) => Math.round(sample)).join(', ')} ms`);
  return {
    samplesMs: samples,
    medianMs: median(samples),
    p95Ms: percentile(samples, 0.95),
    verifyRoundTripMedianMs: median(roundTrips),
  };
}

/** Sets what document.visibilityState and document.hidden say, and tells the page, as a browser would. */
function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function measurePolling(
  browser: Browser,
  url: string,
  service: ChildService,
  log: Log,
): Promise<PollingRates> {
  const client = createClient({ baseUrl: service.url });
  const context = await newContext(browser);
  try {
    const page = await openForm(context, url);
    const verifications: number[] = [];
    const streamOpens: number[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/v1\/transactions\/[^/]+\/verify$/.test(pathname)) verifications.push(Date.now());
      else if (/\/v1\/transactions\/[^/]+\/events$/.test(pathname)) streamOpens.push(Date.now());
    });
    const reference = await startPayment(page);
    const within = (from: number, to: number, times = verifications) =>
      times.filter((time) => time >= from && time < to);
    const settle = 3_000;

    // Visible: after the first few seconds on the payment screen.
    await page.waitForTimeout(settle);
    let from = Date.now();
    await page.waitForTimeout(POLL_WINDOWS_MS.visible);
    const visible = within(from, Date.now());

    // Hidden: from the first request after the switch (the one already scheduled at the visible pace) on.
    await page.evaluate(setVisibility, 'hidden' as const);
    const switched = Date.now();
    await page.waitForTimeout(POLL_WINDOWS_MS.hidden);
    const afterSwitch = within(switched, Date.now());
    const hidden = afterSwitch.slice(1);

    // Final: visible again, paid, then watched after the paid screen.
    await page.evaluate(setVisibility, 'visible' as const);
    await page.evaluate(installProbe, 'paid' as const);
    await client.sandbox.pay(reference, { mode: 'exact' });
    await probe(page, 'paidAt');
    from = Date.now();
    await page.waitForTimeout(POLL_WINDOWS_MS.final);
    const final = within(from, Date.now());

    // A widget on the event stream polls only while its stream is down: none or one request in a window is a
    // rate too (zero), not a failure. Two or more are timed between the first and the last, as before.
    const rate = (times: number[], windowMs: number) =>
      ratePerMinute(times) ?? (times.length * 60_000) / windowMs;
    const result: PollingRates = {
      visiblePerMinute: rate(visible, POLL_WINDOWS_MS.visible),
      hiddenPerMinute: rate(hidden, POLL_WINDOWS_MS.hidden),
      finalPerMinute: (final.length * 60_000) / POLL_WINDOWS_MS.final,
      requests: { visible: visible.length, hidden: hidden.length, final: final.length },
      streamOpens: streamOpens.length,
    };
    log(
      `  polling: ${visible.length} requests in ${POLL_WINDOWS_MS.visible / 1000} s visible, ${hidden.length} in ` +
        `${POLL_WINDOWS_MS.hidden / 1000} s hidden, ${final.length} in ${POLL_WINDOWS_MS.final / 1000} s after paid`,
    );
    return result;
  } finally {
    await context.close();
  }
}

async function createLink(service: ChildService): Promise<PaymentLink> {
  const merchant = createClient({ baseUrl: service.url, apiKey: service.secretKey });
  return merchant.paymentLinks.create({
    name: 'Benchmark coffee, 1 kg',
    description: 'Paid again and again by npm run bench.',
    baseFiat: 'USD',
    amount: 20,
  });
}

/**
 * Runs the three browser measurements against `service` (which serves the built pages). The QR runs go alone
 * (they are the CPU-sensitive ones); the polling page, idle but for its one request a second, is watched while
 * the detection runs go on, to keep the benchmark short.
 */
export async function measureBrowser(service: ChildService, log: Log): Promise<BrowserResults> {
  const browser = await chromium.launch(chromiumLaunchOptions({ headless: true }));
  try {
    const link = await createLink(service);
    const url = `${service.url}/pay/${link.id}?lang=en&theme=light`;
    log(`browser: Pay → QR, ${QR_RUNS} runs at ${CPU_SLOWDOWN}× CPU slowdown`);
    const qr = await measureQr(browser, url, log);
    log(`browser: payment detection (${DETECTION_RUNS} payments) and polling rates`);
    const [detection, polling] = await Promise.all([
      measureDetection(browser, url, service, log),
      measurePolling(browser, url, service, log),
    ]);
    return { qr, detection, polling };
  } finally {
    await browser.close();
  }
}
