import fastifyRateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimitError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import type { Database } from '../store/database.js';
import { countRateLimitHit, pruneEndedRateLimitWindows } from '../store/rate-limit-counters.js';

/**
 * An IPv6 client holds a whole /64 (its provider hands out that much, and privacy addresses rotate within it), so
 * an IPv6 client is counted by its /64; an IPv4 address (or IPv4-mapped IPv6) as it is.
 */
const IPV6_CLIENT_PREFIX = 64;

/** Routes no limit applies to: the load balancer's probes and the metrics scraper call them on a schedule. */
const UNLIMITED_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/** Counter keys start with the budget they count against. */
const KEY_BUDGET = 'key:';
const IP_BUDGET = 'ip:';

/**
 * Who a request comes from, for the per-IP limits: the socket's peer, or, behind proxies the service trusts
 * (TRUST_PROXY), the client they name; an IPv6 client as its /64.
 */
export function clientAddressOf(request: FastifyRequest): string {
  return normalizeIP(request.ip, IPV6_CLIENT_PREFIX);
}

/**
 * Request rate limits (@fastify/rate-limit), counted over fixed windows of RATE_LIMIT_WINDOW_SECONDS:
 * - a request an API key authenticated counts against that key (RATE_LIMIT_PER_KEY), wherever it comes from, so
 *   that a merchant's busy server is not capped as one browser would be;
 * - any other request, on the public routes or without a key, counts against its client IP (RATE_LIMIT_PER_IP).
 *
 * The limiter runs as a route hook, so after authentication (an app-wide hook, which always runs first): only a
 * key the service knows gets a budget of its own. A made-up key is refused 401 before it is counted anywhere, so
 * junk keys cannot mint fresh budgets nor fill the counter table. The probes, /metrics, the pages and their
 * assets, and CORS preflights are not limited; a long-lived request (an event stream, the RPC WebSocket) counts
 * once, when it connects. A limit set to 0 is off.
 *
 * Over the limit the answer is a 429 error envelope (RateLimitError, code `rate_limited`) with `Retry-After`, the
 * seconds until the window ends; every limited answer carries `X-RateLimit-Limit`, `-Remaining` and `-Reset`.
 */
export async function installRateLimits(app: FastifyInstance, context: ServiceContext): Promise<void> {
  const { requestsPerKey, requestsPerIp, windowSeconds } = context.config.rateLimits;
  const budgetOf = (counterKey: string) =>
    counterKey.startsWith(KEY_BUDGET) ? requestsPerKey : requestsPerIp;
  await app.register(fastifyRateLimit, {
    global: true,
    hook: 'onRequest',
    timeWindow: windowSeconds * 1000,
    max: (_request, counterKey) => budgetOf(counterKey),
    keyGenerator: (request) =>
      request.business
        ? // The business and which of its two keys: nothing derived from the secret itself is stored.
          `${KEY_BUDGET}${request.business.record.uuid}:${request.apiKeyKind ?? 'secret'}`
        : `${IP_BUDGET}${clientAddressOf(request)}`,
    allowList: (request, counterKey) => isUnlimited(request) || budgetOf(counterKey) === 0,
    // With several instances on one PostgreSQL database, every instance must count against the same budget: the
    // counters live in the database. PGlite admits one process per DATA_DIR, so the only instance keeps them in
    // the library's own in-memory store (an LRU of recent clients) and spends no query on them.
    ...(context.config.databaseUrl === undefined
      ? {}
      : {
          store: postgresCounterStore(context.database, (error) =>
            context.reportBackgroundError(error, 'rate-limit counting'),
          ),
        }),
    // A counter that cannot be read (the database briefly away) lets the request through: failing open keeps the
    // answers served from memory (verification, payment links) up, and everything that writes fails on its own.
    skipOnError: true,
    errorResponseBuilder: (request, limit) =>
      new RateLimitError(
        `Too many requests ${request.business ? 'with this API key' : 'from your network'}: at most ${limit.max} ` +
          `every ${windowSeconds} seconds. Try again in ${limit.after}.`,
      ),
  });
}

/** Whether a request is outside every limit (see installRateLimits). */
function isUnlimited(request: FastifyRequest): boolean {
  if (request.method === 'OPTIONS') return true;
  const route = request.routeOptions.url;
  if (route === undefined || UNLIMITED_ROUTES.has(route)) return true;
  return !(route.startsWith('/v1/') || route === '/rpc');
}

/**
 * @fastify/rate-limit's `store` over the database's `rate_limit_counters` (store/rate-limit-counters.ts): one
 * atomic upsert per request, timed by the database server's clock. The library constructs the class itself,
 * hence a class made here around the database. Ended windows are pruned about once a window by each instance.
 */
function postgresCounterStore(
  database: Database,
  reportError: (error: unknown) => void,
): FastifyRateLimitStoreCtor {
  let nextPruneAt = 0;
  const pruneNowAndThen = (windowMs: number) => {
    const now = Date.now();
    if (now < nextPruneAt) return;
    nextPruneAt = now + windowMs;
    pruneEndedRateLimitWindows(database).catch(reportError);
  };
  class PostgresCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countRateLimitHit(database, key, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.ttlMs }),
        (error: unknown) => {
          reportError(error);
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
      pruneNowAndThen(timeWindow);
    }

    child(): FastifyRateLimitStore {
      // Routes with limits of their own would count under the same keys: one table serves them all.
      return new PostgresCounterStore();
    }
  }
  return PostgresCounterStore;
}
