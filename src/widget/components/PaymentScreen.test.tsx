import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { PublicVerifiedTransaction } from '../../api/schemas/transaction.js';
import { networkForCluster, type SolanaCluster } from '../../api/solana-cluster.js';
import { describePayment } from '../../core/checkout-status.js';
import { CheckoutProvider, CheckoutRoot } from '../context.js';
import type { ResumeStore } from '../resume-store.js';
import { loadStrings } from '../strings/index.js';
import { PaymentScreen } from './PaymentScreen.js';

/**
 * The test-mode panel (pay from an outside wallet through the sandbox's test helpers) shows only where those
 * helpers exist: on the service's own ledger. On devnet and mainnet-beta they answer 404, so it is not offered.
 */

const link: PaymentLink = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Beans',
  description: '',
  baseFiat: 'NGN',
  amount: 25000,
  successMessage: null,
  redirectLink: null,
  business: { name: 'Demo Coffee Roasters', logoImagePath: null },
  environment: 'TEST',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const transaction = {
  reference: 'r'.repeat(32),
  status: 'pending',
  failureReason: null,
  crypto: 'SOL',
  baseFiat: 'NGN',
  origin: 'PAYMENT_LINK',
  expectedAmountInBaseFiat: 25000,
  expectedAmountInCrypto: 0.1,
  feeInCrypto: 0.001,
  expectedAmountInCryptoPlusFee: 0.101,
  receivedAmountInCrypto: 0,
  excessAmountReceivedInCrypto: 0,
  cryptoTransactionHash: null,
  address: 'HGq36y4AqQxRD7wDgZrQswBqowoCfYvD8ctQm1qV5thV',
  expiresAt: '2099-01-01T00:00:00.000Z',
  completedAt: null,
} satisfies PublicVerifiedTransaction;

const noResume: ResumeStore = {
  load: () => undefined,
  save: () => undefined,
  clear: () => undefined,
  closed: () => undefined,
  reopenUrl: () => undefined,
};

function paymentScreenOn(
  network: SolanaCluster,
  environment: string,
  options: { locale?: string; paid?: Partial<PublicVerifiedTransaction> } = {},
): string {
  const view = describePayment({ ...transaction, ...options.paid, network }, networkForCluster(network));
  return renderToStaticMarkup(
    <CheckoutProvider serviceUrl="http://127.0.0.1:1" locale={options.locale ?? 'en'} resumeStore={noResume}>
      <CheckoutRoot>
        <PaymentScreen
          view={view}
          link={{ ...link, environment, network }}
          onElapsed={() => undefined}
          connectionTrouble={false}
          onChooseAnotherCurrency={() => undefined}
        />
      </CheckoutRoot>
    </CheckoutProvider>,
  );
}

/** The text of the element with this test id (its tags removed). */
function textOf(html: string, testId: string, closingTag = 'span'): string | undefined {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</${closingTag}>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '');
}

// Languages other than English load on demand: loaded first, they render at once, as on the hosted page.
beforeAll(async () => {
  await Promise.all([loadStrings('fr'), loadStrings('ar')]);
});

describe('right to left', () => {
  it('sets dir="rtl" at the root in Arabic, and keeps the address, the amounts and the reference left to right', () => {
    const html = paymentScreenOn('localnet', 'TEST', { locale: 'ar' });
    expect(html).toMatch(/^<div class="cc-checkout"[^>]* lang="ar" dir="rtl"/);
    expect(html).toContain(`<span dir="ltr"><code>${transaction.address}</code></span>`);
    expect(html).toMatch(
      /<span class="cc-amount" dir="ltr"><code>0\.101<\/code><span class="cc-copy-suffix"> SOL<\/span>/,
    );
    expect(html).toContain(`<code dir="ltr">${transaction.reference}</code>`);
    expect(html).toMatch(/أرسل <span class="cc-amount" dir="ltr">0\.101 SOL<\/span>/);
  });

  it('stays left to right in English', () => {
    expect(paymentScreenOn('localnet', 'TEST')).toMatch(/^<div class="cc-checkout"[^>]* lang="en" dir="ltr"/);
  });
});

describe('the test-mode panel', () => {
  it('shows on localnet', () => {
    expect(paymentScreenOn('localnet', 'TEST')).toContain('cc-test-panel');
  });

  it('does not show on devnet, although its businesses are TEST, nor on mainnet-beta', () => {
    expect(paymentScreenOn('devnet', 'TEST')).not.toContain('cc-test-panel');
    expect(paymentScreenOn('mainnet-beta', 'LIVE')).not.toContain('cc-test-panel');
  });
});

describe('the fee breakdown', () => {
  it('itemises amount, fee and total, each amount kept on one line', () => {
    const html = paymentScreenOn('localnet', 'TEST');
    expect(html).toContain('>Amount<');
    expect(html).toContain('>Network &amp; service fee<');
    expect(html).toContain('>Total<');
    expect(textOf(html, 'breakdown-amount')).toBe('0.1 SOL');
    expect(textOf(html, 'breakdown-fee')).toBe('0.001 SOL');
    expect(textOf(html, 'breakdown-total')).toBe('0.101 SOL');
    expect(html).toMatch(/class="cc-amount" dir="ltr" data-testid="breakdown-total"/);
    // The title's amount too, left to right in every language: "Send <span class="cc-amount" dir="ltr">0.101 SOL</span>".
    expect(html).toMatch(/Send <span class="cc-amount" dir="ltr">0.101 SOL<\/span>/);
  });

  it('speaks French', () => {
    const html = paymentScreenOn('localnet', 'TEST', { locale: 'fr' });
    expect(html).toContain('>Montant<');
    expect(html).toContain('>Frais de réseau et de service<');
    expect(html).toContain('>Total<');
    expect(html).toContain('Choisir une autre devise');
  });
});

describe('choosing another currency', () => {
  it('is offered while nothing has arrived', () => {
    expect(paymentScreenOn('localnet', 'TEST')).toContain('Choose another currency');
  });

  it('is not offered once part of the payment arrived', () => {
    const html = paymentScreenOn('localnet', 'TEST', {
      paid: { status: 'pending_settlement', receivedAmountInCrypto: 0.05 },
    });
    expect(html).not.toContain('Choose another currency');
    expect(textOf(html, 'partial-summary', 'dl')).toBe('Received0.05 SOLStill due0.051 SOL');
  });
});

describe('the Solana Pay transaction request', () => {
  it('is offered below the transfer request’s QR, which stays the one shown, and drawn only once opened', () => {
    const html = paymentScreenOn('localnet', 'TEST');
    expect(html).toMatch(
      /data-testid="payment-qr".*<details class="cc-transaction-request" data-testid="transaction-request"><summary>Scan with a Solana Pay wallet<\/summary>/,
    );
    expect(html).toContain(
      'For wallets that support Solana Pay transaction requests, such as Phantom and Solflare on a phone.',
    );
    expect(html).not.toContain('transaction-request-qr');
  });

  it('speaks French', () => {
    const html = paymentScreenOn('localnet', 'TEST', { locale: 'fr' });
    expect(html).toContain('<summary>Scanner avec un portefeuille Solana Pay</summary>');
    expect(html).toContain(
      'Pour les portefeuilles qui prennent en charge les demandes de transaction Solana Pay',
    );
  });
});
