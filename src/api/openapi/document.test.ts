import { describe, expect, it } from 'vitest';
import { SENT_WEBHOOK_EVENTS } from '../schemas/webhook.js';
import {
  buildOpenApiDocument,
  openApiPath,
  operationIdOf,
  type OpenApiDocument,
  type OpenApiOperation,
} from './document.js';
import { lintOpenApi, validateOpenApi } from '../../sandbox/testing/openapi-checks.js';
import { assertDocumentedAnswer } from '../../sandbox/testing/openapi-contract.js';
import { ROUTE_TAGS, ROUTES } from './routes.js';

/** One operation of `document`, failing the test when it has none. */
function operationIn(document: OpenApiDocument, path: string, method: string): OpenApiOperation {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`no ${method} ${path}`);
  return operation;
}

/** The JSON schema of an operation's answer with `status` in `type`. */
function answerSchema(operation: OpenApiOperation, status: string, type = 'application/json'): unknown {
  return operation.responses[status]?.content?.[type]?.schema;
}

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(await validateOpenApi(document)).toEqual({ valid: true });
  });

  it("passes Redocly's recommended-strict rules with no problem at all", async () => {
    expect(await lintOpenApi(document)).toEqual([]);
  });

  it('a broken document fails both the validator and the linter (the checks can fail)', async () => {
    const broken = structuredClone(document);
    const operation = operationIn(broken, '/v1/currencies', 'get');
    // A parameter that says not where it goes breaks the specification; an operation with no summary, a rule.
    operation.parameters = [{ name: 'status', schema: { type: 'string' } }];
    delete (operation as Partial<typeof operation>).summary;
    expect((await validateOpenApi(broken)).valid).toBe(false);
    expect((await lintOpenApi(broken)).length).toBeGreaterThan(0);
  });

  it('describes every documented route once, under a known tag, with a unique operationId', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(ROUTES.length);
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation?.summary, `${route.method} ${route.path}`).toBe(route.summary);
      expect(ROUTE_TAGS.map((tag) => tag.name)).toContain(route.tag);
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'GET', path: '/v1/payment-links/:id' })).toBe('getPaymentLinksById');
  });

  it('names the key each route needs: none, public or secret (the raw key in Authorization)', () => {
    const schemes = (document.components as { securitySchemes: Record<string, { in: string; name: string }> })
      .securitySchemes;
    expect(schemes.secretKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(schemes.publicKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(operationIn(document, '/v1/currencies', 'get').security).toEqual([]);
    expect(operationIn(document, '/v1/transactions', 'post').security).toContainEqual({ publicKey: [] });
    expect(operationIn(document, '/v1/balances', 'get').security).not.toContainEqual({ publicKey: [] });
  });

  it('describes the Solana Pay answers as bare JSON and the event streams as text/event-stream', () => {
    const solanaPay = '/v1/transactions/{reference}/solana-pay';
    expect(answerSchema(operationIn(document, solanaPay, 'get'), '200')).toEqual({
      $ref: '#/components/schemas/SolanaPayLabel',
    });
    expect(answerSchema(operationIn(document, solanaPay, 'post'), '200')).toEqual({
      $ref: '#/components/schemas/SolanaPayTransaction',
    });
    for (const path of ['/v1/transactions/{reference}/events', '/v1/transactions/events']) {
      const content = operationIn(document, path, 'get').responses['200']?.content ?? {};
      expect(Object.keys(content)).toEqual(['text/event-stream']);
    }
  });

  it('carries answers recorded in a test run as examples, each valid against its own schema', () => {
    const recorded = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) =>
        Object.entries(operation.responses).flatMap(([status, response]) => {
          const examples = response.content?.['application/json']?.examples as
            { recorded: { value: unknown } } | undefined;
          return examples ? [{ path, method, status: Number(status), body: examples.recorded.value }] : [];
        }),
      ),
    );
    expect(recorded.length).toBeGreaterThanOrEqual(30);
    for (const example of recorded) {
      const url = example.path.replace(/\{(\w+)\}/g, '$1');
      assertDocumentedAnswer({ ...example, url, contentType: 'application/json' });
    }
  });

  it('has a webhook for every event a webhook request can carry', () => {
    expect(Object.keys(document.webhooks as object).sort()).toEqual([...SENT_WEBHOOK_EVENTS].sort());
  });

  it('takes requests as written (a query number as text) and describes answers as sent', () => {
    const limit = (
      operationIn(document, '/v1/transactions', 'get').parameters as { name: string; schema: object }[]
    ).find((parameter) => parameter.name === 'limit');
    expect(limit?.schema).toMatchObject({ type: 'string' });
    const components = (document.components as { schemas: Record<string, { required?: string[] }> }).schemas;
    expect(components.Currency?.required).toEqual(['uuid', 'name', 'code', 'type', 'status', 'createdAt']);
  });
});
