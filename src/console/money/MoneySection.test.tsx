import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Balance } from '../../api/schemas/balance.js';
import { payoutRequestSchema } from '../../api/schemas/payout.js';
import type { Reconciliation } from '../../api/schemas/sandbox.js';
import { swapSchema, type Swap } from '../../api/schemas/swap.js';
import { verifiedTransactionSchema } from '../../api/schemas/transaction.js';
import { ConsoleContext, type ConsoleEnvironment, type ConsoleLocale } from '../context.js';
import type { ConsoleClient } from '../session-client.js';
import { MoneySection } from './MoneySection.js';
import { FIRST_PAYOUT_PAGE } from './PayoutsPanel.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { fetchRecentMovements } from './recent-movements.js';
import { FIRST_SWAP_PAGE } from './SwapsPanel.js';

/**
 * The Money section rendered to a string, as the console's server-side check sees it: with the answers already
 * in the query cache (a server render never fetches), read through a fake client that implements only what the
 * section calls.
 */

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const USER_ID = '00000000-0000-4000-8000-0000000000c1';
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString();

const balances: Balance[] = [
  { currency: 'USDT', amount: 0 },
  { currency: 'USDC', amount: 1234.5 },
  { currency: 'SOL', amount: 2.000000001 },
];

const payment = verifiedTransactionSchema.parse({
  uuid: '00000000-0000-4000-8000-0000000000d1',
  reference: 'a'.repeat(32),
  cryptoTransactionHash: null,
  expectedAmountInCrypto: 10,
  expectedAmountInUSD: 10,
  expectedAmountInBaseFiat: 10,
  expectedAmountInBusinessPrimaryFiat: 16000,
  receivedAmountInCrypto: 10.1,
  receivedAmountInUSD: 10.1,
  receivedAmountInBaseFiat: 10.1,
  receivedAmountInBusinessPrimaryFiat: 16160,
  excessAmountReceivedInCrypto: 0,
  feeInCrypto: 0.1,
  expectedAmountInCryptoPlusFee: 10.1,
  crypto: 'USDC',
  baseFiat: 'USD',
  businessPrimaryFiat: 'NGN',
  baseFiatToUSDRate: 1,
  baseFiatToBusinessPrimaryFiatRate: 1600,
  usdToCryptoRate: 1,
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  metadata: null,
  environment: 'TEST',
  origin: 'THIRD_PARTY',
  businessId: BUSINESS_ID,
  userId: USER_ID,
  customerId: USER_ID,
  expiresAt: YESTERDAY,
  completedAt: YESTERDAY,
  status: 'success',
  failureReason: null,
  createdAtDateOnly: YESTERDAY.slice(0, 10),
  createdAt: YESTERDAY,
  customer: {
    uuid: USER_ID,
    refCode: 'ABCDEFGHIJ',
    firstName: 'Ada',
    lastName: null,
    email: 'payer@example.com',
    phoneNumber: null,
    totalSpendInUSD: 10,
    businessId: BUSINESS_ID,
    userId: USER_ID,
    context: 'TEST',
    createdAt: YESTERDAY,
    createdAtDateOnly: YESTERDAY.slice(0, 10),
  },
});

const reconciliation: Reconciliation = [
  {
    businessId: BUSINESS_ID,
    businessName: 'Demo Coffee Roasters',
    currency: 'USDC',
    balance: '1234.5',
    movements: '1234.5',
    ledgerFunds: '1234.5',
    inTransit: '0',
    difference: '0',
    status: 'ok',
    ok: true,
  },
  {
    businessId: '00000000-0000-4000-8000-0000000000ff',
    businessName: 'Someone else',
    currency: 'SOL',
    balance: '1',
    movements: '1',
    ledgerFunds: '0',
    status: 'shortfall',
    ok: false,
  },
];

