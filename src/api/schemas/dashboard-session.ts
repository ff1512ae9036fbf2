import * as z from 'zod/mini';
import { timestampSchema, uuidSchema } from './common.js';

/**
 * The merchant console's session (`/dashboard/session`, docs/api.md, "Console sessions"): signed in with the
 * secret key, held by the browser as an HttpOnly cookie, and used on `/v1` instead of the key.
 */

/**
 * `POST /dashboard/session`. Any string is a well-formed request: a key that is wrong in any way (unknown, a
 * public key, not a key at all, empty) is one and the same 401, so the answer says nothing about which.
 */
export const signInRequestSchema = z.strictObject({
  secretKey: z.string({ error: 'must be a string: your secret API key (sk_test_… or sk_live_…)' }),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** What sign-in and `GET /dashboard/session` answer. */
export const dashboardSessionSchema = z.object({
  business: z.object({ id: uuidSchema, name: z.string() }),
  /** Repeat it in `X-CSRF-Token` on every request that changes something (anything but GET and HEAD). */
  csrfToken: z.string(),
  /** When the session ends, however it is used meanwhile (DASHBOARD_SESSION_MINUTES after sign-in). */
  expiresAt: timestampSchema,
});
export type DashboardSessionView = z.infer<typeof dashboardSessionSchema>;
