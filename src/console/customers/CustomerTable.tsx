import type { CustomerWithBusiness } from '../../api/schemas/customer.js';
import { ConsoleLink } from '../ConsoleLink.js';
import { useConsole, useWords } from '../context.js';
import { formatDateTime } from '../format.js';
import { customerName, customerPaymentsPath } from './customer-form.js';
import { customersWords } from './words.js';

/**
 * Customers in a table (name, e-mail, reference code, created) that scrolls sideways in its own box on a narrow
 * screen. Each e-mail links to the payments table filtered by it.
 */
export function CustomerTable({
  customers,
  caption,
  label,
  testId,
}: {
  customers: readonly CustomerWithBusiness[];
  caption: string;
  /** The scrolling region's name. */
  label: string;
  testId: string;
}) {
  const { locale } = useConsole();
  const words = useWords(customersWords);
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="console-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.name}</th>
            <th scope="col">{words.email}</th>
            <th scope="col">{words.refCode}</th>
            <th scope="col">{words.created}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => {
            const name = customerName(customer);
            return (
              <tr key={customer.uuid} data-testid="customer-row" data-ref-code={customer.refCode}>
                <th scope="row">{name ?? <span className="console-muted">{words.noName}</span>}</th>
                <td className="console-break">
                  <ConsoleLink to={customerPaymentsPath(customer.email)} testId="customer-payments-link">
                    <span className="console-visually-hidden">{`${words.paymentsOf} `}</span>
                    {customer.email}
                  </ConsoleLink>
                </td>
                <td className="console-mono">{customer.refCode}</td>
                <td>{formatDateTime(customer.createdAt, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
