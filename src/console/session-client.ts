import { createClient, type CryptoCheckoutClient } from '../api/index.js';

/**
 * The console's API client. The console never holds an API key: signing in (`POST /dashboard/session`) gives the
 * browser an HttpOnly session cookie, which the service accepts on `/v1` in place of the secret key, and a CSRF
 * token, which every change must carry as `X-CSRF-Token` (the cookie alone proves nothing: a page on another site
 * can make the browser send it). Reads need no token. The key type says "secret" so that the typed client answers
 * the full views the session is entitled to.
 */
export type ConsoleClient = CryptoCheckoutClient<`sk_${string}`>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `onSessionEnded` (optional) hears of any answer 401: the session expired or was ended elsewhere, and the console
 * goes back to its sign-in screen rather than showing each screen's own error.
 */
export function createSessionClient(
  origin: string,
  csrfToken: string,
  onSessionEnded?: () => void,
): ConsoleClient {
  return createClient<`sk_${string}`>({
    baseUrl: origin,
    // Without it the client would expect (and keep only) the public view of a verified transaction: it has no key.
    authenticatedAsBusiness: true,
    fetch: async (input, init) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const headers = new Headers(init?.headers);
      if (!SAFE_METHODS.has(method)) headers.set('X-CSRF-Token', csrfToken);
      const response = await globalThis.fetch(input, { ...init, headers, credentials: 'same-origin' });
      if (response.status === 401) onSessionEnded?.();
      return response;
    },
  });
}
