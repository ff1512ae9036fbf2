import { useQuery } from '@tanstack/react-query';
import { isCryptoCode } from '../../api/currencies.js';
import { useConsole, useWords } from '../context.js';
import { formatMoney } from './format.js';
import { MONEY_QUERY_KEYS } from './query-keys.js';
import { RECONCILIATION_WORDS } from './reconciliation-words.js';

/**
 * What `GET /v1/sandbox/reconciliation` answers for the signed-in business: books against the ledger, per
 * currency. It is a sandbox route that reports every business; only this business's rows are shown. Amounts come
 * as decimal strings and are shown through Intl (a Number of them is exact enough for display, never for sums).
 */
export function ReconciliationPanel() {
  const { client, business, locale } = useConsole();
  const words = useWords(RECONCILIATION_WORDS);
  const reconciliation = useQuery({
    queryKey: MONEY_QUERY_KEYS.reconciliation,
    queryFn: () => client.sandbox.reconciliation(),
  });
  const rows = (reconciliation.data ?? []).filter((row) => row.businessId === business.id);
  const disagreeing = rows.filter((row) => !row.ok).length;
  const amount = (text: string | undefined, currency: string) =>
    text === undefined ? '—' : isCryptoCode(currency) ? formatMoney(Number(text), currency, locale) : text;
  return (
    <section className="money-part money-reconciliation" aria-labelledby="money-reconciliation-heading">
      <h2 id="money-reconciliation-heading">
        {words.heading} <span className="console-badge">{words.badge}</span>
      </h2>
      <p className="money-hint">{words.explanation}</p>
      <div className="console-actions">
        <button
          type="button"
          className="console-secondary"
          disabled={reconciliation.isFetching}
          onClick={() => void reconciliation.refetch()}
        >
          {words.refresh}
        </button>
        <span role="status">
          {reconciliation.isFetching && !reconciliation.isPending ? words.refreshing : ''}
        </span>
      </div>
      {reconciliation.isPending ? (
        <p role="status">{words.loading}</p>
      ) : reconciliation.isError ? (
        <p role="alert" className="money-error">
          {words.failed} {reconciliation.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <>
          <p role="status" className={disagreeing === 0 ? 'money-agree' : 'money-disagree'}>
            {disagreeing === 0 ? words.allAgree : words.someDisagree(disagreeing)}
          </p>
          <div className="console-table-scroll">
            <table className="console-table">
              <thead>
                <tr>
                  <th scope="col">{words.currency}</th>
                  <th scope="col">{words.balance}</th>
                  <th scope="col">{words.movements}</th>
                  <th scope="col">{words.ledgerFunds}</th>
                  <th scope="col">{words.inTransit}</th>
                  <th scope="col">{words.difference}</th>
                  <th scope="col">{words.result}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.currency}
                    data-testid="reconciliation-row"
                    data-currency={row.currency}
                    data-ok={row.ok}
                  >
                    <th scope="row">{row.currency}</th>
                    <td>{amount(row.balance, row.currency)}</td>
                    <td>{amount(row.movements, row.currency)}</td>
                    <td>{amount(row.ledgerFunds, row.currency)}</td>
                    <td>{amount(row.inTransit, row.currency)}</td>
                    <td>{amount(row.difference, row.currency)}</td>
                    <td>
                      <span className={row.ok ? 'money-agree' : 'money-disagree'}>
                        {row.status ? words.statuses[row.status] : row.ok ? words.agree : words.disagree}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
