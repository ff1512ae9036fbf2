import type { RolledSecretKey } from '../../api/schemas/business.js';
import { emptyRequestBodySchema } from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { apiKeyPrefix } from '../domain/cluster-modes.js';
import { randomAlphanumeric } from '../domain/random.js';
import { requireBusiness } from '../http/auth.js';
import { sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import { deleteOtherDashboardSessions } from '../store/dashboard-sessions.js';
import { replaceSecretApiKey } from '../store/secret-key-roll.js';

/**
 * `POST /v1/business/secret-key/roll` (secret key, or a console session with its CSRF token): a new secret key,
 * answered once; the old one is an unknown key from the commit on. For a key that leaked, or a person who left.
 * Every console session of the business ends with it, but the one asking (if a session asked): whoever signed in
 * with the old key is out, and the merchant rolling it from the console stays in. The new key is made as the
 * demo business's first one was (store/seed.ts): the cluster's prefix (`sk_test_` on localnet, `sk_live_` on the
 * public clusters) and 32 random letters and digits.
 *
 * A SANDBOX_SECRET_KEY in the configuration replaces the demo business's key again at the next start: roll that
 * one in the configuration instead (docs/api.md).
 */
export function registerBusinessSecretKeyRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/business/secret-key/roll',
    { config: { auth: 'secret' }, schema: { body: emptyRequestBodySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const secretKey = `${apiKeyPrefix('secret', context.config.solanaCluster)}${randomAlphanumeric(32)}`;
      await context.database.transaction(async (executor) => {
        await replaceSecretApiKey(executor, businessId, secretKey, context.now());
        await deleteOtherDashboardSessions(executor, businessId, request.dashboardSession?.id);
      });
      const rolled: RolledSecretKey = { secretKey };
      // The key is shown once: no cache on the way may keep the answer.
      return sendSuccess(reply.header('cache-control', 'no-store'), 'Secret key rolled', rolled);
    },
  );
}
