import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PermissionError } from '../../api/errors.js';
import type { ServiceContext } from '../context.js';
import { findLiveDashboardSession, type DashboardSessionWithBusiness } from '../store/dashboard-sessions.js';
import { dashboardTokenOf } from './dashboard-cookie.js';
import { publicOriginOf } from './public-origin.js';

/**
 * The checks a request riding on a console session's cookie passes (docs/design.md, "Console sessions"). The
 * cookie is SameSite=Strict, which already keeps other sites' pages from sending it; these are the second lock,
 * for browsers that do not honour SameSite and for a sibling subdomain (same site, other origin).
 */

/** Methods that change nothing: a cookie alone may call them. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header a state-changing request repeats its session's CSRF token in. */
export const CSRF_HEADER = 'x-csrf-token';

/** The live session the request's cookie names, if any (an expired one is deleted and counts as none). */
export async function dashboardSessionOf(
  request: FastifyRequest,
  context: ServiceContext,
): Promise<DashboardSessionWithBusiness | undefined> {
  const token = dashboardTokenOf(request);
  if (token === undefined) return undefined;
  return findLiveDashboardSession(context.database, token, context.now());
}

/** Whether the service is reached over HTTPS here (PUBLIC_URL, or the request as TRUST_PROXY lets it say). */
export function isHttpsRequest(request: FastifyRequest, context: ServiceContext): boolean {
  return publicOriginOf(request, context.config.publicUrl).startsWith('https:');
}

/**
 * Refuses a request whose `Origin` is another origin than the service's own: a browser names the page that made
 * a cross-origin or state-changing request there, and only the console, served here, may use the session. No
 * `Origin` at all (a same-origin GET, a non-browser client) passes: the cookie's SameSite and the CSRF token guard
 * those.
 */
export function refuseForeignOrigin(request: FastifyRequest, context: ServiceContext): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = publicOriginOf(request, context.config.publicUrl).toLowerCase();
  if (origin.toLowerCase() !== own) {
    throw new PermissionError(
      `Console sessions may only be used from the service's own pages (${own}), not from ${origin}`,
    );
  }
}

/**
 * Refuses a state-changing request (anything but GET, HEAD, OPTIONS) that does not repeat its session's CSRF
 * token in `X-CSRF-Token`: a forged form or request from elsewhere carries the cookie but cannot know the token,
 * which only the console's own page learned, from the sign-in answer or `GET /dashboard/session`.
 */
export function refuseMissingCsrfToken(request: FastifyRequest, expected: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const given = request.headers[CSRF_HEADER];
  if (typeof given === 'string' && sameToken(given, expected)) return;
  throw new PermissionError(
    given === undefined
      ? 'CSRF check failed: a request made with a console session must send its csrfToken in the X-CSRF-Token header'
      : 'CSRF check failed: the X-CSRF-Token header does not match this console session',
  );
}

/** Compares two tokens in a time that depends on neither (their digests, always 32 bytes, are compared). */
function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(
    createHash('sha256').update(given, 'utf8').digest(),
    createHash('sha256').update(expected, 'utf8').digest(),
  );
}
