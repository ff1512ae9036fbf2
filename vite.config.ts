import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';

const root = import.meta.dirname;

// HTML entries of the build. Pages served by Vite (hosted payment-link page, demo shop, …) are added here as
// `name: resolve(root, 'src/pages/<page>/index.html')`. The build keeps their path under dist/ (the hosted page
// is dist/src/pages/pay/index.html, which the service sends for /pay/<linkId>: src/sandbox/http/pages.ts).
const htmlEntries: Record<string, string> = {
  main: resolve(root, 'index.html'),
  pay: resolve(root, 'src/pages/pay/index.html'),
  // The merchant console: the service sends it for /dashboard and every /dashboard/* path.
  dashboard: resolve(root, 'src/pages/dashboard/index.html'),
  // The demo merchant shop's pages, served on another origin by src/sandbox/http/shop-server.ts. Its React pages
  // (src/pages/shop/react.html, react-wallet.html) run on React itself and are built on their own:
  // scripts/build-react-shop.ts.
  shop: resolve(root, 'src/pages/shop/index.html'),
  shopGiftCards: resolve(root, 'src/pages/shop/gift-cards.html'),
};

/** The hosted payment page's entry, as a URL path: what `/pay/<linkId>` and `/checkout/<reference>` serve. */
const PAY_PAGE_ENTRY = '/src/pages/pay/index.html';
const PAY_ROUTE = /^\/(pay|checkout)\/[^/]+\/?$/;
/** The merchant console's entry, and its paths: `/dashboard` and below, except the session API (`/dashboard/session`). */
const DASHBOARD_PAGE_ENTRY = '/src/pages/dashboard/index.html';
const DASHBOARD_ROUTE = /^\/dashboard(?:\/(?!session(?:\/|$)).*)?$/;

/** The HTML file (relative to the root) a development request path is a page of, if any. */
function pageFileFor(pathname: string): string | undefined {
  if (PAY_ROUTE.test(pathname)) return PAY_PAGE_ENTRY.slice(1);
  if (DASHBOARD_ROUTE.test(pathname)) return DASHBOARD_PAGE_ENTRY.slice(1);
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
 * `/` is index.html, `/pay/<linkId>` and `/checkout/<reference>` the hosted payment page (query kept), `/dashboard`
 * and its paths the merchant console, `/x.html` that file.
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
 * Which React the browser code of a build runs on. The components are written against React 19's API either way.
 *
 * - `preact`: the hosted pages and the embedded checkout, which ship their own runtime to the customer. They run
 *   on `preact/compat` in place of `react` and `react-dom`: the same components and hooks (TanStack Query and
 *   qrcode.react included) in about 10 KB gzip instead of react-dom's 60, which is what lets the JS that shows the
 *   QR fit its 90 KB budget (README, "Benchmarks").
 * - `react`: React 19 itself, where a merchant's React is the one that runs: the package's library build (React
 *   left to the merchant's bundler) and the demo shop's React page, which shows `<Checkout>` in a React app.
 */
export type ReactRuntime = 'preact' | 'react';

/** `react`, `react-dom` and their entry points, as preact/compat provides them. */
const PREACT_COMPAT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * What the builds of the browser code share: the pages below, and the embed loader, the embedded checkout, the
 * React shop page and the package's library build (scripts/). Settings the browser code needs everywhere
 * (plugins, defines, resolution) go here, so that all builds agree.
 */
export function sharedConfig(runtime: ReactRuntime): UserConfig {
  if (runtime === 'react') return { root, plugins: [react()] };
  return {
    root,
    // JSX compiled by Vite itself (automatic runtime: `react/jsx-runtime`, aliased). Not @vitejs/plugin-react,
    // whose Fast Refresh drives React's own renderer: under Preact an edit in development would be accepted and
    // never shown, where without it the page reloads.
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    resolve: { alias: PREACT_COMPAT_ALIASES },
    build: {
      rolldownOptions: {
        // TanStack Query marks its modules "use client" for React Server Components, which a browser bundle
        // has no use for (@vitejs/plugin-react silences the same warning).
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
          handler(level, log);
        },
      },
    },
  };
}

// In development the sandbox service embeds Vite in middleware mode, so there is no dev server proxy here.
export default defineConfig(
  mergeConfig(sharedConfig('preact'), {
    publicDir: 'public',
    appType: 'mpa',
    plugins: [pages()],
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
  } satisfies UserConfig),
);