const pendingPayout = payoutRequestSchema.parse({
  id: '00000000-0000-4000-8000-0000000000e1',
  cryptocurrency: 'USDC',
  localFiat: 'NGN',
  payoutChannel: 'BANK',
  amountInCrypto: 25,
  amountInUSD: 25,
  amountInLocalFiat: 40000,
  usdToLocalFiatRate: 1600,
  address: null,
  bankDetailId: null,
  withdrawalTxId: null,
  businessId: BUSINESS_ID,
  userId: USER_ID,
  feeInCrypto: 0.125,
  feeInUSD: 0.125,
  status: 'PENDING',
  reasonForDecline: null,
  cancelledAt: null,
  processingAt: null,
  paidAt: null,
  processingAgentId: null,
  declinedAt: null,
  createdAtDateOnly: YESTERDAY.slice(0, 10),
  createdAt: YESTERDAY,
  updatedAt: YESTERDAY,
});

const paidPayout = payoutRequestSchema.parse({
  ...pendingPayout,
  id: '00000000-0000-4000-8000-0000000000e2',
  payoutChannel: 'ON_CHAIN',
  amountInCrypto: 1,
  address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  status: 'FULFILLED',
  paidAt: YESTERDAY,
});

const swap: Swap = swapSchema.parse({
  uuid: '00000000-0000-4000-8000-0000000000f1',
  inputCryptocurrency: 'USDC',
  outputCryptocurrency: 'SOL',
  inputCryptocurrencyAmount: 100,
  localFiat: 'NGN',
  amountInLocalFiat: 160000,
  amountInUSD: 100,
  feeInCrypto: 0.3,
  feeInUSD: 0.3,
  minOutputCryptocurrencyAmount: 0.65,
  actualOutputCryptocurrencyAmount: null,
  conversionRate: 0.0066,
  usdToLocalFiatRate: 1600,
  userId: USER_ID,
  businessId: BUSINESS_ID,
  status: 'PENDING',
  environment: 'TEST',
  completedAt: null,
  createdAtDateOnly: YESTERDAY.slice(0, 10),
  createdAt: YESTERDAY,
});

/**
 * Only what the Money section calls; the cast says so once, here. (The swap list answers each swap with its
 * business, which nothing in the section reads: the fake leaves it out.)
 */
const fakeClient = {
  balances: { list: async () => balances },
  transactions: { list: async () => ({ records: [payment], count: 1 }) },
  payouts: { list: async () => ({ records: [pendingPayout, paidPayout], count: 2 }) },
  swaps: { list: async () => ({ records: [swap], count: 1 }) },
  sandbox: { reconciliation: async () => reconciliation },
  banks: {
    list: async () => [{ name: 'Sandbox Bank', bankIdentifier: 'sandbox-bank', currency: 'NGN' as const }],
  },
} as unknown as ConsoleClient;

async function render(locale: ConsoleLocale): Promise<string> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(MONEY_QUERY_KEYS.balances, await fakeClient.balances.list());
  queryClient.setQueryData(MONEY_QUERY_KEYS.movements, await fetchRecentMovements(fakeClient, new Date()));
  queryClient.setQueryData(MONEY_QUERY_KEYS.reconciliation, await fakeClient.sandbox.reconciliation());
  queryClient.setQueryData(MONEY_QUERY_KEYS.banks('NGN'), await fakeClient.banks.list({ currency: 'NGN' }));
  queryClient.setQueryData(
    MONEY_QUERY_KEYS.payoutsMatching(FIRST_PAYOUT_PAGE),
    await fakeClient.payouts.list(FIRST_PAYOUT_PAGE),
  );
  queryClient.setQueryData(
    MONEY_QUERY_KEYS.swapsMatching(FIRST_SWAP_PAGE),
    await fakeClient.swaps.list(FIRST_SWAP_PAGE),
  );
  const environment: ConsoleEnvironment = {
    client: fakeClient,
    business: { id: BUSINESS_ID, name: 'Demo Coffee Roasters' },
    csrfToken: 'csrf',
    locale,
    navigate: () => undefined,
    signedOut: () => undefined,
  };
  return renderToStaticMarkup(
    <ConsoleContext.Provider value={environment}>
      <QueryClientProvider client={queryClient}>
        <MoneySection />
      </QueryClientProvider>
    </ConsoleContext.Provider>,
  );
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(
    (match) => `h${match[1]} ${(match[2] ?? '').replace(/<[^>]+>/g, '')}`,
  );
}

