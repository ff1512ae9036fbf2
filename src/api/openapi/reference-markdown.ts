import type { JsonSchema } from './json-schema.js';
import type { OpenApiDocument, OpenApiOperation } from './document.js';

/**
 * The OpenAPI document as one Markdown page, which the docs build renders to `/docs/reference.html` with the other
 * pages (plain HTML under the service's Content-Security-Policy: nothing runs or styles itself in the browser).
 * Every route, grouped by tag, with its key, parameters, body and answers; then every webhook and every schema
 * the answers name, each linked where it is used.
 */
export function referenceMarkdown(document: OpenApiDocument): string {
  const info = document.info as { title: string; description: string };
  const tags = document.tags as { name: string; description: string }[];
  const components = document.components as { schemas: Record<string, JsonSchema> };
  const lines: string[] = [
    '# HTTP reference',
    '',
    `Every route of the \`/v1\` interface, generated from the OpenAPI 3.1 document the service serves at ` +
      '`/v1/openapi.json` (and `npm run build` writes to `dist/openapi.json`), which is made from the same schemas ' +
      'the service validates with. [api.md](api.md) explains the conventions, authentication and behaviour.',
    '',
    info.description,
    '',
  ];
  for (const tag of tags) {
    const operations = operationsTagged(document, tag.name);
    if (operations.length === 0) continue;
    lines.push(`## ${tag.name}`, '', tag.description, '');
    for (const { method, path, operation } of operations) {
      lines.push(...operationSection(method, path, operation, document));
    }
  }
  lines.push('## Webhooks', '', tags.find((tag) => tag.name === 'Webhooks')?.description ?? '', '');
  for (const [event, item] of Object.entries(
    document.webhooks as Record<string, { post: OpenApiOperation }>,
  )) {
    const body = jsonSchemaOf(item.post.requestBody);
    lines.push(`### ${event}`, '', item.post.description, '', ...fieldTable(body), '');
  }
  lines.push('## Schemas', '');
  for (const [name, schema] of Object.entries(components.schemas)) {
    lines.push(`### ${name}`, '', ...(schema.properties ? fieldTable(schema) : [`${typeOf(schema)}`]), '');
  }
  return `${lines.join('\n')}\n`;
}

interface LocatedOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function operationsTagged(document: OpenApiDocument, tag: string): LocatedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.tags.includes(tag))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

const KEY_NAMES: Readonly<Record<string, string>> = {
  secretKey: 'secret key',
  publicKey: 'public key',
  consoleSession: 'console session',
};

function keysOf(operation: OpenApiOperation): string {
  if (operation.security.length === 0) return 'none';
  const names = operation.security.map((requirement) => {
    const [scheme] = Object.keys(requirement);
    return scheme ? (KEY_NAMES[scheme] ?? scheme) : 'none';
  });
  return names.join(' or ');
}

function operationSection(
  method: string,
  path: string,
  operation: OpenApiOperation,
  document: OpenApiDocument,
): string[] {
  const lines = [
    `### ${method} ${path}`,
    '',
    `**${operation.summary}.** Key: ${keysOf(operation)}.`,
    '',
    operation.description,
    '',
  ];
  const parameters = ((operation.parameters ?? []) as Record<string, unknown>[]).filter(
    (parameter) => !('$ref' in parameter),
  );
  if (parameters.length > 0) {
    lines.push('| Parameter | In | Type | Required |', '| --- | --- | --- | --- |');
    for (const parameter of parameters) {
      lines.push(
        `| \`${String(parameter.name)}\` | ${String(parameter.in)} | ${typeOf(parameter.schema as JsonSchema)} | ` +
          `${parameter.required ? 'yes' : 'no'} |`,
      );
    }
    lines.push('');
  }
  const body = operation.requestBody as {
    required: boolean;
    content: Record<string, { schema: JsonSchema }>;
  };
  if (body) {
    const schema = jsonSchemaOf(body);
    lines.push(
      `Body (JSON${body.required ? '' : ', may be left out'}):`,
      '',
      ...fieldTable(objectOf(schema)),
      '',
    );
  }
  lines.push('| Status | Answer |', '| --- | --- |');
  for (const [status, response] of Object.entries(operation.responses)) {
    lines.push(`| ${status} | ${cell(answerOf(response as unknown as Record<string, unknown>, document))} |`);
  }
  lines.push('');
  return lines;
}

/** The JSON schema of a request body (empty when it has none). */
function jsonSchemaOf(body: unknown): JsonSchema {
  return (
    (body as { content: Record<string, { schema: JsonSchema } | undefined> }).content['application/json']
      ?.schema ?? {}
  );
}

/** A body schema that may also be null (the routes whose body can be left out): its object side. */
function objectOf(schema: JsonSchema): JsonSchema {
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return members?.find((member) => member.type === 'object') ?? schema;
}

function answerOf(response: Record<string, unknown>, document: OpenApiDocument): string {
  if (typeof response.$ref === 'string') {
    const responses = (document.components as { responses: Record<string, { description: string }> })
      .responses;
    const shared = responses[response.$ref.slice(response.$ref.lastIndexOf('/') + 1)];
    return `${shared?.description ?? ''} [ErrorEnvelope](#errorenvelope)`;
  }
  const content = response.content as
    Record<string, { schema: JsonSchema; 'x-event-data'?: JsonSchema }> | undefined;
  const description = String(response.description);
  if (!content) return description;
  const [type, media] = Object.entries(content)[0] ?? [];
  if (!type || !media) return description;
  if (media['x-event-data']) {
    return `${description} \`${type}\`; each event's \`data\`: ${typeOf(media['x-event-data'])}`;
  }
  const properties = media.schema.properties as Record<string, JsonSchema> | undefined;
  // The envelope is the same everywhere (api.md, "Envelope"): what differs is its `data`.
  if (properties?.success && properties.data) return `${description} \`data\`: ${typeOf(properties.data)}`;
  return `${description} Body: ${typeOf(media.schema)}`;
}

function fieldTable(schema: JsonSchema): string[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  if (Object.keys(properties).length === 0) return ['No fields.'];
  return [
    '| Field | Type | Required |',
    '| --- | --- | --- |',
    ...Object.entries(properties).map(
      ([name, property]) =>
        `| \`${name}\` | ${cell(typeOf(property))} | ${required.has(name) ? 'yes' : 'no'} |`,
    ),
  ];
}

/** A JSON Schema in a few words: a component as a link to its section, enums as their values. */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any JSON';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
    return `[${name}](#${name.toLowerCase()})`;
  }
  if ('const' in schema) return `\`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum))
    return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  const members = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (members) return members.map(typeOf).join(' or ');
  const types = [schema.type].flat().filter((type): type is string => typeof type === 'string');
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeOf(schema.items as JsonSchema)}`;
      if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
      return type;
    })
    .join(' or ');
}

/** Text safe inside a table cell. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}
