/**
 * The few Solana JSON-RPC calls wallet pay makes, over `fetch`, with every answer checked before it is used (the
 * RPC endpoint is a boundary like any other). Deliberately not web3.js's `Connection`: that sends a custom
 * `solana-client` header, which makes every cross-origin call need a CORS preflight naming it, and it would
 * open a WebSocket for confirmations; this client needs neither, and it keeps the wallet chunk small.
 */

export type RpcFailureKind =
  /** No answer: offline, refused, timed out, or not JSON-RPC. */
  | 'unreachable'
  /** A JSON-RPC error answer (`code`, `message`, `data`). */
  | 'rpc_error';

export class SolanaRpcError extends Error {
  readonly code = 'solana_rpc';
  readonly kind: RpcFailureKind;
  readonly rpcCode: number | undefined;
  readonly data: unknown;

  constructor(
    kind: RpcFailureKind,
    message: string,
    options: { rpcCode?: number; data?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'SolanaRpcError';
    this.kind = kind;
    this.rpcCode = options.rpcCode;
    this.data = options.data;
  }
}

/** JSON-RPC error code of a failed preflight simulation (`data` holds `err` and `logs`). */
export const PREFLIGHT_FAILURE_CODE = -32002;

export interface SimulationResult {
  err: unknown;
  logs: string[];
}

export interface SignatureStatus {
  confirmationStatus: 'processed' | 'confirmed' | 'finalized' | null;
  err: unknown;
}

export interface SolanaRpc {
  readonly endpoint: string;
  getGenesisHash(signal?: AbortSignal): Promise<string>;
  getLatestBlockhash(signal?: AbortSignal): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  getBlockHeight(signal?: AbortSignal): Promise<number>;
  /** Lamports. */
  getBalance(address: string, signal?: AbortSignal): Promise<bigint>;
  /** Base units of a token account's balance; null when the account does not exist. */
  getTokenAccountBalance(address: string, signal?: AbortSignal): Promise<bigint | null>;
  /** The fee in lamports of a base64 message; null when the node cannot price it (unknown blockhash). */
  getFeeForMessage(messageBase64: string, signal?: AbortSignal): Promise<bigint | null>;
  /** Simulates an (unsigned) base64 transaction, signatures not verified. */
  simulateTransaction(transactionBase64: string, signal?: AbortSignal): Promise<SimulationResult>;
  /** Sends a signed base64 transaction with preflight; resolves to its signature. */
  sendTransaction(transactionBase64: string, signal?: AbortSignal): Promise<string>;
  getSignatureStatus(signature: string, signal?: AbortSignal): Promise<SignatureStatus | null>;
}

export interface SolanaRpcOptions {
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Per call, in ms (default 15 s). */
  timeoutMs?: number;
}

type Json = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function invalid(method: string, what: string): SolanaRpcError {
  return new SolanaRpcError('unreachable', `${method}: unexpected answer (${what})`);
}

/** `{context, value}` answers. */
function valueOf(method: string, result: Json): unknown {
  if (!isRecord(result) || !('value' in result)) throw invalid(method, 'no value');
  return result.value;
}

function integer(method: string, value: unknown, what: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value);
  throw invalid(method, what);
}

function text(method: string, value: unknown, what: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid(method, what);
  return value;
}

