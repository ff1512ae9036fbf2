import { RpcError, internalError, invalidRequest, methodNotFound, parseError } from './errors.js';
import { parseParams, type ParamsSchema } from './params.js';

/**
 * JSON-RPC 2.0 framing, shared by HTTP and WebSocket: single requests and batches, notifications (no `id`, no
 * answer), and an error object for everything that goes wrong — a bug included, which is logged and answered
 * as "Internal error" rather than breaking the connection.
 */

export type JsonRpcId = string | number | null;

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: ReturnType<RpcError['toJson']> };

/** One method: its parameter schema and what it answers. `C` is what the transport gives every call. */
export interface RpcMethod<C> {
  run(params: unknown, context: C): unknown;
}

export type MethodTable<C> = Readonly<Record<string, RpcMethod<C>>>;

export function rpcMethod<T, C>(
  definition: ParamsSchema<T>,
  handle: (params: T, context: C) => unknown,
): RpcMethod<C> {
  return { run: (raw, context) => handle(parseParams(definition, raw), context) };
}

export interface DispatchOptions<C> {
  methods: MethodTable<C>;
  context: C;
  /** Told about errors that are bugs (answered as -32603). */
  onInternalError: (error: unknown) => void;
}

/** Answers a JSON-RPC payload given as text; undefined when nothing is to be answered (only notifications). */
export async function dispatchText<C>(
  text: string,
  options: DispatchOptions<C>,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return errorResponse(null, parseError());
  }
  return dispatchPayload(payload, options);
}

export async function dispatchPayload<C>(
  payload: unknown,
  options: DispatchOptions<C>,
): Promise<JsonRpcResponse | JsonRpcResponse[] | undefined> {
  if (!Array.isArray(payload)) return dispatchRequest(payload, options);
  if (payload.length === 0) return errorResponse(null, invalidRequest());
  const responses: JsonRpcResponse[] = [];
  // One after another, so that a batch's transactions reach the ledger in the order they were given.
  for (const request of payload) {
    const response = await dispatchRequest(request, options);
    if (response) responses.push(response);
  }
  return responses.length > 0 ? responses : undefined;
}

async function dispatchRequest<C>(
  request: unknown,
  options: DispatchOptions<C>,
): Promise<JsonRpcResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, invalidRequest());
  }
  const fields = request as Record<string, unknown>;
  const hasId = Object.hasOwn(fields, 'id');
  const id = fields.id;
  if (hasId && !isJsonRpcId(id)) return errorResponse(null, invalidRequest());
  const replyId: JsonRpcId = hasId && isJsonRpcId(id) ? id : null;
  if (fields.jsonrpc !== '2.0' || typeof fields.method !== 'string') {
    return errorResponse(replyId, invalidRequest());
  }
  if (fields.params !== undefined && (typeof fields.params !== 'object' || fields.params === null)) {
    return errorResponse(replyId, invalidRequest());
  }
  const method = Object.hasOwn(options.methods, fields.method) ? options.methods[fields.method] : undefined;
  let response: JsonRpcResponse;
  if (!method) {
    response = errorResponse(replyId, methodNotFound());
  } else {
    try {
      const result = await method.run(fields.params, options.context);
      response = { jsonrpc: '2.0', id: replyId, result: result ?? null };
    } catch (error) {
      if (error instanceof RpcError) {
        response = errorResponse(replyId, error);
      } else {
        options.onInternalError(error);
        response = errorResponse(replyId, internalError());
      }
    }
  }
  return hasId ? response : undefined;
}

function isJsonRpcId(value: unknown): value is JsonRpcId {
  return value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

export function errorResponse(id: JsonRpcId, error: RpcError): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: error.toJson() };
}
