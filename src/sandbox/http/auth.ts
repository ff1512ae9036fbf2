import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError, PermissionError } from '../../api/errors.js';
import { findBusinessByApiKey, type ApiKeyKind, type BusinessAccount } from '../store/businesses.js';
import type { ServiceContext } from '../context.js';
import type { DashboardSession } from '../store/dashboard-sessions.js';
import {
  dashboardSessionOf,
  refuseForeignOrigin,
  refuseMissingCsrfToken,
} from './dashboard-session-guard.js';
import { dashboardTokenOf } from './dashboard-cookie.js';

/**
 * Which key a route needs (docs/api.md, "Authentication"). 'optional' needs none, but a key that is sent must
 * be a known one (401 otherwise) and identifies the business, for routes that answer a key's owner more than
 * they answer anyone.
 */
export type AuthRequirement = 'none' | 'optional' | 'publicOrSecret' | 'secret';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    /** The business whose key authenticated the request; undefined when the route needs none and none came. */
    business: BusinessAccount | undefined;
    /** Which of the business's keys it was: on 'optional' and 'publicOrSecret' routes either may come. */
    apiKeyKind: ApiKeyKind | undefined;
    /** The console session whose cookie authenticated the request; undefined when a key did, or nothing. */
    dashboardSession: DashboardSession | undefined;
  }
}

/** The business a request authenticated as; for handlers on routes whose `auth` is not 'none'. */
export function requireBusiness(request: FastifyRequest): BusinessAccount {
  if (!request.business) throw new AuthenticationError('Missing API key in the Authorization header');
  return request.business;
}

/**
 * Checks the `Authorization: <key>` header before the body is even parsed, so an unauthenticated caller learns
 * nothing about validation. Routes state their requirement in `config.auth` (default for `/v1` routes: secret key).
 *
 * Without the header, a merchant console session's cookie (routes/dashboard-session.ts) authenticates a request
 * to a 'secret' or 'publicOrSecret' route with the secret key's rights: CSRF token and Origin checked
 * (dashboard-session-guard.ts). A request with the header ignores the cookie, so API clients work as ever. The
 * 'optional' routes ignore the cookie too: they answer anyone, and the hosted checkout, served from the same
 * origin as the console, must get the public view whatever its visitor's browser holds.
 */
export function installAuthentication(app: FastifyInstance, context: ServiceContext): void {
  app.decorateRequest('business', undefined);
  app.decorateRequest('apiKeyKind', undefined);
  app.decorateRequest('dashboardSession', undefined);
  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || request.method === 'OPTIONS') return;
    // API routes need the secret key unless they say otherwise; pages and assets need none.
    const requirement = request.routeOptions.config.auth ?? (routeUrl.startsWith('/v1/') ? 'secret' : 'none');
    if (requirement === 'none') return;
    const header = request.headers.authorization;
    if (!header && requirement === 'optional') return;
    if (!header) {
      const found = await dashboardSessionOf(request, context);
      if (found) {
        refuseForeignOrigin(request, context);
        refuseMissingCsrfToken(request, found.session.csrfToken);
        request.business = found.business;
        request.apiKeyKind = 'secret';
        request.dashboardSession = found.session;
        return;
      }
      if (dashboardTokenOf(request) !== undefined) {
        throw new AuthenticationError(
          'Your console session has ended (expired or signed out): sign in again',
        );
      }
      throw new AuthenticationError(
        'Missing API key: send it as the Authorization header, e.g. "Authorization: sk_test_…" (sk_live_… on devnet and mainnet-beta)',
      );
    }
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : header;
    const found = await findBusinessByApiKey(context.database, key.trim());
    if (!found) throw new AuthenticationError('Unknown API key');
    if (requirement === 'secret' && found.kind !== 'secret') {
      throw new PermissionError(
        'This endpoint needs your secret key (sk_test_… or sk_live_…); public keys may only initiate transactions',
      );
    }
    request.business = found.account;
    request.apiKeyKind = found.kind;
  });
}
