import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSecurityHeaders } from './security-headers.js';

/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
const RECONNECT_AFTER_MS = 2000;

/**
 * Takes the response over as a Server-Sent Events stream: its headers (with the security headers Fastify's hooks
 * would have added), the status line, and the `retry:` field. The caller writes the events and ends the stream.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    /**
     * End the connection with the stream: a client that walks away (an aborted fetch) may leave it open and
     * idle, waiting to be reused, which a stopping server would wait on until its keep-alive timeout.
     */
    closeConnection: boolean;
  },
): ServerResponse {
  reply.header('content-type', 'text/event-stream; charset=utf-8');
  reply.header('cache-control', 'no-store');
  // Proxies such as nginx would otherwise hold the events back to fill a buffer.
  reply.header('x-accel-buffering', 'no');
  if (options.closeConnection) reply.header('connection', 'close');
  setSecurityHeaders(request, reply);
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, reply.getHeaders() as Record<string, string>);
  stream.write(`retry: ${RECONNECT_AFTER_MS}\n\n`);
  return stream;
}
