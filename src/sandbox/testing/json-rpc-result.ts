/**
 * One Solana JSON-RPC call over HTTP to `endpoint` (a ledger's URL, or a service's `/rpc`), answering its result
 * and throwing, with the method's name, on a JSON-RPC error: for tests that check the chain itself.
 */
export async function jsonRpcResult(endpoint: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}
