import type { FastifyInstance } from 'fastify';
import type { ServiceMetrics } from '../observability/service-metrics.js';

/**
 * Times every answer into the metrics, labelled by its route's pattern (`/v1/transactions/:reference/verify`, not
 * each reference: a label per path would grow without end); a request no route matched is `unmatched`.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: ServiceMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
