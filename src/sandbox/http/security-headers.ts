import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Headers that make the browser defend what the service sends. Every answer carries `nosniff` (a JSON error
 * repeating a caller's text is never run as a script or rendered as HTML) and `no-referrer` (the hosted page's
 * address holds the link id and the transaction reference, which are nobody else's business). HTML pages (the
 * front page, `/pay/<linkId>`, any other built page) get a Content-Security-Policy that allows only the service's
 * own scripts and styles, no inline script, and no framing: the checkout is embedded in-page, never in an iframe,
 * so no page needs to be framed, and refusing it rules out clickjacking. Everything else gets a policy that allows
 * nothing, which costs a JSON answer or a script file nothing. The built pages have no inline script or style
 * (the widget's styles are constructed stylesheets, which `style-src` does not govern), so none needs a nonce.
 *
 * `npm run dev` serves the pages through Vite's middleware, which answers before these hooks run: development
 * pages go without them, as Vite's hot reload needs.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(request, reply);
    return payload;
  });
}

/** Sets the headers on an answer about to go (its Content-Type decides the policy); for answers no hook sees. */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'no-referrer');
  const contentType = reply.getHeader('content-type');
  // No type, no body to protect: a 204, or a 304, whose headers the browser merges into the page it has cached, so
  // a policy sent with it would replace the page's own.
  if (contentType === undefined) return;
  reply.header(
    'content-security-policy',
    String(contentType).startsWith('text/html')
      ? pageContentSecurityPolicy(request.headers.host)
      : NOTHING_ALLOWED_POLICY,
  );
}

/** For answers that are not pages: should one ever be opened as a document, it may load and run nothing. */
export const NOTHING_ALLOWED_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Where the Mobile Wallet Adapter's session with the wallet app on the same phone listens. */
export const MOBILE_WALLET_ADAPTER_SOCKETS = 'ws://localhost:*';

/** A Host header that can go into a policy as it is (a name or address, and a port). */
const PLAIN_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The policy of the service's pages. They call the API and `/rpc` on their own origin, the wallet's WebSocket
 * subscriptions included (`'self'` covers ws: and wss: only in newer browsers, so the host is named for them),
 * and show the business's logo, which may live on any https host, and wallet icons, which are data: URLs.
 * On Android the Mobile Wallet Adapter talks to the wallet app over a WebSocket on the phone itself
 * (`ws://localhost:<port>`, a port it picks at random): without it, no Android wallet app can pay.
 */
export function pageContentSecurityPolicy(host: string | undefined): string {
  const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    `connect-src 'self'${sockets} ${MOBILE_WALLET_ADAPTER_SOCKETS}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
