import { ApiError } from '../api/errors.js';

/** What went wrong, for a person: the service's own message, with the fields it names. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.errors.map((fieldError) => `${fieldError.field} ${fieldError.message}`);
    return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
