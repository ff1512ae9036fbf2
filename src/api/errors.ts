import type { FieldError } from './schemas/envelope.js';

/**
 * One error family for both sides of the contract: the service throws these to answer with an error envelope,
 * and the client turns error envelopes back into them. `code` is stable for programs; `message` is for people.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly errors: readonly FieldError[];
  readonly code: string = 'api_error';

  constructor(
    message: string,
    options: { statusCode?: number; errors?: readonly FieldError[]; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.statusCode = options.statusCode ?? 500;
    this.errors = options.errors ?? [];
  }
}

type FixedStatusOptions = { errors?: readonly FieldError[]; cause?: unknown };

/** Makes an ApiError subclass whose status and code are fixed, so call sites only say what went wrong. */
function fixedStatusError(statusCode: number, code: string) {
  return class extends ApiError {
    override readonly code: string = code;
    constructor(message: string, options: FixedStatusOptions = {}) {
      super(message, { ...options, statusCode });
    }
  };
}

/** 400: the request is malformed or a field is invalid (`errors` names the fields). */
export class InvalidRequestError extends fixedStatusError(400, 'invalid_request') {}
/** 401: no API key, or one the service does not know. */
export class AuthenticationError extends fixedStatusError(401, 'authentication_required') {}
/** 403: a key of the wrong kind, or a record of another business. */
export class PermissionError extends fixedStatusError(403, 'permission_denied') {}
/** 404: no such record or route. */
export class NotFoundError extends fixedStatusError(404, 'not_found') {}
/** 409: the record's state does not allow the request (e.g. a reused reference). */
export class ConflictError extends fixedStatusError(409, 'conflict') {}
/** 413: the request body is larger than the service accepts. */
export class PayloadTooLargeError extends fixedStatusError(413, 'payload_too_large') {}
/** 415: the request body is not JSON. */
export class UnsupportedMediaTypeError extends fixedStatusError(415, 'unsupported_media_type') {}
/** 429: too many requests; try again later. */
export class RateLimitError extends fixedStatusError(429, 'rate_limited') {}

/** 5xx: the service failed; safe to retry only for reads or idempotent writes. */
export class ServerError extends ApiError {
  override readonly code: string = 'server_error';
}

/**
 * 502: the service decided to move money but the chain refused the transfer. Whatever the request had
 * changed is undone (the balance is as it was) and the record it made says so.
 */
export class LedgerTransferError extends ServerError {
  override readonly code: string = 'ledger_transfer_failed';
  constructor(message: string, options: FixedStatusOptions = {}) {
    super(message, { ...options, statusCode: 502 });
  }
}

/** 503: the service is up but will not serve now (for example halted until an operator looks). */
export class ServiceUnavailableError extends ServerError {
  override readonly code: string = 'service_unavailable';
  constructor(message: string, options: FixedStatusOptions = {}) {
    super(message, { ...options, statusCode: 503 });
  }
}

/** The request never got an answer: connection refused, reset, DNS, timeout. */
export class ConnectionError extends ApiError {
  override readonly code: string = 'connection_error';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { statusCode: 0, cause: options.cause });
  }
}

/** The service answered with something that does not match the contract. */
export class ResponseValidationError extends ApiError {
  override readonly code: string = 'invalid_response';
}

const ERROR_CLASS_BY_STATUS: Readonly<
  Record<number, new (message: string, options?: FixedStatusOptions) => ApiError>
> = {
  400: InvalidRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  429: RateLimitError,
};

/** Builds the error class that matches an HTTP status and error envelope. */
export function apiErrorFromResponse(
  statusCode: number,
  message: string,
  errors: readonly FieldError[] = [],
): ApiError {
  const ErrorClass = ERROR_CLASS_BY_STATUS[statusCode];
  if (ErrorClass) return new ErrorClass(message, { errors });
  if (statusCode >= 500) return new ServerError(message, { statusCode, errors });
  return new ApiError(message, { statusCode, errors });
}
