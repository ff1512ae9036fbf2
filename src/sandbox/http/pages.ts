import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Routes of the built pages that are not files: the hosted payment-link page answers `/pay/<linkId>` for any id
 * (the page itself asks the API for the link and shows "not found" for an unknown one) and `/checkout/<reference>`
 * for any transaction, and `/docs` goes to
 * `/docs/`. Needs @fastify/static
 * registered on the built `dist/` (for `reply.sendFile`). In development Vite serves the same page
 * (vite.config.ts rewrites `/pay/<linkId>` to the page's entry).
 */

/** Where `vite build` puts the hosted page's HTML inside `dist/` (its entry is src/pages/pay/index.html). */
export const PAY_PAGE_FILE = 'src/pages/pay/index.html';

/** Where `vite build` puts the merchant console's HTML inside `dist/` (its entry is src/pages/dashboard/index.html). */
export const DASHBOARD_PAGE_FILE = 'src/pages/dashboard/index.html';

export function registerPageRoutes(app: FastifyInstance): void {
  const sendPayPage = (_request: unknown, reply: FastifyReply) =>
    // The HTML names hashed assets, so it must be revalidated; the assets themselves can be cached.
    reply.header('cache-control', 'no-cache').sendFile(PAY_PAGE_FILE);
  app.get('/pay/:linkId', sendPayPage);
  app.get('/pay/:linkId/', sendPayPage);
  // The hosted checkout of one transaction (`checkoutUrl`): the same page, which reads which one from its path.
  app.get('/checkout/:reference', sendPayPage);
  app.get('/checkout/:reference/', sendPayPage);
  // The rendered docs (scripts/build-docs.ts) are dist/docs/index.html and its siblings, whose relative links
  // only resolve under `/docs/`: a typed `/docs` is sent there.
  app.get('/docs', (_request, reply) => reply.redirect('/docs/', 301));
  // The merchant console: one page for every path under /dashboard, which routes on the client. Its API,
  // /dashboard/session, is a route of its own and wins over the wildcard (a static path always does).
  const sendDashboardPage = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile(DASHBOARD_PAGE_FILE);
  app.get('/dashboard', sendDashboardPage);
  app.get('/dashboard/*', sendDashboardPage);
}

/** The embed loader (`<script src=".../checkout.js">` on merchants' pages): a fixed URL, so cached briefly. */
export const LOADER_FILE = 'checkout.js';
/** The embedded checkout the loader imports, with its chunks: content-hashed names, so cached for good. */
export const EMBED_DIR = 'embed';

/**
 * Headers of the built files under `dist/` (`setHeaders` of @fastify/static, registered with its own
 * Cache-Control turned off). The loader and the embedded checkout are fetched by merchants' pages on other
 * origins, the checkout as a module script (which needs CORS), so both answer any origin; the loader keeps a short
 * cache so a release reaches every shop within minutes, while everything content-hashed is immutable.
 */
export function staticFileHeaders(staticDir: string) {
  return (response: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    const file = path.relative(staticDir, filePath).split(path.sep).join('/');
    const embedded = file === LOADER_FILE || file.startsWith(`${EMBED_DIR}/`);
    if (embedded) {
      response.setHeader('access-control-allow-origin', '*');
      response.setHeader('cross-origin-resource-policy', 'cross-origin');
      response.setHeader('x-content-type-options', 'nosniff');
    }
    if (file === LOADER_FILE) {
      response.setHeader('cache-control', 'public, max-age=300, stale-while-revalidate=3600');
    } else if (file.startsWith(`${EMBED_DIR}/`) || file.startsWith('assets/')) {
      response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    } else if (file.endsWith('.html')) {
      response.setHeader('cache-control', 'no-cache');
    } else {
      response.setHeader('cache-control', 'public, max-age=0');
    }
  };
}
