import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { InvalidRequestError } from '../../api/errors.js';
import { fieldErrorsFromIssues, summariseFieldErrors } from '../../api/field-errors.js';

/** Lets route handlers see the parsed output of the zod schemas given as `schema.body`, `querystring`, `params`. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.core.$ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.core.$ZodType ? z.input<this['schema']> : unknown;
}

/** How an error message names each request part: "Invalid request body: …". */
export const REQUEST_PART_NAMES: Readonly<Record<string, string>> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/**
 * Validates each request part with its zod schema (the same schemas the client uses) and answers a bad one with
 * an InvalidRequestError that names every offending field.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> = ({ schema, httpPart }) => {
  const part = httpPart ?? 'body';
  return (data: unknown) => {
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    const errors = fieldErrorsFromIssues(result.error.issues, data, part);
    return {
      error: new InvalidRequestError(summariseFieldErrors(REQUEST_PART_NAMES[part] ?? part, errors), {
        errors,
      }),
    };
  };
};

/** The Fastify instance routes are registered on: schemas are zod, handlers see parsed values. */
export type ServiceApp = import('fastify').FastifyInstance<
  import('fastify').RawServerDefault,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  import('fastify').FastifyBaseLogger,
  ZodTypeProvider
>;
