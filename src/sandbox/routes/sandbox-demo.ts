import type { SandboxDemo } from '../../api/schemas/sandbox.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';

/** Where the built documentation is served (scripts/build-docs.ts writes it to dist/docs/). */
export const DOCS_PATH = '/docs/';

/**
 * `GET /v1/sandbox/demo`: what `npm start` prints about the demo (its pay page, its shop, the docs), for pages
 * that cannot read the terminal, the front page first. No key, like the other helpers: none of it is secret.
 */
export function registerSandboxDemoRoute(app: ServiceApp, context: ServiceContext): void {
  app.get('/v1/sandbox/demo', { config: { auth: 'none' } }, async (_request, reply) => {
    const { paymentLinkId, shopUrl } = context.demo;
    const data: SandboxDemo = {
      demoPaymentLinkId: paymentLinkId,
      payPageUrl: `/pay/${encodeURIComponent(paymentLinkId)}`,
      shopUrl,
      docsUrl: DOCS_PATH,
    };
    return sendSuccess(reply, MESSAGES.queried, data);
  });
}
