import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope, FieldError } from '../../api/schemas/envelope.js';

/**
 * Fastify's `clientErrorHandler`: the answer to a request Node's HTTP parser refused before Fastify saw it, above
 * all one larger than Node's 16 KiB limit on the request line and headers (`maxHeaderSize`). Fastify's default
 * answers these in JSON of its own; this one answers in the envelope, and tells a URL that is too long (414) from
 * headers that are (431), which Node reports alike.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A connection reset or already closed has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const requestLine = readRequestLine(error.rawPacket);
  const failure = describeFailure(error.code, requestLine);
  const envelope: ErrorEnvelope = {
    success: false,
    message: failure.message,
    statusCode: failure.statusCode,
    errors: failure.errors,
    timestamp: new Date().toISOString(),
    path: requestLine.path,
    method: requestLine.method,
  };
  const body = JSON.stringify(envelope);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${failure.statusCode} ${STATUS_CODES[failure.statusCode] ?? 'Error'}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  // The rest of the request is never read: the connection cannot carry another one.
  socket.destroy();
}

/** How much of an over-long path the envelope repeats. */
const MAX_ECHOED_PATH_LENGTH = 200;
/** A request line longer than this used most of Node's 16 KiB for the URL alone: the URL is what is too long. */
const LONG_REQUEST_LINE_BYTES = 8 * 1024;

interface RequestLine {
  method: string;
  path: string;
  /** Whether the request line alone is longer than LONG_REQUEST_LINE_BYTES (or never ended in what arrived). */
  isLong: boolean;
}

/** The method and path of the request, as far as the bytes Node had when it gave up show them. */
function readRequestLine(rawPacket: unknown): RequestLine {
  if (!Buffer.isBuffer(rawPacket)) return { method: '', path: '', isLong: false };
  const end = rawPacket.indexOf('\r\n');
  const start = rawPacket.subarray(
    0,
    Math.min(end === -1 ? rawPacket.length : end, 64 + MAX_ECHOED_PATH_LENGTH),
  );
  // Node hands over the chunk it failed on, which starts with the request line only if the request came in one.
  const match = /^([A-Z]{1,16}) (\/[^?\s]*)/.exec(start.toString('latin1'));
  if (!match) return { method: '', path: '', isLong: false };
  const path = match[2] ?? '';
  return {
    method: match[1] ?? '',
    path: path.length > MAX_ECHOED_PATH_LENGTH ? `${path.slice(0, MAX_ECHOED_PATH_LENGTH)}…` : path,
    isLong: end === -1 || end > LONG_REQUEST_LINE_BYTES,
  };
}

function describeFailure(
  code: string | undefined,
  requestLine: RequestLine,
): { statusCode: number; message: string; errors: FieldError[] } {
  if (code === 'HPE_HEADER_OVERFLOW' && requestLine.isLong) {
    return {
      statusCode: 414,
      message: 'The URL is longer than the service accepts',
      errors: [{ field: 'path', message: 'is too long' }],
    };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      statusCode: 431,
      message: 'The request headers are larger than the service accepts (16 KiB in all)',
      errors: [{ field: 'headers', message: 'are too large' }],
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { statusCode: 408, message: 'The request took too long to arrive', errors: [] };
  }
  return { statusCode: 400, message: 'The request is not well-formed HTTP', errors: [] };
}
