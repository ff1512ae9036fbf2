import { Counter, Registry } from 'prom-client';

/** Why an attempt to reach the Solana JSON-RPC endpoint failed (chain/retrying-fetch.ts). */
export type RpcFailureKind = 'timeout' | 'network' | 'rate_limited' | 'server_error';

/**
 * The process's count of failed RPC attempts, by kind. Process-wide, as the endpoint's connection is: every
 * service's /metrics in this process reports it.
 */
export const rpcErrorRegistry = new Registry();

const rpcErrors = new Counter({
  name: 'crypto_checkout_rpc_errors_total',
  help: 'Failed attempts to reach the Solana JSON-RPC endpoint, by kind (each retry counts)',
  labelNames: ['kind'] as const,
  registers: [rpcErrorRegistry],
});

export function countRpcFailure(kind: RpcFailureKind): void {
  rpcErrors.inc({ kind });
}
