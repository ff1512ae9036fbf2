import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationError } from '../../api/errors.js';
import { signInRequestSchema, type DashboardSessionView } from '../../api/schemas/dashboard-session.js';
import type { ServiceContext } from '../context.js';
import {
  clearedDashboardCookieHeader,
  dashboardCookieHeader,
  randomSessionToken,
} from '../http/dashboard-cookie.js';
import {
  dashboardSessionOf,
  isHttpsRequest,
  refuseForeignOrigin,
  refuseMissingCsrfToken,
} from '../http/dashboard-session-guard.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import { signInRateLimiter } from '../http/sign-in-rate-limit.js';
import type { ServiceApp } from '../http/validation.js';
import { findBusinessByApiKey, type BusinessAccount } from '../store/businesses.js';
import {
  createDashboardSession,
  deleteDashboardSession,
  deleteExpiredDashboardSessions,
  type DashboardSession,
} from '../store/dashboard-sessions.js';

/**
 * How long a failed sign-in takes at least, from its start. An unknown key, a public key and text that is no key
 * at all take different paths (no row, a row of the wrong kind, no lookup worth the name); padding every failure
 * to one fixed time keeps the answer's timing from telling them apart, as its one message does. Success is not
 * padded: it says all there is to say anyway.
 */
export const FAILED_SIGN_IN_MIN_MS = 600;

/** The one answer of every failed sign-in, whatever was wrong with the key. */
export const SIGN_IN_FAILED_MESSAGE = 'Sign-in failed: check the secret key';

const NO_SESSION_MESSAGE = 'Not signed in: sign in to the console with your secret key';

/**
 * The merchant console's session (docs/design.md, "Console sessions"): `POST` signs in with the secret key and
 * sets the `cc_dashboard` cookie, `GET` tells the console page who is signed in (and the CSRF token it must
 * send), `DELETE` signs out. Same-origin only: these paths send no CORS headers (http/cors.ts), and an `Origin`
 * of another site is refused. The session then authenticates `/v1` requests in place of the key (http/auth.ts).
 */
export function registerDashboardSessionRoutes(app: ServiceApp, context: ServiceContext): void {
  const countSignInAttempt = signInRateLimiter(context);

  app.post('/dashboard/session', { schema: { body: signInRequestSchema } }, async (request, reply) => {
    const startedAt = performance.now();
    refuseForeignOrigin(request, context);
    await countSignInAttempt(request);
    const business = await businessOfSecretKey(context, request.body.secretKey);
    if (!business) {
      await sleep(Math.max(0, FAILED_SIGN_IN_MIN_MS - (performance.now() - startedAt)));
      throw new AuthenticationError(SIGN_IN_FAILED_MESSAGE);
    }
    const now = context.now();
    // Each sign-in sweeps the sessions that ended unused, so the table holds live ones only.
    await deleteExpiredDashboardSessions(context.database, now);
    const lifetimeSeconds = context.config.dashboardSessionMinutes * 60;
    const token = randomSessionToken();
    const session = await createDashboardSession(context.database, {
      token,
      businessId: business.record.uuid,
      csrfToken: randomSessionToken(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    });
    reply.header(
      'set-cookie',
      dashboardCookieHeader(token, {
        maxAgeSeconds: lifetimeSeconds,
        secure: isHttpsRequest(request, context),
      }),
    );
    return sendSuccess(
      reply.header('cache-control', 'no-store'),
      'Signed in',
      sessionView(session, business),
    );
  });

  app.get('/dashboard/session', async (request, reply) => {
    const found = await dashboardSessionOf(request, context);
    if (!found) throw new AuthenticationError(NO_SESSION_MESSAGE);
    refuseForeignOrigin(request, context);
    // The CSRF token is the session's: no cache on the way may keep it.
    return sendSuccess(
      reply.header('cache-control', 'no-store'),
      MESSAGES.queried,
      sessionView(found.session, found.business),
    );
  });

  app.delete('/dashboard/session', async (request, reply) => {
    const found = await dashboardSessionOf(request, context);
    if (!found) throw new AuthenticationError(NO_SESSION_MESSAGE);
    refuseForeignOrigin(request, context);
    refuseMissingCsrfToken(request, found.session.csrfToken);
    await deleteDashboardSession(context.database, found.session.id);
    return signedOut(request, reply, context);
  });
}

/** The business whose secret key `key` is; undefined for anything else (unknown, a public key, not a key). */
async function businessOfSecretKey(
  context: ServiceContext,
  key: string,
): Promise<BusinessAccount | undefined> {
  if (key === '') return undefined;
  const found = await findBusinessByApiKey(context.database, key);
  return found?.kind === 'secret' ? found.account : undefined;
}

function sessionView(session: DashboardSession, business: BusinessAccount): DashboardSessionView {
  return {
    business: { id: business.record.uuid, name: business.record.name },
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}

function signedOut(request: FastifyRequest, reply: FastifyReply, context: ServiceContext): FastifyReply {
  return reply
    .header('set-cookie', clearedDashboardCookieHeader({ secure: isHttpsRequest(request, context) }))
    .code(204)
    .send();
}
