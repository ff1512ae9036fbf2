/** The console's cache keys for customers. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (page: number) => ['customers', 'list', page] as const,
  lookup: (refCode: string) => ['customers', 'lookup', refCode] as const,
};
