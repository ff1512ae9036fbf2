import { createHash, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceMetrics } from '../observability/service-metrics.js';

/**
 * `GET /metrics`: the service's metrics in Prometheus's text format (observability/service-metrics.ts), outside
 * `/v1`. With METRICS_TOKEN set, only a scraper sending `Authorization: Bearer <token>` is answered.
 */
export function registerMetricsRoute(
  app: ServiceApp,
  context: ServiceContext,
  metrics: ServiceMetrics,
): void {
  const expected = context.config.metricsToken;
  app.get('/metrics', { config: { auth: 'none' } }, async (request, reply) => {
    if (expected !== undefined && !sameSecret(request.headers.authorization ?? '', `Bearer ${expected}`)) {
      throw new AuthenticationError('GET /metrics needs Authorization: Bearer <METRICS_TOKEN>');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('content-type', contentType).header('cache-control', 'no-store').send(body);
  });
}

/** Compared as digests, in constant time: how long the check takes says nothing about the token. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
