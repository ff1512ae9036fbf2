import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The cookie that carries a merchant console session's token (routes/dashboard-session.ts). */
export const DASHBOARD_COOKIE = 'cc_dashboard';

/** A session token or CSRF token: 32 random bytes, base64url (43 characters, cookie- and header-safe). */
export function randomSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a token sent back by a browser may look like; anything else is not looked up at all. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The session token in the request's `cc_dashboard` cookie, or undefined when there is none (or it cannot be one
 * of ours). Parsed here rather than with a cookie plugin: one cookie, one fixed alphabet, nothing to decode.
 */
export function dashboardTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== DASHBOARD_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value that hands a session to the browser. HttpOnly: no script on the page (an injected one
 * included) can read the token. SameSite=Strict: no other site's page, link or form makes the browser send it.
 * Path=/: the console page and the `/v1` API it calls both see it. Secure whenever the service is reached over
 * HTTPS, so the browser never sends it over plain HTTP; a plain-HTTP service (localhost) could not set it at all.
 * `maxAgeSeconds` 0 tells the browser to drop it (sign-out).
 */
export function dashboardCookieHeader(
  token: string,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  return [
    `${DASHBOARD_COOKIE}=${token}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The `Set-Cookie` value that removes the session cookie from the browser. */
export function clearedDashboardCookieHeader(options: { secure: boolean }): string {
  return dashboardCookieHeader('', { maxAgeSeconds: 0, secure: options.secure });
}
