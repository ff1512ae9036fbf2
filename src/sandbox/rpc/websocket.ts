import { z } from 'zod';
import { supportedAccountEncoding } from './encoding.js';
import { RpcError, RPC_ERROR_CODES } from './errors.js';
import { AccountEncoding, Commitment, DataSlice, Pubkey, Signature, params } from './params.js';
import { dispatchText, rpcMethod, type MethodTable } from './protocol.js';
import type { Session, SessionSocket, SubscriptionHub, SubscriptionKind } from './subscriptions.js';

/**
 * Solana's PubSub API on the `/rpc` WebSocket: signature, account, slot and root subscriptions, JSON-RPC 2.0
 * framed like the HTTP side.
 */

interface SocketContext {
  session: Session;
}

const SubscriptionId = z.number().int().nonnegative();

function unsubscribeMethod(kind: SubscriptionKind) {
  return rpcMethod(params(['subscriptionId'], [SubscriptionId]), ([id], { session }: SocketContext) => {
    if (!session.hub.unsubscribe(session, kind, id)) {
      throw new RpcError(RPC_ERROR_CODES.invalidParams, 'Invalid subscription id.');
    }
    return true;
  });
}

export const socketMethods: MethodTable<SocketContext> = {
  signatureSubscribe: rpcMethod(
    params(
      ['signature', 'config'],
      [
        Signature,
        z
          .object({ commitment: Commitment.optional(), enableReceivedNotification: z.boolean().optional() })
          .nullish(),
      ],
    ),
    ([signature], { session }: SocketContext) =>
      session.hub.subscribe(session, { kind: 'signature', signature }),
  ),
  signatureUnsubscribe: unsubscribeMethod('signature'),

  accountSubscribe: rpcMethod(
    params(
      ['pubkey', 'config'],
      [
        Pubkey,
        z
          .object({
            commitment: Commitment.optional(),
            encoding: AccountEncoding.optional(),
            dataSlice: DataSlice.optional(),
          })
          .nullish(),
      ],
    ),
    ([address, config], { session }: SocketContext) =>
      session.hub.subscribe(session, {
        kind: 'account',
        address,
        encoding: supportedAccountEncoding(config?.encoding, 'binary'),
        dataSlice: config?.dataSlice,
      }),
  ),
  accountUnsubscribe: unsubscribeMethod('account'),

  slotSubscribe: rpcMethod(params([], []), (_params, { session }: SocketContext) =>
    session.hub.subscribe(session, { kind: 'slot' }),
  ),
  slotUnsubscribe: unsubscribeMethod('slot'),

  rootSubscribe: rpcMethod(params([], []), (_params, { session }: SocketContext) =>
    session.hub.subscribe(session, { kind: 'root' }),
  ),
  rootUnsubscribe: unsubscribeMethod('root'),
};

/** What the transport gives a connection: a socket that tells about messages and closing. */
export interface RpcSocket extends SessionSocket {
  on(event: 'message', listener: (data: unknown) => void): unknown;
  on(event: 'close', listener: () => void): unknown;
}

/** Serves one WebSocket connection until it closes. */
export function serveSocket(
  socket: RpcSocket,
  hub: SubscriptionHub,
  onInternalError: (error: unknown) => void,
): void {
  const session = hub.openSession(socket);
  // Requests are answered in the order they came, so a subscription id always precedes its notifications.
  let previous: Promise<void> = Promise.resolve();
  socket.on('message', (data) => {
    const text = messageText(data);
    previous = previous.then(async () => {
      try {
        const response = await dispatchText(text, {
          methods: socketMethods,
          context: { session },
          onInternalError,
        });
        if (response) session.send(response);
        session.replied();
      } catch (error) {
        onInternalError(error);
      }
    });
  });
  socket.on('close', () => hub.closeSession(session));
}

function messageText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data))
    return Buffer.concat(data.filter((part) => Buffer.isBuffer(part))).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return '';
}
