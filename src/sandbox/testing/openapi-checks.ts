import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';

/**
 * The two outside checks the OpenAPI document must pass, for the tests and the build: a validator of the OpenAPI
 * 3.1 specification's own JSON Schemas, and Redocly's linter with its `recommended-strict` rules (every rule of
 * `recommended`, warnings counted as errors).
 */

/** `{valid: true}`, or `{valid: false, errors}` saying where the document breaks the specification. */
export async function validateOpenApi(document: object): Promise<{ valid: boolean; errors?: unknown }> {
  const result = await new Validator().validate(structuredClone(document) as Record<string, unknown>);
  return result.valid ? { valid: true } : { valid: false, errors: result.errors };
}

/** Every problem the linter finds, as `rule: message (where)`; none for a clean document. */
export async function lintOpenApi(document: object): Promise<string[]> {
  const config = await createConfig({ extends: ['recommended-strict'] });
  const problems = await lintFromString({
    source: JSON.stringify(document),
    absoluteRef: 'openapi.json',
    config,
  });
  return problems.map(
    (problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? 'document'})`,
  );
}
