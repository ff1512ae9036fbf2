import type * as z from 'zod/mini';

/** The HTTP methods the `/v1` interface uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Which key a route needs (docs/api.md, "Authentication"): the same four words the service's routes declare in
 * `config.auth`, so that a test can hold the two side by side.
 */
export type RouteAuth = 'none' | 'optional' | 'publicOrSecret' | 'secret';

/**
 * What a route answers when it succeeds: the envelope around `data` (nearly every route), the bare JSON of another
 * specification (Solana Pay), a Server-Sent Events stream whose events each carry `data`, or the OpenAPI
 * document itself.
 */
export type RouteAnswer =
  | { kind: 'envelope'; status: 200 | 201; description: string; data: z.core.$ZodType }
  | { kind: 'plain'; status: 200; description: string; body: z.core.$ZodType }
  | { kind: 'eventStream'; status: 200; description: string; event: string; data: z.core.$ZodType }
  | { kind: 'openApiDocument'; status: 200; description: string };

/** The error statuses a route answers besides the ones its auth, parameters and body imply. */
export type ExtraErrorStatus = 403 | 404 | 409 | 502 | 503;

/** One `/v1` route as the documentation describes it: the single place its method, path, auth and words live. */
export interface RouteDoc {
  method: HttpMethod;
  /** The path as the service registers it, with `:name` parameters (`/v1/payment-links/:id`). */
  path: string;
  auth: RouteAuth;
  /** The group it is listed under (one of ROUTE_TAGS). */
  tag: string;
  summary: string;
  /** Markdown, in docs/api.md's words. */
  description: string;
  params?: z.core.$ZodType;
  query?: z.core.$ZodType;
  body?: z.core.$ZodType;
  /** Whether a request may leave the body out (the routes whose body has only optional fields). */
  bodyOptional?: boolean;
  answer: RouteAnswer;
  errors?: readonly ExtraErrorStatus[];
  /** `If-None-Match` with the answer's `ETag` answers 304 (verification). */
  conditional?: boolean;
  /** Marked **addition** in docs/api.md: the upstream gateway has no such route. */
  addition?: boolean;
  /** Answers only in test mode (`SOLANA_CLUSTER=localnet`); 404 elsewhere. */
  testModeOnly?: boolean;
}
