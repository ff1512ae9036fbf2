import { describe, expect, it } from 'vitest';
import { SENT_WEBHOOK_EVENTS } from '../schemas/webhook.js';
import { buildOpenApiDocument, openApiPath } from './document.js';
import { referenceMarkdown, typeOf } from './reference-markdown.js';
import { ROUTES } from './routes.js';

describe('the HTTP reference page', () => {
  const document = buildOpenApiDocument();
  const markdown = referenceMarkdown(document);
  const headings = markdown.split('\n').filter((line) => line.startsWith('### '));

  it('has a section for every route, every webhook event and every schema the document names', () => {
    for (const route of ROUTES) expect(headings).toContain(`### ${route.method} ${openApiPath(route.path)}`);
    for (const event of SENT_WEBHOOK_EVENTS) expect(headings).toContain(`### ${event}`);
    const schemas = Object.keys((document.components as { schemas: object }).schemas);
    for (const name of schemas) expect(headings).toContain(`### ${name}`);
    expect(headings).toHaveLength(ROUTES.length + SENT_WEBHOOK_EVENTS.length + schemas.length);
  });

  it("shows a route's key, parameters, body fields and answers, linking the schemas it names", () => {
    const section = markdown.slice(
      markdown.indexOf('### POST /v1/business-customers'),
      markdown.indexOf('### GET /v1/business-customers'),
    );
    expect(section).toContain('**Create a customer.** Key: secret key or console session.');
    expect(section).toContain('| `email` | string (email) | yes |');
    expect(section).toContain('`data`: [CustomerWithBusiness](#customerwithbusiness)');
    expect(section).toContain('| 409 | A state conflict');
    expect(markdown).toContain('| `reference` | path | string | yes |');
  });

  it('says a type in a few words', () => {
    expect(typeOf({ type: ['string', 'null'], format: 'date-time' })).toBe('string (date-time) or null');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Bank' } })).toBe(
      'array of [Bank](#bank)',
    );
    expect(typeOf({ enum: ['fiat', 'crypto'] })).toBe('one of `fiat`, `crypto`');
    expect(typeOf({})).toBe('any JSON');
  });
});
