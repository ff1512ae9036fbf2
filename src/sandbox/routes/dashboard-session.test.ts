import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardSessionSchema } from '../../api/schemas/dashboard-session.js';
import { paymentLinkSchema } from '../../api/schemas/payment-link.js';
import { SIGN_IN_ATTEMPTS_PER_WINDOW } from '../http/sign-in-rate-limit.js';
import { adjustableClock } from '../testing/clock.js';
import { signInToConsole } from '../testing/console-session.js';
import { call, expectData, expectError } from '../testing/http.js';
import { startTestService, type TestService } from '../testing/test-service.js';
import { FAILED_SIGN_IN_MIN_MS, SIGN_IN_FAILED_MESSAGE } from './dashboard-session.js';

let service: TestService;
const clock = adjustableClock();

beforeAll(async () => {
  // Behind a "proxy" on 127.0.0.1, each test names a client of its own (X-Forwarded-For), so that the sign-in
  // limit counts each test apart, and a test can say the request arrived over HTTPS (X-Forwarded-Proto).
  service = await startTestService(
    { TRUST_PROXY: '127.0.0.1', DASHBOARD_SESSION_MINUTES: '1' },
    { now: clock.now },
  );
});
afterAll(async () => {
  await service.destroy();
});

let lastClient = 0;
/** Headers that make the next requests come from a client no other test used. */
function freshClient(): Record<string, string> {
  lastClient += 1;
  return { 'x-forwarded-for': `203.0.113.${lastClient}` };
}

const balancesSchema = z.array(z.unknown());
const LINK = { name: 'Console link', description: 'made from the console', baseFiat: 'USD', amount: 5 };

