import type { CryptoCheckoutClient } from '../../api/index.js';
import { ConversionForm } from './ConversionForm.js';
import { CurrencyTable } from './CurrencyTable.js';

/** The sandbox's front page: what is running here, the currencies it serves, and a live conversion. */
export function HomePage({ client }: { client: CryptoCheckoutClient }) {
  return (
    <main className="home">
      <header>
        <h1>crypto-checkout sandbox</h1>
        <p>
          The local service behind the checkout: the whole <code>/v1</code> API on this origin, with a real
          database. The API keys of the demo business are printed in the terminal that runs{' '}
          <code>npm start</code>.
        </p>
      </header>
      <section aria-labelledby="convert-heading">
        <h2 id="convert-heading">Convert</h2>
        <ConversionForm client={client} />
      </section>
      <section aria-labelledby="currencies-heading">
        <h2 id="currencies-heading">Currencies</h2>
        <CurrencyTable client={client} />
      </section>
    </main>
  );
}
