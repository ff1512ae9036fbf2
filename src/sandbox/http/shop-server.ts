import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createClient } from '../../api/index.js';
import type { FiatCode } from '../../api/currencies.js';
import type { RunningService } from '../service.js';
import { staticFileHeaders } from './pages.js';
import { MOBILE_WALLET_ADAPTER_SOCKETS } from './security-headers.js';

/**
 * The demo merchant shop: a small coffee roaster's site on another origin than the service (its own port), that
 * sells through the script tag exactly as a merchant would paste it, under a strict Content-Security-Policy. It
 * is what `npm start` runs beside the service, and what the embed e2e tests pay on.
 *
 * Its pages are built by `vite build` from src/pages/shop/ (entries in vite.config.ts); this server fills in what
 * only it knows (the service's URL, the payment links of its products) and adds the CSP header. Every product is
 * a real payment link of the demo business, created through the API with the secret key the first time the shop
 * starts, and found again in the store on later starts.
 */

export interface ShopProduct {
  slug: string;
  name: string;
  description: string;
  baseFiat: FiatCode;
  amount: number;
  /** Where the shop sells it: the catalogue's buttons, or the gift-card page's inline checkouts. */
  page: 'catalogue' | 'gift-cards';
}

export const SHOP_PRODUCTS: readonly ShopProduct[] = [
  {
    slug: 'house-blend',
    name: 'House Blend, 250 g',
    description: 'Brazil and Colombia, medium roast: milk chocolate, hazelnut, a long sweet finish.',
    baseFiat: 'USD',
    amount: 14,
    page: 'catalogue',
  },
  {
    slug: 'ethiopia-guji',
    name: 'Ethiopia Guji, 250 g',
    description: 'Natural process, light roast: blueberry, jasmine and bergamot.',
    baseFiat: 'USD',
    amount: 18.5,
    page: 'catalogue',
  },
  {
    slug: 'decaf-colombia',
    name: 'Decaf Colombia, 250 g',
    description: 'Sugarcane-processed decaf: caramel, red apple, all of the taste.',
    baseFiat: 'USD',
    amount: 15,
    page: 'catalogue',
  },
  {
    slug: 'tasting-box',
    name: 'Tasting box, 4 × 100 g',
    description: 'Four single origins of the month, with tasting notes from the roaster.',
    baseFiat: 'USD',
    amount: 32,
    page: 'catalogue',
  },
  {
    slug: 'gift-card-25',
    name: 'Gift card, USD 25',
    description: 'Sent by email at once; spend it on anything in the shop.',
    baseFiat: 'USD',
    amount: 25,
    page: 'gift-cards',
  },
  {
    slug: 'gift-card-50',
    name: 'Gift card, USD 50',
    description: 'Sent by email at once; spend it on anything in the shop.',
    baseFiat: 'USD',
    amount: 50,
    page: 'gift-cards',
  },
];

const SUCCESS_MESSAGE = 'Thank you! Your order is confirmed and a receipt is on its way.';

/** Where `vite build` puts the shop's pages inside `dist/`. */
export const SHOP_PAGES = {
  '/': 'src/pages/shop/index.html',
  '/gift-cards': 'src/pages/shop/gift-cards.html',
  '/react': 'src/pages/shop/react.html',
  '/react-wallet': 'src/pages/shop/react-wallet.html',
} as const;

