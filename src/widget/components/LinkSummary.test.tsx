import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentLink } from '../../api/schemas/payment-link.js';
import type { SolanaCluster } from '../../api/solana-cluster.js';
import { CheckoutProvider } from '../context.js';
import type { ResumeStore } from '../resume-store.js';
import { loadStrings } from '../strings/index.js';
import { LinkSummary } from './LinkSummary.js';

/** The badge beside the business's name says which money the payment is in, from the cluster the service names. */

const link: PaymentLink = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ethiopian Yirgacheffe, 1 kg',
  description: '',
  baseFiat: 'NGN',
  amount: 25000,
  successMessage: null,
  redirectLink: null,
  business: { name: 'Demo Coffee Roasters', logoImagePath: null },
  environment: 'TEST',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const noResume: ResumeStore = {
  load: () => undefined,
  save: () => undefined,
  clear: () => undefined,
  closed: () => undefined,
  reopenUrl: () => undefined,
};

function badgeOn(network: SolanaCluster | undefined, environment = 'TEST', locale = 'en'): string | null {
  const html = renderToStaticMarkup(
    <CheckoutProvider serviceUrl="http://127.0.0.1:1" locale={locale} resumeStore={noResume}>
      <LinkSummary link={{ ...link, environment, ...(network ? { network } : {}) }} />
    </CheckoutProvider>,
  );
  return /data-testid="cluster-badge">([^<]*)</.exec(html)?.[1] ?? null;
}

// Languages other than English load on demand: loaded first, they render at once, as on the hosted page.
beforeAll(async () => {
  await loadStrings('fr');
});

describe('the cluster badge', () => {
  it('reads "Test mode" on localnet', () => {
    expect(badgeOn('localnet')).toBe('Test mode');
    expect(badgeOn('localnet', 'TEST', 'fr')).toBe('Mode test');
  });

  it('reads devnet on devnet, in each language', () => {
    expect(badgeOn('devnet')).toBe('Devnet');
    expect(badgeOn('devnet', 'TEST', 'fr')).toBe('Réseau devnet');
  });

  it('is absent on mainnet-beta', () => {
    expect(badgeOn('mainnet-beta', 'LIVE')).toBeNull();
  });

  it('follows the environment when an older service names no cluster', () => {
    expect(badgeOn(undefined, 'TEST')).toBe('Test mode');
    expect(badgeOn(undefined, 'LIVE')).toBeNull();
  });
});

function priceOf(baseFiat: PaymentLink['baseFiat'], amount: number, locale = 'en'): string | null {
  const html = renderToStaticMarkup(
    <CheckoutProvider serviceUrl="http://127.0.0.1:1" locale={locale} resumeStore={noResume}>
      <LinkSummary link={{ ...link, baseFiat, amount }} />
    </CheckoutProvider>,
  );
  const price = /data-testid="fiat-amount">([^<]*)</.exec(html)?.[1] ?? null;
  // Intl separates with no-break spaces (narrow ones in French): compared here as plain spaces.
  return price?.replace(/\s/g, ' ') ?? null;
}

describe('the price', () => {
  it('shows the CFA francs in whole francs, as ISO 4217 has them', () => {
    expect(priceOf('XOF', 1000)).toBe('XOF 1,000');
    expect(priceOf('XAF', 25000, 'fr')).toBe('25 000 XAF');
  });

  it('shows euros and pounds to the cent', () => {
    expect(priceOf('EUR', 12.5)).toBe('EUR 12.50');
    expect(priceOf('GBP', 9.99, 'fr')).toBe('9,99 GBP');
  });
});
