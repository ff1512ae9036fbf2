import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * The endpoints a browser calls directly (hosted page, widget, wallets): they answer any origin. The rest need the
 * secret key, which never belongs in a browser, so they send no CORS headers at all.
 */
const BROWSER_FACING_PATHS = [
  /^\/v1\/payment-links\/[^/]+(\/transactions)?$/,
  /^\/v1\/transactions(\/[^/]+\/(verify|wallet-connect))?$/,
  /^\/v1\/currencies$/,
  /^\/v1\/cryptofiat-conversion$/,
  /^\/v1\/sandbox\/(airdrop|mint|transactions\/[^/]+\/pay)$/,
  /^\/rpc$/,
];

export function isBrowserFacingPath(path: string): boolean {
  return BROWSER_FACING_PATHS.some((pattern) => pattern.test(path));
}

export async function installCors(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const path = request.url.split('?')[0] ?? '';
      callback(null, {
        origin: isBrowserFacingPath(path) ? '*' : false,
        methods: ['GET', 'POST'],
        // web3.js's Connection sends `solana-client` with every RPC call from a page.
        allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', 'solana-client'],
        exposedHeaders: ['Idempotent-Replayed', 'Date'],
        maxAge: 600,
      });
    },
  });
}
