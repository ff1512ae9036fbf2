import type { ConsoleRoute } from '../router.js';
import { CustomerCreate } from './CustomerCreate.js';
import { CustomersList } from './CustomersList.js';

/** Customers: the list (with a lookup by reference code) and the new-customer form. */
export function CustomersSection({
  route,
  search,
}: {
  route: Extract<ConsoleRoute, { name: 'customers' | 'newCustomer' }>;
  search: string;
}) {
  switch (route.name) {
    case 'customers':
      return <CustomersList search={search} />;
    case 'newCustomer':
      return <CustomerCreate />;
  }
}