export interface RunningShop {
  /** e.g. http://127.0.0.1:8788 (no trailing slash). */
  url: string;
  /** Product slug → payment link id. */
  links: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

/** The payment link of every product: found in the store, or created through the API on first start. */
export async function ensureShopLinks(service: RunningService): Promise<Record<string, string>> {
  const merchant = createClient({ baseUrl: service.url, apiKey: service.demoBusiness.secretKey });
  const links: Record<string, string> = {};
  for (const product of SHOP_PRODUCTS) {
    const [existing] = await service.context.database.query(
      `SELECT uuid FROM payment_links
        WHERE business_id = $1 AND name = $2 AND base_fiat = $3 AND amount = $4
        ORDER BY created_at LIMIT 1`,
      [service.demoBusiness.businessId, product.name, product.baseFiat, Math.round(product.amount * 100)],
    );
    if (existing) {
      links[product.slug] = String(existing.uuid);
      continue;
    }
    const created = await merchant.paymentLinks.create({
      name: product.name,
      description: product.description,
      baseFiat: product.baseFiat,
      amount: product.amount,
      successMessage: SUCCESS_MESSAGE,
    });
    links[product.slug] = created.id;
  }
  return links;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The shop's Content-Security-Policy: no inline script or style, no eval; scripts only from itself and the service. */
export function shopContentSecurityPolicy(serviceUrl: string): string {
  const service = new URL(serviceUrl);
  const socket = `${service.protocol === 'https:' ? 'wss:' : 'ws:'}//${service.host}`;
  return [
    "default-src 'none'",
    `script-src 'self' ${service.origin}`,
    "style-src 'self'",
    `img-src 'self' ${service.origin} data:`,
    `connect-src ${service.origin} ${socket} ${MOBILE_WALLET_ADAPTER_SOCKETS}`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function formatPrice(product: ShopProduct): string {
  return `${product.baseFiat} ${product.amount.toFixed(2)}`;
}

function loaderTag(serviceUrl: string, linkId: string, extra = ''): string {
  return `<script src="${escapeHtml(serviceUrl)}/checkout.js" data-payment-link="${escapeHtml(linkId)}" data-theme="light"${extra} async></script>`;
}

/**
 * The order a checkout is for, as a shop would attach it to the transaction (`data-metadata`): here the product
 * and the face it was sold through. It reaches the shop's webhooks and the full transaction, marked not verified
 * (a shopper can edit a page; a shop that relies on it signs it: signCheckoutMetadata).
 */
function metadataAttribute(slug: string): string {
  return ` data-metadata="${escapeHtml(JSON.stringify({ product: slug, channel: 'script-tag' }))}"`;
}

/** What the server fills into the built pages: the product cards, each with its script tag. */
function renderProducts(
  page: ShopProduct['page'],
  serviceUrl: string,
  links: Record<string, string>,
): string {
  return SHOP_PRODUCTS.filter((product) => product.page === page)
    .map((product) => {
      const link = links[product.slug] ?? '';
      const inline = page === 'gift-cards';
      return `
        <article class="product product-${escapeHtml(product.slug)}${inline ? ' product-inline' : ''}" data-product="${escapeHtml(product.slug)}">
          <div class="product-art" aria-hidden="true"></div>
          <div class="product-text">
            <h2>${escapeHtml(product.name)}</h2>
            <p>${escapeHtml(product.description)}</p>
            <p class="price">${escapeHtml(formatPrice(product))}</p>
          </div>
          <div class="product-buy">
            ${loaderTag(serviceUrl, link, `${inline ? ' data-mode="inline"' : ''}${metadataAttribute(product.slug)}`)}
          </div>
        </article>`;
    })
    .join('\n');
}

/** Starts the shop on its own port; the service must be running and serving the built pages. */
export async function startShop(
  service: RunningService,
  options: { host: string; port: number; staticDir: string; logger?: boolean },
): Promise<RunningShop> {
  const links = await ensureShopLinks(service);
  const app: FastifyInstance = Fastify({ logger: options.logger ?? false });
  const csp = shopContentSecurityPolicy(service.url);
  const config = JSON.stringify({ serviceUrl: service.url, links });

  // The pages' own scripts and styles (hashed, built by Vite) and the few public files the shop uses.
  await app.register(fastifyStatic, {
    root: path.join(options.staticDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    cacheControl: false,
    setHeaders: staticFileHeaders(options.staticDir),
  });
  const sendPublic = (file: string) => (_request: unknown, reply: FastifyReply) =>
    reply.sendFile(file, options.staticDir);
  app.get('/hostile.css', sendPublic('shop/hostile.css'));
  app.get('/favicon.svg', sendPublic('demo-business-logo.svg'));

  for (const [route, file] of Object.entries(SHOP_PAGES)) {
    app.get(route, async (request, reply) => {
      const htmlFile = path.join(options.staticDir, file);
      if (!existsSync(htmlFile)) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The shop is not built: run `npm run build`.');
      }
      const query = new URL(request.url, 'http://shop').searchParams;
      let html = await readFile(htmlFile, 'utf8');
      const head = [
        `<meta name="shop-config" content="${escapeHtml(config)}" />`,
        // ?hostile=1: the same page with a stylesheet that tries its worst on everything (the widget is unmoved).
        query.get('hostile') === '1' ? '<link rel="stylesheet" href="/hostile.css" />' : '',
      ].join('\n    ');
      html = html
        .replace('<!--shop:head-->', head)
        .replace('<!--shop:catalogue-->', renderProducts('catalogue', service.url, links))
        .replace('<!--shop:gift-cards-->', renderProducts('gift-cards', service.url, links));
      return reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .type('text/html; charset=utf-8')
        .send(html);
    });
  }

  await app.listen({ host: options.host, port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { url: `http://${host}:${port}`, links, close: () => app.close() };
}
