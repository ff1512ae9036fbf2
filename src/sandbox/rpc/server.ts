import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { RpcContext } from './context.js';
import { RPC_ERROR_CODES, RpcError, internalError, invalidRequest } from './errors.js';
import { httpMethods } from './methods/index.js';
import { dispatchText, errorResponse, type JsonRpcResponse } from './protocol.js';
import { installSubscriptionSockets } from './subscription-sockets.js';

export { rpcEndpoints } from './endpoints.js';

/**
 * What the JSON-RPC routes serve: the ledger and its history, and the largest request they accept. The service's
 * own context has this shape, and so does what the standalone ledger (`npm run ledger`) assembles.
 */
export interface RpcSource extends RpcContext {
  config: { bodyLimitBytes: number };
}

/**
 * Solana JSON-RPC on an app's own port: `POST` for calls (single or batched) and a WebSocket upgrade of `GET` for
 * subscriptions, on each of `paths` (the service: `/rpc`; the standalone ledger: `/` as well, where a validator
 * answers). It lives in its own plugin so that everything on these paths — malformed JSON, oversized bodies, wrong
 * methods — is answered in JSON-RPC form, not in the `/v1` error envelope.
 */
export async function registerRpcRoutes(
  app: FastifyInstance,
  source: RpcSource,
  options: { paths?: readonly string[] } = {},
): Promise<void> {
  const paths = options.paths ?? ['/rpc'];
  await app.register(async (rpc) => {
    const rpcContext: RpcContext = { ledger: source.ledger, database: source.database };
    const onInternalError = (error: unknown) => rpc.log.error({ err: error }, 'JSON-RPC request failed');

    // Bodies arrive as text, whatever their declared type, and are parsed here to answer -32700 when malformed.
    rpc.removeAllContentTypeParsers();
    rpc.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    rpc.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendJsonRpc(reply.code(413), errorResponse(null, invalidRequest('request body is too large')));
      }
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) {
        const rpcError = new RpcError(RPC_ERROR_CODES.invalidRequest, `Invalid request: ${error.message}`);
        return sendJsonRpc(reply.code(status), errorResponse(null, rpcError));
      }
      request.log.error({ err: error }, 'JSON-RPC request failed');
      return sendJsonRpc(reply.code(500), errorResponse(null, internalError()));
    });

    const serveSubscriptions = await installSubscriptionSockets(rpc, rpcContext, {
      maxPayload: source.config.bodyLimitBytes,
      onInternalError,
    });

    for (const path of paths) {
      // The body is JSON-RPC text, answered -32700 here when malformed, not refused with a /v1 envelope.
      rpc.post(path, { config: { rawTextBody: true } }, async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        const response = await dispatchText(text, {
          methods: httpMethods,
          context: rpcContext,
          onInternalError,
        });
        // Only notifications (requests without an id): JSON-RPC answers nothing.
        if (response === undefined) return reply.code(204).send();
        return sendJsonRpc(reply, response);
      });

      rpc.route({
        method: 'GET',
        url: path,
        handler: (_request, reply) => methodNotAllowed(reply),
        wsHandler: serveSubscriptions,
      });

      rpc.route({
        method: ['PUT', 'PATCH', 'DELETE'],
        url: path,
        handler: (_request, reply) => methodNotAllowed(reply),
      });
    }
  });
}

function methodNotAllowed(reply: FastifyReply) {
  return sendJsonRpc(
    reply.code(405).header('allow', 'POST, GET, OPTIONS'),
    errorResponse(
      null,
      invalidRequest('send JSON-RPC calls with POST, or open a WebSocket on this path for subscriptions'),
    ),
  );
}

/** Sends a JSON-RPC answer as it is (not through a serializer), whatever the status. */
export function sendJsonRpc(reply: FastifyReply, body: JsonRpcResponse | JsonRpcResponse[]) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}
