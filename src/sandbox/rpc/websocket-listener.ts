import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { RPC_ERROR_CODES, RpcError } from './errors.js';
import { errorResponse } from './protocol.js';
import { sendJsonRpc, type RpcSource } from './server.js';
import { installSubscriptionSockets } from './subscription-sockets.js';

/**
 * The JSON-RPC WebSocket on a port of its own, beside an HTTP JSON-RPC port: where `@solana/web3.js` looks for
 * subscriptions when given only an HTTP URL (its port + 1, the convention of `solana-test-validator`, whose
 * PubSub service listens there). Without it, a default `Connection` never hears of a confirmation and
 * `sendAndConfirmTransaction` gives up after 30 seconds.
 *
 * Every path upgrades, because web3.js keeps the HTTP URL's path (`http://…:8787/rpc` becomes `ws://…:8788/rpc`,
 * `http://…:8899` becomes `ws://…:8900/`) and a validator's PubSub port ignores it too. Subscriptions are served
 * exactly as on `/rpc`; only JSON-RPC calls are refused here, with a pointer to the HTTP port.
 */

export interface RpcWebSocketListener {
  /** e.g. ws://127.0.0.1:8788 (no trailing slash); any path on it serves the same subscriptions. */
  url: string;
  port: number;
  close(): Promise<void>;
}

export interface RpcWebSocketListenerOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /**
   * When `port` is taken: `fail`, or listen on `any-free-port` instead, saying so in the log. Failing suits a port
   * clients were told about (they would connect to whatever holds it); a free port suits one nobody can know yet,
   * the port + 1 of a server started on port 0.
   */
  whenTaken: 'fail' | 'any-free-port';
  /** For the error when `port` is taken: the setting that chose it (`RPC_WS_PORT`), and what to do. */
  setting: string;
  advice: string;
  logger?: FastifyBaseLogger;
}

/** Listens for JSON-RPC WebSocket subscriptions on `options.port`; answers once it is listening. */
export async function listenForRpcSubscriptions(
  source: RpcSource,
  options: RpcWebSocketListenerOptions,
): Promise<RpcWebSocketListener> {
  let app = await buildListener(source, options.logger);
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close();
    if (!isAddressInUse(error)) throw error;
    if (options.whenTaken === 'fail') {
      throw new Error(
        `${options.setting} ${options.port} is in use, so the JSON-RPC WebSocket listener cannot start there: ${options.advice}`,
        { cause: error },
      );
    }
    options.logger?.warn(
      `port ${options.port} is in use: the JSON-RPC WebSocket listener takes a free port instead; ` +
        `@solana/web3.js clients need its URL as wsEndpoint`,
    );
    app = await buildListener(source, options.logger);
    await app.listen({ host: options.host, port: 0 });
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const listening = app;
  return { url: `ws://${host}:${port}`, port, close: () => listening.close() };
}

async function buildListener(source: RpcSource, logger: FastifyBaseLogger | undefined) {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: source.config.bodyLimitBytes,
  });
  const serveSubscriptions = await installSubscriptionSockets(
    app,
    { ledger: source.ledger, database: source.database },
    {
      maxPayload: source.config.bodyLimitBytes,
      onInternalError: (error) => app.log.error({ err: error }, 'JSON-RPC subscription failed'),
    },
  );
  app.route({
    method: 'GET',
    url: '/*',
    handler: (_request, reply) => upgradeRequired(reply),
    wsHandler: serveSubscriptions,
  });
  app.setNotFoundHandler((_request, reply) => upgradeRequired(reply));
  return app;
}

function upgradeRequired(reply: FastifyReply) {
  const error = new RpcError(
    RPC_ERROR_CODES.invalidRequest,
    'Invalid request: this port serves JSON-RPC subscriptions over a WebSocket only; send calls to the HTTP port',
  );
  return sendJsonRpc(reply.code(426).header('upgrade', 'websocket'), errorResponse(null, error));
}

function isAddressInUse(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'EADDRINUSE';
}

/**
 * Where the listener goes beside an HTTP server listening on `httpPort`: the `configured` port, which must be free,
 * or else `httpPort + 1`, which must be free too unless the server was started on port 0 (`requestedHttpPort`),
 * when nobody can have been told of it and any free port will do.
 */
export function portBeside(
  httpPort: number,
  requestedHttpPort: number,
  configured: number | undefined,
): Pick<RpcWebSocketListenerOptions, 'port' | 'whenTaken'> {
  if (configured !== undefined) return { port: configured, whenTaken: 'fail' };
  const next = httpPort + 1 > 65535 ? 0 : httpPort + 1;
  return { port: next, whenTaken: requestedHttpPort === 0 ? 'any-free-port' : 'fail' };
}
