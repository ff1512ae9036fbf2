import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { retryingFetch } from '../chain/retrying-fetch.js';
import { RPC_ERROR_CODES, RpcError, invalidRequest } from '../rpc/errors.js';
import { dispatchText, errorResponse, type MethodTable, type RpcMethod } from '../rpc/protocol.js';
import { sendJsonRpc } from '../rpc/server.js';

/**
 * The JSON-RPC methods the checkout's wallet pay calls on the service's /rpc (src/wallet/rpc.ts), and nothing
 * more: /rpc is open to every browser, and the endpoint behind it may be a paid one, so it is not a general proxy.
 */
export const FORWARDED_RPC_METHODS = [
  'getGenesisHash',
  'getLatestBlockhash',
  'getBlockHeight',
  'getBalance',
  'getTokenAccountBalance',
  'getFeeForMessage',
  'simulateTransaction',
  'sendTransaction',
  'getSignatureStatuses',
] as const;

/** A wallet waits about 15 s per call (src/wallet/rpc.ts): the forwarded call gives up within that. */
const FORWARD_SETTINGS = {
  maxRetries: 2,
  baseDelayMs: 250,
  maxDelayMs: 2_000,
  maxRetryAfterMs: 5_000,
  timeoutMs: 4_000,
};

/**
 * /rpc when the chain is an RPC endpoint (SOLANA_RPC_URL): the wallet-pay methods are passed to it one by one and
 * answered as it answered (its errors included, so that a failed preflight reads the same); any other method is
 * -32601, as from a validator that does not have it. Subscriptions are not forwarded (the checkout only polls): a
 * WebSocket upgrade is answered 405, saying so. Neither answer names the endpoint, whose URL may hold an API key.
 */
export async function registerRpcForwarding(app: FastifyInstance, rpcUrl: string): Promise<void> {
  const fetch = retryingFetch(FORWARD_SETTINGS);
  let nextId = 1;
  const forward = (method: string): RpcMethod<undefined> => ({
    async run(params) {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
      }).catch((error: unknown) => {
        throw unreachable(error instanceof Error ? error.message : String(error));
      });
      const body = (await response.json().catch(() => undefined)) as
        { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } } | undefined;
      if (body?.error) {
        const { code, message, data } = body.error;
        throw new RpcError(
          typeof code === 'number' ? code : RPC_ERROR_CODES.internalError,
          typeof message === 'string' ? message : `${method} failed`,
          data,
        );
      }
      if (!body || !('result' in body)) throw unreachable(`HTTP ${response.status}`);
      return body.result;
    },
  });
  const methods: MethodTable<undefined> = Object.fromEntries(
    FORWARDED_RPC_METHODS.map((method) => [method, forward(method)]),
  );

  await app.register(async (rpc) => {
    // Bodies arrive as text, whatever their declared type, and are parsed when dispatched (-32700 if malformed).
    rpc.removeAllContentTypeParsers();
    rpc.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    rpc.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return sendJsonRpc(reply.code(413), errorResponse(null, invalidRequest('request body is too large')));
      }
      request.log.error({ err: error }, 'forwarded JSON-RPC request failed');
      return sendJsonRpc(
        reply.code(500),
        errorResponse(null, unreachable('the request could not be forwarded')),
      );
    });
    rpc.post('/rpc', { config: { rawTextBody: true } }, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      const response = await dispatchText(text, {
        methods,
        context: undefined,
        onInternalError: (error) => request.log.error({ err: error }, 'forwarded JSON-RPC request failed'),
      });
      if (response === undefined) return reply.code(204).send();
      return sendJsonRpc(reply, response);
    });
    rpc.route({
      method: ['GET', 'PUT', 'PATCH', 'DELETE'],
      url: '/rpc',
      handler: (_request, reply) => methodNotAllowed(reply),
    });
  });
}

function methodNotAllowed(reply: FastifyReply) {
  return sendJsonRpc(
    reply.code(405).header('allow', 'POST, OPTIONS'),
    errorResponse(
      null,
      invalidRequest(
        'send JSON-RPC calls with POST: this service forwards the checkout’s calls to its Solana RPC endpoint, ' +
          'and does not serve subscriptions (WebSocket)',
      ),
    ),
  );
}

/** The endpoint behind /rpc did not answer: a server error, as a validator's proxy would report it. */
function unreachable(detail: string): RpcError {
  return new RpcError(RPC_ERROR_CODES.internalError, `the Solana RPC endpoint did not answer: ${detail}`);
}
