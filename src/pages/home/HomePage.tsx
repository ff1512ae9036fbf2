import type { CryptoCheckoutClient } from '../../api/index.js';
import { ConversionForm } from './ConversionForm.js';
import { CurrencyTable } from './CurrencyTable.js';
import { TryIt } from './TryIt.js';

/**
 * The sandbox's front page: what is running here, links to the demo and the docs, a live conversion, how to make
 * a payment link, and the currencies the service serves.
 */
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
      <section aria-labelledby="try-heading">
        <h2 id="try-heading">Try it</h2>
        <TryIt client={client} />
      </section>
      <section aria-labelledby="convert-heading">
        <h2 id="convert-heading">Convert</h2>
        <ConversionForm client={client} />
      </section>
      <section aria-labelledby="pay-heading">
        <h2 id="pay-heading">Hosted payment page</h2>
        <p>
          Create a payment link with the demo business's secret key, then open <code>/pay/&lt;id&gt;</code> on
          this origin to pay it (add <code>?lang=fr</code> for French, <code>?theme=dark</code> for dark
          colours):
        </p>
        {/* Focusable, so that a keyboard can scroll it where it is wider than the screen. */}
        <pre tabIndex={0}>
          <code>{`curl -X POST ${window.location.origin}/v1/payment-links -H "Authorization: sk_test_…" \
  -H 'Content-Type: application/json' \
  -d '{"name":"Coffee","description":"1 kg","baseFiat":"USD","amount":20}'`}</code>
        </pre>
      </section>
      <section aria-labelledby="currencies-heading">
        <h2 id="currencies-heading">Currencies</h2>
        <CurrencyTable client={client} />
      </section>
    </main>
  );
}