describe('MoneySection', () => {
  it('has one h1, then an h2 per part, in order', async () => {
    const html = await render('en');
    expect(headings(html).filter((heading) => /^h[12]/.test(heading))).toEqual([
      'h1 Money',
      'h2 Balances',
      'h2 Last 30 days',
      'h2 Payouts',
      'h2 Swaps',
      'h2 Reconciliation Sandbox check',
    ]);
  });

  it('writes balances through Intl in the console’s language', async () => {
    expect(await render('en')).toContain('1,234.5 USDC');
    const french = await render('fr');
    expect(french).toMatch(/1\s234,5 USDC/);
    expect(french).toContain('<h1>Argent</h1>');
  });

  it('draws the 30 days, payments in and payouts out, as an accessible SVG with a hidden data table', async () => {
    const html = await render('en');
    // 10 USDC credited by the payment; 26 USDC paid out (the pending payout counts, its amount is debited); the
    // pending swap has not moved anything yet.
    expect(html).toContain(
      'aria-label="Bar chart of the last 30 days in USDC: 10 USDC in, 26 USDC out, net -16 USDC; from 1 payment, 2 payouts and 0 swaps."',
    );
    expect(html).toContain('class="money-chart-bar-out"');
    expect(html).toContain(
      '<div class="visually-hidden"><table><caption>What came in and went out each day in USDC, last 30 days</caption>',
    );
    expect(html).not.toContain('cannot list');
    expect(html.match(/<th scope="row">/g)?.length).toBeGreaterThanOrEqual(30);
  });

  it('lists payouts and swaps with stable test hooks, and offers to cancel only a pending payout', async () => {
    const html = await render('en');
    expect(html).toContain(`data-testid="payout-row" data-id="${pendingPayout.id}" data-status="PENDING"`);
    expect(html).toContain(`data-testid="swap-row" data-id="${swap.uuid}" data-status="PENDING"`);
    expect(html).toContain(`data-testid="payout-row" data-id="${paidPayout.id}" data-status="FULFILLED"`);
    expect(html).toContain('Cancel the payout of 25 USDC');
    expect(html).not.toContain('Cancel the payout of 1 USDC');
    expect(html).toContain('2 payouts, newest first');
    expect(html).toContain('1 swap, newest first');
    expect(html).toContain(paidPayout.address ?? '');
    expect(html).toContain('Bank account');
    expect(html).toContain('<option value="PROCESSING">Processing</option>');
    expect(html).not.toMatch(/since it was opened|cannot list/);
  });

  it('speaks French in the lists and the chart', async () => {
    const html = await render('fr');
    expect(html).toContain('Tous les retraits');
    expect(html).toContain('Tous les échanges');
    expect(html).toContain('2 retraits, du plus récent au plus ancien');
    expect(html).toMatch(/Histogramme des 30 derniers jours en USDC : 10 USDC entrés, 26 USDC sortis/);
  });

  it('shows only the signed-in business’s reconciliation, marked as the sandbox’s check', async () => {
    const html = await render('en');
    expect(html).toContain('Books and ledger agree.');
    expect(html).toContain('data-testid="reconciliation-row" data-currency="USDC" data-ok="true"');
    expect(html).not.toContain('data-currency="SOL" data-ok="false"');
    expect(html).toContain('Check the books again');
  });

  it('uses no inline style (the console’s CSP allows none)', async () => {
    expect(await render('en')).not.toMatch(/\sstyle=/);
  });
});
