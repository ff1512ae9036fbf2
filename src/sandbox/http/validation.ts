import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { InvalidRequestError } from '../../api/errors.js';
import type { FieldError } from '../../api/schemas/envelope.js';

/** Lets route handlers see the parsed output of the zod schemas given as `schema.body`, `querystring`, `params`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const PART_NAMES: Readonly<Record<string, string>> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/**
 * Validates each request part with its zod schema (the same schemas the client uses) and answers a bad one with
 * an InvalidRequestError that names every offending field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const errors = fieldErrorsFromIssues(result.error.issues, data, part);
    return { error: new InvalidRequestError(summarise(PART_NAMES[part] ?? part, errors), { errors }) };
  };
};

export function fieldErrorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  part: string,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors.push({ field: [...path, key].join('.'), message: 'is not a known field' });
      continue;
    }
    const field = path.length > 0 ? path.join('.') : part === 'body' ? 'body' : part;
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

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function summarise(partName: string, errors: readonly FieldError[]): string {
  const shown = errors.slice(0, 3).map((error) => `${error.field} ${error.message}`);
  const more = errors.length > 3 ? ` (and ${errors.length - 3} more)` : '';
  return `Invalid ${partName}: ${shown.join('; ')}${more}`;
}

/** The Fastify instance routes are registered on: schemas are zod, handlers see parsed values. */
export type ServiceApp = import('fastify').FastifyInstance<
  import('fastify').RawServerDefault,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>;
