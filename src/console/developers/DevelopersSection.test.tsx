import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ownBusinessSchema, type OwnBusiness } from '../../api/schemas/business.js';
import {
  webhookDeliverySchema,
  webhookEndpointSchema,
  type WebhookDeliveryListQuery,
} from '../../api/schemas/webhook.js';
import { ConsoleContext, type ConsoleEnvironment, type ConsoleLocale } from '../context.js';
import type { ConsoleClient } from '../session-client.js';
import { DELIVERIES_PER_PAGE } from './DeliveryLog.js';
import { DevelopersSection } from './DevelopersSection.js';
import { DEVELOPERS_QUERY_KEYS } from './query-keys.js';

/**
 * The Developers section rendered to a string, with the answers already in the query cache (a server render never
 * fetches), read through a fake client that implements only what the section calls.
 */

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';
const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000e1';
const DELIVERY_ID = '00000000-0000-4000-8000-0000000000d1';
const NOW = '2026-11-23T03:00:00.000Z';

const PUBLIC_KEY = 'pk_test_4f3c2b1a0e9d8c7b6a5f4e3d';

const business = ownBusinessSchema.parse({
  uuid: BUSINESS_ID,
  name: 'Demo Coffee Roasters',
  description: null,
  logoImagePath: null,
  email: 'owner@example.com',
  phoneNumber: '+2348012345678',
  address: null,
  countryId: '00000000-0000-4000-8000-0000000000c1',
  industryId: null,
  staffSize: null,
  website: null,
  supportEmail: null,
  twitter: null,
  facebook: null,
  instagram: null,
  webhookUrl: '',
  userId: '00000000-0000-4000-8000-0000000000c2',
  isVerified: true,
  type: 'STARTUP',
  status: 'ACTIVE',
  suspensionReason: null,
  testPublicAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  livePublicAddress: null,
  context: 'TEST',
  createdAt: NOW,
  publicKey: PUBLIC_KEY,
});

const endpoint = webhookEndpointSchema.parse({
  id: ENDPOINT_ID,
  url: 'https://shop.example/webhooks',
  description: 'Order fulfilment',
  events: ['transaction.success', 'swap.completed'],
  active: true,
  previousSecretExpiresAt: null,
  createdAt: NOW,
  updatedAt: NOW,
});

const delivery = webhookDeliverySchema.parse({
  uuid: DELIVERY_ID,
  eventId: '00000000-0000-4000-8000-0000000000a1',
  event: 'transaction.success',
  endpointId: ENDPOINT_ID,
  url: endpoint.url,
  status: 'failed',
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: NOW,
  payload: {
    id: '00000000-0000-4000-8000-0000000000a1',
    event: 'transaction.success',
    createdAt: NOW,
    data: {},
  },
  attempts: [
    {
      attemptNumber: 1,
      url: endpoint.url,
      timestamp: '1795402800',
      statusCode: 500,
      error: 'answered 500',
      responseBody: 'Internal Server Error',
      durationMs: 1234,
      createdAt: NOW,
    },
  ],
});

/** Only what the Developers section calls; the cast says so once, here. */
function fakeClientFor(own: OwnBusiness): ConsoleClient {
  return {
    business: {
      get: async () => own,
      rollSecretKey: async () => ({ secretKey: 'sk_test_new' }),
    },
    webhookEndpoints: { list: async () => [endpoint] },
    webhooks: { deliveries: async () => ({ records: [delivery], count: 1 }) },
  } as unknown as ConsoleClient;
}

