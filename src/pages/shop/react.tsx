import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Checkout, type CheckoutEventDetail } from '../../react.js';
import { readShopConfig } from './config.js';

/**
 * The React merchant: a small React app using the package's `<Checkout>` component, no script tag. Built by Vite
 * from this file like any merchant's app would be.
 */
const config = readShopConfig(document);
const paymentLink = config.links['house-blend'] ?? '';

function Shop() {
  const [events, setEvents] = useState<CheckoutEventDetail[]>([]);
  const [paid, setPaid] = useState<string | null>(null);
  const log = (detail: CheckoutEventDetail) => setEvents((previous) => [detail, ...previous]);
  return (
    <>
      {paid ? (
        <p className="shop-confirmation" role="status">
          Order confirmed: reference <code>{paid}</code>
        </p>
      ) : null}
      <div className="product-inline">
        <Checkout
          paymentLink={paymentLink}
          serviceUrl={config.serviceUrl}
          theme="light"
          metadata={{ product: 'house-blend', channel: 'react' }}
          onReady={log}
          onSuccess={(detail) => {
            log(detail);
            setPaid(detail.reference);
          }}
          onFailed={log}
          onExpired={log}
          onError={log}
        />
      </div>
      <section className="orders" aria-labelledby="orders-title">
        <h2 id="orders-title">Order activity</h2>
        <ol id="shop-events" aria-live="polite">
          {events.map((event, index) => (
            <li
              key={events.length - index}
              data-event={event.type}
              data-product="house-blend"
              data-reference={event.reference ?? undefined}
            >
              <strong>house-blend</strong> · {event.type}
              {event.reference ? (
                <>
                  {' · '}
                  <code>{event.reference}</code>
                </>
              ) : null}
              {event.status ? ` (${event.status})` : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

const root = document.getElementById('react-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shop />
    </StrictMode>,
  );
}
