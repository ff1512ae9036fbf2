import type { FastifyInstance } from 'fastify';
import { InvalidRequestError } from '../../api/errors.js';
import { summariseFieldErrors } from '../../api/field-errors.js';
import { findUnsafeText } from '../../api/safe-text.js';
import { REQUEST_PART_NAMES } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route reads its body as raw text and answers malformed text in its own protocol (JSON-RPC), so its body
     * is not checked here; its query string and path still are.
     */
    rawTextBody?: boolean;
  }
}

/**
 * Every string of every request, wherever it is (path parameters, query values and names, JSON body values and
 * keys at any depth), is refused with a 400 naming the field when it holds a NUL character or an unpaired UTF-16
 * surrogate: PostgreSQL cannot store either, and without this a request carrying one fails in the middle of a
 * write with a 500. One hook before validation guards every route, including ones added later; the schemas
 * (src/api/schemas) refuse the same text on the client's side too.
 */
export function installTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [part: 'params' | 'querystring' | 'body', value: unknown][] = [
      ['params', request.params],
      ['querystring', request.query],
    ];
    if (!request.routeOptions.config.rawTextBody) parts.push(['body', request.body]);
    for (const [part, value] of parts) {
      const finding = findUnsafeText(value);
      if (!finding) continue;
      const errors = [{ field: fieldName(finding.path, part), message: finding.message }];
      throw new InvalidRequestError(summariseFieldErrors(REQUEST_PART_NAMES[part] ?? part, errors), {
        errors,
      });
    }
  });
}

/** The field as validation names it (`metadata.order.note`), or the request part for the part as a whole. */
function fieldName(path: readonly (string | number)[], part: string): string {
  return path.length > 0 ? path.join('.') : part;
}
