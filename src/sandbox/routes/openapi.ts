import { buildOpenApiDocument } from '../../api/openapi/document.js';
import type { HttpMethod } from '../../api/openapi/route-doc.js';
import { ROUTES } from '../../api/openapi/routes.js';
import { publicOriginOf } from '../http/public-origin.js';
import type { ServiceApp } from '../http/validation.js';

const DOCUMENTED_METHODS: ReadonlySet<string> = new Set<HttpMethod>([
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/**
 * `GET /v1/openapi.json` (no key, any origin): the OpenAPI 3.1 document of the interface, made from the same zod
 * schemas the routes validate with, its server the origin it was asked on.
 *
 * Declared before every other route, so that it sees them all being declared: once the app is ready, a `/v1`
 * route missing from the document (src/api/openapi/routes.ts), one documented but not served, or one whose auth
 * differs from its documentation stops the service from starting, so no route can drift from its documentation
 * unnoticed.
 */
export function registerOpenApiRoute(app: ServiceApp, options: { publicUrl: string | undefined }): void {
  const served: { method: string; path: string; auth: string | undefined }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    for (const method of [route.method].flat()) {
      if (DOCUMENTED_METHODS.has(method)) served.push({ method, path: route.url, auth: route.config?.auth });
    }
  });
  app.addHook('onReady', async () => {
    const problems = routeDocumentationProblems(served);
    if (problems.length > 0) {
      throw new Error(
        `The OpenAPI document (src/api/openapi/routes.ts) and the routes disagree: ${problems.join('; ')}`,
      );
    }
  });

  app.get('/v1/openapi.json', { config: { auth: 'none' } }, async (request, reply) =>
    reply.send({
      ...theDocument(),
      servers: [{ url: publicOriginOf(request, options.publicUrl), description: 'This service' }],
    }),
  );
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;

/** The document, made on first demand and kept: it never changes while the process runs, and costs ~0.2 s. */
function theDocument(): ReturnType<typeof buildOpenApiDocument> {
  built ??= buildOpenApiDocument();
  return built;
}

/** What differs between the routes served and the ones documented, each as a sentence. */
export function routeDocumentationProblems(
  served: readonly { method: string; path: string; auth: string | undefined }[],
): string[] {
  const problems: string[] = [];
  const documented = new Map(ROUTES.map((route) => [`${route.method} ${route.path}`, route]));
  const servedKeys = new Set<string>();
  for (const route of served) {
    const key = `${route.method} ${route.path}`;
    servedKeys.add(key);
    const doc = documented.get(key);
    // Routes that state no auth need the secret key (http/auth.ts).
    const auth = route.auth ?? 'secret';
    if (!doc) problems.push(`${key} is served but not documented`);
    else if (doc.auth !== auth)
      problems.push(`${key} needs auth '${auth}' but is documented as '${doc.auth}'`);
  }
  for (const key of documented.keys()) {
    if (!servedKeys.has(key)) problems.push(`${key} is documented but not served`);
  }
  return problems;
}
