import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RpcContext } from './context.js';
import { SubscriptionHub } from './subscriptions.js';
import { serveSocket, type RpcSocket } from './websocket.js';

/** A connection as @fastify/websocket hands it over: what serving needs, and a way to drop it at once. */
export type SubscriptionSocket = RpcSocket & { terminate(): void };

/**
 * Makes `instance` able to serve Solana's PubSub API over WebSockets: registers @fastify/websocket (messages up to
 * `maxPayload` bytes, the body limit of the HTTP side) and one subscription hub over the ledger, and answers the
 * function a route gives as its `wsHandler`. Both `/rpc` on the service's port and the listener on port + 1 are
 * made this way, so a subscription behaves the same on either.
 */
export async function installSubscriptionSockets(
  instance: FastifyInstance,
  context: RpcContext,
  options: { maxPayload: number; onInternalError: (error: unknown) => void },
): Promise<(socket: SubscriptionSocket) => void> {
  const hub = new SubscriptionHub(context, options.onInternalError);
  const sockets = new Set<SubscriptionSocket>();
  await instance.register(fastifyWebsocket, { options: { maxPayload: options.maxPayload } });
  // Open subscriptions must not hold a shutdown up: drop their connections at once.
  instance.addHook('preClose', async () => {
    for (const socket of sockets) socket.terminate();
  });
  instance.addHook('onClose', async () => hub.close());
  return (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    serveSocket(socket, hub, options.onInternalError);
  };
}
