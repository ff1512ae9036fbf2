import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../api/errors.js';

/**
 * The endpoints a browser calls directly (hosted page, widget, wallets): they answer any origin. The rest need the
 * secret key, which never belongs in a browser, so they send no CORS headers at all.
 */
const BROWSER_FACING_PATHS = [
  /^\/v1\/payment-links\/[^/]+(\/transactions)?$/,
  /^\/v1\/transactions(\/[^/]+\/(verify|wallet-connect|events|checkout|solana-pay))?$/,
  /^\/v1\/currencies$/,
  /^\/v1\/cryptofiat-conversion$/,
  /^\/v1\/sandbox\/(airdrop|mint|transactions\/[^/]+\/pay)$/,
  // The OpenAPI document, for API tools running in a browser.
  /^\/v1\/openapi\.json$/,
  /^\/rpc$/,
];

/** What a browser always sends with a preflight; without them the OPTIONS request is not one. */
const PREFLIGHT_HEADERS = ['Origin', 'Access-Control-Request-Method'] as const;

export function isBrowserFacingPath(path: string): boolean {
  return BROWSER_FACING_PATHS.some((pattern) => pattern.test(path));
}

export async function installCors(app: FastifyInstance): Promise<void> {
  // Runs before the CORS plugin's own hook, which would answer these in plain text (`strictPreflight`).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'OPTIONS' || !isBrowserFacingPath(request.url.split('?')[0] ?? '')) return;
    const missing = PREFLIGHT_HEADERS.filter((header) => !request.headers[header.toLowerCase()]);
    if (missing.length === 0) return;
    throw new InvalidRequestError(`Invalid CORS preflight request: ${missing.join(' and ')} missing`, {
      errors: missing.map((header) => ({
        field: header,
        message: 'is required in a CORS preflight request',
      })),
    });
  });
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? '';
      // A link's path is the hosted page's, but changing the link (PATCH) takes the secret key: no CORS for it.
      // Nor does listing transactions (GET), whose path is that of initiation (POST, which a merchant's page calls).
      const browserFacing =
        isBrowserFacingPath(path) &&
        request.method !== 'PATCH' &&
        !(request.method === 'GET' && path === '/v1/transactions');
      callback(null, {
        origin: browserFacing ? '*' : false,
        methods: ['GET', 'POST'],
        // web3.js's Connection sends `solana-client` with every RPC call from a page.
        allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'solana-client'],
        exposedHeaders: ['Idempotent-Replayed', 'Date'],
        maxAge: 600,
      });
    },
  });
}
