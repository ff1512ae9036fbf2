import type * as z from 'zod/mini';
import type { FieldError } from './schemas/envelope.js';

/**
 * Turns zod issues into the `{field, message}` list an error envelope carries, so the client (checking a request
 * before it sends it) and the service (checking what it received) name a bad field in exactly the same words.
 *
 * `part` names the request part the data came from (`body`, `querystring`, `params`, …); it is the field name
 * when an issue is about the whole value rather than one of its fields.
 */
export function fieldErrorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  part: string,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({ field: [...path, key].join('.'), message: 'is not a known field' });
      }
      continue;
    }
    const field = path.length > 0 ? path.join('.') : part;
    // Any complaint about a value that is not there at all means the field is missing.
    const missing = path.length > 0 && valueAt(data, issue.path) === undefined;
    if (path.length === 0 && part === 'body' && (data === undefined || data === null)) {
      errors.push({ field, message: 'must be a JSON object' });
    } else {
      errors.push({ field, message: missing ? 'is required' : issue.message });
    }
  }
  return errors;
}

/** One line naming the first few bad fields: "Invalid request body: email is required; amount must be …". */
export function summariseFieldErrors(partName: string, errors: readonly FieldError[]): string {
  const shown = errors.slice(0, 3).map((error) => `${error.field} ${error.message}`);
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return `Invalid ${partName}: ${shown.join('; ')}${more}`;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