describe('POST /dashboard/session (sign-in)', () => {
  it('answers the business and a CSRF token, and sets an HttpOnly, SameSite=Strict cookie', async () => {
    const before = clock.now().getTime();
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    expect(session.view.business).toEqual({
      id: service.demoBusiness.businessId,
      name: service.demoBusiness.businessName,
    });
    expect(session.view.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresAt = Date.parse(session.view.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(expiresAt).toBeLessThan(before + 70_000);
    const attributes = session.setCookie.split('; ');
    expect(attributes[0]).toMatch(/^cc_dashboard=[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/', 'Max-Age=60']),
    );
    // Plain HTTP: a Secure cookie would never be sent back.
    expect(attributes).not.toContain('Secure');
    // The token is nowhere but in the cookie: the table holds its digest.
    const token = attributes[0]?.slice('cc_dashboard='.length) ?? '';
    const rows = await service.context.database.query('SELECT token_hash FROM dashboard_sessions');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('marks the cookie Secure when the request arrived over HTTPS through a trusted proxy', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, {
      ...freshClient(),
      'x-forwarded-proto': 'https',
    });
    expect(session.setCookie.split('; ')).toContain('Secure');
  });

  it('answers every wrong key with one message, none sooner than the fixed padding', async () => {
    const client = freshClient();
    const wrongKeys = [
      'sk_test_thisKeyDoesNotExist000000000000',
      service.demoBusiness.publicKey,
      'not a key at all',
      '',
      'x'.repeat(5000),
    ];
    for (const secretKey of wrongKeys) {
      const startedAt = performance.now();
      const response = await call(service.url, 'POST', '/dashboard/session', {
        body: { secretKey },
        headers: client,
      });
      const took = performance.now() - startedAt;
      const error = expectError(response, 401);
      expect(error.message).toBe(SIGN_IN_FAILED_MESSAGE);
      expect(response.headers.getSetCookie()).toEqual([]);
      // The client's clock and the server's can disagree by under a millisecond on where the wait began.
      expect(took, `${secretKey.slice(0, 20)}: ${took} ms`).toBeGreaterThanOrEqual(FAILED_SIGN_IN_MIN_MS - 1);
    }
  });

  it('answers a body of the wrong shape with a 400 naming the field', async () => {
    for (const body of [{ secretKey: 123 }, {}, { secretKey: service.demoBusiness.secretKey, extra: 1 }]) {
      const error = expectError(
        await call(service.url, 'POST', '/dashboard/session', { body, headers: freshClient() }),
        400,
      );
      expect(error.errors.map((fieldError) => fieldError.field)).toEqual([
        'extra' in body ? 'extra' : 'secretKey',
      ]);
    }
  });

  it(`refuses the attempt after ${SIGN_IN_ATTEMPTS_PER_WINDOW} from one client with a 429 and Retry-After`, async () => {
    const client = freshClient();
    const attempts = await Promise.all(
      Array.from({ length: SIGN_IN_ATTEMPTS_PER_WINDOW }, () =>
        call(service.url, 'POST', '/dashboard/session', { body: { secretKey: 'wrong' }, headers: client }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(Array(SIGN_IN_ATTEMPTS_PER_WINDOW).fill(401));
    // Even the right key: the limit counts attempts, not failures.
    const refused = await call(service.url, 'POST', '/dashboard/session', {
      body: { secretKey: service.demoBusiness.secretKey },
      headers: client,
    });
    expect(expectError(refused, 429).message).toContain('Too many sign-in attempts');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(refused.headers.getSetCookie()).toEqual([]);
    // Another client is not affected.
    await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
  });

  it('refuses a sign-in from another origin, and sends no CORS headers to one', async () => {
    const headers = { ...freshClient(), origin: 'https://evil.example' };
    const refused = await call(service.url, 'POST', '/dashboard/session', {
      body: { secretKey: service.demoBusiness.secretKey },
      headers,
    });
    expectError(refused, 403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${service.url}/dashboard/session`, {
      method: 'OPTIONS',
      headers: { ...headers, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The service's own page may.
    await signInToConsole(service.url, service.demoBusiness.secretKey, {
      ...freshClient(),
      origin: service.url,
    });
  });
});

describe('GET /dashboard/session', () => {
  it('answers the signed-in session with its own CSRF token, and 401 without one', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    const current = expectData(
      await call(service.url, 'GET', '/dashboard/session', { headers: { cookie: session.cookie } }),
      dashboardSessionSchema,
    );
    expect(current).toEqual(session.view);
    expectError(await call(service.url, 'GET', '/dashboard/session'), 401);
    const unknown = `cc_dashboard=${'A'.repeat(43)}`;
    expectError(await call(service.url, 'GET', '/dashboard/session', { headers: { cookie: unknown } }), 401);
  });
});

describe('a console session on /v1', () => {
  it('reads with the cookie alone, and writes with the cookie and its CSRF token', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    expectData(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: session.cookie } }),
      balancesSchema,
    );
    const link = expectData(
      await call(service.url, 'POST', '/v1/payment-links', { body: LINK, headers: session.headers }),
      paymentLinkSchema,
      201,
    );
    expect(link.name).toBe(LINK.name);
    // Its own origin, as the console page's fetch sends it, is fine.
    expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        body: LINK,
        headers: { ...session.headers, origin: service.url },
      }),
      paymentLinkSchema,
      201,
    );
  });

  it('refuses a write without the CSRF token, with a wrong one, or from another origin (403)', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    const other = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    const attempts: Record<string, string>[] = [
      { cookie: session.cookie },
      { cookie: session.cookie, 'x-csrf-token': 'guessed' },
      // Another session's token is not this one's.
      { cookie: session.cookie, 'x-csrf-token': other.view.csrfToken },
      { ...session.headers, origin: 'https://evil.example' },
      { ...session.headers, origin: 'null' },
    ];
    for (const headers of attempts) {
      const error = expectError(
        await call(service.url, 'POST', '/v1/payment-links', { body: LINK, headers }),
        403,
      );
      expect(error.message, JSON.stringify(headers)).toMatch(
        /CSRF check failed|Console sessions may only be used/,
      );
    }
    // A read from another origin is refused too.
    expectError(
      await call(service.url, 'GET', '/v1/balances', {
        headers: { cookie: session.cookie, origin: 'https://evil.example' },
      }),
      403,
    );
  });

  it('ignores the cookie entirely when an Authorization header comes', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    // A key and no CSRF token: the key is what counts.
    expectData(
      await call(service.url, 'POST', '/v1/payment-links', {
        key: service.demoBusiness.secretKey,
        body: LINK,
        headers: { cookie: session.cookie, origin: 'https://evil.example' },
      }),
      paymentLinkSchema,
      201,
    );
    const unknown = expectError(
      await call(service.url, 'GET', '/v1/balances', { key: 'sk_test_unknown', headers: session.headers }),
      401,
    );
    expect(unknown.message).toBe('Unknown API key');
    expectError(
      await call(service.url, 'GET', '/v1/balances', {
        key: service.demoBusiness.publicKey,
        headers: session.headers,
      }),
      403,
    );
  });

  it('ends at sign-out: DELETE needs the CSRF token, clears the cookie, and the cookie stops working', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    expectError(
      await call(service.url, 'DELETE', '/dashboard/session', { headers: { cookie: session.cookie } }),
      403,
    );
    const signedOut = await call(service.url, 'DELETE', '/dashboard/session', { headers: session.headers });
    expect(signedOut.status).toBe(204);
    const cleared = signedOut.headers.getSetCookie()[0]?.split('; ') ?? [];
    expect(cleared).toEqual(expect.arrayContaining(['cc_dashboard=', 'Max-Age=0', 'Path=/', 'HttpOnly']));
    const refused = expectError(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: session.cookie } }),
      401,
    );
    expect(refused.message).toContain('console session has ended');
    expectError(
      await call(service.url, 'GET', '/dashboard/session', { headers: { cookie: session.cookie } }),
      401,
    );
    expectError(await call(service.url, 'DELETE', '/dashboard/session', { headers: session.headers }), 401);
  });

  // Last: it moves the service's clock past every session made so far.
  it('expires DASHBOARD_SESSION_MINUTES after sign-in, and the next sign-in purges expired rows', async () => {
    const session = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    clock.advance(59_000);
    expectData(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: session.cookie } }),
      balancesSchema,
    );
    clock.advance(2_000);
    expectError(await call(service.url, 'GET', '/v1/balances', { headers: { cookie: session.cookie } }), 401);
    expectError(
      await call(service.url, 'GET', '/dashboard/session', { headers: { cookie: session.cookie } }),
      401,
    );
    const fresh = await signInToConsole(service.url, service.demoBusiness.secretKey, freshClient());
    const rows = await service.context.database.query('SELECT id FROM dashboard_sessions');
    // Every session before this one was signed in over a minute ago (the clock moved), so only it is left.
    expect(rows).toHaveLength(1);
    expectData(
      await call(service.url, 'GET', '/v1/balances', { headers: { cookie: fresh.cookie } }),
      balancesSchema,
    );
  });
});
