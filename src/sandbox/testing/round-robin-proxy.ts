import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer for tests of several gateway instances: each request goes to the next instance in turn.
 * An instance that refuses the connection (it died) is skipped, as a load balancer's health check would take it
 * out; one that dies while answering leaves the client a 502 or a cut stream, as a real one would.
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests each upstream answered, by upstream URL. */
  answered: Map<string, number>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const answered = new Map(upstreams.map((upstream) => [upstream, 0]));

  const forward = (incoming: IncomingMessage, body: Buffer, tries: number, reply: ProxyReply) => {
    const upstream = upstreams[next++ % upstreams.length] ?? '';
    const target = new URL(incoming.url ?? '/', upstream);
    const outgoing = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        answered.set(upstream, (answered.get(upstream) ?? 0) + 1);
        reply.response.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(reply.response);
        // The instance died mid-answer: the client sees its connection cut, as from a real balancer.
        response.once('error', () => reply.response.destroy());
        response.once('aborted', () => reply.response.destroy());
      },
    );
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      if (reply.response.headersSent) return reply.response.destroy();
      // Refused: nothing reached the instance, so another one may take the request.
      if (error.code === 'ECONNREFUSED' && tries < upstreams.length) {
        return forward(incoming, body, tries + 1, reply);
      }
      reply.response.writeHead(502, { 'content-type': 'application/json' });
      reply.response.end(JSON.stringify({ success: false, message: `upstream failed: ${error.message}` }));
    });
    outgoing.end(body);
  };

  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), 1, { response }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface ProxyReply {
  response: ServerResponse;
}
