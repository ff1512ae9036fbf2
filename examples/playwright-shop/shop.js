// A minimal merchant shop: one product sold through crypto-checkout's script tag, and an order book that marks an
// order paid only once the shop's server has verified the payment with its secret key (the browser's word is not
// proof). `npm start` runs it against a checkout service; its tests (tests/) run it against a sandbox.
import { createServer } from 'node:http';
import { createClient } from 'crypto-checkout';

/**
 * Starts the shop on 127.0.0.1 (`port` 0: a free one).
 * @param {{ checkoutUrl: string; secretKey: string; port?: number }} options
 */
export async function startShop({ checkoutUrl, secretKey, port = 0 }) {
  const checkout = createClient({ baseUrl: checkoutUrl, apiKey: secretKey });
  const coffee = await checkout.paymentLinks.create({
    name: 'Single-origin coffee, 1 kg',
    description: 'Washed Yirgacheffe, roasted to order.',
    baseFiat: 'USD',
    amount: 20,
    successMessage: 'Thank you! Your coffee is on its way.',
  });
  /** @type {Map<string, { reference: string; paid: boolean }>} */
  const orders = new Map();

  const server = createServer(async (request, response) => {
    const send = (status, type, body) => {
      response.writeHead(status, { 'content-type': type });
      response.end(body);
    };
    try {
      if (request.method === 'GET' && request.url === '/') {
        return send(200, 'text/html; charset=utf-8', shopPage(checkoutUrl, coffee.id));
      }
      if (request.method === 'POST' && request.url === '/orders/confirm') {
        let body = '';
        for await (const chunk of request) body += chunk;
        const reference = referenceIn(body);
        if (!reference) return send(400, 'text/plain', 'reference: required, a string');
        const transaction = await checkout.transactions.verify(reference).catch((error) => {
          // The checkout does not know it (404) or refuses it (400): the shopper's input, not our failure.
          if (error.statusCode === 404 || error.statusCode === 400) return undefined;
          throw error;
        });
        if (!transaction) return send(400, 'text/plain', `reference: no such transaction ${reference}`);
        const order = { reference, paid: transaction.status === 'success' };
        orders.set(reference, order);
        return send(200, 'application/json', JSON.stringify(order));
      }
      return send(404, 'text/plain', 'not found');
    } catch (error) {
      return send(502, 'text/plain', `could not confirm: ${error.message}`);
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    orders,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** The `reference` of a JSON body such as `{"reference":"…"}`, or undefined. */
function referenceIn(body) {
  try {
    const { reference } = JSON.parse(body);
    return typeof reference === 'string' && reference !== '' ? reference : undefined;
  } catch {
    return undefined;
  }
}

/** The product page: the script tag becomes a "Pay with crypto" button; a paid order is confirmed by the server. */
function shopPage(checkoutUrl, linkId) {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Playwright Coffee</title></head>
  <body>
    <h1>Playwright Coffee</h1>
    <article>
      <h2>Single-origin coffee, 1 kg</h2>
      <p>$20.00</p>
      <script src="${checkoutUrl}/checkout.js" data-payment-link="${linkId}" async></script>
    </article>
    <p role="status" id="order"></p>
    <script type="module">
      document.addEventListener('crypto-checkout:success', async (event) => {
        const { reference } = event.detail;
        const response = await fetch('/orders/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ reference }),
        });
        const order = await response.json();
        document.getElementById('order').textContent = order.paid
          ? 'Order paid: ' + reference
          : 'Payment not confirmed: ' + reference;
      });
    </script>
  </body>
</html>
`;
}

// `npm start`: CHECKOUT_URL and CHECKOUT_SECRET_KEY name the checkout service and the shop's secret key.
if (import.meta.url === `file://${process.argv[1]}`) {
  const shop = await startShop({
    checkoutUrl: process.env.CHECKOUT_URL ?? 'http://127.0.0.1:8787',
    secretKey: process.env.CHECKOUT_SECRET_KEY ?? '',
    port: Number(process.env.PORT ?? 3000),
  });
  console.log(`Playwright Coffee: ${shop.url}`);
}
