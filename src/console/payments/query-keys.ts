/**
 * The console's cache keys for payments. A list is keyed by its canonical query string (searchFromFilters), so
 * the live stream can find every cached page and the filters it was fetched with.
 */
export const paymentKeys = {
  lists: ['transactions', 'list'] as const,
  list: (search: string) => ['transactions', 'list', search] as const,
  detail: (reference: string) => ['transactions', 'detail', reference] as const,
  latePayments: (reference: string) => ['transactions', 'late-payments', reference] as const,
  deliveries: (reference: string) => ['webhook-deliveries', 'transaction', reference] as const,
  linkOptions: ['payment-links', 'options'] as const,
};
