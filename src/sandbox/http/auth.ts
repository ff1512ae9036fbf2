import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError, PermissionError } from '../../api/errors.js';
import { findBusinessByApiKey, type ApiKeyKind, type BusinessAccount } from '../store/businesses.js';
import type { ServiceContext } from '../context.js';

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
 */
export function installAuthentication(app: FastifyInstance, context: ServiceContext): void {
  app.decorateRequest('business', undefined);
  app.decorateRequest('apiKeyKind', undefined);
  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    if (!routeUrl || request.method === 'OPTIONS') return;
    // API routes need the secret key unless they say otherwise; pages and assets need none.
    const requirement = request.routeOptions.config.auth ?? (routeUrl.startsWith('/v1/') ? 'secret' : 'none');
    if (requirement === 'none') return;
    const header = request.headers.authorization;
    if (!header && requirement === 'optional') return;
    if (!header) {
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
