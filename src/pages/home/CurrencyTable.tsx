import { useEffect, useState } from 'react';
import type { CryptoCheckoutClient, Currency } from '../../api/index.js';

type Load =
  { state: 'loading' } | { state: 'loaded'; currencies: Currency[] } | { state: 'failed'; message: string };

/** The currencies the service supports, as `GET /v1/currencies` reports them. */
export function CurrencyTable({ client }: { client: CryptoCheckoutClient }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    client.currencies.list({}, { signal: controller.signal }).then(
      (currencies) => setLoad({ state: 'loaded', currencies }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setLoad({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => controller.abort();
  }, [client]);

  if (load.state === 'loading') return <p aria-busy="true">Loading currencies…</p>;
  if (load.state === 'failed') return <p role="alert">Could not load currencies: {load.message}</p>;
  // The wrapper scrolls a table wider than a narrow screen inside itself, so the page never scrolls sideways; it
  // is focusable so that a keyboard can scroll it too.
  return (
    <div className="table-scroll" tabIndex={0}>
      <table>
        <caption>Supported currencies</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {load.currencies.map((currency) => (
            <tr key={currency.uuid}>
              <td>{currency.code}</td>
              <td>{currency.name}</td>
              <td>{currency.type}</td>
              <td>{currency.status}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
