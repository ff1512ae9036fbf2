import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../api/errors.js';
import type { ErrorEnvelope } from '../../api/schemas/envelope.js';
import type { ResponseCache } from '../views/response-cache.js';

/**
 * The interface's success messages (docs/api.md, "Envelope"), so every route says the same thing for the same
 * kind of answer.
 */
export const MESSAGES = {
  initiated: 'Transaction was initiated successfully',
  submitted: 'Your request has been submitted',
  verified: 'Verification successful',
  cancelled: 'Your request has been cancelled',
  queried: 'Query successful',
  created: 'Created successfully',
  updated: 'Updated successfully',
} as const;

/** Sends `{success: true, message, data}`; 201 for creations, 200 otherwise. */
/**
 * Sends a success envelope kept serialised (views/response-cache.ts), rendering and keeping it on a miss: the
 * read-mostly routes answer from memory, as the same bytes sendSuccess would send.
 */
export async function sendCachedSuccess(
  reply: FastifyReply,
  cache: Pick<ResponseCache, 'get' | 'setIfUnchanged' | 'generation'>,
  key: string,
  render: () => Promise<{ message: string; data: unknown }>,
): Promise<FastifyReply> {
  let body = cache.get(key);
  if (body === undefined) {
    // Noted before reading: a writer that drops the key while this renders leaves it unstored, not stale.
    const generation = cache.generation;
    const { message, data } = await render();
    body = JSON.stringify({ success: true, message, data });
    cache.setIfUnchanged(key, body, generation);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}

export function sendSuccess<T>(
  reply: FastifyReply,
  message: string,
  data: T,
  statusCode = 200,
): FastifyReply {
  return reply.code(statusCode).send({ success: true, message, data });
}

export function errorEnvelope(request: FastifyRequest, error: ApiError): ErrorEnvelope {
  return {
    success: false,
    message: error.message,
    statusCode: error.statusCode,
    errors: [...error.errors],
    timestamp: new Date().toISOString(),
    path: request.url.split('?')[0] ?? request.url,
    method: request.method,
  };
}
