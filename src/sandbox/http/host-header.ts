import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../api/errors.js';

/**
 * An HTTP/1.1 request must name its host (RFC 9112, section 3.2). Node refuses one that does not by itself, with
 * an empty 400 (`requireHostHeader`); the service turns that off (app.ts) and refuses it here, in the envelope,
 * like every other bad request. HTTP/1.0 has no Host header to require.
 */
export function installHostRequirement(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion !== '1.1' || request.headers.host) return;
    throw new InvalidRequestError('An HTTP/1.1 request needs a Host header', {
      errors: [{ field: 'Host', message: 'is required' }],
    });
  });
}
