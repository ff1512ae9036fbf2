import fastifyWebsocket from '@fastify/websocket';
import type { FastifyError, FastifyReply } from 'fastify';
import type { ServiceContext } from '../context.js';
import type { ServiceApp } from '../http/validation.js';
import type { RpcContext } from './context.js';
import { RPC_ERROR_CODES, RpcError, internalError, invalidRequest } from './errors.js';
import { httpMethods } from './methods/index.js';
import { dispatchText, errorResponse, type JsonRpcResponse } from './protocol.js';
import { SubscriptionHub } from './subscriptions.js';
import { serveSocket, type RpcSocket } from './websocket.js';

export { rpcEndpoints } from './endpoints.js';

/**
 * Solana JSON-RPC on the service's own port: `POST /rpc` for calls (single or batched) and a WebSocket upgrade
 * of `GET /rpc` for subscriptions. It lives in its own plugin so that everything on `/rpc` — malformed JSON,
 * oversized bodies, wrong methods — is answered in JSON-RPC form, not in the `/v1` error envelope.
 */
export async function registerRpcRoutes(app: ServiceApp, context: ServiceContext): Promise<void> {
  await app.register(async (rpc) => {
    const rpcContext: RpcContext = { ledger: context.ledger, database: context.database };
    const onInternalError = (error: unknown) => rpc.log.error({ err: error }, 'JSON-RPC request failed');
    const hub = new SubscriptionHub(rpcContext, onInternalError);
    const sockets = new Set<{ terminate(): void }>();

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

    await rpc.register(fastifyWebsocket, { options: { maxPayload: context.config.bodyLimitBytes } });
    // Open subscriptions must not hold the service up when it closes: drop their connections at once.
    rpc.addHook('preClose', async () => {
      for (const socket of sockets) socket.terminate();
    });
    rpc.addHook('onClose', async () => hub.close());

    // The body is JSON-RPC text, answered -32700 here when malformed, not refused with a /v1 envelope.
    rpc.post('/rpc', { config: { rawTextBody: true } }, async (request, reply) => {
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
      url: '/rpc',
      handler: (_request, reply) => methodNotAllowed(reply),
      wsHandler: (socket: RpcSocket & { terminate(): void }) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        serveSocket(socket, hub, onInternalError);
      },
    });

    rpc.route({
      method: ['PUT', 'PATCH', 'DELETE'],
      url: '/rpc',
      handler: (_request, reply) => methodNotAllowed(reply),
    });
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

function sendJsonRpc(reply: FastifyReply, body: JsonRpcResponse | JsonRpcResponse[]) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));
}
