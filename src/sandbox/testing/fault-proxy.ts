import { request as httpRequest, createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import bs58 from 'bs58';

/**
 * A misbehaving network between the gateway and a Solana JSON-RPC endpoint, for tests that run the gateway
 * against `npm run ledger` through it: what real RPC providers do to their clients, on demand.
 *
 * - JSON-RPC over HTTP is forwarded request by request, and the faults below apply per request;
 * - the WebSocket port is forwarded byte for byte (a TCP relay: the proxy needs no WebSocket code), and
 *   `dropSockets()` cuts every open connection at once, as a provider restarting or a flaky link does.
 *
 * Faults are counted, not random, so that a failing test fails the same way every time.
 */
export interface FaultPlan {
  /** Answer every Nth HTTP request 429 Too Many Requests with this Retry-After (seconds), unforwarded. */
  rateLimitEvery?: { n: number; retryAfterSeconds: number };
  /** Hold every HTTP request this long before forwarding it. */
  delayMs?: number;
  /** Answer every Nth HTTP request 503, unforwarded. */
  unavailableEvery?: number;
  /**
   * Swallow the next N `sendTransaction` calls: answer with the transaction's signature, as a node that accepted
   * it would, but never forward it, so it never lands (a transaction dropped before a leader got it).
   */
  dropNextSendTransactions?: number;
  /** Never answer requests for these JSON-RPC methods (the client must time out). */
  hangMethods?: readonly string[];
}

export interface FaultProxy {
  /** The HTTP JSON-RPC endpoint to give the gateway as SOLANA_RPC_URL. */
  url: string;
  /** The WebSocket endpoint to give it as SOLANA_WS_URL. */
  webSocketUrl: string;
  /** Replaces the faults in force (counts start again). */
  setPlan(plan: FaultPlan): void;
  /** Cuts every open WebSocket connection now. */
  dropSockets(): void;
  /** What the proxy has done so far. */
  readonly stats: FaultStats;
  close(): Promise<void>;
}

export interface FaultStats {
  forwarded: number;
  rateLimited: number;
  unavailable: number;
  droppedTransactions: string[];
  hung: number;
  socketsDropped: number;
}

/** The proxy in front of `target` (an RPC URL such as http://127.0.0.1:8899) and `targetWebSocket`. */
export async function startFaultProxy(target: { url: string; webSocketUrl: string }): Promise<FaultProxy> {
  const upstream = new URL(target.url);
  const upstreamSocket = new URL(target.webSocketUrl);
  let plan: FaultPlan = {};
  let requestCount = 0;
  let droppedSends = 0;
  const hanging = new Set<IncomingMessage>();
  const stats: FaultStats = {
    forwarded: 0,
    rateLimited: 0,
    unavailable: 0,
    droppedTransactions: [],
    hung: 0,
    socketsDropped: 0,
  };

  const http = createHttpServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      requestCount += 1;
      const answer = (status: number, headers: Record<string, string>, text: string) => {
        outgoing.writeHead(status, { 'content-type': 'application/json', ...headers });
        outgoing.end(text);
      };
      const calls = jsonRpcCalls(body);
      if (plan.rateLimitEvery && requestCount % plan.rateLimitEvery.n === 0) {
        stats.rateLimited += 1;
        return answer(
          429,
          { 'retry-after': String(plan.rateLimitEvery.retryAfterSeconds) },
          JSON.stringify({ jsonrpc: '2.0', error: { code: 429, message: 'Too many requests' }, id: null }),
        );
      }
      if (plan.unavailableEvery && requestCount % plan.unavailableEvery === 0) {
        stats.unavailable += 1;
        return answer(503, {}, JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'busy' } }));
      }
      if (calls.some((call) => plan.hangMethods?.includes(call.method))) {
        stats.hung += 1;
        hanging.add(incoming);
        incoming.on('close', () => hanging.delete(incoming));
        return;
      }
      const send = calls.length === 1 ? calls[0] : undefined;
      if (send?.method === 'sendTransaction' && droppedSends < (plan.dropNextSendTransactions ?? 0)) {
        droppedSends += 1;
        const signature = signatureOfWireTransaction(send.params);
        stats.droppedTransactions.push(signature);
        return answer(200, {}, JSON.stringify({ jsonrpc: '2.0', result: signature, id: send.id }));
      }
      const forward = () => {
        const proxied = httpRequest(
          {
            host: upstream.hostname,
            port: upstream.port,
            path: `${upstream.pathname}${upstream.search}`,
            method: incoming.method,
            headers: { ...incoming.headers, host: upstream.host },
          },
          (response) => {
            stats.forwarded += 1;
            outgoing.writeHead(response.statusCode ?? 502, response.headers);
            response.pipe(outgoing);
          },
        );
        proxied.on('error', (error) => answer(502, {}, JSON.stringify({ error: error.message })));
        proxied.end(body);
      };
      if (plan.delayMs) setTimeout(forward, plan.delayMs);
      else forward();
    });
  });

  const sockets = new Set<Socket>();
  const relay = createTcpServer((client) => {
    const server = connect({ host: upstreamSocket.hostname, port: Number(upstreamSocket.port) });
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;
  const relayPort = (relay.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${httpPort}${upstream.pathname === '/' ? '' : upstream.pathname}`,
    webSocketUrl: `ws://127.0.0.1:${relayPort}${upstreamSocket.pathname === '/' ? '' : upstreamSocket.pathname}`,
    setPlan(next) {
      plan = next;
      requestCount = 0;
      droppedSends = 0;
    },
    dropSockets() {
      for (const socket of sockets) {
        socket.destroy();
        stats.socketsDropped += 1;
      }
    },
    stats,
    async close() {
      for (const socket of sockets) socket.destroy();
      for (const incoming of hanging) incoming.destroy();
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => relay.close(() => resolve())),
      ]);
    },
  };
}

interface JsonRpcCall {
  id: unknown;
  method: string;
  params: unknown;
}

/** The calls in a JSON-RPC body (one, or a batch); none when it is not JSON-RPC. */
function jsonRpcCalls(body: Buffer): JsonRpcCall[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return [];
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, method, params } = entry as Record<string, unknown>;
    return typeof method === 'string' ? [{ id, method, params }] : [];
  });
}

/**
 * The signature a node answers for `sendTransaction`: the transaction's first signature, base58. Read from the
 * wire bytes (base64 or base58, as the call says) without parsing the transaction: the signatures come first,
 * after their compact-u16 count.
 */
function signatureOfWireTransaction(params: unknown): string {
  const [encoded, options] = Array.isArray(params) ? params : [];
  if (typeof encoded !== 'string') return '';
  const encoding = (options as { encoding?: string } | undefined)?.encoding ?? 'base58';
  const bytes = encoding === 'base64' ? Buffer.from(encoded, 'base64') : bs58.decode(encoded);
  // The count is a compact-u16; a transaction has fewer than 128 signatures, so it is one byte.
  return bs58.encode(bytes.subarray(1, 65));
}
