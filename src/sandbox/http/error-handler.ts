import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiError,
  InvalidRequestError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  UnsupportedMediaTypeError,
} from '../../api/errors.js';
import { isRpcUnavailable } from '../chain/rpc-unavailable.js';
import { retryAfterSecondsOf } from '../domain/retry-after.js';
import { errorEnvelope } from './envelope.js';
import { setSecurityHeaders } from './security-headers.js';

/** How long a caller is asked to wait when the Solana endpoint was unavailable: its own retries took ~13 s. */
const RPC_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

/**
 * Every failure leaves as an error envelope: ApiErrors as they are, Fastify's own request errors (bad JSON, body
 * too large, wrong content type) translated, a Solana endpoint that stayed unavailable through its retries as a
 * 503 with `Retry-After` (as is any refusal that says when to come back, domain/retry-after.ts), and anything
 * else as a 500 that is logged, since it is a bug.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfterSeconds =
      retryAfterSecondsOf(error) ??
      (apiError.statusCode === 503 && isRpcUnavailable(apiError)
        ? RPC_UNAVAILABLE_RETRY_AFTER_SECONDS
        : undefined);
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    return reply.code(apiError.statusCode).send(errorEnvelope(request, apiError));
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new NotFoundError(`No route ${request.method} ${request.url.split('?')[0] ?? ''}`);
    return reply.code(404).send(errorEnvelope(request, error));
  });
}

/**
 * Fastify's `frameworkErrors`: what its router answers before any route or hook runs. Without it a path with
 * malformed percent-encoding (`/v1/%`, `%E0%A4%A`, an encoded lone surrogate `%ED%A0%80`) or a path parameter longer
 * than `maxParamLength` gets Fastify's own JSON, not the envelope.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const apiError = frameworkApiError(error);
  if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  // These answers leave before any hook runs, the one that sets the security headers included.
  setSecurityHeaders(request, reply.type('application/json; charset=utf-8'));
  void reply.code(apiError.statusCode).send(errorEnvelope(request, apiError));
}

function frameworkApiError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new InvalidRequestError(
        'The path is not a valid URL: its percent-encoding is malformed or not UTF-8',
        {
          errors: [{ field: 'path', message: 'must be valid percent-encoded UTF-8' }],
        },
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('The path is longer than any resource of this service', {
        statusCode: 414,
        errors: [{ field: 'path', message: 'is too long' }],
      });
    default:
      return toApiError(error);
  }
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  if (isRpcUnavailable(error)) {
    return new ServiceUnavailableError(
      'The Solana network endpoint is not answering right now; try again shortly.',
      { cause: error },
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLargeError('Request body is larger than the service accepts', {
        errors: [{ field: 'body', message: 'is too large' }],
      });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError('Request body must be JSON (Content-Type: application/json)', {
        errors: [{ field: 'body', message: 'must be JSON' }],
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new InvalidRequestError('Request body is empty but Content-Type says JSON', {
        errors: [{ field: 'body', message: 'must be a JSON object' }],
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new InvalidRequestError('Content-Length does not match the body', {
        errors: [{ field: 'body', message: 'has the wrong length' }],
      });
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new InvalidRequestError('Request body is not valid JSON', {
      errors: [{ field: 'body', message: 'is not valid JSON' }],
    });
  }
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return new ApiError(error.message, { statusCode, errors: [] });
  }
  return new ApiError('Internal server error', { statusCode: 500 });
}
