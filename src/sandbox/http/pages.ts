import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Routes of the built pages that are not files: the hosted payment-link page answers `/pay/<linkId>` for any id
 * (the page itself asks the API for the link and shows "not found" for an unknown one). Needs @fastify/static
 * registered on the built `dist/` (for `reply.sendFile`). In development Vite serves the same page
 * (vite.config.ts rewrites `/pay/<linkId>` to the page's entry).
 */

/** Where `vite build` puts the hosted page's HTML inside `dist/` (its entry is src/pages/pay/index.html). */
export const PAY_PAGE_FILE = 'src/pages/pay/index.html';

export function registerPageRoutes(app: FastifyInstance): void {
  const sendPayPage = (_request: unknown, reply: FastifyReply) =>
    // The HTML names hashed assets, so it must be revalidated; the assets themselves can be cached.
    reply.header('cache-control', 'no-cache').sendFile(PAY_PAGE_FILE);
  app.get('/pay/:linkId', sendPayPage);
  app.get('/pay/:linkId/', sendPayPage);
}
