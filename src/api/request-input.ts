import * as z from 'zod/mini';
import { InvalidRequestError } from './errors.js';
import { fieldErrorsFromIssues, summariseFieldErrors } from './field-errors.js';
import { numberToDecimalString } from './money.js';

/**
 * Checks a caller's arguments with the same request schemas the service applies, so a bad request fails at once
 * with the service's own field messages and never reaches the network.
 */

export type RequestPart = 'body' | 'querystring' | 'params';

const PART_NAMES: Readonly<Record<RequestPart, string>> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
};

/** Throws InvalidRequestError naming every bad field when `data` does not satisfy `schema`. */
export function assertValidRequestPart(schema: z.core.$ZodType, data: unknown, part: RequestPart): void {
  const result = z.safeParse(schema, data);
  if (result.success) return;
  const errors = fieldErrorsFromIssues(result.error.issues, data, part);
  throw new InvalidRequestError(summariseFieldErrors(PART_NAMES[part], errors), { errors });
}

/** A value a caller may put in a query: anything but a string is written the way a URL would carry it. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * Writes a query object as the strings a URL carries (dropping absent values), which is what the service's query
 * schemas read; numbers are written as plain decimals (1e-7 → "0.0000001"), never in exponent notation.
 */
export function queryStrings(query: object | undefined): Record<string, string> {
  const strings: Record<string, string> = {};
  if (query === undefined || query === null) return strings;
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null) continue;
    strings[key] = typeof value === 'number' ? queryNumber(value) : String(value);
  }
  return strings;
}

function queryNumber(value: number): string {
  return Number.isFinite(value) && value >= 0 ? numberToDecimalString(value) : String(value);
}

/** Validates a path parameter with the service's params schema and encodes it for the URL. */
export function pathSegment(schema: z.core.$ZodType, name: string, value: unknown): string {
  assertValidRequestPart(schema, { [name]: value }, 'params');
  return encodeURIComponent(String(value));
}
