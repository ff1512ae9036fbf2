import type { WebhookDeliveryListQuery } from '../../api/schemas/webhook.js';

/** The TanStack Query keys of the Developers section, in one place so that a mutation invalidates what it changed. */
export const DEVELOPERS_QUERY_KEYS = {
  business: ['console', 'developers', 'business'],
  endpoints: ['console', 'developers', 'webhook-endpoints'],
  deliveries: ['console', 'developers', 'webhook-deliveries'],
  deliveriesMatching: (query: WebhookDeliveryListQuery) => [
    'console',
    'developers',
    'webhook-deliveries',
    query,
  ],
} as const;
