/**
 * JSON-RPC errors as Solana's RPC server (Agave) answers them: the JSON-RPC 2.0 codes with the messages of the
 * `jsonrpc-core` crate, and Solana's own server errors (-32002 and up) that clients such as `@solana/web3.js`
 * look for.
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** sendTransaction's preflight simulation failed (data: the simulation result). */
  sendTransactionPreflightFailure: -32002,
  transactionSignatureVerificationFailure: -32003,
  transactionVersionNotSupported: -32015,
  minContextSlotNotReached: -32016,
} as const;

export function parseError(): RpcError {
  return new RpcError(RPC_ERROR_CODES.parseError, 'Parse error');
}

export function invalidRequest(detail?: string): RpcError {
  return new RpcError(
    RPC_ERROR_CODES.invalidRequest,
    detail ? `Invalid request: ${detail}` : 'Invalid request',
  );
}

export function methodNotFound(): RpcError {
  return new RpcError(RPC_ERROR_CODES.methodNotFound, 'Method not found');
}

/** `Invalid params: <detail>`, as serde reports a parameter that does not deserialise. */
export function invalidParams(detail: string): RpcError {
  return new RpcError(RPC_ERROR_CODES.invalidParams, `Invalid params: ${detail}`);
}

/** `Invalid param: <detail>`, as Solana reports a value that deserialised but is wrong (a bad pubkey, say). */
export function invalidParam(detail: string): RpcError {
  return new RpcError(RPC_ERROR_CODES.invalidParams, `Invalid param: ${detail}`);
}

/** An invalid-params error with Solana's message as it is ("Too many inputs provided; max 256"). */
export function invalidParamsMessage(message: string): RpcError {
  return new RpcError(RPC_ERROR_CODES.invalidParams, message);
}

export function unsupportedEncoding(encoding: string, supported: readonly string[]): RpcError {
  return invalidParams(`unsupported encoding: ${encoding}. Supported encodings: ${supported.join(', ')}`);
}

export function internalError(): RpcError {
  return new RpcError(RPC_ERROR_CODES.internalError, 'Internal error');
}

export function signatureVerificationFailure(): RpcError {
  return new RpcError(
    RPC_ERROR_CODES.transactionSignatureVerificationFailure,
    'Transaction signature verification failure',
  );
}

export function minContextSlotNotReached(contextSlot: number): RpcError {
  return new RpcError(RPC_ERROR_CODES.minContextSlotNotReached, 'Minimum context slot has not been reached', {
    contextSlot,
  });
}

export function transactionVersionNotSupported(version: number): RpcError {
  return new RpcError(
    RPC_ERROR_CODES.transactionVersionNotSupported,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  );
}
