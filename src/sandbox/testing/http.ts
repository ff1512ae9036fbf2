import type { z } from 'zod';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../api/schemas/envelope.js';
import { assertDocumentedAnswer } from './openapi-contract.js';

export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/**
 * A plain HTTP call to a running service, for tests of the service itself (the typed client has its own
 * tests). `body` is sent as JSON unless it is already a string. Every `/v1` answer is checked against the OpenAPI
 * document (openapi-contract.ts): one that does not match it fails the test.
 */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = options.key;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Leave non-JSON answers as text so that a test can show what came back.
  }
  assertDocumentedAnswer({
    method,
    url: path,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: parsed,
  });
  return { status: response.status, headers: response.headers, body: parsed };
}

/** Parses a success envelope with the resource's schema, failing the test with the body when it does not fit. */
export function expectData<T extends z.core.$ZodType>(
  response: RawResponse,
  schema: T,
  status = 200,
): z.output<T> {
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return successEnvelopeSchema(schema).parse(response.body).data;
}

/** Parses an error envelope, failing the test when the status or shape is not what was expected. */
export function expectError(response: RawResponse, status: number): z.output<typeof errorEnvelopeSchema> {
  if (response.status !== status) {
    throw new Error(`expected HTTP ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  const envelope = errorEnvelopeSchema.parse(response.body);
  if (envelope.statusCode !== status)
    throw new Error(`envelope statusCode ${envelope.statusCode} ≠ ${status}`);
  return envelope;
}
