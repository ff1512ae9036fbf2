import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const root = import.meta.dirname;

// HTML entries of the build. Pages served by Vite (hosted payment-link page, demo shop, …) are added here as
// `name: resolve(root, 'src/pages/<page>/index.html')`. The build keeps their path under dist/ (the hosted page
// is dist/src/pages/pay/index.html, which the service sends for /pay/<linkId>: src/sandbox/http/pages.ts).
const htmlEntries: Record<string, string> = {
  main: resolve(root, 'index.html'),
  pay: resolve(root, 'src/pages/pay/index.html'),
  // The demo merchant shop's pages, served on another origin by src/sandbox/http/shop-server.ts.
  shop: resolve(root, 'src/pages/shop/index.html'),
  shopGiftCards: resolve(root, 'src/pages/shop/gift-cards.html'),
  shopReact: resolve(root, 'src/pages/shop/react.html'),
};

/** The hosted payment-link page's entry, as a URL path: what `/pay/<linkId>` serves. */
const PAY_PAGE_ENTRY = '/src/pages/pay/index.html';
const PAY_ROUTE = /^\/pay\/[^/]+\/?$/;

/** The HTML file (relative to the root) a development request path is a page of, if any. */
function pageFileFor(pathname: string): string | undefined {
  if (PAY_ROUTE.test(pathname)) return PAY_PAGE_ENTRY.slice(1);
  const file = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  if (!file.endsWith('.html')) return undefined;
  let relativeFile: string;
  try {
    relativeFile = decodeURIComponent(file).replace(/^\/+/, '');
  } catch {
    return undefined;
  }
  const absolute = resolve(root, relativeFile);
  return absolute.startsWith(`${root}/`) && existsSync(absolute) ? relativeFile : undefined;
}

/**
 * The pages in development (`npm run dev`: Vite in middleware mode inside the service). Vite's "spa"/"mpa" app
 * types end its middleware chain with a 404 for every path it does not know, which would swallow the service's
 * own routes (`/v1/…`, `/rpc`) behind it; so inside a host server the app type is "custom" (Vite's documented
 * mode for that) and this plugin serves the HTML pages itself, transformed by Vite as "mpa" would:
 * `/` is index.html, `/pay/<linkId>` the hosted payment page (any id, query kept), `/x.html` that file.
 * Everything else falls through to the service. The built service does the same with a route (pages.ts).
 */
function pages(): Plugin {
  return {
    name: 'crypto-checkout:pages',
    config(config) {
      if (config.server?.middlewareMode) return { appType: 'custom' };
      return undefined;
    },
    configureServer(server) {
      // After Vite's own middlewares (modules, assets, public files): only what they did not serve.
      return () => {
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          const url = request.url ?? '/';
          const file = pageFileFor(new URL(url, 'http://localhost').pathname);
          if (!file) return next();
          readFile(resolve(root, file), 'utf8')
            .then((html) => server.transformIndexHtml(url, html, request.originalUrl))
            .then((html) => {
              response.statusCode = 200;
              response.setHeader('Content-Type', 'text/html; charset=utf-8');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(request.method === 'HEAD' ? undefined : html);
            }, next);
        });
      };
    },
  };
}

/**
 * What every build of the browser code shares: the pages below, and the embed loader, the embedded checkout and
 * the package's library build (scripts/build-embed.ts). Settings the browser code needs everywhere (plugins,
 * defines, resolution) go here, so that all builds agree.
 */
export function sharedConfig(): UserConfig {
  return {
    root,
    plugins: [react()],
  };
}

// In development the sandbox service embeds Vite in middleware mode, so there is no dev server proxy here.
export default defineConfig({
  ...sharedConfig(),
  publicDir: 'public',
  appType: 'mpa',
  plugins: [...(sharedConfig().plugins ?? []), pages()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads statically and which it imports on demand; the byte
    // budgets (`npm run bench`, `npm run test:budgets`: bench/bytes.ts) are computed from it.
    manifest: true,
    // Vite 8 bundles with Rolldown: `build.rollupOptions` is a deprecated alias of `build.rolldownOptions`.
    rolldownOptions: {
      input: htmlEntries,
    },
  },
});
