import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../api/errors.js';
import type { ErrorEnvelope } from '../../api/schemas/envelope.js';

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
} as const;

/** Sends `{success: true, message, data}`; 201 for creations, 200 otherwise. */
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
