import { dashboardSessionSchema, type DashboardSessionView } from '../../api/schemas/dashboard-session.js';
import { DASHBOARD_COOKIE } from '../http/dashboard-cookie.js';
import { call, expectData } from './http.js';

/** A console session as a test holds it: what the browser would keep (the cookie) and what the page would. */
export interface ConsoleSession {
  /** The `Cookie` request header that presents the session. */
  cookie: string;
  /** The `Set-Cookie` the sign-in answered, as the browser received it. */
  setCookie: string;
  view: DashboardSessionView;
  /** Headers of a state-changing console request: the cookie and the CSRF token. */
  headers: Record<string, string>;
}

/** Signs in to the merchant console with `secretKey` (`headers`: e.g. an X-Forwarded-For of the test's own). */
export async function signInToConsole(
  baseUrl: string,
  secretKey: string,
  headers: Record<string, string> = {},
): Promise<ConsoleSession> {
  const response = await call(baseUrl, 'POST', '/dashboard/session', { body: { secretKey }, headers });
  const view = expectData(response, dashboardSessionSchema);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DASHBOARD_COOKIE}=`));
  if (!setCookie) throw new Error(`sign-in set no ${DASHBOARD_COOKIE} cookie`);
  const cookie = setCookie.split(';')[0] ?? '';
  return { cookie, setCookie, view, headers: { cookie, 'x-csrf-token': view.csrfToken } };
}
