import type { FastifyInstance } from 'fastify';
import { ServiceUnavailableError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';

/** What a halted service still answers: the reconciliation an operator needs to see what disagrees. */
const ALLOWED_WHILE_HALTED = new Set(['/v1/sandbox/reconciliation']);

/**
 * While the service is halted (`context.halted`), every `/v1` request answers 503 with the reason, so that no
 * payment is taken and no money moves on books that disagree with the ledger.
 */
export function installHalt(app: FastifyInstance, context: ServiceContext): void {
  app.addHook('onRequest', async (request) => {
    if (!context.halted || request.method === 'OPTIONS') return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/v1/') || ALLOWED_WHILE_HALTED.has(route)) return;
    throw new ServiceUnavailableError(
      `The service is halted until an operator looks: ${context.halted}. See npm run reconcile; once resolved, restart it (RECONCILE_ON_START=warn serves despite a shortfall).`,
    );
  });
}
