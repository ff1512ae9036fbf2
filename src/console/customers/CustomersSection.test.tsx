import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CustomerPage } from '../../api/schemas/customer.js';
import { ConsoleContext, type ConsoleEnvironment, type ConsoleLocale } from '../context.js';
import { PaymentCreate } from '../new-payment/PaymentCreate.js';
import type { ConsoleClient } from '../session-client.js';
import { CustomersSection } from './CustomersSection.js';
import { customerKeys } from './query-keys.js';

/** The customers pages and the new-payment form rendered to a string, with the answers already in the cache. */

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const page = {
  records: [
    {
      uuid: '00000000-0000-4000-8000-0000000000c1',
      refCode: 'AB12CD34EF',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada+shop@example.com',
      phoneNumber: null,
      totalSpendInUSD: 0,
      businessId: BUSINESS_ID,
      userId: '00000000-0000-4000-8000-0000000000d1',
      context: 'TEST',
      createdAt: '2026-11-22T10:00:00.000Z',
      business: {},
    },
    {
      uuid: '00000000-0000-4000-8000-0000000000c2',
      refCode: 'ZZ99YY88XX',
      firstName: null,
      lastName: null,
      email: 'anon@example.com',
      phoneNumber: null,
      totalSpendInUSD: 0,
      businessId: BUSINESS_ID,
      userId: '00000000-0000-4000-8000-0000000000d2',
      context: 'TEST',
      createdAt: '2026-11-21T10:00:00.000Z',
      business: {},
    },
  ],
  count: 2,
} as unknown as CustomerPage;

function render(locale: ConsoleLocale, node: React.ReactNode, cached?: CustomerPage): string {
  const queryClient = new QueryClient();
  if (cached) queryClient.setQueryData(customerKeys.list(1), cached);
  const environment: ConsoleEnvironment = {
    client: {} as ConsoleClient,
    business: { id: BUSINESS_ID, name: 'Demo' },
    csrfToken: 'csrf',
    locale,
    navigate: () => undefined,
    signedOut: () => undefined,
  };
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ConsoleContext.Provider value={environment}>{node}</ConsoleContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the customers page', () => {
  it('lists customers with their reference codes, each e-mail leading to their payments', () => {
    const html = render('en', <CustomersSection route={{ name: 'customers' }} search="" />, page);
    expect(html).toContain('<h1 class="console-page-title" tabindex="-1">Customers</h1>');
    expect(html.match(/data-testid="customer-row"/g)).toHaveLength(2);
    expect(html).toContain('data-ref-code="AB12CD34EF"');
    expect(html).toContain('href="/dashboard/payments?email=ada%2Bshop%40example.com"');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('No name given');
    expect(html).toContain('href="/dashboard/customers/new"');
    expect(html).toContain('role="search"');
    expect(html).not.toContain('style=');
  });

  it('speaks French', () => {
    const html = render('fr', <CustomersSection route={{ name: 'customers' }} search="" />, page);
    expect(html).toContain('>Clients</h1>');
    expect(html).toContain('Code de référence');
  });

  it('has a new-customer form with every field the request takes', () => {
    const html = render('en', <CustomersSection route={{ name: 'newCustomer' }} search="" />);
    for (const name of ['email', 'firstName', 'lastName', 'phoneNumber']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('>New customer</h1>');
  });
});

describe('the new-payment form', () => {
  it('has the secret key’s fields, each labelled', () => {
    const html = render('en', <PaymentCreate />);
    for (const name of ['crypto', 'baseFiat', 'amount', 'email', 'reference', 'metadata', 'redirectUrl']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html.match(/<label for=/g)).toHaveLength(7);
    expect(html).toContain('>New payment</h1>');
    expect(html).not.toContain('style=');
  });

  it('speaks French', () => {
    expect(render('fr', <PaymentCreate />)).toContain('>Nouveau paiement</h1>');
  });
});