export function createSolanaRpc(endpoint: string, options: SolanaRpcOptions = {}): SolanaRpc {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 15_000;
  let nextId = 1;

  async function call(method: string, params: Json[], signal?: AbortSignal): Promise<Json> {
    signal?.throwIfAborted();
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`${method}: no answer after ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let body: unknown;
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: controller.signal,
      });
      if (!response.ok && response.status !== 400 && response.status !== 500) {
        throw new SolanaRpcError('unreachable', `${method}: HTTP ${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof SolanaRpcError) throw error;
      throw new SolanaRpcError(
        'unreachable',
        `${method}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
    if (!isRecord(body)) throw invalid(method, 'not a JSON-RPC answer');
    if (isRecord(body.error)) {
      const { code, message, data } = body.error;
      throw new SolanaRpcError('rpc_error', typeof message === 'string' ? message : `${method} failed`, {
        rpcCode: typeof code === 'number' ? code : undefined,
        data,
      });
    }
    if (!('result' in body)) throw invalid(method, 'no result');
    return body.result;
  }

  const commitment = { commitment: 'confirmed' } as const;

  return {
    endpoint,
    async getGenesisHash(signal) {
      return text('getGenesisHash', await call('getGenesisHash', [], signal), 'genesis hash');
    },
    async getLatestBlockhash(signal) {
      const value = valueOf('getLatestBlockhash', await call('getLatestBlockhash', [commitment], signal));
      if (!isRecord(value)) throw invalid('getLatestBlockhash', 'value');
      return {
        blockhash: text('getLatestBlockhash', value.blockhash, 'blockhash'),
        lastValidBlockHeight: Number(integer('getLatestBlockhash', value.lastValidBlockHeight, 'height')),
      };
    },
    async getBlockHeight(signal) {
      return Number(integer('getBlockHeight', await call('getBlockHeight', [commitment], signal), 'height'));
    },
    async getBalance(address, signal) {
      return integer(
        'getBalance',
        valueOf('getBalance', await call('getBalance', [address, commitment], signal)),
        'lamports',
      );
    },
    async getTokenAccountBalance(address, signal) {
      let result: Json;
      try {
        result = await call('getTokenAccountBalance', [address, commitment], signal);
      } catch (error) {
        // "could not find account" / "Invalid param: could not find account": no token account, so nothing held.
        if (error instanceof SolanaRpcError && error.kind === 'rpc_error') return null;
        throw error;
      }
      const value = valueOf('getTokenAccountBalance', result);
      if (!isRecord(value)) throw invalid('getTokenAccountBalance', 'value');
      return integer('getTokenAccountBalance', value.amount, 'amount');
    },
    async getFeeForMessage(messageBase64, signal) {
      const value = valueOf(
        'getFeeForMessage',
        await call('getFeeForMessage', [messageBase64, commitment], signal),
      );
      return value === null ? null : integer('getFeeForMessage', value, 'fee');
    },
    async simulateTransaction(transactionBase64, signal) {
      const value = valueOf(
        'simulateTransaction',
        await call(
          'simulateTransaction',
          [
            transactionBase64,
            { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: false, ...commitment },
          ],
          signal,
        ),
      );
      if (!isRecord(value)) throw invalid('simulateTransaction', 'value');
      const logs = Array.isArray(value.logs)
        ? value.logs.filter((line): line is string => typeof line === 'string')
        : [];
      return { err: value.err ?? null, logs };
    },
    async sendTransaction(transactionBase64, signal) {
      return text(
        'sendTransaction',
        await call(
          'sendTransaction',
          [transactionBase64, { encoding: 'base64', skipPreflight: false, preflightCommitment: 'confirmed' }],
          signal,
        ),
        'signature',
      );
    },
    async getSignatureStatus(signature, signal) {
      const value = valueOf(
        'getSignatureStatuses',
        await call('getSignatureStatuses', [[signature], { searchTransactionHistory: true }], signal),
      );
      if (!Array.isArray(value)) throw invalid('getSignatureStatuses', 'value');
      const status: unknown = value[0];
      if (status === null || status === undefined) return null;
      if (!isRecord(status)) throw invalid('getSignatureStatuses', 'status');
      const level = status.confirmationStatus;
      return {
        confirmationStatus:
          level === 'processed' || level === 'confirmed' || level === 'finalized' ? level : null,
        err: status.err ?? null,
      };
    },
  };
}

/** The `err` and `logs` of a failed preflight, when an RPC error is one. */
export function preflightFailure(error: unknown): SimulationResult | undefined {
  if (!(error instanceof SolanaRpcError) || error.rpcCode !== PREFLIGHT_FAILURE_CODE) return undefined;
  const data = isRecord(error.data) ? error.data : {};
  const logs = Array.isArray(data.logs)
    ? data.logs.filter((line): line is string => typeof line === 'string')
    : [];
  return { err: data.err ?? error.message, logs };
}
