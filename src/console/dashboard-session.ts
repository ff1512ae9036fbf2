import * as z from 'zod/mini';

/**
 * The console's session with the service (`/dashboard/session`): signing in with the business's secret key once,
 * which sets an HttpOnly cookie and answers a CSRF token that every change must carry. The key itself is sent
 * once and never kept; the token lives in memory only (a page reload asks the service again, with GET).
 */

export const DASHBOARD_SESSION_PATH = '/dashboard/session';

const dashboardSessionSchema = z.object({
  business: z.object({ id: z.string(), name: z.string() }),
  csrfToken: z.string().check(z.minLength(1)),
  expiresAt: z.string(),
});
export type DashboardSession = z.infer<typeof dashboardSessionSchema>;

const sessionEnvelopeSchema = z.object({ data: dashboardSessionSchema });
const errorEnvelopeSchema = z.object({
  message: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});

/** Why signing in did not work, as the sign-in form tells the merchant. */
export type SignInFailure =
  | { reason: 'wrong_key' }
  | { reason: 'rate_limited'; retryAfterSeconds: number | undefined }
  | { reason: 'invalid'; message: string }
  | { reason: 'network' }
  | { reason: 'server'; message: string };

export type SignInResult = { ok: true; session: DashboardSession } | ({ ok: false } & SignInFailure);

type Fetch = typeof globalThis.fetch;

/** `Retry-After` as whole seconds from now: the delay form, or an HTTP date. */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const parsed = errorEnvelopeSchema.safeParse(await response.json());
    if (!parsed.success) return response.statusText;
    const fields = (parsed.data.errors ?? []).map((error) => `${error.field} ${error.message}`);
    return fields.length > 0 ? fields.join('; ') : (parsed.data.message ?? response.statusText);
  } catch {
    return response.statusText;
  }
}

async function sessionFrom(response: Response): Promise<DashboardSession> {
  const parsed = sessionEnvelopeSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The service answered a session the console does not understand');
  return parsed.data.data;
}

/** `POST /dashboard/session`: signs in with a secret key. Never throws: every outcome is a result. */
export async function signIn(
  secretKey: string,
  fetch: Fetch = globalThis.fetch,
  now: () => number = Date.now,
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(DASHBOARD_SESSION_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ secretKey }),
    });
  } catch {
    return { ok: false, reason: 'network' };
  }
  try {
    if (response.ok) return { ok: true, session: await sessionFrom(response) };
  } catch (error) {
    return { ok: false, reason: 'server', message: error instanceof Error ? error.message : String(error) };
  }
  if (response.status === 401) return { ok: false, reason: 'wrong_key' };
  if (response.status === 429) {
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now()),
    };
  }
  const message = await errorMessage(response);
  if (response.status === 400) return { ok: false, reason: 'invalid', message };
  return { ok: false, reason: 'server', message };
}

/**
 * `GET /dashboard/session`: the session the browser's cookie holds, or null when there is none (401). A network
 * failure or another answer throws: the console cannot tell whether the merchant is signed in.
 */
export async function readSession(fetch: Fetch = globalThis.fetch): Promise<DashboardSession | null> {
  const response = await fetch(DASHBOARD_SESSION_PATH, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(await errorMessage(response));
  return sessionFrom(response);
}

/** `DELETE /dashboard/session`: signs out. An already ended session (401) counts as signed out. */
export async function endSession(csrfToken: string, fetch: Fetch = globalThis.fetch): Promise<void> {
  const response = await fetch(DASHBOARD_SESSION_PATH, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { 'X-CSRF-Token': csrfToken },
  });
  if (!response.ok && response.status !== 401) throw new Error(await errorMessage(response));
}
