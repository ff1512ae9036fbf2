/**
 * The JSON-RPC endpoints of a running service on its own port: HTTP and WebSocket share the `/rpc` path. A default
 * `new Connection(http)` needs neither: `@solana/web3.js` looks for the WebSocket at the port + 1, where the service
 * listens too (`RunningService.rpcWebSocketUrl`); `wsEndpoint: ws` keeps everything on one port.
 */
export function rpcEndpoints(serviceUrl: string): { http: string; ws: string } {
  const url = new URL(serviceUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/rpc`;
  url.search = '';
  url.hash = '';
  const http = url.toString();
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return { http, ws: url.toString() };
}
