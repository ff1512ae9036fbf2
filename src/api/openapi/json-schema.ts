import * as z from 'zod/mini';
import { RESPONSE_COMPONENTS } from './components.js';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as a plain object. */
export type JsonSchema = { [keyword: string]: unknown };

const COMPONENT_PREFIX = '#/components/schemas/';
const LOCAL_DEFINITION_PREFIX = '#/$defs/';

/**
 * Turns the contract's zod schemas into the document's JSON Schemas with zod's own `z.toJSONSchema`, so the
 * document says exactly what the service checks. Answers are converted as they are sent (`io: 'output'`), with
 * every resource of RESPONSE_COMPONENTS referred to by its component name; requests as they may be written
 * (`io: 'input'`: a query's `"20"` before it becomes the number 20). Only the components some schema refers to are
 * kept, so the document has none that nothing uses.
 */
export class JsonSchemaConverter {
  private readonly registry = z.registry<{ id: string }>();
  private readonly used: Record<string, JsonSchema> = {};

  constructor() {
    for (const [id, schema] of Object.entries(RESPONSE_COMPONENTS)) this.registry.add(schema, { id });
  }

  /** An answer's schema; its resources become `$ref`s to `#/components/schemas/…`. */
  response(schema: z.core.$ZodType): JsonSchema {
    const converted = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-2020-12',
      metadata: this.registry,
    }) as JsonSchema;
    const { $defs: definitions, ...rest } = converted;
    for (const [id, definition] of Object.entries((definitions ?? {}) as Record<string, JsonSchema>)) {
      this.used[id] = withComponentReferences(withoutDialect(definition));
    }
    return withComponentReferences(withoutDialect(rest));
  }

  /** A request part's schema (body, query, path), as a caller may write it. */
  request(schema: z.core.$ZodType): JsonSchema {
    // Transforms (a query's text becoming a number) and refinements have no JSON Schema; the input side of each is
    // what a request carries, and a refinement's rule is in the route's description instead.
    return withoutDialect(
      z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema,
    );
  }

  /** A reference to one of RESPONSE_COMPONENTS, marking it as used. */
  reference(id: keyof typeof RESPONSE_COMPONENTS & string): JsonSchema {
    const schema = RESPONSE_COMPONENTS[id];
    if (!schema) throw new Error(`No component named ${id}`);
    this.response(schema);
    return { $ref: `${COMPONENT_PREFIX}${id}` };
  }

  /** The components referred to so far, by name, in a stable order. */
  components(): Record<string, JsonSchema> {
    return Object.fromEntries(Object.entries(this.used).sort(([a], [b]) => a.localeCompare(b)));
  }
}

function isEmptyObject(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
  );
}

function withoutDialect(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema;
  return rest;
}

/**
 * Points zod's `#/$defs/<name>` references at the document's components, and writes an `anyOf` one of whose
 * members takes any value (zod's `z.unknown()` beside `null`) as the empty schema it amounts to.
 */
function withComponentReferences<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withComponentReferences) as T;
  if (value === null || typeof value !== 'object') return value;
  const { anyOf, ...others } = value as JsonSchema;
  if (Array.isArray(anyOf) && anyOf.some((member) => isEmptyObject(member))) {
    return withComponentReferences(others) as T;
  }
  const entries = Object.entries(value).map(([key, child]) => {
    if (key === '$ref' && typeof child === 'string' && child.startsWith(LOCAL_DEFINITION_PREFIX)) {
      return [key, `${COMPONENT_PREFIX}${child.slice(LOCAL_DEFINITION_PREFIX.length)}`];
    }
    return [key, withComponentReferences(child)];
  });
  return Object.fromEntries(entries) as T;
}
