/** The console's cache keys for payment links. */
export const linkKeys = {
  all: ['payment-links'] as const,
  list: (page: number) => ['payment-links', 'list', page] as const,
  detail: (id: string) => ['payment-links', 'detail', id] as const,
};