async function render(locale: ConsoleLocale, own: OwnBusiness = business): Promise<string> {
  const fakeClient = fakeClientFor(own);
  const queryClient = new QueryClient();
  const firstPage: WebhookDeliveryListQuery = { limit: DELIVERIES_PER_PAGE, page: 1 };
  queryClient.setQueryData(DEVELOPERS_QUERY_KEYS.business, await fakeClient.business.get());
  queryClient.setQueryData(DEVELOPERS_QUERY_KEYS.endpoints, await fakeClient.webhookEndpoints.list());
  queryClient.setQueryData(
    DEVELOPERS_QUERY_KEYS.deliveriesMatching(firstPage),
    await fakeClient.webhooks.deliveries(firstPage),
  );
  const environment: ConsoleEnvironment = {
    client: fakeClient,
    business: { id: BUSINESS_ID, name: business.name },
    csrfToken: 'csrf',
    locale,
    navigate: () => undefined,
    signedOut: () => undefined,
  };
  return renderToStaticMarkup(
    <ConsoleContext.Provider value={environment}>
      <QueryClientProvider client={queryClient}>
        <DevelopersSection />
      </QueryClientProvider>
    </ConsoleContext.Provider>,
  );
}

function headings(html: string, levels: RegExp): string[] {
  return [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)]
    .map((match) => `h${match[1]} ${(match[2] ?? '').replace(/<[^>]+>/g, '')}`)
    .filter((heading) => levels.test(heading));
}

describe('DevelopersSection', () => {
  it('has one h1, then an h2 per part, in order (the dialogs’ own h2s come after their part’s)', async () => {
    const html = await render('en');
    expect(headings(html, /^h1/)).toEqual(['h1 Developers']);
    const parts = headings(html, /^h2 (API keys|Webhook endpoints|Delivery log)$/);
    expect(parts).toEqual(['h2 API keys', 'h2 Webhook endpoints', 'h2 Delivery log']);
  });

  it('rolls the secret key only behind a native dialog that asks for a typed confirmation', async () => {
    const html = await render('en');
    expect(html).toContain('Roll the secret key</button>');
    expect(html).toMatch(/<dialog class="console-dialog"[^>]*>.*Type ROLL to confirm/);
    expect(html).not.toContain('data-testid="revealed-secret"');
  });

  it('shows the business’s public key from GET /v1/business, with a copy button', async () => {
    const html = await render('en');
    expect(html).toContain(`<code class="console-code" data-testid="public-key">${PUBLIC_KEY}</code>`);
    expect(html).toContain('Copy the public key</button>');
    expect(html).not.toContain('data-testid="public-key-missing"');
    expect(html).not.toContain('carries no key');
    expect(await render('fr')).toContain('Copier la clé publique</button>');
  });

  it('says so when the business has no public key, rather than showing a made-up one', async () => {
    const html = await render('en', { ...business, publicKey: null });
    expect(html).toContain('data-testid="public-key-missing"');
    expect(html).toContain('no public key on record');
    expect(html).not.toMatch(/pk_(test|live)_[A-Za-z0-9]/);
  });

  it('labels the settlement wallet as an address, not a key, and keeps it hidden until asked', async () => {
    const html = await render('en');
    expect(html).toContain('<h3>Settlement wallet (not an API key)</h3>');
    expect(html).not.toContain(business.testPublicAddress);
  });

  it('lists endpoints and deliveries with stable test hooks and named actions', async () => {
    const html = await render('en');
    expect(html).toContain(
      `data-testid="webhook-endpoint-row" data-id="${ENDPOINT_ID}" data-status="active"`,
    );
    expect(html).toContain(`data-testid="delivery-row" data-id="${DELIVERY_ID}" data-status="failed"`);
    expect(html).toContain('Send a test event to https://shop.example/webhooks</button>');
    expect(html).toContain('Delete https://shop.example/webhooks</button>');
    expect(html).toContain('Redeliver transaction.success</button>');
    expect(html).toContain('Internal Server Error');
    expect(html).toContain('Payment succeeded, Swap completed');
  });

  it('speaks French', async () => {
    const html = await render('fr');
    expect(html).toContain('<h1>Développeurs</h1>');
    expect(html).toContain('Journal des livraisons');
    expect(html).toContain('Relivrer transaction.success</button>');
  });

  it('uses no inline style (the console’s CSP allows none)', async () => {
    expect(await render('en')).not.toMatch(/\sstyle=/);
  });
});
