/**
 * The JSON-RPC endpoints of a running service: HTTP and WebSocket share the `/rpc` path on the service's port.
 * `@solana/web3.js` guesses the WebSocket URL by adding 1 to an explicit port, so pass both:
 * `new Connection(http, { commitment: 'confirmed', wsEndpoint: ws })`.
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
